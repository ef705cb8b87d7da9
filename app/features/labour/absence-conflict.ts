import { absenceLabel } from "../../domain/contracts";
import type { AbsenceKind } from "../../domain/enums";
import { absenceCovers } from "../../lib/absence-periods";
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

/** A shift that meets a recorded absence: its days, or its half day (a shift across midnight touches both days). */
export function absenceConflict(context: LabourContext): LabourFinding[] {
  const findings: LabourFinding[] = [];
  for (const shift of context.shifts) {
    for (const { absence, from, to } of context.absences) {
      if (!absenceCovers(absence, shift.start, shift.end, context.zone)) continue;
      const dates = from === to ? `le ${formatDay(from)}` : `du ${formatDay(from)} au ${formatDay(to)}`;
      findings.push({
        rule: "absence",
        message:
          `Vacation du ${formatPeriod(shift.start, shift.end, context.zone)} pendant une absence enregistrée : ` +
          `${absenceLabel(absence)} ${dates}. Confiez-la à quelqu'un d'autre ou déplacez-la.`,
        shiftIds: [shift.id],
        source: ABSENCE_SOURCES[absence.kind],
        period: { start: shift.start, end: shift.end },
      });
    }
  }
  return findings;
}
