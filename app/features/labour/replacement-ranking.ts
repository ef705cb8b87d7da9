import { absenceLabel, isPartTime } from "../../domain/contracts";
import { absenceCovers } from "../../lib/absence-periods";
import { formatDuration } from "../../lib/durations";
import { dayOfInstant, dayStart, dayText, formatInZone, mondayOf } from "../../lib/time";
import { slotMeets, slotText, type UnavailableSlot } from "../../lib/unavailable-slots";
import { RULE_SEVERITY } from "./alert-groups";
import type { LabourRuleId } from "./labour-alert";
import { contractOn, datedContracts, type ShiftTimes } from "./labour-context";
import { alertsOfAddedShift } from "./labour-rules";
import type { HoursInput } from "./monthly-hours";
import { weekHours } from "./week-hours";

/** How far back the times someone worked at the shift's site are counted. */
export const FAMILIARITY_WEEKS = 8;

/** How the manager reaches a candidate: what to call them, and their phone when it is on file. */
export interface CandidateContact {
  firstName: string;
  phone: string | null;
}

/** Someone who might take the shift: their labour inputs around it, and how often they worked at its site lately. */
export interface CandidateFacts {
  id: string;
  name: string;
  contact: CandidateContact;
  inputs: HoursInput;
  /** Their shifts at the same site (or place) in the `FAMILIARITY_WEEKS` before the shift. */
  visits: number;
  /** The times they declared they cannot work, approved by a manager. */
  unavailable?: readonly UnavailableSlot[];
}

export interface RankedCandidate {
  id: string;
  name: string;
  contact: CandidateContact;
  visits: number;
  /** The week's planned minutes with the shift, and what their contract expects of it (absences deducted). */
  plannedMinutes: number;
  expectedMinutes: number;
  /** A part-timer's complementary minutes still allowed that week once the shift is added; null for a full-timer. */
  complementaryRoomMinutes: number | null;
  /** What the rules to check would say of the shift added to their plan (never an illegal rule: those exclude). */
  checks: string[];
}

export interface IneligibleCandidate {
  id: string;
  name: string;
  /** Why they cannot take it, in French. */
  reason: string;
}

export interface Replacements {
  eligible: RankedCandidate[];
  ineligible: IneligibleCandidate[];
}

/**
 * Rules that do not tell candidates apart: a short-notice replacement of a part-timer always brings the notice rule,
 * and what it asks (the employee's agreement) is what accepting gives.
 */
const RANK_NEUTRAL: ReadonlySet<LabourRuleId> = new Set(["notice"]);

const rankingChecks = (candidate: RankedCandidate & { rules: LabourRuleId[] }) =>
  candidate.rules.filter((rule) => !RANK_NEUTRAL.has(rule)).length;

/**
 * Who can take `shift`, ranked, and who cannot and why. Only those with a contract in force on its first day are
 * considered. Someone absent then, already working then, or whom the shift would make break an illegal rule is
 * ineligible. The others are ranked by the rules to check it brings them (fewer first), then by the times they worked
 * at the site lately (more first), then by how far their week is under their contract once the shift is added (most
 * under first), then by name. The rules are those of the engine, run on the shift added to each one's plan.
 */
export function rankReplacements(
  shift: ShiftTimes,
  candidates: readonly CandidateFacts[],
  zone: string,
  now: Date,
): Replacements {
  const start = shift.start.getTime();
  const end = shift.end.getTime();
  const day = dayOfInstant(start, zone);
  const monday = mondayOf(day);
  // The week's hours need its shifts only, those across its edges included.
  const from = dayStart(monday - 1, zone);
  const to = dayStart(monday + 8, zone);
  const eligible: (RankedCandidate & { rules: LabourRuleId[] })[] = [];
  const ineligible: IneligibleCandidate[] = [];
  for (const { id, name, contact, inputs, visits, unavailable = [] } of candidates) {
    const terms = contractOn(datedContracts(inputs.contracts), day);
    if (!terms) continue;
    const absent = inputs.absences.find((absence) => absenceCovers(absence, start, end, zone));
    if (absent) {
      ineligible.push({ id, name, reason: `Absence (${absenceLabel(absent)})` });
      continue;
    }
    const slot = unavailable.find((one) => slotMeets(one, shift.start, shift.end, zone));
    if (slot) {
      ineligible.push({ id, name, reason: `Indisponible (${slotText(slot)})` });
      continue;
    }
    const busy = inputs.shifts.find((other) => other.start.getTime() < end && start < other.end.getTime());
    if (busy) {
      ineligible.push({ id, name, reason: `Déjà en intervention ${timesText(busy, zone)}` });
      continue;
    }
    const findings = alertsOfAddedShift(inputs, shift, zone, now);
    const illegal = findings.find((finding) => RULE_SEVERITY[finding.rule] === "illegal");
    if (illegal) {
      ineligible.push({ id, name, reason: illegal.message });
      continue;
    }
    const weekShifts = [...inputs.shifts, shift].filter((one) => one.end.getTime() > from && one.start.getTime() < to);
    const week = weekHours({ ...inputs, shifts: weekShifts, monday: dayText(monday) }, zone);
    const plannedMinutes = week?.plannedMinutes ?? 0;
    const contractMinutes = terms.weeklyHours * 60;
    eligible.push({
      id,
      name,
      contact,
      visits,
      plannedMinutes,
      expectedMinutes: week?.expectedMinutes ?? 0,
      complementaryRoomMinutes: isPartTime(terms)
        ? Math.round(contractMinutes / 3 - Math.max(0, plannedMinutes - contractMinutes))
        : null,
      checks: findings.map((finding) => finding.message),
      rules: findings.map((finding) => finding.rule),
    });
  }
  eligible.sort(
    (a, b) =>
      rankingChecks(a) - rankingChecks(b) ||
      b.visits - a.visits ||
      a.plannedMinutes - a.expectedMinutes - (b.plannedMinutes - b.expectedMinutes) ||
      a.name.localeCompare(b.name, "fr"),
  );
  ineligible.sort((a, b) => a.name.localeCompare(b.name, "fr"));
  return { eligible: eligible.map(({ rules: _, ...candidate }) => candidate), ineligible };
}

/** « de 06:00 à 08:30 »: the other shift meets this one, so its times are enough. */
function timesText(shift: ShiftTimes, zone: string): string {
  return `de ${formatInZone(shift.start, "HH:mm", zone)} à ${formatInZone(shift.end, "HH:mm", zone)}`;
}

/** Why a candidate stands where they do, one line each, for the finder. */
export function candidateLines(candidate: RankedCandidate): string[] {
  const visits = candidate.visits;
  const site =
    visits === 0
      ? `Aucune intervention sur ce site ces ${FAMILIARITY_WEEKS} dernières semaines`
      : `${visits} intervention${visits > 1 ? "s" : ""} sur ce site ces ${FAMILIARITY_WEEKS} dernières semaines`;
  const lines = [
    site,
    `Semaine avec ce remplacement : ${formatDuration(candidate.plannedMinutes)} sur ${formatDuration(candidate.expectedMinutes)} prévues au contrat`,
  ];
  const room = candidate.complementaryRoomMinutes;
  if (room !== null)
    lines.push(
      room > 0
        ? `Heures complémentaires : encore ${formatDuration(room)} possibles cette semaine`
        : "Heures complémentaires : plafond atteint cette semaine",
    );
  lines.push(...(candidate.checks.length === 0 ? ["Aucune règle du travail enfreinte"] : candidate.checks));
  return lines;
}
