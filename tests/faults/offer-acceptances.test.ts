import { createHash, randomBytes } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answeredBy, type Cluster, postForm, startCluster } from "../support/cluster";

const CANDIDATES = 50;

let cluster: Cluster;
let client: pg.Client;
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
  cluster = await startCluster({ BETTER_AUTH_SECRET: "z".repeat(40) });
  client = cluster.client;
  await offerShift();
});

afterAll(async () => {
  await cluster?.stop();
});

describe("fifty simultaneous acceptances of one shift through nginx, over two instances on one PostgreSQL", () => {
  it("give the shift to exactly one, and tell the forty-nine others it is filled", async () => {
    // Each phone has its own address, which nginx passes on: the offer links' rate limit is per client.
    const accept = (token: string, n: number) =>
      postForm(cluster.url, `/offers/${token}`, { answer: "accept" }, { "X-Forwarded-For": `2001:db8::7:${n + 1}` });
    const responses = await Promise.all(candidates.map((candidate, n) => accept(candidate.token, n)));
    const pages = await Promise.all(responses.map((response) => response.text()));

    expect(responses.map((response) => response.status)).toEqual(Array(CANDIDATES).fill(200));
    expect(new Set(responses.map(answeredBy)).size).toBe(2);
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
    const later = await fetch(`${cluster.url}/offers/${loser.token}`, {
      headers: { "X-Forwarded-For": "2001:db8::7:ffff" },
    });
    expect(later.status).toBe(200);
    expect(await later.text()).toContain("Déjà pourvue");
  });
});
