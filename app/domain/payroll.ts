import { labelledEnum } from "./labelled-enum";

/**
 * The variables the Silae export carries, each mapped by an admin to the company's own Silae code: what each counts,
 * in French, with its unit (hours or days).
 */
export const { values: PAYROLL_VARIABLES, labels: PAYROLL_VARIABLE_LABELS } = labelledEnum({
  normal: { label: "Heures normales", unit: "heures" },
  complementary11: { label: "Heures complémentaires à 11 %", unit: "heures" },
  complementary25: { label: "Heures complémentaires à 25 %", unit: "heures" },
  overtime25: { label: "Heures supplémentaires à 25 %", unit: "heures" },
  overtime50: { label: "Heures supplémentaires à 50 %", unit: "heures" },
  night: { label: "Heures de nuit", unit: "heures" },
  sunday: { label: "Heures du dimanche", unit: "heures" },
  holiday: { label: "Heures des jours fériés", unit: "heures" },
  paidLeave: { label: "Congés payés (jours ouvrables)", unit: "jours" },
  sickness: { label: "Arrêt maladie (jours)", unit: "jours" },
  otherAbsence: { label: "Autre absence (jours)", unit: "jours" },
} satisfies Record<string, { label: string; unit: "heures" | "jours" }>);
export type PayrollVariable = (typeof PAYROLL_VARIABLES)[number];
