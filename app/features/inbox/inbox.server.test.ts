import { describe, expect, it } from "vitest";
import { contactMessages, jobApplications, newsletterSubscribers, quoteRequests } from "../../../db/schema";
import { getDb } from "../../lib/db.server";
import { countNewLeads, exportRows, getContactMessage, listLeads, updateLead } from "./inbox.server";

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 22, 9, minutes));

describe("inbox queries", () => {
  it("lists the three kinds together, newest first, filtered and paginated", async () => {
    const [oldContact] = await getDb()
      .insert(contactMessages)
      .values({ name: "Ancien", email: "a@x.fr", subject: "info", message: "m", createdAt: at(1) })
      .returning();
    await getDb()
      .insert(quoteRequests)
      .values({
        name: "Devis",
        email: "d@x.fr",
        phone: "0612345678",
        address: "1 rue",
        city: "Paris",
        zipCode: "75001",
        serviceType: "vitres",
        propertyType: "commerce",
        area: "80 m²",
        frequency: "mensuelle",
        status: "in_progress",
        createdAt: at(2),
      });
    await getDb()
      .insert(newsletterSubscribers)
      .values({ email: "n@x.fr", unsubscribeToken: "t1", createdAt: at(3) });

    const all = await listLeads({ type: "all", status: "all", page: 1 });
    expect(all.total).toBe(3);
    expect(all.rows.map((row) => [row.type, row.name, row.summary])).toEqual([
      ["newsletter", null, "subscribed"],
      ["quote", "Devis", "vitres"],
      ["contact", "Ancien", "info"],
    ]);
    expect(all.rows[0]?.createdAt).toEqual(at(3));

    expect((await listLeads({ type: "quote", status: "all", page: 1 })).rows.map((row) => row.name)).toEqual(["Devis"]);
    expect((await listLeads({ type: "all", status: "in_progress", page: 1 })).total).toBe(1);
    expect((await listLeads({ type: "contact", status: "done", page: 1 })).rows).toEqual([]);

    const second = await listLeads({ type: "all", status: "all", page: 2 }, 2);
    expect(second.total).toBe(3);
    expect(second.rows.map((row) => row.type)).toEqual(["contact"]);

    expect(await updateLead("contact", oldContact?.id ?? "", { status: "done", note: "Rappelé le 23/11" })).toBe(true);
    expect(await getContactMessage(oldContact?.id ?? "")).toMatchObject({ status: "done", note: "Rappelé le 23/11" });
    expect(await updateLead("quote", oldContact?.id ?? "", { status: "done", note: "" })).toBe(false);
    expect((await exportRows("contact", "done")).map((row) => row.email)).toEqual(["a@x.fr"]);
    expect(await exportRows("contact", "new")).toEqual([]);
  });
});

describe("the staff nav's count of new leads", () => {
  it("counts new messages, quote requests and job applications, not those already handled", async () => {
    const before = await countNewLeads();
    await getDb().insert(contactMessages).values({ name: "Nouveau", email: "n@x.fr", subject: "info", message: "m" });
    await getDb()
      .insert(contactMessages)
      .values({ name: "Traité", email: "t@x.fr", subject: "info", message: "m", status: "done" });
    await getDb().insert(jobApplications).values({
      offerId: "agent-proprete",
      offerTitle: "Agent de propreté",
      name: "Candidate",
      email: "c@x.fr",
      phone: "0612345678",
    });
    expect(await countNewLeads()).toBe(before + 2);
  });
});
