import { z } from "zod";
import { DATE_BOUNDS_MESSAGES, dayBounds } from "../../../domain/date-bounds";
import { todayIn, weekOf } from "../../../lib/time";
import { notifyField } from "../notify.schema";
import { PLANNING_MESSAGES } from "../planning-messages";
import { targetMondays } from "./copy-week";

/** 'Les N semaines suivantes' goes up to half a year ahead, as far as recurring plannings are written. */
export const MAX_COPY_WEEKS = 26;

/**
 * How many plannings one copy may create. Above the 400 occurrences of a series edit: a busy week of the
 * company (the benchmark's 1,000 shifts) must copy in one go (docs/decisions/017-copy-week.md).
 */
export const MAX_COPIED_PLANNINGS = 2000;

function skippedSeriesText(occurrences: number): string {
  return occurrences === 1
    ? "1 planning n'est pas copié : il fait partie d'une série, qui se répète déjà d'elle-même."
    : `${occurrences} plannings ne sont pas copiés : ils font partie de séries, qui se répètent déjà d'elles-mêmes.`;
}

/** A message followed by why the week's occurrences of series were left out, when there were any. */
export function withSkippedSeries(message: string, occurrences: number): string {
  return occurrences === 0 ? message : `${message} ${skippedSeriesText(occurrences)}`;
}

export function tooManyCopiesMessage(count: number): string {
  return `Une copie crée au plus ${MAX_COPIED_PLANNINGS.toLocaleString("fr-FR")} plannings : celle-ci en créerait ${count.toLocaleString("fr-FR")}.`;
}

const optionalId = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || null);

/**
 * 'Copier la semaine': the week shown (its Monday), every planning or one site's, to a chosen week (any day of
 * it) or to the N weeks after. Weeks before the current one are refused, and so is the week copied.
 */
export const copyWeekSchema = (zone: string, today: () => string = () => todayIn(zone)) =>
  z
    .object({
      intent: z.literal("copy-week"),
      sourceWeek: z.string({ error: PLANNING_MESSAGES.copySource }).trim(),
      siteId: optionalId,
      target: z.enum(["week", "next"], { error: PLANNING_MESSAGES.copyTargetRequired }),
      targetWeek: z.string().trim().optional(),
      weeks: z.coerce
        .number({ error: PLANNING_MESSAGES.copyWeeks })
        .int(PLANNING_MESSAGES.copyWeeks)
        .min(1, PLANNING_MESSAGES.copyWeeks)
        .max(MAX_COPY_WEEKS, PLANNING_MESSAGES.copyWeeks)
        .optional(),
      /** Sent by 'Copier quand même': copy although some copies overlap other plannings. */
      confirmOverlap: z.literal("true").optional(),
      ...notifyField,
    })
    .transform((value, context) => {
      const source = weekOf(value.sourceWeek, zone);
      if (!source) {
        context.addIssue({ code: "custom", path: ["sourceWeek"], message: PLANNING_MESSAGES.copySource });
        return z.NEVER;
      }
      let mondays: string[];
      if (value.target === "week") {
        const target = weekOf(value.targetWeek ?? "", zone);
        if (!target) {
          context.addIssue({ code: "custom", path: ["targetWeek"], message: PLANNING_MESSAGES.copyTargetRequired });
          return z.NEVER;
        }
        if (target.monday === source.monday) {
          context.addIssue({ code: "custom", path: ["targetWeek"], message: PLANNING_MESSAGES.copySameWeek });
          return z.NEVER;
        }
        mondays = targetMondays(source.monday, { kind: "week", monday: target.monday });
      } else {
        if (value.weeks === undefined) {
          context.addIssue({ code: "custom", path: ["weeks"], message: PLANNING_MESSAGES.copyWeeks });
          return z.NEVER;
        }
        mondays = targetMondays(source.monday, { kind: "next", count: value.weeks });
      }
      const thisMonday = weekOf(today(), zone)?.monday ?? "";
      if (mondays.some((monday) => monday < thisMonday)) {
        const path = value.target === "week" ? "targetWeek" : "weeks";
        context.addIssue({ code: "custom", path: [path], message: PLANNING_MESSAGES.copyPast });
        return z.NEVER;
      }
      const bounds = dayBounds(today());
      if (mondays.some((monday) => monday > bounds.latest)) {
        const path = value.target === "week" ? "targetWeek" : "weeks";
        context.addIssue({ code: "custom", path: [path], message: DATE_BOUNDS_MESSAGES.day(bounds) });
        return z.NEVER;
      }
      return {
        intent: value.intent,
        sourceMonday: source.monday,
        siteId: value.siteId,
        mondays,
        confirmed: value.confirmOverlap === "true",
        notify: value.notify,
      };
    });

export type CopyWeekAction = z.output<ReturnType<typeof copyWeekSchema>>;
