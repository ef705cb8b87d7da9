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
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
}));
