import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/features/content/prerendered-paths";

export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Two server entries (vite.config.ts): React Router's build as index.js and the HTTP server as server.js.
  serverBuildFile: "[name].js",
  prerender: prerenderedPaths,
} satisfies Config;
