import { data } from "react-router";
import { ATTENDANCE_MESSAGES, punchReportSchema } from "../features/attendance/attendance.schema";
import { TimesheetScreen } from "../features/attendance/components/timesheet-screen";
import { reportForgottenPunch } from "../features/attendance/punch-reports.server";
import { weekSheet } from "../features/attendance/timesheet.server";
import { done, intent, refused, runAction } from "../lib/action-runner.server";
import { getEnv } from "../lib/env.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { staffMeta } from "../lib/seo";
import { todayIn, weekOf } from "../lib/time";
import type { Route } from "./+types/my-punches";

/** The employee's own punches of a week against their plan, read only; `?semaine=` any day of it. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUserWithRole(request, ["employee"]);
  const { APP_TIME_ZONE: zone, PUNCH_TOLERANCE_MINUTES } = getEnv();
  const asked = weekOf(new URL(request.url).searchParams.get("semaine") ?? "", zone);
  const week = asked ?? weekOf(todayIn(zone), zone);
  if (!week) throw data(null, { status: 400 });
  return {
    ...(await weekSheet(user.id, week, zone, PUNCH_TOLERANCE_MINUTES)),
    heading: "Mes pointages",
    back: { to: `/my-schedule?semaine=${week.monday}`, label: "Mon planning" },
    mode: "employee" as const,
    record: null,
  };
}

const REFUSALS = {
  NOT_FOUND: { message: ATTENDANCE_MESSAGES.ownShiftNotFound, status: 404 },
  WEEK_VALIDATED: { message: ATTENDANCE_MESSAGES.ownWeekLocked, status: 409 },
  ALREADY_REPORTED: { message: ATTENDANCE_MESSAGES.alreadyReported, status: 409 },
} as const;

/** « J'ai oublié de pointer »: always for the signed-in employee's own shift, whatever the form says. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUserWithRole(request, ["employee"]);
  const zone = getEnv().APP_TIME_ZONE;
  const intentName = new URL(request.url).searchParams.get("intent");
  const intents = {
    "punch-report": intent({
      schema: punchReportSchema(zone),
      form: "reset",
      async run(report) {
        const outcome = await reportForgottenPunch(user.id, report, zone);
        if (outcome.ok) return done(ATTENDANCE_MESSAGES.reported);
        const refusal = REFUSALS[outcome.reason];
        return refused(refusal.message, { status: refusal.status, code: outcome.reason });
      },
    }),
  };
  return runAction(intents, intentName, await request.formData(), undefined);
}

export const meta: Route.MetaFunction = staffMeta("Mes pointages", "/my-schedule");

export default function Page({ loaderData }: Route.ComponentProps) {
  return <TimesheetScreen {...loaderData} />;
}
