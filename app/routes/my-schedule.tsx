import { useNavigation } from "react-router";
import { z } from "zod";
import { ResultAlert } from "../components/ui/result-alert";
import { WeekNav } from "../components/ui/week-nav";
import { absenceLabel } from "../domain/contracts";
import { MY_SCHEDULE_REGIONS } from "../domain/my-schedule-regions";
import { fullName } from "../domain/people";
import {
  noticesEnabled,
  sendUrgentNoticesNow,
  setNoticesEnabled,
} from "../features/change-notices/change-notices.server";
import { listOwnRequests } from "../features/contracts/absence-requests.server";
import { addAbsence, listAbsences } from "../features/contracts/absences.server";
import { MyAbsences } from "../features/contracts/components/my-absences";
import { MyLeaveRequests } from "../features/contracts/components/my-leave-requests";
import { MyUnavailabilities } from "../features/contracts/components/my-unavailabilities";
import { employeeRequestIntents } from "../features/contracts/employee-requests.server";
import { listOwnUnavailabilities } from "../features/contracts/unavailabilities.server";
import { planningLabourGate } from "../features/labour/labour-gate.server";
import { readLabourInputs } from "../features/labour/labour-inputs.server";
import { fitsFor, shiftToFill } from "../features/labour/replacement-candidates.server";
import { weekHours } from "../features/labour/week-hours";
import { getCalendarToken, regenerateCalendarToken, revokeCalendarToken } from "../features/my-week/calendar.server";
import { CANNOT_COME_MESSAGES, cannotComeRefusal, declaredPeriod } from "../features/my-week/cannot-come";
import { cannotComeSchema } from "../features/my-week/cannot-come.schema";
import { ownComingShift, tellManagersCannotCome } from "../features/my-week/cannot-come.server";
import { MySettings } from "../features/my-week/components/my-settings";
import { ShiftCard } from "../features/my-week/components/shift-card";
import { WeekDayList } from "../features/my-week/components/week-days";
import { weekDays, weekHoursText } from "../features/my-week/my-week";
import { listMyShifts } from "../features/my-week/my-week.server";
import { OpenShifts } from "../features/schedules/components/open-shifts";
import { MySwaps } from "../features/schedules/components/swap-lists";
import type { Outcome as PlanningOutcome } from "../features/schedules/schedule-outcome";
import type { Planning } from "../features/schedules/schedules";
import { answerSwap, cancelSwap } from "../features/schedules/swaps/swap-actions.server";
import { SWAP_MESSAGES, swapIdSchema } from "../features/schedules/swaps/swaps.schema";
import { swapsOf } from "../features/schedules/swaps/swaps.server";
import { absenceShifts } from "../features/schedules/vacancies.server";
import { volunteerIntents } from "../features/schedules/volunteers/volunteer-intents.server";
import { openShiftsFor } from "../features/schedules/volunteers/volunteers.server";
import { done, type Intents, intent, refused, runAction } from "../lib/action-runner.server";
import { getEnv } from "../lib/env.server";
import type { SessionUser } from "../lib/permissions";
import { requireUserWithRole } from "../lib/permissions.server";
import { staffMeta } from "../lib/seo";
import { formatInZone, shiftDay, todayIn, type WeekRange, weekOf } from "../lib/time";
import { weekNavigation } from "../lib/week-navigation";
import type { Route } from "./+types/my-schedule";

/** What the labour rules say of open shifts for the employee asking for them, by planning id. */
const fitsOf = (employeeId: string, zone: string) => (plannings: readonly Planning[]) =>
  fitsFor(plannings.map(shiftToFill), employeeId, zone, new Date());

/** One week, `?semaine=` any of its days (this week by default); on this week, the next shift on top. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUserWithRole(request, ["employee"]);
  const env = getEnv();
  const zone = env.APP_TIME_ZONE;
  const now = new Date();
  const today = todayIn(zone, now);
  const thisWeek = weekOf(today, zone) as WeekRange;
  const week = weekOf(new URL(request.url).searchParams.get("semaine") ?? "", zone) ?? thisWeek;
  const isThisWeek = week.monday === thisWeek.monday;
  const lastDay = shiftDay(week.monday, 6);
  const [shifts, next, inputs, token, notices, absences, requests, swaps, unavailable, openShifts] = await Promise.all([
    listMyShifts(user.id, { week }, now),
    isThisWeek ? listMyShifts(user.id, "next", now) : [],
    readLabourInputs([user.id], { start: week.start, end: week.end, firstDay: week.monday, lastDay }),
    getCalendarToken(user.id),
    noticesEnabled(user.id),
    listAbsences(user.id, today),
    listOwnRequests(user.id, today),
    swapsOf(user.id, now),
    listOwnUnavailabilities(user.id, today),
    openShiftsFor(user.id, week, now, fitsOf(user.id, zone)),
  ]);
  const labour = inputs.get(user.id) ?? { contracts: [], absences: [], shifts: [] };
  const figures = weekHours({ ...labour, monday: week.monday }, zone);
  const nextShift = next[0] ?? null;
  return {
    zone,
    week: weekNavigation(week.monday),
    isThisWeek,
    hours: figures ? weekHoursText(figures) : null,
    days: weekDays({ shifts, absences: labour.absences, monday: week.monday, today }, zone),
    next: nextShift ? { shift: nextShift, day: formatInZone(nextShift.startTime, "EEEE d MMMM", zone) } : null,
    now: now.toISOString(),
    feedUrl: token ? `${env.PUBLIC_URL}/calendar/${token}.ics` : null,
    notices,
    absences,
    requests,
    swaps,
    unavailable,
    openShifts,
    employeeId: user.id,
  };
}

/**
 * « Je ne peux pas venir » on one of the employee's coming shifts: an absence of that day (its afternoon for a shift
 * from noon), which frees the day's shifts from that one on, and a mail to the managers at once (ADR 046).
 */
async function cannotCome(value: z.output<typeof cannotComeSchema>, employee: SessionUser) {
  const zone = getEnv().APP_TIME_ZONE;
  const shift = await ownComingShift(employee.id, value.planningId, new Date());
  if (!shift) return refused(CANNOT_COME_MESSAGES.notYours, { status: 404, code: "NOT_FOUND", submission: false });
  const { day, halfDay } = declaredPeriod(shift.startTime, zone);
  const absence = { kind: value.reason, startsOn: day, endsOn: day, halfDay, note: value.note };
  const outcome = await addAbsence(employee.id, absence, employee.id, absenceShifts(zone, shift.startTime));
  if (!outcome.ok) return refused(CANNOT_COME_MESSAGES.overlap, { status: 409, code: outcome.reason });
  await tellManagersCannotCome({
    employee: fullName(employee),
    reason: absenceLabel(absence),
    shift,
    freed: outcome.freed,
    note: value.note,
  });
  await sendUrgentNoticesNow();
  return done(CANNOT_COME_MESSAGES.done, CANNOT_COME_MESSAGES.freed(outcome.freed));
}

/** An answer to a proposal between colleagues, for the signed-in employee only (the features meet here). */
function swapIntent(run: (swapId: string, employee: SessionUser) => Promise<PlanningOutcome>) {
  return intent({
    schema: swapIdSchema,
    invalid: { status: 404, message: SWAP_MESSAGES.notOpen },
    async run({ swapId }, employee: SessionUser) {
      const outcome = await run(swapId, employee);
      return outcome.ok ? done(outcome.message) : refused(outcome.message, { status: 409, code: outcome.code });
    },
  });
}

/** The employee's own requests and settings: the forms name no one, each intent acts for the signed-in employee only. */
const myScheduleActions = (zone: string): Intents<SessionUser> => ({
  ...employeeRequestIntents(zone),
  ...volunteerIntents((employee) => ({
    fitsOf: fitsOf(employee.id, zone),
    autoConfirm: getEnv().OPEN_SHIFT_AUTO_CONFIRM,
    gate: planningLabourGate,
  })),
  "swap-accept": swapIntent((swapId, employee) => answerSwap(employee, swapId, true, planningLabourGate)),
  "swap-decline": swapIntent((swapId, employee) => answerSwap(employee, swapId, false, planningLabourGate)),
  "swap-cancel": swapIntent((swapId, employee) => cancelSwap(employee, swapId)),
  "cannot-come": intent({
    schema: cannotComeSchema,
    invalid: { status: 400, message: cannotComeRefusal },
    run: cannotCome,
  }),
  "calendar-regenerate": intent({
    schema: z.object({}),
    async run(_value, employee) {
      await regenerateCalendarToken(employee.id);
      return done("Nouveau lien d'abonnement créé : l'ancien ne fonctionne plus.");
    },
  }),
  "calendar-revoke": intent({
    schema: z.object({}),
    async run(_value, employee) {
      await revokeCalendarToken(employee.id);
      return done("Lien d'abonnement révoqué.");
    },
  }),
  notices: intent({
    schema: z.object({ enabled: z.string().optional() }),
    async run(value, employee) {
      const enabled = value.enabled === "on";
      await setNoticesEnabled(employee.id, enabled);
      return done(
        enabled ? "Vous serez prévenu(e) par e-mail des changements." : "Vous ne recevrez plus d'e-mail de changement.",
      );
    },
  }),
});

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUserWithRole(request, ["employee"]);
  const form = await request.formData();
  const name = new URL(request.url).searchParams.get("intent") ?? String(form.get("intent") ?? "");
  return runAction(myScheduleActions(getEnv().APP_TIME_ZONE), name, form, user, {
    unknown: { code: "INVALID_INTENT" },
  });
}

export const meta: Route.MetaFunction = staffMeta("Mon planning", "/my-schedule");

const SHORTCUTS = [
  [`#${MY_SCHEDULE_REGIONS.absences.id}`, MY_SCHEDULE_REGIONS.absences.title],
  [`#${MY_SCHEDULE_REGIONS.leave.id}`, MY_SCHEDULE_REGIONS.leave.ask],
  [`#${MY_SCHEDULE_REGIONS.calendar.id}`, "Mon agenda"],
  [`#${MY_SCHEDULE_REGIONS.notices.id}`, "Être prévenu(e)"],
] as const;

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { week, isThisWeek, hours, days, next, zone, now, feedUrl, notices, absences, requests, swaps, unavailable } =
    loaderData;
  const declared = actionData?.intent === "cannot-come" ? actionData : undefined;
  const busy = useNavigation().state === "submitting";
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <div className="space-y-3">
        <h1 className="text-3xl font-bold text-slate-900">Mon planning</h1>
        <ResultAlert result={declared} className="" />
        <nav aria-label="Raccourcis" className="flex flex-wrap gap-x-4">
          {[...SHORTCUTS, [`/my-schedule/pointages?semaine=${week.monday}`, "Mes pointages"] as const].map(
            ([href, label]) => (
              <a key={href} href={href} className="inline-flex min-h-11 items-center text-brand-700 underline">
                {label}
              </a>
            ),
          )}
        </nav>
      </div>

      {isThisWeek ? (
        <section aria-labelledby="prochaine" className="space-y-2">
          <h2 id="prochaine" className="text-xl font-semibold text-slate-900">
            Prochaine intervention
          </h2>
          {next ? (
            <>
              <p className="font-medium text-slate-800 first-letter:uppercase">{next.day}</p>
              <ShiftCard shift={next.shift} zone={zone} now={now} />
            </>
          ) : (
            <p className="text-slate-600">Aucune intervention à venir.</p>
          )}
        </section>
      ) : null}

      <section aria-labelledby="ma-semaine" className="space-y-4">
        <h2 id="ma-semaine" className="sr-only">
          Ma semaine
        </h2>
        <WeekNav week={week} thisWeekHref={isThisWeek ? undefined : "/my-schedule"} />
        {hours ? <p className="font-medium text-slate-800">{hours}</p> : null}
        <WeekDayList week={days} zone={zone} now={now} nextId={next?.shift.id ?? null} />
      </section>

      <OpenShifts shifts={loaderData.openShifts} />

      <MyAbsences absences={absences} />

      <MySwaps swaps={swaps} employeeId={loaderData.employeeId} />

      <MyLeaveRequests requests={requests} zone={zone} />

      <MyUnavailabilities slots={unavailable} zone={zone} />

      <MySettings
        feedUrl={feedUrl}
        notices={notices}
        answer={actionData && !declared ? actionData : null}
        busy={busy}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-3xl font-bold text-slate-900">Mon planning</h1>
      <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
        Impossible de charger votre planning.
      </p>
    </section>
  );
}
