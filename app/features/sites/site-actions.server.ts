import { parseWithZod } from "@conform-to/zod/v4";
import { failure, success } from "../../lib/result";
import {
  createSiteSchema,
  SITE_INTENTS,
  SITE_MESSAGES,
  type SiteInput,
  type SiteIntent,
  siteIdSchema,
  updateSiteSchema,
} from "./sites.schema";
import { createSite, deleteSite, type SiteOutcome, setSiteActive, updateSite } from "./sites.server";

const REFUSALS = {
  NAME_TAKEN: { status: 409, message: SITE_MESSAGES.nameTaken },
  NOT_FOUND: { status: 404, message: SITE_MESSAGES.notFound },
  HAS_PLANNINGS: { status: 409, message: SITE_MESSAGES.hasPlannings },
} as const;

const DONE: Record<SiteIntent, string> = {
  create: SITE_MESSAGES.created,
  update: SITE_MESSAGES.updated,
  archive: SITE_MESSAGES.archived,
  reactivate: SITE_MESSAGES.reactivated,
  delete: SITE_MESSAGES.deleted,
};

export function isSiteIntent(value: string | null): value is SiteIntent {
  return (SITE_INTENTS as readonly string[]).includes(value ?? "");
}

function linkedNote(linked: number): string | undefined {
  if (linked === 0) return undefined;
  return linked === 1 ? "1 planning y a été rattaché." : `${linked} plannings y ont été rattachés.`;
}

/** The form's schema of each intent, and the write it leads to. */
const WRITES = {
  create: { schema: createSiteSchema, write: (value: SiteInput) => createSite(value) },
  update: { schema: updateSiteSchema, write: ({ id, ...value }: SiteInput & { id: string }) => updateSite(id, value) },
  archive: { schema: siteIdSchema, write: ({ id }: { id: string }) => setSiteActive(id, false) },
  reactivate: { schema: siteIdSchema, write: ({ id }: { id: string }) => setSiteActive(id, true) },
  delete: { schema: siteIdSchema, write: ({ id }: { id: string }) => deleteSite(id) },
} as const;

/** Parses the form of one intent, writes, and answers the one Result. The caller has checked the role. */
export async function runSiteAction(intent: SiteIntent, formData: FormData) {
  const { schema, write } = WRITES[intent] as {
    schema: typeof createSiteSchema;
    write: (value: unknown) => Promise<SiteOutcome>;
  };
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    return failure(400, "VALIDATION_ERROR", SITE_MESSAGES.invalid, { intent, submission: submission.reply() });
  }
  let outcome: SiteOutcome;
  try {
    outcome = await write(submission.value);
  } catch (error) {
    console.error(error);
    return failure(500, "UNEXPECTED_ERROR", SITE_MESSAGES.unexpected, { intent });
  }
  if (!outcome.ok) {
    const refusal = REFUSALS[outcome.reason];
    const fieldErrors = outcome.reason === "NAME_TAKEN" ? { name: [refusal.message] } : undefined;
    return failure(refusal.status, outcome.reason, refusal.message, {
      intent,
      submission: submission.reply(fieldErrors ? { fieldErrors } : undefined),
    });
  }
  return success(DONE[intent], {
    intent,
    description: linkedNote(outcome.linked),
    submission: submission.reply({ resetForm: true }),
  });
}
