import type { Severity } from "../../domain/labour-overrides";
import { formatInZone } from "../../lib/time";
import type { LabourRuleId } from "./labour-alert";

/** Which rules are illegal to break and which ask a check (see `Severity`). */
export const RULE_SEVERITY: Record<LabourRuleId, Severity> = {
  daily_rest: "illegal",
  daily_hours: "illegal",
  weekly_hours: "illegal",
  weekly_average: "illegal",
  working_days: "illegal",
  weekly_rest: "illegal",
  complementary_hours: "check",
  part_time_ceiling: "check",
  split_shifts: "check",
  notice: "check",
  break: "check",
  absence: "check",
};

/** What several alerts of one rule are called once grouped, and what they count. */
const RULE_GROUPS: Record<LabourRuleId, { title: string; unit: string }> = {
  daily_rest: { title: "Repos quotidien de moins de 11 h", unit: "jours" },
  daily_hours: { title: "Plus de 10 h de travail par jour (8 h de nuit)", unit: "jours" },
  weekly_hours: { title: "Plus de 48 h de travail dans la semaine", unit: "semaines" },
  weekly_average: { title: "Plus de 44 h en moyenne sur 12 semaines", unit: "semaines" },
  working_days: { title: "Plus de 6 jours travaillés dans la semaine", unit: "semaines" },
  weekly_rest: { title: "Repos hebdomadaire de moins de 35 h", unit: "semaines" },
  complementary_hours: { title: "Heures complémentaires au-delà du tiers du contrat", unit: "semaines" },
  part_time_ceiling: { title: "Temps partiel porté à 35 h ou plus", unit: "semaines" },
  split_shifts: { title: "Coupures au-delà de ce que permet la convention", unit: "jours" },
  notice: { title: "Délai de prévenance de 8 jours ouvrables non respecté", unit: "interventions" },
  break: { title: "Pause de 20 min manquante", unit: "interventions" },
  absence: { title: "Intervention pendant une absence", unit: "interventions" },
};

/** An alert of one employee, with the instant the stretch of time it concerns starts. */
export interface DatedAlert {
  employeeId: string;
  employeeName: string;
  rule: LabourRuleId;
  message: string;
  shiftIds: string[];
  start: number;
}

/** The alerts of one employee and one rule, as one line. */
export interface AlertGroup {
  employeeId: string;
  employeeName: string;
  rule: LabourRuleId;
  severity: Severity;
  count: number;
  /** The alert's own message when alone; the rule, the count and the dates otherwise. */
  message: string;
  shiftIds: string[];
  /** `Name — message`. */
  line: string;
}

function datesText(first: number, last: number, zone: string): string {
  const day = (instant: number) => formatInZone(new Date(instant), "d MMMM", zone);
  return day(first) === day(last) ? `le ${day(first)}` : `du ${day(first)} au ${day(last)}`;
}

/**
 * One line per employee and rule: a series that misses its break 26 times is one line with the count and the dates,
 * not 26. Illegal groups come first, then by employee and first date. Dates are those of `zone`.
 */
export function groupAlerts(alerts: readonly DatedAlert[], zone: string): AlertGroup[] {
  const groups = new Map<string, DatedAlert[]>();
  for (const alert of alerts) {
    const key = `${alert.employeeId}\u0000${alert.rule}`;
    groups.set(key, [...(groups.get(key) ?? []), alert]);
  }
  return [...groups.values()]
    .map((members) => {
      const sorted = [...members].sort((a, b) => a.start - b.start);
      const [first] = sorted;
      const last = sorted[sorted.length - 1];
      if (!first || !last) throw new Error("groupe vide");
      const { title, unit } = RULE_GROUPS[first.rule];
      const message =
        sorted.length === 1
          ? first.message
          : `${title} — ${sorted.length} ${unit}, ${datesText(first.start, last.start, zone)}`;
      return {
        employeeId: first.employeeId,
        employeeName: first.employeeName,
        rule: first.rule,
        severity: RULE_SEVERITY[first.rule],
        count: sorted.length,
        message,
        shiftIds: [...new Set(sorted.flatMap((alert) => alert.shiftIds))],
        line: `${first.employeeName} — ${message}`,
        first: first.start,
      };
    })
    .sort(
      (a, b) =>
        Number(b.severity === "illegal") - Number(a.severity === "illegal") ||
        a.employeeName.localeCompare(b.employeeName, "fr") ||
        a.first - b.first,
    )
    .map(({ first: _, ...group }) => group);
}
