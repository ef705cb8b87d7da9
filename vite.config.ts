import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  // The server build holds React Router's build (index.js, used for prerendering too), the HTTP server (server.js) and
  // the embedded database's worker thread (pglite-thread.js).
  build: isSsrBuild
    ? {
        rollupOptions: {
          input: {
            index: "virtual:react-router/server-build",
            server: "./server/index.ts",
            "pglite-thread": "./server/pglite-thread.ts",
          },
        },
      }
    : undefined,
  // Bundled into the server build, so that only what the site uses is loaded: as separate ES modules, these load
  // thousands of files at start (every icon, every date-fns function and locale, every Radix primitive, and Better
  // Auth's adapters, kysely and zod's locales: about 750 modules, a second of every start; ADR 067).
  ssr: {
    noExternal: [
      "lucide-react",
      "date-fns",
      "@date-fns/tz",
      "radix-ui",
      /^@radix-ui\//,
      "better-auth",
      /^@better-auth\//,
      "better-call",
      "kysely",
      "jose",
      /^@noble\//,
      "zod",
      /^@conform-to\//,
      "drizzle-orm",
    ],
  },
  plugins: [tailwindcss(), reactRouter()],
}));
