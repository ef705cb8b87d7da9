import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { inspectionResults, inspections } from "../../../db/schema";
import { imageBytes, imageFile } from "../../../tests/support/images";
import { insertSite } from "../../../tests/support/site-rows";
import { staff } from "../../../tests/support/staff";
import type { Verdict } from "../../domain/enums";
import { getDb } from "../../lib/db.server";
import { closeCorrectiveAction, openCorrectiveActions, planCorrectiveAction } from "./corrective-actions.server";
import type { InspectionRunInput } from "./inspections.schema";
import { inspectionFile, recordInspection, resultPhoto, setInspectionThreshold } from "./inspections.server";
import { adaptTemplate, addTemplate, addTemplateItem, deleteTemplateItem, templatesForSite } from "./templates.server";

const ZONE = "Europe/Paris";
const NOW = new Date("2026-11-24T09:30:00Z");

/** A checklist of its own: a critical item of weight 5, then two of weight 3 and 2. */
async function checklist() {
  const { id } = await addTemplate(`Contrôle ${crypto.randomUUID()}`);
  await addTemplateItem({
    templateId: id,
    area: "Sanitaires",
    label: "Lavabos désinfectés",
    weight: 5,
    critical: true,
  });
  await addTemplateItem({ templateId: id, area: "Bureaux", label: "Sols lavés", weight: 3, critical: false });
  await addTemplateItem({
    templateId: id,
    area: "Sanitaires",
    label: "Miroirs sans traces",
    weight: 2,
    critical: false,
  });
  return id;
}

async function setUp() {
  const [siteId, templateId, inspector] = await Promise.all([
    insertSite(`Tour ${crypto.randomUUID()}`),
    checklist(),
    staff("manager", { firstName: "Inès", lastName: "Garnier" }),
  ]);
  const [template] = (await templatesForSite(siteId)).filter((row) => row.id === templateId);
  if (!template) throw new Error("no template");
  return { siteId, template, inspector };
}

describe("an inspection", () => {
  it("keeps the items in area order, scores the weighted share of conforming items with N/A left out, and opens its corrective actions", async () => {
    const { siteId, template, inspector } = await setUp();
    // An item of a new point's area goes after the area's last point.
    expect(template.items.map((item) => item.label)).toEqual([
      "Lavabos désinfectés",
      "Miroirs sans traces",
      "Sols lavés",
    ]);
    const [critical, mirrors, floors] = template.items;
    const input: InspectionRunInput = {
      templateId: template.id,
      results: [
        {
          itemId: critical?.id ?? "",
          verdict: "non_conforme",
          comment: "Tartre sous les robinets",
          photo: await imageFile("png"),
        },
        { itemId: mirrors?.id ?? "", verdict: "na", comment: null },
        { itemId: floors?.id ?? "", verdict: "conforme", comment: null },
      ],
    };
    const outcome = await recordInspection(siteId, input, inspector, ZONE, NOW);
    // 3 of 8 points: 37 %, under the default 80 %; and a critical item not conforming.
    expect(outcome).toMatchObject({ ok: true, percent: 37, actions: 2 });
    if (!outcome.ok) return;

    const file = await inspectionFile(outcome.id);
    expect(file).toMatchObject({
      conformingWeight: 3,
      countedWeight: 8,
      thresholdPercent: 80,
      inspector: "Inès Garnier",
    });
    expect(file?.results.map((result) => [result.label, result.verdict, result.hasPhoto])).toEqual([
      ["Lavabos désinfectés", "non_conforme", true],
      ["Miroirs sans traces", "na", false],
      ["Sols lavés", "conforme", false],
    ]);
    expect(file?.actions.map((action) => [action.reason, action.dueOn, action.owner])).toEqual([
      ["Point critique non conforme : Lavabos désinfectés", "2026-12-01", "Inès Garnier"],
      ["Score de 37 %, sous le seuil de 80 %", "2026-12-01", "Inès Garnier"],
    ]);

    // The photo is stored reduced, as a JPEG without its metadata.
    const stored = await resultPhoto(file?.results[0]?.id ?? "");
    expect(stored?.siteId).toBe(siteId);
    const metadata = await sharp(stored?.photo ?? new Uint8Array()).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(["jpeg", 1600, 1067, undefined]);
  });

  it("is refused whole, with nothing written, for a photo that is not an image, and on an archived site", async () => {
    const { siteId, template, inspector } = await setUp();
    const results = template.items.map((item) => ({ itemId: item.id, verdict: "conforme" as const, comment: null }));
    const withPhoto = (at: number, photo: File) => ({
      templateId: template.id,
      results: results.map((result, index) => (index === at ? { ...result, photo } : result)),
    });
    const renamed = new File([new TextEncoder().encode("MZ\u0090 not a picture")], "photo.jpg", { type: "image/jpeg" });
    expect(await recordInspection(siteId, withPhoto(1, renamed), inspector, ZONE, NOW)).toEqual({
      ok: false,
      reason: "PHOTO",
      index: 1,
      message: "La photo doit être une image JPEG, PNG ou WebP.",
    });
    const gif = new File([await imageBytes("gif", 4, 4)], "a.gif");
    expect(await recordInspection(siteId, withPhoto(0, gif), inspector, ZONE, NOW)).toMatchObject({
      ok: false,
      reason: "PHOTO",
      index: 0,
    });
    expect(await getDb().select().from(inspections).where(eq(inspections.siteId, siteId))).toEqual([]);

    const archived = await insertSite(`Ancien ${crypto.randomUUID()}`, false);
    expect(await recordInspection(archived, { templateId: template.id, results }, inspector, ZONE, NOW)).toEqual({
      ok: false,
      reason: "SITE_ARCHIVED",
    });
    // A checklist whose items changed meanwhile: the page is stale.
    expect(
      await recordInspection(siteId, { templateId: template.id, results: results.slice(1) }, inspector, ZONE, NOW),
    ).toEqual({
      ok: false,
      reason: "TEMPLATE_CHANGED",
    });
  });

  it("at or above the site's threshold with no critical item failed opens no action; the threshold is the site's", async () => {
    const { siteId, template, inspector } = await setUp();
    expect(await setInspectionThreshold(siteId, 60)).toBe(true);
    const verdicts: Verdict[] = ["conforme", "conforme", "non_conforme"];
    const input = {
      templateId: template.id,
      results: template.items.map((item, index) => ({
        itemId: item.id,
        verdict: verdicts[index] ?? "na",
        comment: null,
        photo: undefined,
      })),
    };
    const outcome = await recordInspection(siteId, input, inspector, ZONE, NOW);
    // 7 of 10 points: 70 %, over 60 %.
    expect(outcome).toMatchObject({ ok: true, percent: 70, actions: 0 });
    const stored = await getDb()
      .select({ photo: inspectionResults.photo })
      .from(inspectionResults)
      .innerJoin(inspections, eq(inspections.id, inspectionResults.inspectionId))
      .where(eq(inspections.siteId, siteId));
    expect(stored.map((row) => row.photo)).toEqual([null, null, null]);
  });
});

describe("corrective actions", () => {
  it("stay open until closed with what was done; only a manager or an admin is put in charge", async () => {
    const { siteId, template, inspector } = await setUp();
    const employee = await staff("employee");
    const results = template.items.map((item) => ({
      itemId: item.id,
      verdict: "non_conforme" as const,
      comment: null,
    }));
    const outcome = await recordInspection(siteId, { templateId: template.id, results }, inspector, ZONE, NOW);
    if (!outcome.ok) throw new Error("not recorded");
    const mine = async () => (await openCorrectiveActions()).filter((action) => action.site.id === siteId);
    const [first] = await mine();
    expect(await mine()).toHaveLength(2);
    const actionId = first?.id ?? "";
    expect(await planCorrectiveAction({ actionId, ownerId: employee.id, dueOn: "2026-11-30" })).toEqual({
      ok: false,
      reason: "OWNER_NOT_FOUND",
    });
    expect(await planCorrectiveAction({ actionId, ownerId: inspector.id, dueOn: "2026-11-30" })).toEqual({ ok: true });
    expect(await closeCorrectiveAction({ actionId, closingNote: "Détartrage fait le 25" }, inspector.id, NOW)).toEqual({
      ok: true,
    });
    expect(await closeCorrectiveAction({ actionId, closingNote: "Encore" }, inspector.id, NOW)).toEqual({
      ok: false,
      reason: "ACTION_NOT_FOUND",
    });
    expect((await mine()).map((action) => action.id)).not.toContain(actionId);
    const closed = (await inspectionFile(outcome.id))?.actions.find((action) => action.id === actionId);
    expect(closed).toMatchObject({ state: "close", closingNote: "Détartrage fait le 25", dueOn: "2026-11-30" });
  });
});

describe("checklists", () => {
  it("adapted for a site are the only ones its inspections use; a checklist keeps one point at least", async () => {
    const { siteId, template } = await setUp();
    expect(await adaptTemplate(siteId, template.id)).toMatchObject({ ok: true });
    expect(await adaptTemplate(siteId, template.id)).toEqual({ ok: false, reason: "ALREADY_ADAPTED" });
    const [own, ...others] = await templatesForSite(siteId);
    expect(others).toEqual([]);
    expect(own?.site?.id).toBe(siteId);
    expect(own?.items.map((item) => [item.label, item.weight, item.critical])).toEqual(
      template.items.map((item) => [item.label, item.weight, item.critical]),
    );
    // Adapting one does not change the company's.
    for (const item of own?.items.slice(1) ?? []) expect(await deleteTemplateItem(item.id)).toEqual({ ok: true });
    expect(await deleteTemplateItem(own?.items[0]?.id ?? "")).toEqual({ ok: false, reason: "LAST_ITEM" });
    const [company] = (await templatesForSite(await insertSite(`Autre ${crypto.randomUUID()}`))).filter(
      (row) => row.id === template.id,
    );
    expect(company?.items).toHaveLength(3);
  });
});
