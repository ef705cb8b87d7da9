import { done, type Intents, intent, refused } from "../../lib/action-runner.server";
import type { SessionUser } from "../../lib/permissions";
import { redirectWithToast } from "../../lib/toast.server";
import { closeCorrectiveAction, planCorrectiveAction } from "./corrective-actions.server";
import {
  actionPlanSchema,
  adaptTemplateSchema,
  closeActionSchema,
  INSPECTION_MESSAGES,
  inspectionRunSchema,
  itemIdSchema,
  templateItemSchema,
  templateSchema,
  thresholdSchema,
} from "./inspections.schema";
import { recordInspection, setInspectionThreshold } from "./inspections.server";
import { adaptTemplate, addTemplate, addTemplateItem, deleteTemplateItem } from "./templates.server";

/** The runner's answers to a body its schema refuses and to a handler that fails. */
export const INSPECTION_RUNNER_OPTIONS = {
  invalid: { status: 400, message: INSPECTION_MESSAGES.invalid },
  unexpected: INSPECTION_MESSAGES.unexpected,
};

const NOT_FOUND = { status: 404, code: "NOT_FOUND", submission: false } as const;

const REFUSALS = {
  SITE_NOT_FOUND: refused(INSPECTION_MESSAGES.siteNotFound, NOT_FOUND),
  SITE_ARCHIVED: refused(INSPECTION_MESSAGES.siteArchived, { status: 409, code: "SITE_ARCHIVED" }),
  TEMPLATE_CHANGED: refused(INSPECTION_MESSAGES.templateChanged, { status: 409, code: "TEMPLATE_CHANGED" }),
  TEMPLATE_NOT_FOUND: refused(INSPECTION_MESSAGES.templateNotFound, NOT_FOUND),
  ALREADY_ADAPTED: refused(INSPECTION_MESSAGES.alreadyAdapted, { status: 409, code: "ALREADY_ADAPTED" }),
  LAST_ITEM: refused(INSPECTION_MESSAGES.lastItem, { status: 409, code: "LAST_ITEM" }),
  ACTION_NOT_FOUND: refused(INSPECTION_MESSAGES.actionNotFound, NOT_FOUND),
  OWNER_NOT_FOUND: refused(INSPECTION_MESSAGES.ownerNotFound, {
    status: 400,
    code: "OWNER_NOT_FOUND",
    field: "ownerId",
  }),
} as const;

/** « Enregistrer l'inspection » on a site's inspection page: then its result page. */
export const INSPECTION_RUN_ACTIONS: Intents<{ siteId: string; user: SessionUser; zone: string }, Response> = {
  "inspection-record": intent({
    schema: inspectionRunSchema,
    form: "keep",
    async run(input, { siteId, user, zone }) {
      const outcome = await recordInspection(siteId, input, user, zone);
      if (!outcome.ok && outcome.reason === "PHOTO")
        return refused(outcome.message, { status: 400, code: "PHOTO", field: `results[${outcome.index}].photo` });
      if (!outcome.ok) return REFUSALS[outcome.reason];
      return redirectWithToast(`/admin/inspections/${outcome.id}`, {
        type: "success",
        title: INSPECTION_MESSAGES.recorded(outcome.percent),
        ...(outcome.actions > 0 ? { description: INSPECTION_MESSAGES.actionsOpened(outcome.actions) } : {}),
      });
    },
  }),
};

/** What a site's page writes of its inspections: the threshold, a checklist of its own. */
export const SITE_INSPECTION_ACTIONS: Intents<{ siteId: string; userId: string }> = {
  threshold: intent({
    schema: thresholdSchema,
    form: "keep",
    async run({ thresholdPercent }, { siteId }) {
      return (await setInspectionThreshold(siteId, thresholdPercent))
        ? done(INSPECTION_MESSAGES.thresholdSaved)
        : REFUSALS.SITE_NOT_FOUND;
    },
  }),
  "template-adapt": intent({
    schema: adaptTemplateSchema,
    async run({ templateId }, { siteId }) {
      const outcome = await adaptTemplate(siteId, templateId);
      return outcome.ok ? done(INSPECTION_MESSAGES.adapted) : REFUSALS[outcome.reason];
    },
  }),
};

/** An inspection's corrective actions: who is in charge and by when, then closing them. */
export const CORRECTIVE_ACTIONS: Intents<{ userId: string }> = {
  "action-plan": intent({
    schema: actionPlanSchema,
    form: "keep",
    async run(input) {
      const outcome = await planCorrectiveAction(input);
      return outcome.ok ? done(INSPECTION_MESSAGES.actionSaved) : REFUSALS[outcome.reason];
    },
  }),
  "action-close": intent({
    schema: closeActionSchema,
    form: "reset",
    async run(input, { userId }) {
      const outcome = await closeCorrectiveAction(input, userId);
      return outcome.ok ? done(INSPECTION_MESSAGES.actionClosed) : REFUSALS[outcome.reason];
    },
  }),
};

/** The checklists' page: a new checklist, a point added or removed. */
export const TEMPLATE_ACTIONS: Intents<Record<string, never>> = {
  "template-add": intent({
    schema: templateSchema,
    form: "reset",
    async run({ name }) {
      await addTemplate(name);
      return done(INSPECTION_MESSAGES.templateAdded, name);
    },
  }),
  "item-add": intent({
    schema: templateItemSchema,
    form: "reset",
    async run(input) {
      const outcome = await addTemplateItem(input);
      return outcome.ok ? done(INSPECTION_MESSAGES.itemAdded, input.label) : REFUSALS[outcome.reason];
    },
  }),
  "item-delete": intent({
    schema: itemIdSchema,
    async run({ itemId }) {
      const outcome = await deleteTemplateItem(itemId);
      return outcome.ok ? done(INSPECTION_MESSAGES.itemDeleted) : REFUSALS[outcome.reason];
    },
  }),
};
