/** The variables the Silae export carries, each mapped by an admin to the company's own Silae code. */
export type PayrollVariable =
  | "normal"
  | "complementary11"
  | "complementary25"
  | "overtime25"
  | "overtime50"
  | "night"
  | "sunday"
  | "holiday"
  | "paidLeave"
  | "sickness"
  | "otherAbsence";

export const PAYROLL_VARIABLES: readonly PayrollVariable[] = [
  "normal",
  "complementary11",
  "complementary25",
  "overtime25",
  "overtime50",
  "night",
  "sunday",
  "holiday",
  "paidLeave",
  "sickness",
  "otherAbsence",
];

/** What each variable counts, in French, with its unit: hours or days. */
export const PAYROLL_VARIABLE_LABELS: Record<PayrollVariable, { label: string; unit: "heures" | "jours" }> = {
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
};
