import { monthTitle } from "../app/features/clients/service-contracts";
import { shiftMonth } from "../app/features/labour/report-month";
import { reportRecipients } from "../app/lib/client-scope.server";
import { getDb } from "../app/lib/db.server";
import { getEnv } from "../app/lib/env.server";
import { deliverSoon, writeMail } from "../app/lib/mail.server";
import { monthlyReportMail } from "../app/mail/client-portal";
import { siteReportFileName, siteReportPdf } from "../app/routes/site-report-pdf.server";
import { siteReportMailings } from "../db/schema";

export const SITE_REPORTS_JOB = "site-reports.mail";

/** Through this day of the month, a server that was down on the first still mails last month's reports. */
const CATCH_UP_DAYS = 7;

/** The month whose reports are due on `today` (YYYY-MM-DD), or null once the catch-up days are over. */
export function reportMonthDue(today: string): string | null {
  if (Number(today.slice(8, 10)) > CATCH_UP_DAYS) return null;
  return shiftMonth(today.slice(0, 7), -1);
}

/**
 * Mails each site's report of `month` to the client contacts it is opened to, PDF attached. A site is claimed in the
 * transaction that writes its mails, so a second run (a retry, another instance) mails nobody twice. Returns the
 * number of mails written.
 */
export async function mailSiteReports(month: string, zone: string, now: Date): Promise<number> {
  let written = 0;
  for (const site of await reportRecipients()) {
    const pdf = await siteReportPdf(site.siteId, month, zone, now);
    if (!pdf) continue;
    const attachment = {
      filename: siteReportFileName(month),
      contentType: "application/pdf",
      content: pdf.toString("base64"),
      encoding: "base64" as const,
    };
    const ids = await getDb().transaction(async (tx) => {
      const claimed = await tx
        .insert(siteReportMailings)
        .values({ siteId: site.siteId, month })
        .onConflictDoNothing()
        .returning({ siteId: siteReportMailings.siteId });
      if (claimed.length === 0) return [];
      const mailIds: string[] = [];
      for (const contact of site.contacts) {
        const content = monthlyReportMail({
          firstName: contact.firstName,
          siteName: site.siteName,
          monthTitle: monthTitle(month),
          url: `${getEnv().PUBLIC_URL}/portal/sites/${site.siteId}`,
        });
        mailIds.push(await writeMail(tx, { to: contact.email, ...content, attachments: [attachment] }));
      }
      return mailIds;
    });
    await deliverSoon(ids);
    written += ids.length;
  }
  return written;
}
