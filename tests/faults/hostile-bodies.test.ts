import { request } from "node:http";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSite, signIn, startSite } from "../support/site-process";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../support/throwaway-postgres";

// Hostile bodies over HTTP against the built site: every size and type of body a form route, the auth API and a
// staff action can be sent, with the status each must answer, never a 5xx, and the database left as it was.

const admin = { email: "admin@hostile.example.fr", password: "admin-hostile-secret" };
const KB = 1024;
const LIMIT = 64 * KB;

let postgres: ThrowawayPostgres;
let site: RunningSite;
let cookie: string;
let client = 0;

beforeAll(async () => {
  postgres = startThrowawayPostgres();
  site = await startSite({
    DATABASE_URL: postgres.url,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    TRUST_PROXY: "true",
  });
  cookie = await signIn(site, admin);
});

afterAll(async () => {
  await site?.stop();
  postgres?.remove();
});

/** Rows of every table the product writes (rate-limit counters and sessions are the server's own bookkeeping). */
async function snapshot(): Promise<Record<string, number>> {
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  try {
    const { rows } = await db.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    );
    const counts: Record<string, number> = {};
    for (const { table_name: table } of rows) {
      if (table === "rate_limit_hits" || table === "session") continue;
      const { rows: count } = await db.query(`select count(*)::int as n from "${table}"`);
      counts[table] = count[0].n;
    }
    return counts;
  } finally {
    await db.end();
  }
}

interface Target {
  path: string;
  /** The type the route reads. */
  type: "form" | "json";
  staff?: boolean;
}

const targets: Target[] = [
  { path: "/contact", type: "form" },
  { path: "/quote", type: "form" },
  { path: "/newsletter", type: "form" },
  { path: "/auth", type: "form" },
  { path: "/api/auth/sign-in/email", type: "json" },
  { path: "/admin/users?intent=create", type: "form", staff: true },
];

/** A body of exactly `size` bytes of the route's type: one long field that no schema accepts. */
function bodyOf(type: Target["type"], size: number): Buffer {
  const head = type === "json" ? '{"email":"hostile@exemple.fr","password":"' : "email=";
  const tail = type === "json" ? '"}' : "";
  return Buffer.from(head + "a".repeat(size - head.length - tail.length) + tail);
}

/**
 * POSTs with the given type. A body over the limit is only declared (Content-Length): the server must answer
 * without reading it, so the client does not send it.
 */
function post(
  target: Target,
  contentType: string,
  body: Buffer,
  declaredOnly = false,
): Promise<{ status: number; text: string }> {
  const url = new URL(target.path, site.url);
  client += 1;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: "POST",
        headers: {
          "Content-Type": contentType,
          "Content-Length": body.length,
          Origin: site.url,
          "X-Forwarded-For": `198.51.100.${client % 250}`,
          ...(target.staff ? { Cookie: cookie } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, text });
        });
      },
    );
    req.on("error", reject);
    if (declaredOnly) req.flushHeaders();
    else req.end(body);
  });
}

const typeOf = (target: Target) => (target.type === "json" ? "application/json" : "application/x-www-form-urlencoded");

describe("hostile bodies over HTTP", () => {
  it("answers each size with its status (4xx within the limit, 413 over it), never a 5xx, changing nothing", async () => {
    const before = await snapshot();
    for (const target of targets) {
      for (const size of [1 * KB, 64 * KB, 65 * KB, 1024 * KB, 10 * 1024 * KB, 20 * 1024 * KB]) {
        const over = size > LIMIT;
        const { status, text } = await post(target, typeOf(target), bodyOf(target.type, size), over);
        const label = `${target.path} ${size / KB} Ko → ${status}`;
        if (over) {
          expect(status, label).toBe(413);
          expect(text, label).toContain("Requête trop volumineuse");
        } else {
          expect(status, label).toBeGreaterThanOrEqual(400);
          expect(status, label).toBeLessThan(500);
          expect(status, label).not.toBe(413);
        }
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("answers 415 to a type the route does not read and 400 to a multipart body without boundary", async () => {
    const before = await snapshot();
    const body = Buffer.from('{"email":"a@b.fr","password":"x"}');
    for (const target of targets) {
      const refused = target.type === "json" ? "application/x-www-form-urlencoded" : "application/json";
      for (const type of [refused, "text/plain", "application/xml"]) {
        const { status, text } = await post(target, type, body);
        expect(status, `${target.path} ${type}`).toBe(415);
        expect(text).toContain("Format non pris en charge");
      }
      if (target.type === "form") {
        const { status, text } = await post(target, "multipart/form-data", body);
        expect(status, `${target.path} multipart sans boundary`).toBe(400);
        expect(text).toContain("Requête invalide");
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("answers 400 in French to a multipart body cut off before its end, never a 500", async () => {
    const before = await snapshot();
    const truncated = Buffer.from(
      '--coupe\r\nContent-Disposition: form-data; name="email"\r\n\r\nlea@exemple.fr\r\n--coupe\r\nContent-Disposition: form-data; name="password"\r\n\r\nmotdepa',
    );
    for (const target of targets.filter((candidate) => candidate.type === "form")) {
      for (const path of [target.path, target.path.replace(/(\?|$)/, ".data$1")]) {
        const { status, text } = await post({ ...target, path }, "multipart/form-data; boundary=coupe", truncated);
        expect(status, `${path} multipart tronqué`).toBe(400);
        expect(text, path).toMatch(/incomplet|invalide/i);
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});
