import { createHash, randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSite, startSite } from "../support/site-process";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../support/throwaway-postgres";

const shared = {
  ADMIN_EMAIL: "admin@offres.example.fr",
  ADMIN_PASSWORD: "admin-offres-secret",
  BETTER_AUTH_SECRET: "z".repeat(40),
  TRUST_PROXY: "true",
};
const CANDIDATES = 50;

let postgres: ThrowawayPostgres;
let client: pg.Client;
let first: RunningSite;
let second: RunningSite;
let planningId: string;
const candidates: { id: string; token: string }[] = [];

/** As offerTokenHash stores it. */
const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** A shift nobody works (so open), offered to fifty employees, as `sendOffers` would leave it. */
async function offerShift() {
  const start = new Date(Date.now() + 3 * 24 * 3_600_000);
  const end = new Date(start.getTime() + 3 * 3_600_000);
  const { rows } = await client.query<{ id: string }>(
    `insert into plannings (title, start_time, end_time) values ('Bureaux Rivoli', $1, $2) returning id`,
    [start, end],
  );
  planningId = rows[0]?.id as string;
  for (let n = 1; n <= CANDIDATES; n++) {
    const candidate = { id: `offre-employe-${n}`, token: randomBytes(24).toString("base64url") };
    candidates.push(candidate);
    await client.query(
      `insert into "user" (id, name, email, email_verified, first_name, last_name, role)
       values ($1, $2, $3, true, 'Agent', $4, 'employee')`,
      [candidate.id, `Agent ${n}`, `agent${n}@offres.example.fr`, `N${n}`],
    );
    await client.query(
      `insert into replacement_offers (planning_id, employee_id, token_hash, state, expires_at)
       values ($1, $2, $3, 'sent', $4)`,
      [planningId, candidate.id, tokenHash(candidate.token), start],
    );
  }
}

beforeAll(async () => {
  postgres = startThrowawayPostgres();
  first = await startSite({ ...shared, DATABASE_URL: postgres.url });
  second = await startSite({ ...shared, DATABASE_URL: postgres.url });
  client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  await offerShift();
});

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await client?.end();
  postgres?.remove();
});

describe("fifty simultaneous acceptances of one shift over two instances on one PostgreSQL", () => {
  it("give the shift to exactly one, and tell the forty-nine others it is filled", async () => {
    // Each phone has its own address: the offer links' rate limit is per client.
    const accept = (token: string, n: number) => {
      const site = n % 2 === 0 ? first : second;
      return fetch(`${site.url}/offers/${token}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: site.url,
          "X-Forwarded-For": `2001:db8::7:${n + 1}`,
        },
        body: new URLSearchParams({ answer: "accept" }),
        redirect: "manual",
      });
    };
    const responses = await Promise.all(candidates.map((candidate, n) => accept(candidate.token, n)));
    const pages = await Promise.all(responses.map((response) => response.text()));

    expect(responses.map((response) => response.status)).toEqual(Array(CANDIDATES).fill(200));
    const winners = candidates.filter((_, n) => pages[n]?.includes("La vacation est à vous"));
    expect(winners).toHaveLength(1);
    const winner = winners[0] as (typeof candidates)[number];
    const losers = pages.filter((page) => page.includes("Déjà pourvue"));
    expect(losers).toHaveLength(CANDIDATES - 1);

    const assigned = await client.query<{ employee_id: string }>(
      "select employee_id from planning_assignments where planning_id = $1",
      [planningId],
    );
    expect(assigned.rows).toEqual([{ employee_id: winner.id }]);
    const offers = await client.query<{ employee_id: string; state: string }>(
      "select employee_id, state from replacement_offers where planning_id = $1",
      [planningId],
    );
    const accepted = offers.rows.filter((offer) => offer.state === "accepted");
    expect(accepted.map((offer) => offer.employee_id)).toEqual([winner.id]);
    expect(offers.rows.filter((offer) => offer.state === "filled")).toHaveLength(CANDIDATES - 1);

    const loser = candidates.find((candidate) => candidate !== winner) as (typeof candidates)[number];
    const later = await fetch(`${second.url}/offers/${loser.token}`, {
      headers: { "X-Forwarded-For": "2001:db8::7:ffff" },
    });
    expect(later.status).toBe(200);
    expect(await later.text()).toContain("Déjà pourvue");
  });
});
