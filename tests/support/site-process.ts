import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

export interface RunningSite {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the first 200 of /healthz. */
  startupMs: number;
  output(): string;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL, as a power cut would. */
  kill(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built site (`BUILD_DIR`, default build) and waits for its first 200 on /healthz. Without a `port`, it takes
 * a free one, and another when a process elsewhere on the machine (another checkout's tests) takes it first.
 */
export async function startSite(env: Record<string, string>, port?: number): Promise<RunningSite> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startSiteOn(env, port ?? (await freePort()));
    } catch (error) {
      if (port !== undefined || attempt >= 5 || !(error instanceof PortTaken)) throw error;
    }
  }
}

class PortTaken extends Error {}

/** Everything a child process writes, on both outputs and its spawn error, as read so far. */
export function collectOutput(child: ChildProcess): () => string {
  let output = "";
  const add = (chunk: unknown) => {
    output += String(chunk);
  };
  child.stdout?.on("data", add);
  child.stderr?.on("data", add);
  child.on("error", add);
  return () => output;
}

async function startSiteOn(env: Record<string, string>, chosenPort: number): Promise<RunningSite> {
  const started = performance.now();
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(chosenPort),
      PUBLIC_URL: `http://127.0.0.1:${chosenPort}`,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = collectOutput(child);
  const url = `http://127.0.0.1:${chosenPort}`;
  const deadline = Date.now() + 180_000;
  // The server stops when its port is taken, as it may be by another process (another checkout's tests).
  for (;;) {
    if (child.exitCode !== null) {
      if (output().includes("EADDRINUSE")) throw new PortTaken(`Port ${chosenPort} déjà pris : ${output()}`);
      throw new Error(`Le serveur s'est arrêté : ${output()}`);
    }
    if (Date.now() > deadline) {
      await stopProcess(child, "SIGKILL");
      throw new Error(`Le serveur ne répond pas : ${output()}`);
    }
    if (output().includes("Site prêt sur")) {
      try {
        const response = await fetch(`${url}/healthz`);
        if (response.status === 200) break;
      } catch {}
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startupMs = performance.now() - started;
  const exit = (signal: NodeJS.Signals) => stopProcess(child, signal);
  return {
    url,
    process: child,
    startupMs,
    output,
    stop: () => exit("SIGTERM"),
    kill: () => exit("SIGKILL"),
  };
}

function stopProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

/** Resident memory of a process, in MB (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Signs in over HTTP, as a browser would, and returns the session's `Cookie` header. */
export async function signIn(
  site: Pick<RunningSite, "url">,
  account: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${site.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site.url },
    body: JSON.stringify(account),
  });
  if (response.status !== 200) throw new Error(`connexion refusée : ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}
