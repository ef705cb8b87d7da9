import { data } from "react-router";
import type { z } from "zod";
import {
  ATTENDANCE_MESSAGES,
  addPunchSchema,
  correctPunchSchema,
  punchReportIdSchema,
  timesheetWeekSchema,
} from "../features/attendance/attendance.schema";
import { TimesheetScreen } from "../features/attendance/components/timesheet-screen";
import { addManualPunch, type CorrectionOutcome, correctPunch } from "../features/attendance/punch-corrections.server";
import { decideReport } from "../features/attendance/punch-reports.server";
import { weekSheet } from "../features/attendance/timesheet.server";
import { reopenWeek, validateWeek, type WeekOutcome } from "../features/attendance/timesheet-weeks.server";
import { displayName } from "../features/contracts/contracts";
import { getEmployeeIdentity } from "../features/contracts/employee-file.server";
import { monthLabel } from "../features/labour/report-month";
import { done, type Intents, intent, refused, runAction } from "../lib/action-runner.server";
import { getEnv } from "../lib/env.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { staffMeta } from "../lib/seo";
import { todayIn, weekOf } from "../lib/time";
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
  const month = week.monday.slice(0, 7);
  return {
    ...(await weekSheet(params.id, week, zone, PUNCH_TOLERANCE_MINUTES)),
    heading: `Pointages de ${displayName(employee)}`,
    back: { to: `/employees/${employee.id}`, label: "Fiche employé" },
    mode: "manager" as const,
    record: { employeeId: employee.id, month, label: monthLabel(month) },
  };
}

interface PunchContext {
  employeeId: string;
  authorId: string;
  zone: string;
}

/**
 * A manager's write on the employee's punches: a new row, answered in French, or refused when its target is gone or
 * its week validated.
 */
function punchWrite<S extends z.ZodType>(
  schema: S,
  write: (employeeId: string, value: z.output<S>, authorId: string, zone: string) => Promise<CorrectionOutcome>,
  messages: { done: string; notFound: string },
) {
  return intent({
    schema,
    form: "reset",
    async run(value, { employeeId, authorId, zone }: PunchContext) {
      const outcome = await write(employeeId, value, authorId, zone);
      if (outcome.ok) return done(messages.done);
      return outcome.reason === "WEEK_VALIDATED"
        ? refused(ATTENDANCE_MESSAGES.weekLocked, { status: 409, code: "WEEK_VALIDATED" })
        : refused(messages.notFound, { status: 404, code: "NOT_FOUND" });
    },
  });
}

const WEEK_REFUSALS = {
  NOT_OVER: ATTENDANCE_MESSAGES.weekNotOver,
  ALREADY_VALIDATED: ATTENDANCE_MESSAGES.weekAlreadyValidated,
  NOT_VALIDATED: ATTENDANCE_MESSAGES.weekNotValidated,
} as const;

/** « Valider la semaine » or « Rouvrir la semaine », answered in French; a refusal says why (409). */
function weekWrite(write: (monday: string, context: PunchContext) => Promise<WeekOutcome>, message: string) {
  return intent({
    schema: timesheetWeekSchema,
    async run({ monday }, context: PunchContext) {
      const outcome = await write(monday, context);
      return outcome.ok ? done(message) : refused(WEEK_REFUSALS[outcome.reason], { status: 409, code: outcome.reason });
    },
  });
}

/** « Accepter » or « Refuser » an employee's « j'ai oublié de pointer »; accepting adds the punch. */
function reportDecision(status: "accepted" | "refused", message: string) {
  return intent({
    schema: punchReportIdSchema,
    async run({ id }, { employeeId, authorId, zone }: PunchContext) {
      const outcome = await decideReport(employeeId, { id, status }, authorId, zone);
      if (outcome.ok) return done(message);
      return outcome.reason === "WEEK_VALIDATED"
        ? refused(ATTENDANCE_MESSAGES.weekLocked, { status: 409, code: "WEEK_VALIDATED" })
        : refused(ATTENDANCE_MESSAGES.reportNotFound, { status: 404, code: "NOT_FOUND" });
    },
  });
}

function punchIntents(zone: string): Intents<PunchContext> {
  return {
    "week-validate": weekWrite((monday, { employeeId, authorId }) => {
      const week = weekOf(monday, zone);
      if (!week) throw new Error(`Semaine invalide : ${monday}`);
      return validateWeek(employeeId, week, authorId, new Date());
    }, ATTENDANCE_MESSAGES.weekValidated),
    "week-reopen": weekWrite(
      (monday, { employeeId }) => reopenWeek(employeeId, monday),
      ATTENDANCE_MESSAGES.weekReopened,
    ),
    "report-accept": reportDecision("accepted", ATTENDANCE_MESSAGES.reportAccepted),
    "report-refuse": reportDecision("refused", ATTENDANCE_MESSAGES.reportRefused),
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

/**
 * « Corriger » and « Ajouter l'arrivée / le départ »: a new row with its reason, never a change of the old one.
 * « Valider la semaine » locks the week, and pays it on its punches; « Rouvrir la semaine » unlocks it. « Accepter »
 * and « Refuser » answer the employee's reports of a forgotten punch.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const manager = await requireUserWithRole(request, ["admin", "manager"]);
  const intentName = new URL(request.url).searchParams.get("intent");
  const zone = getEnv().APP_TIME_ZONE;
  const context = { employeeId: params.id, authorId: manager.id, zone };
  return runAction(punchIntents(zone), intentName, await request.formData(), context);
}

export const meta: Route.MetaFunction = staffMeta("Pointages", "/employees");

export default function Page({ loaderData }: Route.ComponentProps) {
  return <TimesheetScreen {...loaderData} />;
}
