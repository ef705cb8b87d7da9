import { z } from "zod";
import { PAYROLL_VARIABLES, type PayrollVariable } from "../../domain/enums";
import { optionalCodeField } from "../../lib/form-rules";

export const PAYROLL_CODE_MESSAGES = {
  invalid: "Un code Silae ne contient que des lettres, des chiffres, « - » ou « _ » (20 au plus).",
  saved: "Codes Silae enregistrés",
} as const;

const code = optionalCodeField(PAYROLL_CODE_MESSAGES.invalid);

/** The Silae code of each payroll variable; empty leaves the variable out of the export. */
export const payrollCodesSchema = z.object(
  Object.fromEntries(PAYROLL_VARIABLES.map((variable) => [variable, code])) as Record<PayrollVariable, typeof code>,
);
