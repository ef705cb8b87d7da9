import type { Server } from "node:http";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import type express from "express";
import type { ServerBuild } from "react-router";
import { missingLegalFactsWarning } from "../app/features/content/legal-identity";
import { openConfigured, setConnection, writePgliteTemplate } from "../app/lib/db.server";
import { type Env, EnvError, getEnv } from "../app/lib/env.server";
import { createLogger, errorText, getLogger, setLogger } from "../app/lib/logger.server";

export { writePgliteTemplate };

export interface StartOptions {
  build: ServerBuild | Promise<ServerBuild> | (() => Promise<ServerBuild>);
  clientDir?: string;
  /** Prepared empty database for a first start on the embedded database. */
  pgliteTemplate?: string;
  /** The built server/pglite-thread.ts, to run the embedded database off the event loop (ADR 067). */
  pgliteThread?: string;
  devMiddleware?: express.RequestHandler;
}

/** Mail queued meanwhile waits in the outbox, which the job queue sweeps as it starts. */
const BACKGROUND_WORK_DELAY_MS = 1_000;

/** Starts the site: checks the environment, opens and migrates the database, then listens while accounts are made. */
export async function start(options: StartOptions): Promise<Server> {
  let env: Env;
  try {
    env = getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      getLogger().fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
  setLogger(createLogger({ level: env.LOG_LEVEL }));
  const log = getLogger();
  const legalWarning = missingLegalFactsWarning(env);
  if (legalWarning) log.warn(legalWarning);

  // The embedded database opens in its own thread while this one loads the rest of the site (ADR 067).
  const loading = Promise.all([
    openConfigured(env, {
      template: options.pgliteTemplate,
      thread: options.pgliteThread ? { script: options.pgliteThread } : undefined,
    }),
    import("./app"),
    import("./jobs"),
    import("../app/features/users/first-admin.server"),
    import("../app/lib/auth.server"),
    import("../db/seed"),
    options.build,
  ]);
  let loaded: Awaited<typeof loading>;
  try {
    loaded = await loading;
  } catch (error) {
    log.fatal({ err: error }, `Démarrage impossible : ${errorText(error)}`);
    process.exit(1);
  }
  const [
    connection,
    { createApp },
    { startBackgroundWork },
    { ensureFirstAdmin },
    { resetAuth },
    { seedDemoData },
    build,
  ] = loaded;
  setConnection(connection);
  resetAuth();
  // Creating accounts hashes passwords (a fraction of a second each): it goes on while the site starts to listen,
  // and pages wait for it (createApp's `ready`), so that nobody signs in before the first admin exists.
  const accountsReady = ensureFirstAdmin(env).then(() => seedDemoData(env));
  accountsReady.catch((error: Error) => {
    log.fatal({ err: error }, `Démarrage impossible : ${errorText(error)}`);
    process.exit(1);
  });
  const app = await createApp({
    env,
    build,
    clientDir: options.clientDir,
    devMiddleware: options.devMiddleware,
    ready: accountsReady,
  });
  // The job queue starts a moment after the site answers, once the accounts exist: its set-up (schema check or
  // creation, schedules, workers) is half a second of database work that would otherwise hold the first answers.
  let stopping = false;
  let backgroundWork: Promise<() => Promise<void>> = Promise.resolve(async () => {});
  const server = app.listen(env.PORT, env.HOST, (error?: Error) => {
    // Express hands a failed listen (the port taken, by another site or another copy) to this callback.
    if (error) {
      log.fatal(`Démarrage impossible : le port ${env.PORT} n'est pas disponible (${error.message})`);
      process.exit(1);
    }
    backgroundWork = Promise.all([accountsReady, delay(BACKGROUND_WORK_DELAY_MS)])
      .then(() => (stopping ? async () => {} : startBackgroundWork(connection, env.APP_TIME_ZONE)))
      .catch((error: Error) => {
        log.error({ err: error }, `Tâches de fond non démarrées : ${errorText(error)}`);
        return async () => {};
      });
    log.info(
      `Site prêt sur ${env.PUBLIC_URL} (base ${connection.kind === "pglite" ? `embarquée ${path.join(env.DATA_DIR, "pgdata")}` : "PostgreSQL"})`,
    );
  });

  // Idle keep-alive connections stay open longer than a proxy's or a client's own idle limit (often 60 s), so that
  // the server never closes one at the moment the other end reuses it for a request (ECONNRESET, or a proxy's 502).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} reçu : arrêt en cours…`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await (await backgroundWork)();
      await connection.close();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return server;
}
