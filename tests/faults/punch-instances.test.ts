import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashSiteCode } from "../../app/features/attendance/site-codes.server";
import { answeredBy, type Cluster, postForm, startCluster } from "../support/cluster";
import { signIn } from "../support/site-process";

const admin = { email: "admin@pointage.example.fr", password: "admin-pointage-secret" };
const employee = { email: "agent@pointage.example.fr", password: "agent-pointage-secret" };
const CODE = "K7P3QX9M";
const TAPS = 20;

let cluster: Cluster;
let client: pg.Client;

/** The employee, through the admin API (so that the password is hashed as sign-in expects), and her shift now. */
async function employeeOnShiftAtSite(): Promise<string> {
  const cookie = await signIn(cluster, admin);
  const response = await fetch(`${cluster.url}/api/auth/admin/create-user`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: cluster.url, cookie },
    body: JSON.stringify({
      ...employee,
      name: "Awa Diallo",
      role: "employee",
      data: { firstName: "Awa", lastName: "Diallo" },
    }),
  });
  expect(response.status).toBe(200);
  const employeeId: string = (await response.json()).user.id;
  const { rows: sites } = await client.query<{ id: string }>(
    `insert into sites (name, client_name, address, postal_code, city, attendance_code_hash)
     values ('Tour Montparnasse', 'SCI Montparnasse', '33 avenue du Maine', '75015', 'Paris', $1) returning id`,
    [hashSiteCode(CODE)],
  );
  const now = Date.now();
  const { rows: shifts } = await client.query<{ id: string }>(
    `insert into plannings (title, start_time, end_time, site_id) values ('Hall', $1, $2, $3) returning id`,
    [new Date(now - 5 * 60_000), new Date(now + 2 * 3_600_000), sites[0]?.id],
  );
  await client.query(`insert into planning_assignments (planning_id, employee_id) values ($1, $2)`, [
    shifts[0]?.id,
    employeeId,
  ]);
  return employeeId;
}

beforeAll(async () => {
  cluster = await startCluster({
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    BETTER_AUTH_SECRET: "p".repeat(40),
  });
  client = cluster.client;
});

afterAll(async () => {
  await cluster?.stop();
});

describe("« J'arrive » tapped twenty times at once through nginx, over two instances on one PostgreSQL", () => {
  it("records one arrival, matched to the shift, and answers every tap", async () => {
    const employeeId = await employeeOnShiftAtSite();
    const cookie = await signIn(cluster, employee);
    const tap = () => postForm(cluster.url, `/pointage/${CODE}`, { kind: "in" }, { cookie });
    const answers = await Promise.all(Array.from({ length: TAPS }, tap));
    const pages = await Promise.all(answers.map((answer) => answer.text()));
    expect(answers.map((answer) => answer.status)).toEqual(Array(TAPS).fill(200));
    expect(new Set(answers.map(answeredBy)).size).toBe(2);
    expect(pages.filter((page) => page.includes("Arrivée enregistrée à"))).toHaveLength(1);
    expect(pages.filter((page) => page.includes("Déjà enregistré à"))).toHaveLength(TAPS - 1);

    const { rows } = await client.query<{ kind: string; planning_id: string | null; method: string }>(
      `select kind, planning_id, method from punches where employee_id = $1`,
      [employeeId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "in", method: "qr" });
    expect(rows[0]?.planning_id).not.toBeNull();
  });
});
