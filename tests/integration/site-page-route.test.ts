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

// A site's page: managers and admins read it and record its service contracts; nobody else, and no bad form.

const VALID = {
  weeklyHours: "12,5",
  frequency: "hebdomadaire",
  pricing: "forfait",
  price: "1 250,00",
  startsOn: "2026-12-01",
  endsOn: "",
};

const addContract = (who: LoggedIn, siteId: string, fields: Record<string, string>) =>
  answerOf(action, signedInPost(who, `/admin/sites/${siteId}?intent=contract-add`, fields), { id: siteId });

const contractsOf = (siteId: string) =>
  getDb().select().from(serviceContracts).where(eq(serviceContracts.siteId, siteId));

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
