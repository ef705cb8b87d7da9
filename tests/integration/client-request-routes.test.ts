import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PHOTO_MESSAGES } from "../../app/domain/photos";
import { CLIENT_REQUEST_MESSAGES } from "../../app/features/client-requests/client-requests.schema";
import { requestsAboutSites } from "../../app/features/client-requests/client-requests.server";
import { listLeads } from "../../app/features/inbox/inbox.server";
import { portalSites } from "../../app/lib/client-scope.server";
import { getDb } from "../../app/lib/db.server";
import { action as inboxAction, loader as inboxLoader } from "../../app/routes/admin-inbox-detail";
import { loader as exportLoader } from "../../app/routes/admin-inbox-export";
import { loader as adminPhotoLoader } from "../../app/routes/admin-inbox-request-photo";
import { action as requestAction, loader as requestLoader } from "../../app/routes/portal-request-new";
import { loader as portalPhotoLoader } from "../../app/routes/portal-request-photo";
import { clientContactSites, clientContacts, clientRequests, clients, mailOutbox, sites } from "../../db/schema";
import { imageFile } from "../support/images";
import { type LoggedIn, login } from "../support/login";
import { signedInPost } from "../support/requests";
import { answerOf } from "../support/route-answer";
import { insertSite } from "../support/site-rows";

// A client contact's request from the portal: about its own sites only, followed up in the staff inbox.

async function newClient() {
  const [client] = await getDb()
    .insert(clients)
    .values({
      name: `Client ${randomUUID()}`,
      billingAddress: "1 rue de Rivoli",
      billingPostalCode: "75001",
      billingCity: "Paris",
    })
    .returning({ id: clients.id });
  if (!client) throw new Error("no client");
  return client.id;
}

async function clientSite(clientId: string) {
  const siteId = await insertSite(`Site ${randomUUID()}`);
  await getDb().update(sites).set({ clientId }).where(eq(sites.id, siteId));
  return siteId;
}

/** A portal account of the client, invited for the given sites. */
async function contactOf(clientId: string, siteIds: string[]): Promise<LoggedIn> {
  const account = await login({ role: "client" });
  const [contact] = await getDb()
    .insert(clientContacts)
    .values({ clientId, name: account.name, email: account.email, userId: account.id })
    .returning({ id: clientContacts.id });
  if (!contact) throw new Error("no contact");
  if (siteIds.length > 0)
    await getDb()
      .insert(clientContactSites)
      .values(siteIds.map((siteId) => ({ contactId: contact.id, siteId })));
  return account;
}

const post = (who: LoggedIn, form: Record<string, string | File>) =>
  answerOf(requestAction, signedInPost(who, "/portal/demandes/nouvelle?intent=send", form));

const get = (who: LoggedIn, path: string) =>
  new Request(`http://localhost${path}`, { headers: { cookie: who.cookie } });

const requestsOf = (siteId: string) => getDb().select().from(clientRequests).where(eq(clientRequests.siteId, siteId));

describe("a client's request through the portal", () => {
  it("is stored with its photo, listed in the inbox and to the client, and mailed to the managers", async () => {
    const manager = await login({ role: "manager" });
    const clientId = await newClient();
    const siteId = await clientSite(clientId);
    const contact = await contactOf(clientId, [siteId]);
    const colleague = await contactOf(clientId, [siteId]);

    expect(await answerOf(requestLoader, get(contact, "/portal/demandes/nouvelle"))).toMatchObject({
      status: 200,
      body: { siteId },
    });
    const answer = await post(contact, {
      siteId,
      kind: "complaint",
      message: "Le hall n'a pas été lavé ce matin.",
      photo: await imageFile("png", 2400, 1800, "tache.png"),
    });
    expect(answer).toMatchObject({ status: 302, location: "/portal" });

    const [stored] = await requestsOf(siteId);
    expect(stored).toMatchObject({
      clientId,
      authorId: contact.id,
      authorName: contact.name,
      authorEmail: contact.email,
      kind: "complaint",
      status: "new",
    });
    expect(await sharp(stored?.photo ?? new Uint8Array()).metadata()).toMatchObject({
      format: "jpeg",
      width: 1600,
      height: 1200,
    });
    const id = stored?.id ?? "";

    const { rows } = await listLeads({ type: "request", status: "all", page: 1 });
    const [site] = await getDb().select({ name: sites.name }).from(sites).where(eq(sites.id, siteId));
    expect(rows.find((row) => row.id === id)).toMatchObject({
      type: "request",
      status: "new",
      name: stored?.authorName,
      email: contact.email,
      summary: `Réclamation — ${site?.name}`,
    });
    for (const reader of [contact, colleague])
      expect(await requestsAboutSites(await portalSites(reader.id))).toEqual([
        expect.objectContaining({
          id,
          siteName: site?.name,
          kindLabel: "Réclamation",
          excerpt: "Le hall n'a pas été lavé ce matin.",
          status: "new",
          statusLabel: "Reçue",
          hasPhoto: true,
        }),
      ]);

    const [mail] = await getDb()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Demande client : Réclamation — ${site?.name}`));
    expect(mail?.to).toContain(manager.email);
    expect(mail?.replyTo).toBe(contact.email);
    expect(mail?.text).toContain(`/admin/inbox/request/${id}`);

    const detail = await answerOf(inboxLoader, get(manager, `/admin/inbox/request/${id}`), { type: "request", id });
    expect(detail.body).toMatchObject({ type: "request", photoLink: `/admin/inbox/request/${id}/photo` });
    expect(detail.body.fields).toContainEqual(["Site", site?.name]);

    const exported = async (query: string) => {
      const csv = (await exportLoader({
        request: get(manager, `/admin/inbox/export.csv?${query}`),
        params: {},
      } as never)) as Response;
      expect(csv.headers.get("Content-Disposition")).toContain("demandes-demandes-clients.csv");
      return (await csv.text()).split("\r\n");
    };
    const lines = await exported("type=request");
    expect(lines[0]).toContain("Type de demande");
    expect(lines.find((line) => line.includes(contact.email))).toContain(site?.name);
    expect(await exported("type=request&status=archived")).toEqual([lines[0], ""]);
  });

  it("shows the client the status a manager sets in the inbox", async () => {
    const manager = await login({ role: "manager" });
    const clientId = await newClient();
    const siteId = await clientSite(clientId);
    const contact = await contactOf(clientId, [siteId]);
    await post(contact, { siteId, kind: "intervention", message: "Un nettoyage de vitres vendredi." });
    const [stored] = await requestsOf(siteId);
    const id = stored?.id ?? "";

    const saved = await answerOf(
      inboxAction,
      signedInPost(manager, `/admin/inbox/request/${id}`, { status: "in_progress", note: "Agent prévu vendredi" }),
      { type: "request", id },
    );
    expect(saved).toMatchObject({ status: 200, body: { ok: true } });
    expect(await requestsAboutSites(await portalSites(contact.id))).toEqual([
      expect.objectContaining({ id, kindLabel: "Intervention supplémentaire", statusLabel: "En cours" }),
    ]);
  });

  it("is refused for another client's site, a site not opened to the contact, or a photo that is not one", async () => {
    const [clientId, otherClientId] = [await newClient(), await newClient()];
    const [siteId, closedSiteId, otherSiteId] = [
      await clientSite(clientId),
      await clientSite(clientId),
      await clientSite(otherClientId),
    ];
    const contact = await contactOf(clientId, [siteId]);
    const fields = { kind: "complaint", message: "Sol glissant." };

    for (const foreign of [otherSiteId, closedSiteId]) {
      const refused = await post(contact, { ...fields, siteId: foreign });
      expect(refused).toMatchObject({
        status: 404,
        body: { ok: false, code: "NOT_FOUND", message: CLIENT_REQUEST_MESSAGES.notYourSite },
      });
      expect(await requestsOf(foreign)).toEqual([]);
    }
    const text = new File(["Ceci n'est pas une image"], "photo.jpg", { type: "image/jpeg" });
    const notPhoto = await post(contact, { ...fields, siteId, photo: text });
    expect(notPhoto).toMatchObject({ status: 400, body: { ok: false, message: PHOTO_MESSAGES.type } });
    expect(JSON.stringify(notPhoto.body)).toContain(`"photo":["${PHOTO_MESSAGES.type}"]`);
    const noKind = await post(contact, { siteId, message: "Sol glissant." });
    expect(noKind).toMatchObject({ status: 400, body: { ok: false, message: CLIENT_REQUEST_MESSAGES.invalid } });
    expect(JSON.stringify(noKind.body)).toContain(`"kind":["${CLIENT_REQUEST_MESSAGES.kind}"]`);
    expect(await requestsOf(siteId)).toEqual([]);
  });

  it("is refused to staff accounts with a 403, before anything is written", async () => {
    const clientId = await newClient();
    const siteId = await clientSite(clientId);
    for (const role of ["employee", "manager"] as const) {
      const staff = await login({ role });
      expect(await post(staff, { siteId, kind: "complaint", message: "Essai" })).toMatchObject({
        status: 403,
        body: { ok: false, code: "INSUFFICIENT_PERMISSIONS" },
      });
    }
    expect(await requestsOf(siteId)).toEqual([]);
  });
});

describe("a request's photo", () => {
  it("is served to the contacts of its site and to managers, as a private JPEG; to nobody else", async () => {
    const manager = await login({ role: "manager" });
    const [clientId, otherClientId] = [await newClient(), await newClient()];
    const siteId = await clientSite(clientId);
    const contact = await contactOf(clientId, [siteId]);
    const stranger = await contactOf(otherClientId, [await clientSite(otherClientId)]);
    await post(contact, {
      siteId,
      kind: "complaint",
      message: "Tache.",
      photo: await imageFile("png", 2400, 1800, "tache.png"),
    });
    const [stored] = await requestsOf(siteId);
    const id = stored?.id ?? "";
    const portalPath = `/portal/demandes/${id}/photo`;
    const adminPath = `/admin/inbox/request/${id}/photo`;

    for (const served of [
      (await portalPhotoLoader({ request: get(contact, portalPath), params: { id } } as never)) as Response,
      (await adminPhotoLoader({ request: get(manager, adminPath), params: { id } } as never)) as Response,
    ]) {
      expect(served.status).toBe(200);
      expect(served.headers.get("Content-Type")).toBe("image/jpeg");
      expect(served.headers.get("Cache-Control")).toBe("private, no-store");
      expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    }
    expect(await answerOf(portalPhotoLoader, get(stranger, portalPath), { id })).toMatchObject({ status: 404 });
    expect(await answerOf(adminPhotoLoader, get(contact, adminPath), { id })).toMatchObject({
      status: 302,
      location: "/portal",
    });
    const unknown = randomUUID();
    expect(
      await answerOf(adminPhotoLoader, get(manager, `/admin/inbox/request/${unknown}/photo`), { id: unknown }),
    ).toMatchObject({ status: 404 });
  });
});
