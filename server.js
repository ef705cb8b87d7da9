// Launches the site: the built server in production, Vite's dev server in development.
import path from "node:path";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

if (process.env.NODE_ENV === "development") {
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  const { start } = await devServer.ssrLoadModule("./server/index.ts");
  await start({
    build: () => devServer.ssrLoadModule("virtual:react-router/server-build"),
    devMiddleware: devServer.middlewares,
  });
} else {
  const { start } = await import(path.join(buildDir, "server/server.js"));
  await start({
    // Loaded while the embedded database opens in its own thread.
    build: import(path.join(buildDir, "server/index.js")),
    clientDir: path.join(buildDir, "client"),
    pgliteTemplate: path.join(buildDir, "pglite-template.tar.gz"),
    pgliteThread: path.join(buildDir, "server/pglite-thread.js"),
  });
}
