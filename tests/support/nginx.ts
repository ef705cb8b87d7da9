import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BODY_LIMITS, DEFAULT_BODY_LIMIT } from "../../server/body-limit";
import { collectOutput, freePort } from "./site-process";

export interface SiteFileOptions {
  /** The instances, as `host:port`. */
  upstreams: string[];
  /** The `listen` directive's argument(s) and what follows them, e.g. `443 ssl` or `127.0.0.1:8080`. */
  listen: string;
  serverName: string;
  /** Lines inside `server`, after `listen` (TLS certificates, for instance). */
  serverExtra?: string[];
  /**
   * Addresses of a proxy or load balancer in front of nginx, whose X-Forwarded-For nginx then believes (realip
   * module). The tests stand for such a proxy, so that their clients can come from several addresses.
   */
  trustForwardedFrom?: string[];
  /** Adds `X-Upstream-Addr` to each answer: the instance that answered (tests only). */
  revealUpstream?: boolean;
}

/** The largest body any route accepts (`server/body-limit.ts`), in whole megabytes, for `client_max_body_size`. */
export function largestBodyMb(): number {
  const largest = Math.max(DEFAULT_BODY_LIMIT, ...BODY_LIMITS.map((rule) => rule.bytes));
  return Math.ceil(largest / (1024 * 1024));
}

/**
 * The site file that `docs/operations.md` shows: an upstream of the instances and one server proxying to them.
 * The tests' nginx runs exactly this text, so keep the two in step.
 */
export function siteFile(options: SiteFileOptions): string {
  const realIp = (options.trustForwardedFrom ?? []).map((address) => `    set_real_ip_from ${address};`);
  if (realIp.length > 0) realIp.push("    real_ip_header X-Forwarded-For;");
  return `# The client's X-Request-Id when it sends one, else nginx's own: one id in nginx's log and the site's.
map $http_x_request_id $clarte_request_id {
    default $http_x_request_id;
    "" $request_id;
}

upstream clarte {
    # A failed instance is left aside for 10 s (passive check; nginx's free edition has no active one).
${options.upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=10s;`).join("\n")}
}

server {
    listen ${options.listen};
    server_name ${options.serverName};
${[...(options.serverExtra ?? []).map((line) => `    ${line}`), ...realIp].join("\n")}
    server_tokens off;
    # The largest body the site accepts (an inspection with its photos); the site refuses more per route.
    client_max_body_size ${largestBodyMb()}m;

    location / {
        proxy_pass http://clarte;
        # Host as the browser sent it, port included: React Router refuses an action whose Origin is not the Host's.
        proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header X-Request-Id $clarte_request_id;
        # Another instance is tried when one cannot be reached or fails. nginx never does so for a POST (nor any
        # non-idempotent method) once it has been sent: that instance may have stored it already, and a second
        # one would store it twice. Do not add "non_idempotent".
        proxy_next_upstream error timeout http_502 http_503 http_504;
        proxy_next_upstream_tries 2;
        proxy_connect_timeout 2s;
        proxy_read_timeout 60s;${options.revealUpstream ? "\n        add_header X-Upstream-Addr $upstream_addr always;" : ""}
    }
}
`;
}

export interface RunningNginx {
  url: string;
  port: number;
  /** SIGQUIT (graceful) and wait for the exit; removes its folder. */
  stop(): Promise<void>;
  output(): string;
}

function nginxBinary(): string {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  return existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";
}

/**
 * Debian's nginx as a foreground child, in a folder of its own (pid, logs, temporary files), in front of the
 * instances at `upstreams` (`host:port`), on `port` or a free one. Its clients are trusted to say who they stand for
 * in X-Forwarded-For, as a load balancer in front of nginx would.
 */
export async function startNginx(upstreams: string[], port?: number): Promise<RunningNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), "nginx-"));
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, sub));
  const chosen = port ?? (await freePort());
  const site = siteFile({
    upstreams,
    listen: `127.0.0.1:${chosen}`,
    serverName: "127.0.0.1",
    trustForwardedFrom: ["127.0.0.1"],
    revealUpstream: true,
  });
  // As root, nginx would hand its workers to "nobody", who may not write in this folder.
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  const conf = `${user}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
    access_log ${dir}/access.log;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/site.conf;
}
`;
  writeFileSync(path.join(dir, "site.conf"), site);
  writeFileSync(path.join(dir, "nginx.conf"), conf);
  const child = spawn(nginxBinary(), ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = collectOutput(child);
  const url = `http://127.0.0.1:${chosen}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx n'a pas démarré : ${output()}`);
    }
    try {
      await fetch(`${url}/healthz`, { method: "HEAD" });
      break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    url,
    port: chosen,
    output,
    stop: async () => {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGQUIT");
  });
}

/** The site file of docs/operations.md (tests/support/nginx.test.ts checks that the docs show this text). */
export const documentedSite: SiteFileOptions = {
  upstreams: ["127.0.0.1:3001", "127.0.0.1:3002"],
  listen: "443 ssl http2",
  serverName: "www.example.fr",
  serverExtra: [
    "ssl_certificate /etc/letsencrypt/live/www.example.fr/fullchain.pem;",
    "ssl_certificate_key /etc/letsencrypt/live/www.example.fr/privkey.pem;",
  ],
};
