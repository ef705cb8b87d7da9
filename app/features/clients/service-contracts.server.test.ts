import { describe, expect, it } from "vitest";
import { insertPlanning } from "../../../tests/support/planning-rows";
import { insertPunch } from "../../../tests/support/punch-rows";
import { insertSite } from "../../../tests/support/site-rows";
import { staff } from "../../../tests/support/staff";
import type { ServiceContractInput } from "./service-contracts.schema";
import {
  addServiceContract,
  correctServiceContract,
  deleteServiceContract,
  listServiceContracts,
} from "./service-contracts.server";
import { siteFile } from "./site-file.server";

const ZONE = "Europe/Paris";

const terms = (overrides: Partial<ServiceContractInput> = {}): ServiceContractInput => ({
  weeklyHours: 600,
  frequency: "quotidienne",
  pricing: "forfait",
  price: 150_000,
  startsOn: "2026-01-01",
  endsOn: null,
  ...overrides,
});

async function newSite() {
  const [siteId, manager] = await Promise.all([
    insertSite(`Résidence ${crypto.randomUUID()}`),
    staff("manager", { firstName: "Nadia", lastName: "Benali" }),
  ]);
  return {
    siteId,
    managerId: manager.id,
    add: (input: ServiceContractInput) => addServiceContract(siteId, input, manager.id),
  };
}

/** A site whose contracts were added one after the other, each ending the one before; their ids, oldest first. */
async function siteWithHistory(...starts: string[]) {
  const site = await newSite();
  const ids: string[] = [];
  for (const startsOn of starts) {
    const added = await site.add(terms({ startsOn }));
    if (!added.ok) throw new Error(added.reason);
    ids.push(added.id);
  }
  const periods = async () =>
    (await listServiceContracts(site.siteId)).map(({ startsOn, endsOn }) => [startsOn, endsOn]);
  return { ...site, ids, periods };
}

describe("a site's service contracts", () => {
  it("keep their history: a new contract from a date ends the running one the day before", async () => {
    const { siteId, add } = await newSite();
    expect(await add(terms())).toMatchObject({ ok: true, closedOn: null });
    expect(
      await add(terms({ weeklyHours: 900, pricing: "horaire", price: 2750, startsOn: "2026-09-01" })),
    ).toMatchObject({
      ok: true,
      closedOn: "2026-08-31",
    });
    expect(await listServiceContracts(siteId)).toMatchObject([
      { weeklyMinutes: 900, pricing: "horaire", priceCents: 2750, startsOn: "2026-09-01", endsOn: null },
      { weeklyMinutes: 600, pricing: "forfait", priceCents: 150_000, startsOn: "2026-01-01", endsOn: "2026-08-31" },
    ]);
  });

  it("refuse a contract that would leave the running one a single day, or overlap another, changing nothing", async () => {
    const { siteId, managerId, add } = await newSite();
    await add(terms({ startsOn: "2026-03-01", endsOn: "2026-06-30" }));
    const before = await listServiceContracts(siteId);
    expect(await add(terms({ startsOn: "2026-03-02" }))).toEqual({ ok: false, reason: "TOO_SOON" });
    expect(await add(terms({ startsOn: "2026-02-01" }))).toEqual({ ok: false, reason: "OVERLAP" });
    expect(await listServiceContracts(siteId)).toEqual(before);
    expect(await addServiceContract(crypto.randomUUID(), terms(), managerId)).toEqual({
      ok: false,
      reason: "SITE_NOT_FOUND",
    });
  });
});

describe("a correction of a site's contract", () => {
  it("saves every term over the contract, and keeps the contract before ending the day before it", async () => {
    const { siteId, ids, periods } = await siteWithHistory("2026-01-01", "2026-09-01");
    const [first = "", second = ""] = ids;
    const corrected = terms({ weeklyHours: 450, frequency: "mensuelle", pricing: "horaire", price: 2900 });
    expect(await correctServiceContract(siteId, second, { ...corrected, startsOn: "2026-10-01" })).toEqual({
      ok: true,
      id: second,
      closedOn: "2026-09-30",
    });
    expect(await listServiceContracts(siteId)).toEqual([
      {
        id: second,
        weeklyMinutes: 450,
        frequency: "mensuelle",
        pricing: "horaire",
        priceCents: 2900,
        startsOn: "2026-10-01",
        endsOn: null,
      },
      expect.objectContaining({ id: first, startsOn: "2026-01-01", endsOn: "2026-09-30" }),
    ]);
    expect(await correctServiceContract(siteId, second, { ...corrected, startsOn: "2026-06-01" })).toMatchObject({
      closedOn: "2026-05-31",
    });
    expect(
      await correctServiceContract(siteId, first, terms({ weeklyHours: 300, endsOn: "2026-05-31" })),
    ).toMatchObject({ ok: true, closedOn: null });
    expect(await periods()).toEqual([
      ["2026-06-01", null],
      ["2026-01-01", "2026-05-31"],
    ]);
  });

  it("refuses to leave the contract before a single day, an overlap, or another site's contract, changing nothing", async () => {
    const { siteId, ids } = await siteWithHistory("2026-01-01", "2026-09-01");
    const [first = "", second = ""] = ids;
    const other = await newSite();
    const before = await listServiceContracts(siteId);
    expect(await correctServiceContract(siteId, second, terms({ startsOn: "2026-01-02" }))).toEqual({
      ok: false,
      reason: "TOO_SOON",
    });
    expect(
      await correctServiceContract(siteId, first, terms({ startsOn: "2026-01-01", endsOn: "2026-09-15" })),
    ).toEqual({ ok: false, reason: "OVERLAP" });
    expect(await correctServiceContract(other.siteId, second, terms())).toEqual({ ok: false, reason: "NOT_FOUND" });
    expect(await correctServiceContract(crypto.randomUUID(), second, terms())).toEqual({
      ok: false,
      reason: "SITE_NOT_FOUND",
    });
    expect(await correctServiceContract(siteId, "pas-un-contrat", terms())).toEqual({ ok: false, reason: "NOT_FOUND" });
    expect(await listServiceContracts(siteId)).toEqual(before);
  });
});

describe("a deletion of a site's contract", () => {
  it("gives its days back to the contract it had ended: up to its end, or without an end if it was running", async () => {
    const { siteId, ids, periods } = await siteWithHistory("2026-01-01", "2026-05-01", "2026-09-01");
    const [first = "", second = "", third = ""] = ids;
    expect(await deleteServiceContract(siteId, second)).toEqual({ ok: true, reopened: { endsOn: "2026-08-31" } });
    expect(await periods()).toEqual([
      ["2026-09-01", null],
      ["2026-01-01", "2026-08-31"],
    ]);
    expect(await deleteServiceContract(siteId, third)).toEqual({ ok: true, reopened: { endsOn: null } });
    expect(await periods()).toEqual([["2026-01-01", null]]);
    expect(await deleteServiceContract(siteId, first)).toEqual({ ok: true, reopened: null });
    expect(await periods()).toEqual([]);
  });

  it("leaves alone a contract that ended before a gap, and refuses another site's contract", async () => {
    const { siteId, add, ids, periods } = await siteWithHistory("2026-01-01");
    const [first = ""] = ids;
    await correctServiceContract(siteId, first, terms({ endsOn: "2026-03-31" }));
    const later = await add(terms({ startsOn: "2026-06-01" }));
    const other = await newSite();
    expect(await deleteServiceContract(other.siteId, first)).toEqual({ ok: false, reason: "NOT_FOUND" });
    expect(await deleteServiceContract(siteId, "pas-un-contrat")).toEqual({ ok: false, reason: "NOT_FOUND" });
    expect(await periods()).toEqual([
      ["2026-06-01", null],
      ["2026-01-01", "2026-03-31"],
    ]);
    expect(later.ok && (await deleteServiceContract(siteId, later.id))).toEqual({ ok: true, reopened: null });
    expect(await periods()).toEqual([["2026-01-01", "2026-03-31"]]);
  });
});

describe("a site's page", () => {
  it("shows each month's contracted, planned and punched hours", async () => {
    const { siteId, add } = await newSite();
    const employee = await staff("employee", { firstName: "Awa", lastName: "Diallo" });
    // 7 h a week (1 h a day) until 15 November, then 14 h a week.
    await add(terms({ weeklyHours: 420, startsOn: "2026-10-01" }));
    await add(terms({ weeklyHours: 840, startsOn: "2026-11-16" }));
    const shift = async (start: string, end: string, breakMinutes = 0) => {
      const startTime = new Date(start);
      const endTime = new Date(end);
      const planningId = await insertPlanning({ title: "Bureaux", siteId, startTime, endTime, breakMinutes }, [
        employee.id,
      ]);
      return { planningId, startTime, endTime };
    };
    const punched = await shift("2026-11-02T05:00:00Z", "2026-11-02T08:00:00Z", 30);
    await shift("2026-11-03T05:00:00Z", "2026-11-03T07:00:00Z");
    await shift("2026-10-31T23:30:00Z", "2026-11-01T01:30:00Z");
    const punch = { employeeId: employee.id, siteId, planningId: punched.planningId };
    await insertPunch({ ...punch, kind: "in", at: "2026-11-02T05:10:00Z" });
    await insertPunch({ ...punch, kind: "out", at: "2026-11-02T08:00:00Z" });

    const file = await siteFile(siteId, "2026-11-27", ZONE, new Date("2026-11-27T12:00:00Z"));
    expect(file?.months.slice(0, 2)).toEqual([
      // 15 days at 1 h, 15 at 2 h; 2 h 30 + 2 h + (in Paris, 1 November) 2 h planned; 2 h 20 punched.
      { month: "2026-11", contracted: 45 * 60, planned: 390, delivered: 140, unpunched: 2, ongoing: true },
      { month: "2026-10", contracted: 31 * 60, planned: 0, delivered: 0, unpunched: 0, ongoing: false },
    ]);
    expect(file?.months).toHaveLength(6);
    expect(file?.contracts.map((contract) => contract.startsOn)).toEqual(["2026-11-16", "2026-10-01"]);
    expect(await siteFile(crypto.randomUUID(), "2026-11-27", ZONE, new Date())).toBeNull();
  });
});
