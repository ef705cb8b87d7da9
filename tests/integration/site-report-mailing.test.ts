import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/lib/db.server";
import { clientRequests, mailOutbox, user } from "../../db/schema";
import { mailSiteReports } from "../../server/site-report-mailing";
import { insertClient, portalContact } from "../support/client-rows";
import { pdfText } from "../support/pdf-text";

// The first of the month: each site's report of the month before goes to the client contacts it is opened to, once.

const ZONE = "Europe/Paris";

describe("mailing the monthly reports", () => {
  it("mails each contact their sites' report as a PDF, once, and no one a site not opened to them", async () => {
    const ours = await insertClient(["Siège", "Entrepôt"]);
    const [opened = "", closed = ""] = ours.siteIds;
    const [claire, paul, gone] = [
      await portalContact(ours.clientId, [opened]),
      await portalContact(ours.clientId, [opened, closed]),
      await portalContact(ours.clientId, [closed]),
    ];
    await getDb().update(user).set({ banned: true }).where(eq(user.id, gone.id));
    // A complaint of October, handled; one of November belongs to the next report.
    const complaint = {
      clientId: ours.clientId,
      siteId: opened,
      authorName: "Claire",
      authorEmail: claire.email,
      kind: "complaint",
      message: "Poubelles du 3e étage non vidées",
      status: "done" as const,
    };
    await getDb()
      .insert(clientRequests)
      .values([
        { ...complaint, createdAt: new Date("2026-10-14T08:00:00Z") },
        { ...complaint, message: "Vitres oubliées", createdAt: new Date("2026-11-01T08:00:00Z") },
      ]);
    const addresses = [claire.email, paul.email, gone.email];

    await mailSiteReports("2026-10", ZONE, new Date("2026-11-01T06:00:00Z"));
    const mails = await getDb().select().from(mailOutbox).where(inArray(mailOutbox.to, addresses));
    const sent = mails.map((mail) => [mail.to, mail.subject]).sort();
    expect(sent).toEqual(
      [
        [claire.email, expect.stringMatching(/^Rapport mensuel de octobre 2026 : Siège /)],
        [paul.email, expect.stringMatching(/^Rapport mensuel de octobre 2026 : Entrepôt /)],
        [paul.email, expect.stringMatching(/^Rapport mensuel de octobre 2026 : Siège /)],
      ].sort(),
    );
    const attachment = mails.find((mail) => mail.to === claire.email)?.attachments?.[0];
    expect(attachment).toMatchObject({ filename: "rapport-2026-10.pdf", contentType: "application/pdf" });
    const text = pdfText(Buffer.from(attachment?.content ?? "", "base64"));
    expect(text).toContain("Rapport mensuel de prestation");
    expect(text).toContain("Siège");
    expect(text).toContain("Demandes du client (1)");
    expect(text).toContain("mercredi 14 octobre : Réclamation — Traitée");
    expect(text).toContain("« Poubelles du 3e étage non vidées »");

    await mailSiteReports("2026-10", ZONE, new Date("2026-11-02T06:00:00Z"));
    const again = await getDb().select().from(mailOutbox).where(inArray(mailOutbox.to, addresses));
    expect(again).toHaveLength(3);
  });
});
