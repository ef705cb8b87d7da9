import { Worker } from "node:worker_threads";
import type { QueryOptions, Results, Transaction } from "@electric-sql/pglite";

/** What the thread opens: the database folder (none: in memory) and the template a new folder starts from. */
export interface ThreadSettings {
  pgdata?: string;
  template?: string;
}

/** Parsers are functions, which cannot cross threads: the ones drizzle passes all leave a type's text as it is. */
export type ThreadRequest =
  | { op: "query"; sql: string; params: unknown[]; rowMode?: "array" | "object"; textTypes: number[] }
  | { op: "exec"; sql: string }
  | { op: "dump" }
  | { op: "close" };

export type ThreadReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: { message: string; fields: Record<string, unknown> } }
  | { ready: true }
  | { ready: false; error: { message: string; fields: Record<string, unknown> } };

type Waiter = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/** The error the thread reported, with PostgreSQL's fields (code, constraint, detail…) that callers test. */
export function rebuiltError(error: { message: string; fields: Record<string, unknown> }): Error {
  return Object.assign(new Error(error.message), error.fields);
}

/**
 * The embedded database in a worker thread, behind the part of PGlite's interface that drizzle, the job queue and
 * the backups use: WebAssembly PostgreSQL then never holds the event loop that answers requests. Like PGlite, it runs
 * one thing at a time, and a transaction keeps every other query waiting until it ends.
 */
export class PgliteThread {
  readonly waitReady: Promise<void>;
  #worker: Worker;
  #waiters = new Map<number, Waiter>();
  #nextId = 0;
  #turn: Promise<unknown> = Promise.resolve();
  #stopped?: Error;

  constructor(script: string | URL, settings: ThreadSettings, argv?: string[]) {
    this.#worker = new Worker(script, { workerData: settings, argv });
    this.waitReady = new Promise((resolve, reject) => {
      this.#worker.once("message", (reply: ThreadReply) => {
        if ("ready" in reply && reply.ready) resolve();
        else if ("ready" in reply) {
          reject(rebuiltError(reply.error));
          void this.#worker.terminate();
        }
        this.#worker.on("message", (answer: ThreadReply) => this.#settle(answer));
      });
      this.#worker.once("error", reject);
    });
    this.#worker.on("error", (error) => this.#stop(error));
    this.#worker.on("exit", (code) => this.#stop(new Error(`La base embarquée s'est arrêtée (code ${code}).`)));
  }

  #settle(reply: ThreadReply) {
    if (!("id" in reply)) return;
    const waiter = this.#waiters.get(reply.id);
    this.#waiters.delete(reply.id);
    if (reply.ok) waiter?.resolve(reply.value);
    else waiter?.reject(rebuiltError(reply.error));
  }

  #stop(error: Error) {
    this.#stopped ??= error;
    for (const waiter of this.#waiters.values()) waiter.reject(error);
    this.#waiters.clear();
  }

  #send<T>(request: ThreadRequest): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#waiters.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ id, ...request });
    });
  }

  /** Runs `work` once everything asked before it has finished. */
  #exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#turn.then(work);
    this.#turn = result.catch(() => {});
    return result;
  }

  #query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const textTypes = Object.keys(options?.parsers ?? {}).map(Number);
    return this.#send({ op: "query", sql, params, rowMode: options?.rowMode, textTypes });
  }

  #exec(sql: string): Promise<Results[]> {
    return this.#send({ op: "exec", sql });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#exclusive(() => this.#query<T>(sql, params, options));
  }

  exec(sql: string): Promise<Results[]> {
    return this.#exclusive(() => this.#exec(sql));
  }

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#exclusive(async () => {
      await this.#exec("BEGIN");
      let closed = false;
      const tx = {
        query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => this.#query<R>(sql, params, options),
        exec: (sql: string) => this.#exec(sql),
        rollback: async () => {
          await this.#exec("ROLLBACK");
          closed = true;
        },
        get closed() {
          return closed;
        },
      } as unknown as Transaction;
      try {
        const result = await callback(tx);
        if (!closed) await this.#exec("COMMIT");
        return result;
      } catch (error) {
        if (!closed && !this.#stopped) await this.#exec("ROLLBACK");
        throw error;
      } finally {
        closed = true;
      }
    });
  }

  /** pg_dump of the whole database, as plain SQL (lib/backup.server.ts). */
  dump(): Promise<string> {
    return this.#exclusive(() => this.#send<string>({ op: "dump" }));
  }

  async close(): Promise<void> {
    await this.#exclusive(() => this.#send({ op: "close" }));
    await this.#worker.terminate();
  }
}
