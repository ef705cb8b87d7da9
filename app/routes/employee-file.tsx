import { data } from "react-router";
import { sendUrgentNoticesNow } from "../features/change-notices/change-notices.server";
import { listAbsences } from "../features/contracts/absences.server";
import { EmployeeFileScreen } from "../features/contracts/components/employee-file-screen";
import { displayName } from "../features/contracts/contracts";
import { ABSENCES_DENIED, CONTRACTS_DENIED } from "../features/contracts/contracts.schema";
import { listContracts } from "../features/contracts/contracts.server";
import { getEmployeeIdentity } from "../features/contracts/employee-file.server";
import { isContractIntent, runEmployeeFileAction } from "../features/contracts/employee-file-actions.server";
import { absenceShifts } from "../features/schedules/vacancies.server";
import { getEnv } from "../lib/env.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { pageMeta } from "../lib/seo";
import { todayIn } from "../lib/time";
import type { Route } from "./+types/employee-file";

/** Admins and managers read the file; only admins may change contracts, phone and hire date. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUserWithRole(request, ["admin", "manager"]);
  const employee = await getEmployeeIdentity(params.id);
  if (!employee) throw data(null, { status: 404 });
  const [contracts, absences] = await Promise.all([listContracts(employee.id), listAbsences(employee.id)]);
  const zone = getEnv().APP_TIME_ZONE;
  return {
    employee,
    contracts,
    absences,
    today: todayIn(zone),
    zone,
    canEditContracts: user.role === "admin",
  };
}

/** The intent travels in the URL, so that the guard of its role runs before the body is read. */
export async function action({ request, params }: Route.ActionArgs) {
  const intent = new URL(request.url).searchParams.get("intent");
  const actor = isContractIntent(intent)
    ? await requireUserWithRole(request, ["admin"], { denied: CONTRACTS_DENIED })
    : await requireUserWithRole(request, ["admin", "manager"], { denied: ABSENCES_DENIED });
  const zone = getEnv().APP_TIME_ZONE;
  const answer = await runEmployeeFileAction(
    intent,
    { employeeId: params.id, actorId: actor.id, zone, shifts: absenceShifts(zone) },
    await request.formData(),
  );
  // An absence that frees a shift within 24 hours is told now, not at the notices job's next minute.
  await sendUrgentNoticesNow();
  return answer;
}

export const meta: Route.MetaFunction = pageMeta((data: Route.MetaArgs["loaderData"]) => ({
  title: `Fiche employé : ${displayName(data.employee)}`,
  description: "Espace du personnel.",
  path: `/employees/${data.employee.id}`,
  noindex: true,
}));

export default function EmployeeFilePage({ loaderData, actionData }: Route.ComponentProps) {
  return <EmployeeFileScreen {...loaderData} answer={actionData} />;
}
