import { PayrollCodesForm } from "../features/labour/components/payroll-codes-form";
import { PAYROLL_CODE_MESSAGES, payrollCodesSchema } from "../features/labour/payroll-codes.schema";
import { readPayrollCodes, savePayrollCodes } from "../features/labour/payroll-codes.server";
import { done, intent, runAction } from "../lib/action-runner.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { staffMeta } from "../lib/seo";
import type { Route } from "./+types/admin-payroll-codes";

/** The Silae code of each payroll variable: admins only, as the payroll software's settings are theirs. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUserWithRole(request, ["admin"], { signedOutTo: "/auth" });
  return { codes: Object.fromEntries(await readPayrollCodes()) };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireUserWithRole(request, ["admin"]);
  const formData = await request.formData();
  const intents = {
    codes: intent({
      schema: payrollCodesSchema,
      form: "keep",
      async run(codes) {
        await savePayrollCodes(codes, admin.id);
        return done(PAYROLL_CODE_MESSAGES.saved);
      },
    }),
  };
  return runAction(intents, String(formData.get("intent") ?? ""), formData, undefined);
}

export const meta: Route.MetaFunction = staffMeta("Codes Silae", "/admin/hours");

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PayrollCodesForm codes={loaderData.codes} />;
}
