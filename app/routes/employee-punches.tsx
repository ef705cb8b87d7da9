import { data } from "react-router";
import type { z } from "zod";
import { ATTENDANCE_MESSAGES, addPunchSchema, correctPunchSchema } from "../features/attendance/attendance.schema";
import { TimesheetScreen } from "../features/attendance/components/timesheet-screen";
import { addManualPunch, type CorrectionOutcome, correctPunch } from "../features/attendance/punch-corrections.server";
import { buildTimesheet } from "../features/attendance/timesheet";
import { timesheetInputs } from "../features/attendance/timesheet.server";
import { timesheetView } from "../features/attendance/timesheet-view";
import { displayName } from "../features/contracts/contracts";
import { getEmployeeIdentity } from "../features/contracts/employee-file.server";
import { done, type Intents, intent, refused, runAction } from "../lib/action-runner.server";
import { getEnv } from "../lib/env.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { staffMeta } from "../lib/seo";
import { todayIn, weekOf } from "../lib/time";
import { weekNavigation } from "../lib/week-navigation";
import type { Route } from "./+types/employee-punches";

/** One employee's punches of a week against the plan, for managers and admins; `?semaine=` any day of it. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUserWithRole(request, ["admin", "manager"], { signedOutTo: "/auth" });
  const employee = await getEmployeeIdentity(params.id);
  if (!employee) throw data(null, { status: 404 });
  const { APP_TIME_ZONE: zone, PUNCH_TOLERANCE_MINUTES } = getEnv();
  const thisWeek = weekOf(todayIn(zone), zone);
  const week = weekOf(new URL(request.url).searchParams.get("semaine") ?? "", zone) ?? thisWeek;
  if (!week) throw data(null, { status: 400 });
  const { shifts, records } = await timesheetInputs(params.id, week);
  return {
    employee: { id: employee.id, name: displayName(employee) },
    week: weekNavigation(week.monday),
    sheet: timesheetView(buildTimesheet(shifts, records, PUNCH_TOLERANCE_MINUTES), zone),
    zone,
  };
}

interface PunchContext {
  employeeId: string;
  authorId: string;
}

/** A manager's write on the employee's punches: a new row, answered in French, or refused when its target is gone. */
function punchWrite<S extends z.ZodType>(
  schema: S,
  write: (employeeId: string, value: z.output<S>, authorId: string) => Promise<CorrectionOutcome>,
  messages: { done: string; notFound: string },
) {
  return intent({
    schema,
    form: "reset",
    async run(value, { employeeId, authorId }: PunchContext) {
      const outcome = await write(employeeId, value, authorId);
      return outcome.ok ? done(messages.done) : refused(messages.notFound, { status: 404, code: "NOT_FOUND" });
    },
  });
}

function punchIntents(zone: string): Intents<PunchContext> {
  return {
    "punch-correct": punchWrite(correctPunchSchema(zone), correctPunch, {
      done: ATTENDANCE_MESSAGES.corrected,
      notFound: ATTENDANCE_MESSAGES.punchNotFound,
    }),
    "punch-add": punchWrite(addPunchSchema(zone), addManualPunch, {
      done: ATTENDANCE_MESSAGES.added,
      notFound: ATTENDANCE_MESSAGES.shiftNotFound,
    }),
  };
}

/** « Corriger » and « Ajouter l'arrivée / le départ »: a new row with its reason, never a change of the old one. */
export async function action({ request, params }: Route.ActionArgs) {
  const manager = await requireUserWithRole(request, ["admin", "manager"]);
  const intentName = new URL(request.url).searchParams.get("intent");
  const context = { employeeId: params.id, authorId: manager.id };
  return runAction(punchIntents(getEnv().APP_TIME_ZONE), intentName, await request.formData(), context);
}

export const meta: Route.MetaFunction = staffMeta("Pointages", "/employees");

export default function Page({ loaderData }: Route.ComponentProps) {
  return <TimesheetScreen {...loaderData} />;
}
