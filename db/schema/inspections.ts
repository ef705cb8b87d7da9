import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { VERDICTS, type Verdict } from "../../app/domain/enums";
import { ACTION_STATES, type ActionState, ITEM_WEIGHT } from "../../app/domain/inspections";
import { user } from "./auth";
import { bytea, inList, instant, ownerReference, timestamps, uuidPrimaryKey } from "./columns";
import { sites } from "./plannings";

/**
 * A checklist of quality inspections: the company's own (no site), or one adapted for a site, which that site's
 * inspections then use. See docs/decisions/061-quality-inspections.md.
 */
export const inspectionTemplates = pgTable(
  "inspection_templates",
  {
    id: uuidPrimaryKey(),
    name: varchar("name", { length: 200 }).notNull(),
    siteId: ownerReference("site_id", () => sites.id),
    ...timestamps(),
  },
  (t) => [uniqueIndex("inspection_templates_site_unique").on(t.siteId)],
);

/** One point of a checklist, in its area, with the weight it counts for in the score. */
export const inspectionItems = pgTable(
  "inspection_items",
  {
    id: uuidPrimaryKey(),
    templateId: ownerReference("template_id", () => inspectionTemplates.id).notNull(),
    area: varchar("area", { length: 100 }).notNull(),
    label: varchar("label", { length: 200 }).notNull(),
    weight: smallint("weight").notNull(),
    /** Found non-conforming, it opens a corrective action whatever the score. */
    critical: boolean("critical").notNull().default(false),
    position: integer("position").notNull(),
  },
  (t) => [
    index("inspection_items_template_idx").on(t.templateId, t.position),
    check(
      "inspection_items_weight_check",
      sql`${t.weight} between ${sql.raw(String(ITEM_WEIGHT.min))} and ${sql.raw(String(ITEM_WEIGHT.max))}`,
    ),
  ],
);

/** The columns a checklist point is read by, for the templates page and for an inspection's run. */
export const inspectionItemColumns = {
  id: inspectionItems.id,
  area: inspectionItems.area,
  label: inspectionItems.label,
  weight: inspectionItems.weight,
  critical: inspectionItems.critical,
};

/**
 * An inspection made at a site: its results copy the checklist as it was, so that a later change of the template
 * leaves the score of a past inspection as it was computed.
 */
export const inspections = pgTable(
  "inspections",
  {
    id: uuidPrimaryKey(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "restrict" }),
    templateName: varchar("template_name", { length: 200 }).notNull(),
    inspectorId: text("inspector_id").references(() => user.id, { onDelete: "set null" }),
    inspectedAt: instant("inspected_at").notNull().defaultNow(),
    /** The weights of the conforming items, and of all items but those not applicable: the score is their ratio. */
    conformingWeight: integer("conforming_weight").notNull(),
    countedWeight: integer("counted_weight").notNull(),
    /** The site's threshold when the inspection was made, in percent. */
    thresholdPercent: smallint("threshold_percent").notNull(),
  },
  (t) => [
    index("inspections_site_idx").on(t.siteId, t.inspectedAt),
    check("inspections_weights_check", sql`${t.conformingWeight} between 0 and ${t.countedWeight}`),
  ],
);

/** How one item was found, with the inspector's comment and photo (reduced, JPEG). */
export const inspectionResults = pgTable(
  "inspection_results",
  {
    id: uuidPrimaryKey(),
    inspectionId: ownerReference("inspection_id", () => inspections.id).notNull(),
    position: integer("position").notNull(),
    area: varchar("area", { length: 100 }).notNull(),
    label: varchar("label", { length: 200 }).notNull(),
    weight: smallint("weight").notNull(),
    critical: boolean("critical").notNull(),
    verdict: text("verdict").$type<Verdict>().notNull(),
    comment: varchar("comment", { length: 1000 }),
    photo: bytea("photo"),
  },
  (t) => [
    index("inspection_results_inspection_idx").on(t.inspectionId, t.position),
    check("inspection_results_verdict_check", sql`${t.verdict} in (${inList(VERDICTS)})`),
  ],
);

/** What an inspection asks to put right: by a date, by someone, and open until closed. */
export const correctiveActions = pgTable(
  "corrective_actions",
  {
    id: uuidPrimaryKey(),
    inspectionId: ownerReference("inspection_id", () => inspections.id).notNull(),
    /** The non-conforming critical item it answers; null for a score under the threshold. */
    resultId: ownerReference("result_id", () => inspectionResults.id),
    reason: varchar("reason", { length: 300 }).notNull(),
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    dueOn: date("due_on").notNull(),
    state: text("state").$type<ActionState>().notNull().default("ouverte"),
    closedAt: instant("closed_at"),
    closedBy: text("closed_by").references(() => user.id, { onDelete: "set null" }),
    closingNote: varchar("closing_note", { length: 1000 }),
    ...timestamps(),
  },
  (t) => [
    index("corrective_actions_open_idx").on(t.state, t.dueOn),
    check("corrective_actions_state_check", sql`${t.state} in (${inList(ACTION_STATES)})`),
    check("corrective_actions_closed_check", sql`(${t.state} = 'close') = (${t.closedAt} is not null)`),
  ],
);
