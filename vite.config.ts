import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  // The server build holds React Router's build (index.js, used for prerendering too) and the HTTP server (server.js).
  build: isSsrBuild
    ? {
        rollupOptions: {
          input: { index: "virtual:react-router/server-build", server: "./server/index.ts" },
        },
      }
    : undefined,
  // Bundled into the server build, so that only what the site uses is loaded: as separate ES modules, these load
  // thousands of files at start (every icon, every date-fns function and locale, every Radix primitive).
  ssr: { noExternal: ["lucide-react", "date-fns", "@date-fns/tz", "radix-ui", /^@radix-ui\//] },
  plugins: [tailwindcss(), reactRouter()],
}));
