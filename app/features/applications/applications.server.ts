import { eq, lt } from "drizzle-orm";
import { applicationCvs, jobApplications } from "../../../db/schema";
import { CV_MEDIA_TYPES } from "../../domain/cv-formats";
import { getDb } from "../../lib/db.server";
import { type LeadForm, submitLead } from "../../lib/lead-submission.server";
import { publicUrl } from "../../lib/public-url.server";
import { applicationNotification } from "../../mail/lead-notices";
import { applicationSchema } from "./application.schema";
import { APPLICATION_ERRORS, APPLICATION_SUCCESS } from "./applications.messages";
import { cvFileName } from "./cv-file-name";

/** How long an application and its CV are kept (the CNIL's guidance for candidates not hired: two years). */
export const APPLICATION_RETENTION_YEARS = 2;

function applicationForm(offer: { id: string; title: string }): LeadForm<typeof applicationSchema, string> {
  return {
    schema: applicationSchema,
    rateLimit: "application",
    limitEveryPost: true,
    messages: {
      success: APPLICATION_SUCCESS.title,
      description: APPLICATION_SUCCESS.description,
      ...APPLICATION_ERRORS,
    },
    insert: ({ cv, consent: _consent, ...fields }) =>
      getDb().transaction(async (tx) => {
        const [row] = await tx
          .insert(jobApplications)
          .values({ ...fields, offerId: offer.id, offerTitle: offer.title })
          .returning({ id: jobApplications.id });
        if (!row) throw new Error("candidature non enregistrée");
        await tx.insert(applicationCvs).values({
          applicationId: row.id,
          type: cv.type,
          size: cv.bytes.byteLength,
          content: cv.bytes,
        });
        return row.id;
      }),
    notification: (value, id) =>
      applicationNotification({ ...value, offerTitle: offer.title }, `${publicUrl()}/admin/inbox/application/${id}`),
  };
}

/** The application form's action for one offer: the lead pipeline, with the CV stored beside the application. */
export function submitApplication(request: Request, offer: { id: string; title: string }) {
  return submitLead(request, applicationForm(offer));
}

export async function getApplication(id: string) {
  const [row] = await getDb().select().from(jobApplications).where(eq(jobApplications.id, id));
  return row ?? null;
}

/** A CV as staff download it: its bytes, the media type its content proved, and a file name built here. */
export async function getApplicationCv(id: string) {
  const [row] = await getDb()
    .select({ name: jobApplications.name, type: applicationCvs.type, content: applicationCvs.content })
    .from(applicationCvs)
    .innerJoin(jobApplications, eq(jobApplications.id, applicationCvs.applicationId))
    .where(eq(applicationCvs.applicationId, id));
  if (!row) return null;
  return { content: row.content, mediaType: CV_MEDIA_TYPES[row.type], fileName: cvFileName(row.name, row.type) };
}

/** Deletes the applications (and with them their CVs) received more than two years before `now`; returns how many. */
export async function deleteExpiredApplications(now = new Date()): Promise<number> {
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() - APPLICATION_RETENTION_YEARS);
  const deleted = await getDb()
    .delete(jobApplications)
    .where(lt(jobApplications.createdAt, limit))
    .returning({ id: jobApplications.id });
  return deleted.length;
}
