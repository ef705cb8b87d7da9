import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PHOTO_MESSAGES } from "../../app/domain/photos";
import { INSPECTION_MESSAGES } from "../../app/features/inspections/inspections.schema";
import { templatesForSite } from "../../app/features/inspections/templates.server";
import { getDb } from "../../app/lib/db.server";
import { loader as photoLoader } from "../../app/routes/admin-inspection-photo";
import { action as siteAction } from "../../app/routes/admin-site";
import { action as runAction } from "../../app/routes/admin-site-inspection";
import { inspectionResults, inspections } from "../../db/schema";
import { imageFile } from "../support/images";
import { type LoggedIn, login } from "../support/login";
import { signedInPost } from "../support/requests";
import { answerOf } from "../support/route-answer";
import { insertSite } from "../support/site-rows";

// A site's inspection through its page: managers and admins make it, with photos proven images; nobody else.

async function siteWithChecklist(active = true) {
  const siteId = await insertSite(`Campus ${crypto.randomUUID()}`, active);
  const [template] = await templatesForSite(siteId);
  if (!template) throw new Error("no checklist");
  return { siteId, template };
}

/** Every point conforming, but those given. */
function fields(
  template: { id: string; items: Array<{ id: string }> },
  overrides: Record<number, Record<string, string | File>> = {},
) {
  const form: Record<string, string | File> = { templateId: template.id };
  template.items.forEach((item, index) => {
    form[`results[${index}].itemId`] = item.id;
    form[`results[${index}].verdict`] = "conforme";
    for (const [key, value] of Object.entries(overrides[index] ?? {})) form[`results[${index}].${key}`] = value;
  });
  return form;
}

const post = (who: LoggedIn, siteId: string, form: Record<string, string | File>) =>
  answerOf(runAction, signedInPost(who, `/admin/sites/${siteId}/inspection?intent=inspection-record`, form), {
    id: siteId,
  });

const inspectionsOf = (siteId: string) => getDb().select().from(inspections).where(eq(inspections.siteId, siteId));

describe("an inspection through its page", () => {
  it("is refused to an employee, and for a photo that is not an image, with nothing written", async () => {
    const [manager, employee] = [await login({ role: "manager" }), await login({ role: "employee" })];
    const { siteId, template } = await siteWithChecklist();

    expect(await post(employee, siteId, fields(template))).toMatchObject({
      status: 403,
      body: { message: "Accès refusé : vous n'avez pas les droits pour gérer les inspections." },
    });
    const text = new File(["Ceci n'est pas une image"], "photo.jpg", { type: "image/jpeg" });
    const refused = await post(manager, siteId, fields(template, { 2: { verdict: "non_conforme", photo: text } }));
    expect(refused).toMatchObject({ status: 400, body: { ok: false, message: PHOTO_MESSAGES.type } });
    expect(JSON.stringify(refused.body)).toContain(
      '"results[2].photo":["La photo doit être une image JPEG, PNG ou WebP."]',
    );
    const missing = fields(template);
    delete missing["results[1].verdict"];
    const unanswered = await post(manager, siteId, missing);
    expect(unanswered).toMatchObject({ status: 400 });
    expect(JSON.stringify(unanswered.body)).toContain(`"results[1].verdict":["${INSPECTION_MESSAGES.verdict}"]`);
    expect(await inspectionsOf(siteId)).toEqual([]);
  });

  it("is refused on an archived site", async () => {
    const manager = await login({ role: "manager" });
    const { siteId, template } = await siteWithChecklist(false);
    expect(await post(manager, siteId, fields(template))).toMatchObject({
      status: 409,
      body: { message: INSPECTION_MESSAGES.siteArchived },
    });
    expect(await inspectionsOf(siteId)).toEqual([]);
  });

  it("is recorded by a manager, then its page; its photo is served as the reduced JPEG to staff only", async () => {
    const [manager, employee] = [await login({ role: "manager" }), await login({ role: "employee" })];
    const { siteId, template } = await siteWithChecklist();
    const answer = await post(
      manager,
      siteId,
      fields(template, { 0: { verdict: "non_conforme", photo: await imageFile("png", 2400, 1800, "tache.png") } }),
    );
    const [recorded] = await inspectionsOf(siteId);
    expect(answer).toMatchObject({ status: 302, location: `/admin/inspections/${recorded?.id}` });
    const [result] = await getDb()
      .select({ id: inspectionResults.id })
      .from(inspectionResults)
      .where(eq(inspectionResults.inspectionId, recorded?.id ?? ""))
      .orderBy(inspectionResults.position);
    const photoRequest = (who: LoggedIn) =>
      new Request(`http://localhost/admin/inspections/photos/${result?.id}`, { headers: { cookie: who.cookie } });
    const served = (await photoLoader({
      request: photoRequest(manager),
      params: { resultId: result?.id ?? "" },
    } as never)) as Response;
    expect(served.headers.get("Content-Type")).toBe("image/jpeg");
    expect(await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).toMatchObject({
      format: "jpeg",
      width: 1600,
      height: 1200,
    });
    expect(await answerOf(photoLoader, photoRequest(employee), { resultId: result?.id ?? "" })).toMatchObject({
      status: 302,
    });
  });

  it("uses the checklist adapted for the site once adapted, and no other", async () => {
    const manager = await login({ role: "manager" });
    const { siteId, template } = await siteWithChecklist();
    const adapt = () =>
      answerOf(
        siteAction,
        signedInPost(manager, `/admin/sites/${siteId}?intent=template-adapt`, { templateId: template.id }),
        { id: siteId },
      );
    expect(await adapt()).toMatchObject({ status: 200, body: { message: INSPECTION_MESSAGES.adapted } });
    expect(await adapt()).toMatchObject({ status: 409, body: { message: INSPECTION_MESSAGES.alreadyAdapted } });
    const [own] = await templatesForSite(siteId);
    expect(own?.site?.id).toBe(siteId);
    // The company's checklist is no longer one this site's inspections may use.
    expect(await post(manager, siteId, fields(template))).toMatchObject({
      status: 409,
      body: { message: INSPECTION_MESSAGES.templateChanged },
    });
  });
});
