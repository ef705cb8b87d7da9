import { describe, expect, it } from "vitest";
import { addServiceContract } from "../../app/features/clients/service-contracts.server";
import { recordInspection } from "../../app/features/inspections/inspections.server";
import { templatesForSite } from "../../app/features/inspections/templates.server";
import { loader } from "../../app/routes/admin-site-report-pdf";
import { login } from "../support/login";
import { pdfText } from "../support/pdf-text";
import { insertPlanning } from "../support/planning-rows";
import { insertPunch } from "../support/punch-rows";
import { answerOf } from "../support/route-answer";
import { insertSite } from "../support/site-rows";
import { staff } from "../support/staff";
import { expectToContainAll } from "../support/text-expectations";

// A site's monthly service report: the month's hours, visits, inspections and corrective actions, as a client reads them.

const ZONE = "Europe/Paris";

const get = (cookie: string, siteId: string, file: string) =>
  loader({
    request: new Request(`http://localhost/admin/sites/${siteId}/rapports/${file}`, { headers: { cookie } }),
    params: { id: siteId, file },
    context: { cspNonce: "" },
  } as never) as Promise<Response>;

describe("a site's monthly report", () => {
  it("is a PDF with the month's hours, each visit, the inspections' scores and the corrective actions' state", async () => {
    const [manager, employee, inspector] = await Promise.all([
      login({ role: "manager" }),
      staff("employee", { firstName: "Awa", lastName: "Traoré" }),
      staff("manager", { firstName: "Inès", lastName: "Garnier" }),
    ]);
    const site = `Crèche ${crypto.randomUUID().slice(0, 8)}`;
    const siteId = await insertSite(site);
    await addServiceContract(
      siteId,
      {
        weeklyHours: 420,
        frequency: "quotidienne",
        pricing: "forfait",
        price: 90_000,
        startsOn: "2026-09-01",
        endsOn: null,
      },
      manager.id,
    );
    // 6:00–8:00 in Paris on 5 October, punched 6:05–8:00; and 12 October, not punched.
    const done = await insertPlanning(
      {
        title: "Dortoirs",
        siteId,
        startTime: new Date("2026-10-05T04:00:00Z"),
        endTime: new Date("2026-10-05T06:00:00Z"),
      },
      [employee.id],
    );
    await insertPlanning(
      {
        title: "Cuisine",
        siteId,
        startTime: new Date("2026-10-12T04:00:00Z"),
        endTime: new Date("2026-10-12T06:00:00Z"),
      },
      [employee.id],
    );
    const punch = { employeeId: employee.id, siteId, planningId: done };
    await insertPunch({ ...punch, kind: "in", at: "2026-10-05T04:05:00Z" });
    await insertPunch({ ...punch, kind: "out", at: "2026-10-05T06:00:00Z" });
    // The company's first checklist (migration 0030): 33 points of weight, its heaviest critical point failed.
    const template = (await templatesForSite(siteId)).find((row) => row.name === "Bureaux : contrôle standard");
    if (!template) throw new Error("no checklist");
    const critical = "Cuvettes, urinoirs et lavabos désinfectés";
    const results = template.items.map((item) => ({
      itemId: item.id,
      verdict: item.label === critical ? ("non_conforme" as const) : ("conforme" as const),
      comment: null,
    }));
    await recordInspection(
      siteId,
      { templateId: template.id, results },
      inspector,
      ZONE,
      new Date("2026-10-20T08:00:00Z"),
    );

    const response = await get(manager.cookie, siteId, "rapport-2026-10.pdf");
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    expectToContainAll(text, [
      "Clarté Propreté SAS",
      "Rapport mensuel de prestation",
      `${site} — octobre 2026`,
      "Contractuelles : 31 h",
      "Planifiées : 4 h",
      "Réalisées (pointées) : 1 h 55",
      "Vacations passées sans pointage complet : 1",
      "Écart au contrat : −29 h 05",
      "Interventions (2)",
      "lundi 5 octobre, 06:00–08:00, Awa : réalisée 06:05–08:00",
      "lundi 12 octobre, 06:00–08:00, Awa : sans pointage complet",
      "Contrôles qualité (1)",
      "mardi 20 octobre : score 84 % (seuil 80 %)",
    ]);
    expect(text).not.toContain("Traoré");
    expect(text.replace(/\s+/g, " ")).toContain(
      `Action corrective : Point critique non conforme : ${critical} — ouverte, avant le 27/10/2026`,
    );
  });

  it("is for managers and admins only, of a site and a month that exist", async () => {
    const [manager, employee] = [await login({ role: "manager" }), await login({ role: "employee" })];
    const siteId = await insertSite(`Hall ${crypto.randomUUID().slice(0, 8)}`);
    expect(
      await answerOf(
        loader,
        new Request(`http://localhost/admin/sites/${siteId}/rapports/rapport-2026-10.pdf`, {
          headers: { cookie: employee.cookie },
        }),
        { id: siteId, file: "rapport-2026-10.pdf" },
      ),
    ).toMatchObject({ status: 302 });
    for (const [id, file] of [
      [siteId, "rapport-2026-13.pdf"],
      [siteId, "rapport-2026-10.csv"],
      [crypto.randomUUID(), "rapport-2026-10.pdf"],
      ["pas-un-id", "rapport-2026-10.pdf"],
    ] as const)
      expect(
        await answerOf(
          loader,
          new Request(`http://localhost/admin/sites/${id}/rapports/${file}`, { headers: { cookie: manager.cookie } }),
          { id, file },
        ),
      ).toMatchObject({ status: 404 });
  });
});
