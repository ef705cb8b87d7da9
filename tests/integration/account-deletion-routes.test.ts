import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/lib/db.server";
import { action as clientAction } from "../../app/routes/admin-client";
import { action as employeesAction } from "../../app/routes/employees";
import { clientContacts, clientRequests, labourOverrides, mailOutbox, quoteRequests, user } from "../../db/schema";
import { insertClient, portalContact } from "../support/client-rows";
import { login } from "../support/login";
import { insertQuoteRequest } from "../support/quote-rows";
import { signedInPost } from "../support/requests";
import { answerOf, type RouteHandler } from "../support/route-answer";
import { staff } from "../support/staff";

// A deleted account leaves no name nor address in the history that copied them (ADR 065).

/** Runs a page's action that deletes an account: it answers 200, and the account is gone. */
async function deletes(action: RouteHandler, request: Request, userId: string, params?: Record<string, string>) {
  const answer = await answerOf(action, request, params);
  expect(answer.status).toBe(200);
  expect(await getDb().select().from(user).where(eq(user.id, userId))).toEqual([]);
}

const mail = (to: string, text: string) =>
  getDb().insert(mailOutbox).values({ to, subject: "Planning", text, status: "sent" }).returning({ id: mailOutbox.id });

describe("an account deleted", () => {
  it("by an admin on /employees is anonymised in the alerts saved past, the mails and the staff's notes", async () => {
    const admin = await login({ role: "admin" });
    const manager = await login({ role: "manager" });
    const awa = await staff("employee", { firstName: "Awa", lastName: "Diallo" });
    const karim = await staff("employee", { firstName: "Karim", lastName: "Benali" });
    const alert = { rule: "daily_rest", message: "Awa Diallo : repos de 9 h entre deux journées", shiftIds: [] };
    const [override] = await getDb()
      .insert(labourOverrides)
      .values({
        actorId: manager.id,
        reason: "Remplacement urgent",
        alerts: [
          { ...alert, employeeId: awa.id, employeeName: "Awa Diallo" },
          { ...alert, message: "Karim Benali : repos", employeeId: karim.id, employeeName: "Karim Benali" },
        ],
      })
      .returning({ id: labourOverrides.id });
    const [own] = await mail(awa.email, "Bonjour Awa, votre planning a changé.");
    const [toManager] = await mail(
      manager.email,
      `Awa Diallo (${awa.email}) ne peut pas venir. Karim Benali est libre.`,
    );
    const quote = await insertQuoteRequest(null, { note: "Visite faite par Awa Diallo, à revoir avec Karim Benali." });

    await deletes(employeesAction, signedInPost(admin, "/employees?intent=delete", { id: awa.id }), awa.id);

    const [kept] = await getDb()
      .select()
      .from(labourOverrides)
      .where(eq(labourOverrides.id, override?.id ?? ""));
    expect(kept?.alerts).toEqual([
      {
        ...alert,
        message: "Compte supprimé : repos de 9 h entre deux journées",
        employeeId: "",
        employeeName: "Compte supprimé",
      },
      { ...alert, message: "Karim Benali : repos", employeeId: karim.id, employeeName: "Karim Benali" },
    ]);
    const mails = await getDb()
      .select({ id: mailOutbox.id, text: mailOutbox.text })
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [own?.id ?? "", toManager?.id ?? ""]));
    expect(mails).toEqual([
      { id: toManager?.id, text: "Compte supprimé (Compte supprimé) ne peut pas venir. Karim Benali est libre." },
    ]);
    const [note] = await getDb()
      .select({ note: quoteRequests.note })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, quote));
    expect(note?.note).toBe("Visite faite par Compte supprimé, à revoir avec Karim Benali.");
  });

  it("as a client contact removed from its client's page leaves its portal requests without its name or address", async () => {
    const manager = await login({ role: "manager" });
    const { clientId, siteIds } = await insertClient(["Siège"]);
    const contact = await portalContact(clientId, siteIds);
    const [request] = await getDb()
      .insert(clientRequests)
      .values({
        clientId,
        siteId: siteIds[0] ?? "",
        authorId: contact.id,
        authorName: `Claire ${contact.lastName}`,
        authorEmail: contact.email,
        kind: "complaint",
        message: "La vitre du hall n'a pas été faite.",
      })
      .returning({ id: clientRequests.id });
    const [bound] = await getDb()
      .select({ id: clientContacts.id })
      .from(clientContacts)
      .where(eq(clientContacts.userId, contact.id));

    await deletes(
      clientAction,
      signedInPost(manager, `/admin/clients/${clientId}?intent=contact-delete`, { id: bound?.id ?? "" }),
      contact.id,
      { id: clientId },
    );
    const [kept] = await getDb()
      .select()
      .from(clientRequests)
      .where(eq(clientRequests.id, request?.id ?? ""));
    expect(kept).toMatchObject({
      authorId: null,
      authorName: "Compte supprimé",
      authorEmail: "",
      message: "La vitre du hall n'a pas été faite.",
    });
  });
});
