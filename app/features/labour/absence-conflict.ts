import { ABSENCE_KIND_LABELS, type AbsenceKind } from "../../domain/contracts";
import { dayOfInstant } from "../../lib/time";
import { formatDay, formatPeriod } from "./french-format";
import type { LabourFinding } from "./labour-alert";
import type { LabourContext } from "./labour-context";

// An absence suspends work: paid leave (Code du travail, art. L3141-1), sickness (art. L1226-1: the contract is
// suspended), or another absence the company recorded.
export const ABSENCE_SOURCES: Record<AbsenceKind, string> = {
  paid_leave: "Code du travail, art. L3141-1 (congés payés)",
  sickness: "Code du travail, art. L1226-1 (arrêt maladie, contrat suspendu)",
  other: "Absence enregistrée au dossier du salarié",
};

/** A shift on any day of a recorded absence (a shift across midnight touches both its days). */
export function absenceConflict(context: LabourContext): LabourFinding[] {
  const findings: LabourFinding[] = [];
  for (const shift of context.shifts) {
    const first = dayOfInstant(shift.start, context.zone);
    const last = dayOfInstant(shift.end - 1, context.zone);
    for (const { absence, from, to } of context.absences) {
      if (from > last || to < first) continue;
      const dates = from === to ? `le ${formatDay(from)}` : `du ${formatDay(from)} au ${formatDay(to)}`;
      findings.push({
        rule: "absence",
        message:
          `Vacation du ${formatPeriod(shift.start, shift.end, context.zone)} pendant une absence enregistrée : ` +
          `${ABSENCE_KIND_LABELS[absence.kind]} ${dates}. Confiez-la à quelqu'un d'autre ou déplacez-la.`,
        shiftIds: [shift.id],
        source: ABSENCE_SOURCES[absence.kind],
        period: { start: shift.start, end: shift.end },
      });
    }
  }
  return findings;
}
