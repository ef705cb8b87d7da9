import { ATTENDANCE_MESSAGES, noShowSchema } from "../features/attendance/attendance.schema";
import { attendanceBoard } from "../features/attendance/attendance-board.server";
import { notPunchedShift } from "../features/attendance/attendance-watch.server";
import {
  DepartureMissingPanel,
  LatePanel,
  PunchReportsPanel,
} from "../features/attendance/components/attendance-panels";
import { OnSitePanel } from "../features/attendance/components/on-site-panel";
import { sendUrgentNoticesNow } from "../features/change-notices/change-notices.server";
import { LEAVE_REQUEST_MESSAGES, requestIdSchema } from "../features/contracts/absence-requests.schema";
import { decideRequest, listPendingRequests } from "../features/contracts/absence-requests.server";
import { addAbsence } from "../features/contracts/absences.server";
import { PendingRequests } from "../features/contracts/components/pending-requests";
import { absenceText } from "../features/contracts/contracts";
import { CONTRACT_MESSAGES } from "../features/contracts/contracts.schema";
import { decideUnavailability, listPendingUnavailabilities } from "../features/contracts/unavailabilities.server";
import { UNAVAILABILITY_MESSAGES } from "../features/contracts/unavailability.schema";
import { countNewLeads } from "../features/inbox/inbox.server";
import { CorrectiveActionsPanel } from "../features/inspections/components/corrective-actions-panel";
import { openCorrectiveActions } from "../features/inspections/corrective-actions.server";
import { planningLabourGate } from "../features/labour/labour-gate.server";
import { recentOverrides, watchWeek } from "../features/labour/week-alerts.server";
import { declaredPeriod } from "../features/my-week/cannot-come";
import { SwapsToApprove } from "../features/schedules/components/swaps-panel";
import { VolunteersToConfirm } from "../features/schedules/components/volunteers-panel";
import { decideSwap } from "../features/schedules/swaps/swap-actions.server";
import { SWAP_MESSAGES, swapIdSchema } from "../features/schedules/swaps/swaps.schema";
import { swapsToApprove } from "../features/schedules/swaps/swaps.server";
import { absenceShifts } from "../features/schedules/vacancies.server";
import { volunteerDecisionIntents } from "../features/schedules/volunteers/volunteer-intents.server";
import { volunteersToConfirm } from "../features/schedules/volunteers/volunteers.server";
import { StaffHomePage } from "../features/staff-home/components/staff-home-page";
import { dayPlan, meeting } from "../features/staff-home/staff-home";
import {
  describeOverlaps,
  listShiftsBetween,
  listShiftsToReplace,
  listUnassignedShifts,
} from "../features/staff-home/staff-home.server";
import { done, type Intents, intent, refused, runAction } from "../lib/action-runner.server";
import { awaitAll } from "../lib/await-all";
import { getEnv } from "../lib/env.server";
import { queueMail } from "../lib/mail.server";
import type { SessionUser } from "../lib/permissions";
import { requireUserWithRole } from "../lib/permissions.server";
import { staffMeta } from "../lib/seo";
import { formatInZone, shiftDay, shiftWeek, todayIn, wallTimeToInstant, weekOf } from "../lib/time";
import { slotText } from "../lib/unavailable-slots";
import { leaveDecidedMail } from "../mail/leave-request";
import type { Route } from "./+types/admin-home";

/** Paris midnight of a day (midnight always exists in Paris; the fallback only guards other zones). */
function midnight(day: string, zone: string): Date {
  const instant = wallTimeToInstant(`${day}T00:00`, zone);
  return instant.ok ? instant.instant : new Date(`${day}T00:00:00Z`);
}

/**
 * The staff home of managers and admins: shifts to replace, today's and tomorrow's work, shifts nobody works, new
 * leads, alerts.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUserWithRole(request, ["admin", "manager"], { signedOutTo: "/auth" });
  const zone = getEnv().APP_TIME_ZONE;
  const today = todayIn(zone);
  const tomorrow = shiftDay(today, 1);
  const monday = weekOf(today, zone)?.monday ?? today;
  const day = (date: string) => ({ start: midnight(date, zone), end: midnight(shiftDay(date, 1), zone) });
  const thisWeek = { start: midnight(monday, zone), end: midnight(shiftWeek(monday, 1), zone) };
  const twoWeeks = { start: thisWeek.start, end: midnight(shiftWeek(monday, 2), zone) };
  const now = new Date();
  const { twoDays, watched, attendance, ...board } = await awaitAll({
    toReplace: listShiftsToReplace(twoWeeks, now),
    twoDays: listShiftsBetween({ start: day(today).start, end: day(tomorrow).end }),
    unassigned: listUnassignedShifts(twoWeeks),
    watched: watchWeek(monday, thisWeek, zone),
    overrides: recentOverrides(thisWeek.start),
    newLeads: countNewLeads(),
    requests: listPendingRequests(),
    swaps: swapsToApprove(),
    unavailable: listPendingUnavailabilities(),
    volunteers: volunteersToConfirm(now),
    attendance: attendanceBoard(now, zone, getEnv().PUNCH_TOLERANCE_MINUTES),
    correctiveActions: openCorrectiveActions(),
  });
  const overlaps = await describeOverlaps(watched.doubleBookings);
  return {
    zone,
    monday,
    todayLabel: formatInZone(`${today}T12:00:00Z`, "EEEE d MMMM", "UTC"),
    tomorrowLabel: formatInZone(`${tomorrow}T12:00:00Z`, "EEEE d MMMM", "UTC"),
    ...board,
    today: dayPlan(today, meeting(twoDays, day(today))),
    tomorrow: dayPlan(tomorrow, meeting(twoDays, day(tomorrow))),
    overlaps,
    labourAlerts: watched.alerts,
    todayDay: today,
    ...attendance,
  };
}

/** « Accepter » or « Refuser » a leave request (the features meet here): the employee is told by mail at once. */
async function decide({ requestId }: { requestId: string }, approve: boolean, manager: SessionUser) {
  const zone = getEnv().APP_TIME_ZONE;
  const decision = await decideRequest(requestId, approve, manager.id, absenceShifts(zone));
  if (!decision.ok) {
    const message =
      decision.reason === "OVERLAP" ? LEAVE_REQUEST_MESSAGES.approvedOverlap : LEAVE_REQUEST_MESSAGES.notPending;
    return refused(message, { status: 409, code: decision.reason });
  }
  const { employee, request, freed } = decision;
  const what = absenceText(request);
  const weekUrl = `${getEnv().PUBLIC_URL}/my-schedule`;
  await queueMail({
    to: employee.email,
    ...leaveDecidedMail({ noun: "congé", firstName: employee.firstName, approved: approve, what, freed, weekUrl }),
  });
  if (!approve) return done(LEAVE_REQUEST_MESSAGES.refused, `${employee.name}, ${what}`);
  await sendUrgentNoticesNow();
  const shifts =
    freed === 0 ? "aucune intervention à remplacer" : `${freed} intervention${freed > 1 ? "s" : ""} à remplacer`;
  return done(LEAVE_REQUEST_MESSAGES.approved, `${employee.name}, ${what} : ${shifts}.`);
}

/** « Approuver » or « Refuser » a swap both employees agreed on, through the labour rules. */
function swapDecision(approve: boolean) {
  return intent({
    schema: swapIdSchema,
    invalid: { status: 404, message: SWAP_MESSAGES.notOpen },
    async run({ swapId }, manager: SessionUser) {
      const outcome = await decideSwap(manager, swapId, approve, planningLabourGate);
      if (!outcome.ok) return refused(outcome.message, { status: 409, code: outcome.code });
      if (approve) await sendUrgentNoticesNow();
      return done(outcome.message);
    },
  });
}

/** « Accepter » or « Refuser » an unavailability: the finder lists the employee apart at those times once accepted. */
function unavailableDecision(approve: boolean) {
  return intent({
    schema: requestIdSchema,
    invalid: { status: 404, message: UNAVAILABILITY_MESSAGES.notPending },
    async run({ requestId }, manager: SessionUser) {
      const decided = await decideUnavailability(requestId, approve, manager.id);
      if (!decided) return refused(UNAVAILABILITY_MESSAGES.notPending, { status: 409, code: "NOT_PENDING" });
      const what = `Indisponible ${slotText(decided.slot)}`;
      const weekUrl = `${getEnv().PUBLIC_URL}/my-schedule`;
      const words = { noun: "indisponibilité" as const, firstName: decided.employee.firstName, approved: approve };
      await queueMail({ to: decided.employee.email, ...leaveDecidedMail({ ...words, what, freed: 0, weekUrl }) });
      const title = approve ? UNAVAILABILITY_MESSAGES.approved : UNAVAILABILITY_MESSAGES.refused;
      return done(title, `${decided.employee.name}, ${what}`);
    },
  });
}

/** « Marquer absent(e) » on a shift not punched in: an absence from that shift, which frees the day's shifts. */
const markNoShowAbsent = intent({
  schema: noShowSchema,
  invalid: { status: 404, message: ATTENDANCE_MESSAGES.noShowGone },
  async run({ id: { planningId, employeeId } }, manager: SessionUser) {
    const zone = getEnv().APP_TIME_ZONE;
    const shift = await notPunchedShift(planningId, employeeId, new Date());
    if (!shift) return refused(ATTENDANCE_MESSAGES.noShowGone, { status: 409, code: "NOT_MISSING" });
    const { day, halfDay } = declaredPeriod(shift.start.toISOString(), zone);
    const absence = {
      kind: "other" as const,
      startsOn: day,
      endsOn: day,
      halfDay,
      note: ATTENDANCE_MESSAGES.noShowNote,
    };
    const outcome = await addAbsence(employeeId, absence, manager.id, absenceShifts(zone));
    if (!outcome.ok) return refused(CONTRACT_MESSAGES.absenceOverlap, { status: 409, code: outcome.reason });
    await sendUrgentNoticesNow();
    const freed = `${outcome.freed} intervention${outcome.freed > 1 ? "s" : ""} à remplacer`;
    return done(ATTENDANCE_MESSAGES.markedAbsent, `${shift.name} : ${freed}.`);
  },
});

const STAFF_HOME_ACTIONS: Intents<SessionUser> = {
  "no-show-absent": markNoShowAbsent,
  ...volunteerDecisionIntents(planningLabourGate),
  "unavailable-approve": unavailableDecision(true),
  "unavailable-refuse": unavailableDecision(false),
  "swap-approve": swapDecision(true),
  "swap-refuse": swapDecision(false),
  "leave-approve": intent({
    schema: requestIdSchema,
    invalid: { status: 404, message: LEAVE_REQUEST_MESSAGES.notPending },
    run: (value, manager) => decide(value, true, manager),
  }),
  "leave-refuse": intent({
    schema: requestIdSchema,
    invalid: { status: 404, message: LEAVE_REQUEST_MESSAGES.notPending },
    run: (value, manager) => decide(value, false, manager),
  }),
};

export async function action({ request }: Route.ActionArgs) {
  const manager = await requireUserWithRole(request, ["admin", "manager"]);
  const name = new URL(request.url).searchParams.get("intent");
  return runAction(STAFF_HOME_ACTIONS, name, await request.formData(), manager);
}

export const meta: Route.MetaFunction = staffMeta("Accueil du personnel", "/admin");

export default function Page({ loaderData }: Route.ComponentProps) {
  const toAnswer = (
    <>
      <PendingRequests requests={loaderData.requests} unavailable={loaderData.unavailable} />
      <VolunteersToConfirm volunteers={loaderData.volunteers} />
      <SwapsToApprove swaps={loaderData.swaps} />
      <PunchReportsPanel rows={loaderData.punchReports} />
      <CorrectiveActionsPanel actions={loaderData.correctiveActions} today={loaderData.todayDay} />
    </>
  );
  const attendance = (
    <>
      <LatePanel rows={loaderData.late} />
      <OnSitePanel people={loaderData.onSite} />
      <DepartureMissingPanel rows={loaderData.departuresMissing} />
    </>
  );
  return <StaffHomePage {...loaderData} attendance={attendance} toAnswer={toAnswer} />;
}
