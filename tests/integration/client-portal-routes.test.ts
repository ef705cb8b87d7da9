import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CLIENT_MESSAGES } from "../../app/features/clients/clients.schema";
import { recordInspection } from "../../app/features/inspections/inspections.server";
import { templatesForSite } from "../../app/features/inspections/templates.server";
import { getDb } from "../../app/lib/db.server";
import { action as clientAction } from "../../app/routes/admin-client";
import { loader as staffHome } from "../../app/routes/admin-home";
import { loader as employeeFile } from "../../app/routes/employee-file";
import { loader as portalHome } from "../../app/routes/portal";
import { loader as portalInspection } from "../../app/routes/portal-inspection";
import { loader as portalPhoto } from "../../app/routes/portal-inspection-photo";
import { loader as portalSitePage } from "../../app/routes/portal-site";
import { loader as portalReport } from "../../app/routes/portal-site-report-pdf";
import { clientContacts, mailOutbox, user } from "../../db/schema";
import { insertClient, portalContact } from "../support/client-rows";
import { imageFile } from "../support/images";
import { login } from "../support/login";
import { pdfText } from "../support/pdf-text";
import { insertPlanning } from "../support/planning-rows";
import { signedInPost } from "../support/requests";
import { answerOf } from "../support/route-answer";
import { staff } from "../support/staff";

// The client portal: a contact invited for some of their client's sites reads those, and nothing of anyone else's.

const get = (who: { cookie: string } | null, path: string) =>
  new Request(`http://localhost${path}`, { headers: who ? { cookie: who.cookie } : {} });

const inviteTo = (manager: { cookie: string }, clientId: string, fields: Record<string, string | string[]>) =>
  answerOf(clientAction, signedInPost(manager, `/admin/clients/${clientId}?intent=contact-invite`, fields), {
    id: clientId,
  });

describe("inviting a client contact to the portal", () => {
  it("makes a client account for the chosen sites and mails it a link; another client's site is refused", async () => {
    const [manager, ours, theirs] = await Promise.all([
      login({ role: "manager" }),
      insertClient(["Siège", "Entrepôt"]),
      insertClient(["Agence"]),
    ]);

    const foreign = await inviteTo(manager, ours.clientId, { id: ours.contactId, siteIds: [theirs.siteIds[0] ?? ""] });
    expect(foreign).toMatchObject({ status: 400, body: { ok: false, message: CLIENT_MESSAGES.foreignSite } });
    const [untouched] = await getDb().select().from(clientContacts).where(eq(clientContacts.id, ours.contactId));
    expect(untouched?.userId).toBeNull();

    const none = await inviteTo(manager, ours.clientId, { id: ours.contactId });
    expect(none.status).toBe(400);

    const invited = await inviteTo(manager, ours.clientId, { id: ours.contactId, siteIds: [ours.siteIds[0] ?? ""] });
    expect(invited).toMatchObject({ status: 200, body: { ok: true, message: CLIENT_MESSAGES.invited } });
    const [contact] = await getDb().select().from(clientContacts).where(eq(clientContacts.id, ours.contactId));
    const [account] = await getDb()
      .select()
      .from(user)
      .where(eq(user.id, contact?.userId ?? ""));
    expect(account).toMatchObject({ role: "client", email: ours.contactEmail, firstName: "Claire" });
    const mails = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, ours.contactEmail));
    expect(mails.map((mail) => mail.subject)).toEqual(["Votre espace client Clarté Propreté"]);
    expect(mails[0]?.text).toContain("/auth/reset-password?token=");

    const employee = await login({ role: "employee" });
    const refused = await inviteTo(employee, ours.clientId, { id: ours.contactId, siteIds: ours.siteIds });
    expect(refused.status).toBe(403);
  });
});

describe("the portal", () => {
  it("shows a contact their sites' visits, hours, inspections and reports, and answers 404 for another's", async () => {
    const [ours, theirs, agent, inspector] = await Promise.all([
      insertClient(["Siège", "Entrepôt"]),
      insertClient(["Agence"]),
      staff("employee", { firstName: "Awa", lastName: "Traoré" }),
      staff("manager", { firstName: "Inès", lastName: "Garnier" }),
    ]);
    const [seen = "", hidden = ""] = ours.siteIds;
    const other = theirs.siteIds[0] ?? "";
    const contact = await portalContact(ours.clientId, [seen]);
    const start = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    await insertPlanning(
      { title: "Bureaux", siteId: seen, startTime: start, endTime: new Date(start.getTime() + 2 * 60 * 60 * 1000) },
      [agent.id],
    );
    const template = (await templatesForSite(seen))[0];
    if (!template) throw new Error("no checklist");
    const recorded = await recordInspection(
      seen,
      {
        templateId: template.id,
        results: await Promise.all(
          template.items.map(async (item, index) => ({
            itemId: item.id,
            verdict: "conforme" as const,
            comment: null,
            photo: index === 0 ? await imageFile("png", 8, 8) : undefined,
          })),
        ),
      },
      inspector,
      "Europe/Paris",
    );
    if (!recorded.ok) throw new Error("not recorded");

    const home = await answerOf(portalHome, get(contact, "/portal"));
    expect((home.body.sites as Array<{ id: string }>).map((site) => site.id)).toEqual([seen]);

    const page = await answerOf(portalSitePage, get(contact, `/portal/sites/${seen}`), { id: seen });
    expect(page.status).toBe(200);
    expect((page.body.visits as Array<{ firstNames: string[] }>)[0]?.firstNames).toEqual(["Awa"]);
    expect(JSON.stringify(page.body)).not.toContain("Traoré");
    expect((page.body.inspections as Array<{ id: string }>).map((row) => row.id)).toEqual([recorded.id]);
    expect(page.body.months).toHaveLength(6);

    const inspection = await answerOf(portalInspection, get(contact, `/portal/controles/${recorded.id}`), {
      id: recorded.id,
    });
    expect(inspection.status).toBe(200);

    const month = new Date().toISOString().slice(0, 7);
    const file = `rapport-${month}.pdf`;
    const report = await portalReport({
      request: get(contact, `/portal/sites/${seen}/rapports/${file}`),
      params: { id: seen, file },
      context: { cspNonce: "" },
    } as never);
    expect((report as Response).headers.get("Content-Type")).toBe("application/pdf");
    expect(pdfText(Buffer.from(await (report as Response).arrayBuffer()))).toContain("Rapport mensuel de prestation");

    // Another client's site, or one of the client's sites not opened to this contact: not found, whatever the page.
    for (const siteId of [other, hidden, "pas-un-uuid"]) {
      expect((await answerOf(portalSitePage, get(contact, `/portal/sites/${siteId}`), { id: siteId })).status).toBe(
        404,
      );
      const path = `/portal/sites/${siteId}/rapports/${file}`;
      expect((await answerOf(portalReport, get(contact, path), { id: siteId, file })).status).toBe(404);
    }
    const stranger = await portalContact(theirs.clientId, [other]);
    const theirInspection = await answerOf(portalInspection, get(stranger, `/portal/controles/${recorded.id}`), {
      id: recorded.id,
    });
    expect(theirInspection.status).toBe(404);
    const photo = await answerOf(portalPhoto, get(stranger, `/portal/photos/${recorded.id}`), {
      resultId: recorded.id,
    });
    expect(photo.status).toBe(404);
  });

  it("sends a client away from the staff pages, and staff and visitors away from the portal", async () => {
    const ours = await insertClient(["Siège"]);
    const contact = await portalContact(ours.clientId, ours.siteIds);
    const staffPage = await answerOf(staffHome, get(contact, "/admin"));
    expect(staffPage).toMatchObject({ status: 302, location: "/portal" });
    const file = await answerOf(employeeFile, get(contact, `/employees/${contact.id}`), { id: contact.id });
    expect(file).toMatchObject({ status: 302, location: "/portal" });

    const manager = await login({ role: "manager" });
    expect(await answerOf(portalHome, get(manager, "/portal"))).toMatchObject({ status: 302, location: "/" });
    expect(await answerOf(portalHome, get(null, "/portal"))).toMatchObject({
      status: 302,
      location: "/auth?retour=%2Fportal",
    });
  });
});
