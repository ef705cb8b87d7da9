import { AlertTriangle, CalendarDays, Inbox, UserRoundX, UserX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Panel } from "../../../components/ui/panel";
import { formatInZone } from "../../../lib/time";
import {
  type DayPlan,
  type HomeShift,
  moreSitesText,
  newLeadsText,
  type OverlapAlert,
  overlapText,
  shiftDayAndTime,
  shiftTime,
  type VacantShift,
} from "../staff-home";

interface StaffHomeProps {
  zone: string;
  /** This week's Monday (yyyy-MM-dd), for the links to the schedules. */
  monday: string;
  todayLabel: string;
  tomorrowLabel: string;
  /** Coming shifts of this week and the next that an absence took someone off. */
  toReplace: VacantShift[];
  today: DayPlan;
  tomorrow: DayPlan;
  unassigned: HomeShift[];
  overlaps: OverlapAlert[];
  /** The labour rules this week's shifts break. */
  labourAlerts: Array<{ employee: string; message: string }>;
  /** This week's saves past labour alerts: who, when, why. */
  overrides: Array<{ id: string; at: string; actor: string; reason: string; messages: string[]; count: number }>;
  newLeads: number;
  /** Who has not punched in, who is on site, who has not punched out (the attendance feature's panels). */
  attendance: ReactNode;
  /** The panels of what waits for a manager's answer: leave, unavailability, swaps (other features' panels). */
  toAnswer: ReactNode;
}

const LINK = "font-semibold text-brand-800 underline hover:text-brand-900";

export function StaffHomePage(props: StaffHomeProps) {
  const { zone, monday } = props;
  const vacant = new Map(props.toReplace.map((shift) => [shift.id, shift]));
  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6 md:py-10 lg:px-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Accueil du personnel</h1>
        <p className="mt-1 text-slate-700 first-letter:uppercase">{props.todayLabel}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <ComingShiftsPanel
          id="a-remplacer"
          title="À remplacer"
          icon={<UserRoundX aria-hidden="true" className="size-5" />}
          intro="Vacations libérées par une absence, cette semaine et la suivante."
          shifts={props.toReplace}
          zone={zone}
          empty="Aucune vacation à remplacer."
          note={(shift) => `À remplacer : ${shift.replacing.join(", ")}`}
          finder="Trouver un remplaçant"
          link={`/admin/schedules?semaine=${monday}&vue=employes`}
        />
        {props.attendance}
        <Panel id="aujourdhui" title="Aujourd'hui" icon={<CalendarDays aria-hidden="true" className="size-5" />}>
          <DayShifts plan={props.today} zone={zone} vacant={vacant} empty="Aucune intervention aujourd'hui." />
        </Panel>
        <Panel
          id="demain"
          title={`Demain, ${props.tomorrowLabel}`}
          icon={<CalendarDays aria-hidden="true" className="size-5" />}
        >
          <DayShifts plan={props.tomorrow} zone={zone} vacant={vacant} empty="Aucune intervention demain." />
        </Panel>
        <ComingShiftsPanel
          id="sans-employe"
          title="Sans employé assigné"
          icon={<UserX aria-hidden="true" className="size-5" />}
          intro="Cette semaine et la suivante."
          shifts={props.unassigned}
          zone={zone}
          empty="Chaque intervention de ces deux semaines a un employé."
          finder="Trouver un employé"
          link={`/admin/schedules?semaine=${monday}&vue=sites`}
        />
        {props.toAnswer}
        <div className="space-y-6">
          <Panel
            id="demandes"
            title="Nouvelles demandes"
            icon={<Inbox aria-hidden="true" className="size-5" />}
            count={props.newLeads}
          >
            <p className="text-slate-800">{newLeadsText(props.newLeads)}</p>
            <p className="mt-3">
              <Link to="/admin/inbox" className={LINK}>
                Voir les demandes
              </Link>
            </p>
          </Panel>
          <Panel
            id="alertes"
            title="Alertes de la semaine"
            icon={<AlertTriangle aria-hidden="true" className="size-5" />}
            count={props.overlaps.length + props.labourAlerts.length}
          >
            {props.overlaps.length === 0 && props.labourAlerts.length === 0 ? (
              <p className="text-slate-700">Aucune alerte cette semaine.</p>
            ) : null}
            {props.overlaps.length > 0 ? (
              <>
                <p className="text-sm text-slate-600">Employés prévus sur deux interventions en même temps.</p>
                <AlertList
                  items={props.overlaps.map((overlap) => ({
                    key: `${overlap.first.id}-${overlap.second.id}-${overlap.employee}`,
                    text: overlapText(overlap, zone),
                  }))}
                />
              </>
            ) : null}
            {props.labourAlerts.length > 0 ? (
              <>
                <p className="mt-3 text-sm text-slate-600">Règles du travail (Code du travail, CCN propreté).</p>
                <AlertList
                  items={props.labourAlerts.map((alert) => ({
                    key: `${alert.employee}-${alert.message}`,
                    text: `${alert.employee} — ${alert.message}`,
                  }))}
                />
              </>
            ) : null}
          </Panel>
          {props.overrides.length > 0 ? (
            <Panel
              id="malgre-alertes"
              title="Enregistrés malgré les alertes"
              icon={<AlertTriangle aria-hidden="true" className="size-5" />}
              count={props.overrides.length}
            >
              <ul className="divide-y divide-slate-200">
                {props.overrides.map((override) => (
                  <li key={override.id} className="py-2 text-sm">
                    <p className="font-semibold text-slate-900">
                      {override.actor}, {formatInZone(override.at, "EEEE d MMMM 'à' HH:mm", zone)} :{" "}
                      <span className="font-normal">« {override.reason} »</span>
                    </p>
                    <details className="mt-1">
                      <summary className="flex min-h-11 cursor-pointer items-center font-medium text-brand-800">
                        {alertCount(override.count)}
                      </summary>
                      <ul className="list-disc pl-5 text-slate-700">
                        {override.messages.map((message) => (
                          <li key={message}>{message}</li>
                        ))}
                      </ul>
                    </details>
                  </li>
                ))}
              </ul>
            </Panel>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/**
 * A panel of shifts of this week and the next, counted in its title, by start, each with its day and time, place and
 * title; a link to the week.
 */
function ComingShiftsPanel<S extends HomeShift>({
  id,
  title,
  icon,
  intro,
  shifts,
  zone,
  empty,
  note,
  finder,
  link,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  intro: string;
  shifts: readonly S[];
  zone: string;
  empty: string;
  note?: (shift: S) => string;
  /** The label of each shift's link to the replacement finder. */
  finder: string;
  link: string;
}) {
  return (
    <Panel id={id} title={title} icon={icon} count={shifts.length}>
      <p className="text-sm text-slate-600">{intro}</p>
      {shifts.length === 0 ? (
        <p className="mt-2 text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200">
          {shifts.map((shift) => (
            <li key={shift.id} className="py-2">
              <p className="font-semibold text-slate-900 tabular-nums first-letter:uppercase">
                {shiftDayAndTime(shift, zone)}
              </p>
              <p className="break-words text-slate-800">
                {shift.place} · {shift.title}
              </p>
              {note ? <p className="break-words text-amber-900">{note(shift)}</p> : null}
              <FinderLink shiftId={shift.id} label={finder} of={`${shift.title}, ${shiftDayAndTime(shift, zone)}`} />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3">
        <Link to={link} className={LINK}>
          Ouvrir les plannings de la semaine
        </Link>
      </p>
    </Panel>
  );
}

/** The way from a shift to its replacement finder; its name says which shift. */
function FinderLink({ shiftId, label, of }: { shiftId: string; label: string; of: string }) {
  return (
    <Link
      to={`/admin/replacements/${shiftId}`}
      className={`${LINK} inline-flex min-h-11 items-center`}
      aria-label={`${label} : ${of}`}
    >
      {label}
    </Link>
  );
}

const alertCount = (count: number) => (count === 1 ? "1 alerte" : `${count} alertes`);

function AlertList({ items }: { items: Array<{ key: string; text: string }> }) {
  return (
    <ul className="mt-2 space-y-2">
      {items.map((item) => (
        <li
          key={item.key}
          className="break-words rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950"
        >
          {item.text}
        </li>
      ))}
    </ul>
  );
}

function DayShifts({
  plan,
  zone,
  vacant,
  empty,
}: {
  plan: DayPlan;
  zone: string;
  /** The shifts to replace, by id: they say so, with the way to the finder, rather than "Aucun employé assigné". */
  vacant: ReadonlyMap<string, VacantShift>;
  empty: string;
}) {
  if (plan.sites.length === 0) return <p className="text-slate-700">{empty}</p>;
  return (
    <>
      <ul className="space-y-4">
        {plan.sites.map((group) => (
          <li key={`${group.place}-${group.city ?? ""}`}>
            <h3 className="font-semibold break-words text-slate-900">
              {group.place}
              {group.city ? <span className="font-normal text-slate-600"> · {group.city}</span> : null}
            </h3>
            <ul className="mt-1 divide-y divide-slate-100">
              {group.shifts.map((shift) => (
                <li key={shift.id} className="flex flex-wrap gap-x-3 py-1.5 text-sm">
                  <span className="font-semibold text-slate-900 tabular-nums">{shiftTime(shift, zone)}</span>
                  <span className="min-w-0 break-words text-slate-800">{shift.title}</span>
                  {shift.people.length > 0 || !vacant.has(shift.id) ? (
                    <span
                      className={`min-w-0 break-words ${shift.people.length > 0 ? "text-slate-700" : "text-red-800"}`}
                    >
                      {shift.people.length > 0 ? shift.people.join(", ") : "Aucun employé assigné"}
                    </span>
                  ) : null}
                  {vacant.has(shift.id) ? (
                    <span className="min-w-0 break-words text-amber-900">
                      À remplacer : {vacant.get(shift.id)?.replacing.join(", ")}{" "}
                      <FinderLink
                        shiftId={shift.id}
                        label="Trouver un remplaçant"
                        of={`${shift.title}, ${shiftTime(shift, zone)}`}
                      />
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {plan.more.sites > 0 ? (
        <p className="mt-4 text-slate-800">
          {moreSitesText(plan.more)}{" "}
          <Link to={`/admin/schedules?semaine=${plan.day}&vue=sites`} className={LINK}>
            Voir la semaine par site
          </Link>
        </p>
      ) : null}
    </>
  );
}
