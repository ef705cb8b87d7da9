import { inArray } from "drizzle-orm";
import { payrollCodes } from "../../../db/schema";
import { PAYROLL_VARIABLES, type PayrollVariable } from "../../domain/enums";
import { getDb } from "../../lib/db.server";

/** The company's Silae code of each mapped variable. */
export async function readPayrollCodes(): Promise<Map<PayrollVariable, string>> {
  const rows = await getDb().select({ variable: payrollCodes.variable, code: payrollCodes.code }).from(payrollCodes);
  return new Map(rows.map((row) => [row.variable, row.code]));
}

/** Records the codes as given: a variable left empty is no longer mapped (and so no longer exported). */
export function savePayrollCodes(codes: Record<PayrollVariable, string | null>, adminId: string): Promise<void> {
  return getDb().transaction(async (tx) => {
    const cleared = PAYROLL_VARIABLES.filter((variable) => !codes[variable]);
    if (cleared.length > 0) await tx.delete(payrollCodes).where(inArray(payrollCodes.variable, cleared));
    for (const variable of PAYROLL_VARIABLES) {
      const code = codes[variable];
      if (!code) continue;
      const values = { code, updatedBy: adminId, updatedAt: new Date() };
      await tx
        .insert(payrollCodes)
        .values({ variable, ...values })
        .onConflictDoUpdate({ target: payrollCodes.variable, set: values });
    }
  });
}
