import { done, type Intents, intent, type Outcome, refused, runAction } from "../../lib/action-runner.server";
import { createSiteSchema, SITE_MESSAGES, siteIdSchema, updateSiteSchema } from "./sites.schema";
import { createSite, deleteSite, type SiteOutcome, setSiteActive, updateSite } from "./sites.server";

const REFUSALS = {
  NAME_TAKEN: refused(SITE_MESSAGES.nameTaken, { status: 409, code: "NAME_TAKEN", field: "name" }),
  NOT_FOUND: refused(SITE_MESSAGES.notFound, { status: 404, code: "NOT_FOUND" }),
  HAS_PLANNINGS: refused(SITE_MESSAGES.hasPlannings, { status: 409, code: "HAS_PLANNINGS" }),
} as const;

function linkedNote(linked: number): string | undefined {
  if (linked === 0) return undefined;
  return linked === 1 ? "1 planning y a été rattaché." : `${linked} plannings y ont été rattachés.`;
}

/** The write's outcome in the product's words: `message` once it went through. */
async function answer(write: Promise<SiteOutcome>, message: string): Promise<Outcome> {
  const outcome = await write;
  return outcome.ok ? done(message, linkedNote(outcome.linked)) : REFUSALS[outcome.reason];
}

/** The form's schema of each intent, and the write it leads to. */
const SITE_ACTIONS: Intents<null> = {
  create: intent({
    schema: createSiteSchema,
    form: "reset",
    run: (value) => answer(createSite(value), SITE_MESSAGES.created),
  }),
  update: intent({
    schema: updateSiteSchema,
    form: "reset",
    run: ({ id, ...value }) => answer(updateSite(id, value), SITE_MESSAGES.updated),
  }),
  archive: intent({
    schema: siteIdSchema,
    form: "reset",
    run: ({ id }) => answer(setSiteActive(id, false), SITE_MESSAGES.archived),
  }),
  reactivate: intent({
    schema: siteIdSchema,
    form: "reset",
    run: ({ id }) => answer(setSiteActive(id, true), SITE_MESSAGES.reactivated),
  }),
  delete: intent({
    schema: siteIdSchema,
    form: "reset",
    run: ({ id }) => answer(deleteSite(id), SITE_MESSAGES.deleted),
  }),
};

/** Parses the form of one intent, writes, and answers the one Result. The caller has checked the role. */
export function runSiteAction(name: string | null, formData: FormData) {
  return runAction(SITE_ACTIONS, name, formData, null, {
    invalid: { status: 400, message: SITE_MESSAGES.invalid },
    unknown: { message: SITE_MESSAGES.unknownAction },
    unexpected: SITE_MESSAGES.unexpected,
  });
}
