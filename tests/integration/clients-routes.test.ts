import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CLIENT_MESSAGES } from "../../app/features/clients/clients.schema";
import { getDb } from "../../app/lib/db.server";
import { loader as clientLoader } from "../../app/routes/admin-client";
import { action } from "../../app/routes/admin-clients";
import { clients } from "../../db/schema";
import { type LoggedIn, login } from "../support/login";
import { insertQuoteRequest } from "../support/quote-rows";
import { signedInPost } from "../support/requests";
import { answerOf } from "../support/route-answer";

// « Créer le client » through the page: managers and admins only, on a quote that exists; then the client's page.

const convert = (who: LoggedIn, quoteId: string) =>
  answerOf(action, signedInPost(who, "/admin/clients?intent=from-quote", { quoteId }));

describe("a client made from a quote through the page", () => {
  it("is made by a manager, who lands on its page; an employee is refused and nothing is made", async () => {
    const [manager, employee] = [await login({ role: "manager" }), await login({ role: "employee" })];
    const company = `Leroy ${crypto.randomUUID().slice(0, 6)}`;
    const quoteId = await insertQuoteRequest(company);

    expect((await convert(employee, quoteId)).status).toBe(403);
    expect(await getDb().select().from(clients).where(eq(clients.name, company))).toEqual([]);

    const made = await convert(manager, quoteId);
    const [client] = await getDb().select().from(clients).where(eq(clients.name, company));
    expect(made).toMatchObject({ status: 302, location: `/admin/clients/${client?.id}` });
    const page = await answerOf(
      clientLoader,
      new Request(`http://localhost/admin/clients/${client?.id}`, { headers: { cookie: manager.cookie } }),
      { id: client?.id ?? "" },
    );
    expect(page.body).toMatchObject({ client: { name: company, sites: [{ name: `${company} – Paris` }] } });
  });

  it("answers a quote that does not exist, or a malformed one, in French", async () => {
    const admin = await login({ role: "admin" });
    expect(await convert(admin, crypto.randomUUID())).toMatchObject({
      status: 404,
      body: { message: CLIENT_MESSAGES.quoteNotFound },
    });
    expect(await convert(admin, "' or 1=1 --")).toMatchObject({
      status: 404,
      body: { message: CLIENT_MESSAGES.quoteNotFound },
    });
  });
});
