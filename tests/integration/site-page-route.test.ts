import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SERVICE_CONTRACT_MESSAGES } from "../../app/features/clients/service-contracts.schema";
import { getDb } from "../../app/lib/db.server";
import { loader as schedulesLoader } from "../../app/routes/admin-schedules";
import { action, loader } from "../../app/routes/admin-site";
import { serviceContracts } from "../../db/schema";
import { type LoggedIn, login } from "../support/login";
import { signedInPost } from "../support/requests";
import { answerOf } from "../support/route-answer";
import { insertSite } from "../support/site-rows";

// A site's page: managers and admins read it and record, correct or delete its service contracts; nobody else, and
// no bad form.

const VALID = {
  weeklyHours: "12,5",
  frequency: "hebdomadaire",
  pricing: "forfait",
  price: "1 250,00",
  startsOn: "2026-12-01",
  endsOn: "",
};

const contractsOf = (siteId: string) =>
  getDb().select().from(serviceContracts).where(eq(serviceContracts.siteId, siteId)).orderBy(serviceContracts.startsOn);

const post = (who: LoggedIn, siteId: string, intent: string, fields: Record<string, string>) =>
  answerOf(action, signedInPost(who, `/admin/sites/${siteId}?intent=${intent}`, fields), { id: siteId });

const addContract = (who: LoggedIn, siteId: string, fields: Record<string, string>) =>
  post(who, siteId, "contract-add", fields);

describe("a site's service contracts through its page", () => {
  it("are recorded by a manager; an employee is refused and nothing is written", async () => {
    const [manager, employee] = [await login({ role: "manager" }), await login({ role: "employee" })];
    const siteId = await insertSite(`Galerie ${crypto.randomUUID()}`);

    expect(await addContract(employee, siteId, VALID)).toMatchObject({
      status: 403,
      body: { message: "Accès refusé : vous n'avez pas les droits pour gérer les contrats de prestation." },
    });
    expect(await contractsOf(siteId)).toEqual([]);

    expect(await addContract(manager, siteId, VALID)).toMatchObject({
      status: 200,
      body: { ok: true, message: SERVICE_CONTRACT_MESSAGES.added },
    });
    expect(await addContract(manager, siteId, { ...VALID, weeklyHours: "20", startsOn: "2027-03-01" })).toMatchObject({
      status: 200,
      body: { ok: true, description: "Le contrat précédent prend fin le 28/02/2027." },
    });
    expect(await contractsOf(siteId)).toHaveLength(2);

    const page = await answerOf(
      loader,
      new Request(`http://localhost/admin/sites/${siteId}`, { headers: { cookie: manager.cookie } }),
      { id: siteId },
    );
    expect(page.body).toMatchObject({
      site: {
        contracts: [
          { weeklyMinutes: 1200, startsOn: "2027-03-01" },
          { weeklyMinutes: 750, endsOn: "2027-02-28" },
        ],
      },
    });
  });

  it("refuses each wrong field with its French message, and writes nothing", async () => {
    const admin = await login({ role: "admin" });
    const siteId = await insertSite(`Galerie ${crypto.randomUUID()}`);
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ weeklyHours: "" }, "weeklyHours", "Ce champ est requis"],
      [{ weeklyHours: "0" }, "weeklyHours", SERVICE_CONTRACT_MESSAGES.weeklyHours],
      [{ weeklyHours: "12,1" }, "weeklyHours", SERVICE_CONTRACT_MESSAGES.weeklyHours],
      [{ weeklyHours: "169" }, "weeklyHours", SERVICE_CONTRACT_MESSAGES.weeklyHours],
      [{ frequency: "chaque-minute" }, "frequency", "Veuillez choisir une valeur de la liste"],
      [{ pricing: "" }, "pricing", "Ce champ est requis"],
      [{ price: "0" }, "price", SERVICE_CONTRACT_MESSAGES.price],
      [{ price: "<script>" }, "price", SERVICE_CONTRACT_MESSAGES.price],
      [{ startsOn: "2026-02-30" }, "startsOn", "Date invalide"],
      [{ endsOn: "2026-11-30" }, "endsOn", SERVICE_CONTRACT_MESSAGES.period],
    ];
    for (const [change, field, message] of cases) {
      const answer = await addContract(admin, siteId, { ...VALID, ...change });
      expect(answer.status, field).toBe(400);
      expect(answer.body, field).toMatchObject({
        ok: false,
        message: SERVICE_CONTRACT_MESSAGES.invalid,
        submission: { error: { [field]: [message] } },
      });
    }
    expect(await contractsOf(siteId)).toEqual([]);
  });

  it("answers a site that does not exist: 404 in French for a post, not found for the page", async () => {
    const manager = await login({ role: "manager" });
    for (const id of [crypto.randomUUID(), "pas-un-site"]) {
      expect(await addContract(manager, id, VALID)).toMatchObject({
        status: 404,
        body: { message: SERVICE_CONTRACT_MESSAGES.siteNotFound },
      });
    }
    const missing = await answerOf(
      loader,
      new Request("http://localhost/admin/sites/pas-un-site", { headers: { cookie: manager.cookie } }),
      { id: "pas-un-site" },
    );
    expect(missing.status).toBe(404);
  });
});

describe("a mistaken contract on a site's page", () => {
  async function siteWithTwoContracts(manager: LoggedIn) {
    const siteId = await insertSite(`Galerie ${crypto.randomUUID()}`);
    await addContract(manager, siteId, VALID);
    await addContract(manager, siteId, { ...VALID, weeklyHours: "20", startsOn: "2027-03-01" });
    const [first, second] = await contractsOf(siteId);
    if (!first || !second) throw new Error("contrats non créés");
    return { siteId, first, second };
  }

  it("is corrected over it or deleted by a manager, the contract before following; an employee is refused", async () => {
    const [manager, employee] = [await login({ role: "manager" }), await login({ role: "employee" })];
    const { siteId, first, second } = await siteWithTwoContracts(manager);
    const correction = {
      ...VALID,
      id: second.id,
      weeklyHours: "15",
      pricing: "horaire",
      price: "29",
      startsOn: "2027-04-01",
    };
    for (const [intent, fields] of [
      ["contract-correct", correction],
      ["contract-delete", { id: second.id }],
    ] as const) {
      expect(await post(employee, siteId, intent, fields)).toMatchObject({
        status: 403,
        body: { message: "Accès refusé : vous n'avez pas les droits pour gérer les contrats de prestation." },
      });
    }
    expect(await contractsOf(siteId)).toEqual([first, second]);

    expect(await post(manager, siteId, "contract-correct", correction)).toMatchObject({
      status: 200,
      body: {
        ok: true,
        message: SERVICE_CONTRACT_MESSAGES.corrected,
        description: "Le contrat précédent prend fin le 31/03/2027.",
      },
    });
    expect(await contractsOf(siteId)).toMatchObject([
      { id: first.id, weeklyMinutes: 750, startsOn: "2026-12-01", endsOn: "2027-03-31" },
      { id: second.id, weeklyMinutes: 900, pricing: "horaire", priceCents: 2900, startsOn: "2027-04-01", endsOn: null },
    ]);

    expect(await post(manager, siteId, "contract-delete", { id: second.id })).toMatchObject({
      status: 200,
      body: {
        ok: true,
        message: SERVICE_CONTRACT_MESSAGES.deleted,
        description: "Le contrat précédent court de nouveau, sans date de fin.",
      },
    });
    expect(await contractsOf(siteId)).toMatchObject([{ id: first.id, startsOn: "2026-12-01", endsOn: null }]);
  });

  it("answers another site's contract 404 and a wrong form 400 or 409 in French, changing nothing", async () => {
    const admin = await login({ role: "admin" });
    const { siteId, first, second } = await siteWithTwoContracts(admin);
    const otherSiteId = await insertSite(`Galerie ${crypto.randomUUID()}`);
    const correct = (fields: Record<string, string>, site = siteId) =>
      post(admin, site, "contract-correct", { ...VALID, id: second.id, ...fields });

    for (const answer of [
      await correct({}, otherSiteId),
      await post(admin, otherSiteId, "contract-delete", { id: second.id }),
      await post(admin, siteId, "contract-delete", { id: crypto.randomUUID() }),
    ]) {
      expect(answer).toMatchObject({ status: 404, body: { message: SERVICE_CONTRACT_MESSAGES.contractNotFound } });
    }
    const refusals: Array<[Record<string, string>, number, string, string]> = [
      [{ weeklyHours: "0" }, 400, "weeklyHours", SERVICE_CONTRACT_MESSAGES.weeklyHours],
      [{ endsOn: "2026-11-30" }, 400, "endsOn", SERVICE_CONTRACT_MESSAGES.period],
      [{ id: "pas-un-contrat" }, 400, "id", SERVICE_CONTRACT_MESSAGES.contractNotFound],
      [{ startsOn: "2026-12-02" }, 409, "startsOn", SERVICE_CONTRACT_MESSAGES.previousTooSoon],
    ];
    for (const [change, status, field, message] of refusals) {
      const answer = await correct(change);
      expect(answer.status, field).toBe(status);
      expect(answer.body, field).toMatchObject({ ok: false, submission: { error: { [field]: [message] } } });
    }
    expect(
      await post(admin, siteId, "contract-correct", { ...VALID, id: first.id, endsOn: "2027-03-15" }),
    ).toMatchObject({
      status: 409,
      body: {
        message: SERVICE_CONTRACT_MESSAGES.overlap,
        submission: { error: { startsOn: [SERVICE_CONTRACT_MESSAGES.overlap] } },
      },
    });
    expect(await post(admin, siteId, "contract-delete", { id: "pas-un-contrat" })).toMatchObject({
      status: 400,
      body: { message: SERVICE_CONTRACT_MESSAGES.invalid },
    });
    expect(await contractsOf(siteId)).toEqual([first, second]);
  });
});

describe("« Planifier » from a site's page", () => {
  it("opens the week's grid with the series its contract in force that week proposes, and nothing without one", async () => {
    const manager = await login({ role: "manager" });
    const site = `Galerie ${crypto.randomUUID()}`;
    const siteId = await insertSite(site);
    await addContract(manager, siteId, { ...VALID, frequency: "bihebdomadaire", startsOn: "2027-01-01" });
    const plan = async (monday: string, id: string) => {
      const url = `http://localhost/admin/schedules?semaine=${monday}&vue=sites&site=${id}&planifier=${id}`;
      return (await answerOf(schedulesLoader, new Request(url, { headers: { cookie: manager.cookie } }))).body;
    };
    expect(await plan("2027-01-04", siteId)).toMatchObject({
      proposal: {
        location: site,
        day: "2027-01-04",
        // 12 h 30 over two visits: 6 h 15 each.
        times: { start: "06:00", end: "12:15" },
        title: "Prestation bihebdomadaire",
        repeat: { days: ["MO", "TH"], interval: 1, until: null },
      },
    });
    expect(await plan("2026-12-28", siteId)).toMatchObject({ proposal: null });
    expect(await plan("2027-01-04", crypto.randomUUID())).toMatchObject({ proposal: null });
  });
});
