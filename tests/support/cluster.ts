import pg from "pg";
import { type RunningNginx, startNginx } from "./nginx";
import { freePort, type RunningSite, startSite } from "./site-process";
import { startThrowawayPostgres, type ThrowawayPostgres } from "./throwaway-postgres";

/** Two instances on one throwaway PostgreSQL behind one nginx, as docs/operations.md runs them. */
export interface Cluster {
  /** nginx: the site's public address (every instance's PUBLIC_URL). */
  url: string;
  instances: RunningSite[];
  nginx: RunningNginx;
  postgres: ThrowawayPostgres;
  /** A connection of the test's own to the database. */
  client: pg.Client;
  stop(): Promise<void>;
}

export async function startCluster(env: Record<string, string>, count = 2): Promise<Cluster> {
  const postgres = startThrowawayPostgres();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const instances: RunningSite[] = [];
  let nginx: RunningNginx | undefined;
  const client = new pg.Client({ connectionString: postgres.url });
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await client.end().catch(() => {});
    postgres.remove();
  };
  try {
    const shared = { ...env, DATABASE_URL: postgres.url, PUBLIC_URL: url, TRUST_PROXY: "true" };
    // One after the other: each runs the migrations at start, and two cores are shared with other work.
    for (let n = 0; n < count; n++) instances.push(await startSite(shared));
    nginx = await startNginx(
      instances.map((instance) => new URL(instance.url).host),
      port,
    );
    await client.connect();
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, instances, nginx, postgres, client, stop };
}

/** A POST of a form through the proxy, as a browser of the site sends it. */
export function postForm(
  url: string,
  route: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${url}${route}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url, ...headers },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

/** The instance that answered through nginx (`X-Upstream-Addr`, the last one tried). */
export function answeredBy(response: Response): string {
  return (response.headers.get("X-Upstream-Addr") ?? "").split(", ").at(-1) ?? "";
}
