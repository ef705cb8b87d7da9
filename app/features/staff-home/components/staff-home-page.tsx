import { AlertTriangle, CalendarDays, Inbox, UserRoundX, UserX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BulletList } from "../../../components/ui/bullet-list";
import { Panel } from "../../../components/ui/panel";
import { STAFF_HOME_PANELS } from "../../../domain/staff-home-panels";
import { formatInZone } from "../../../lib/time";
import {
  type DayPlan,
  type HomeShift,
  newLeadsText,
  type OverlapAlert,
  overlapText,
  type VacantShift,
} from "../staff-home";
import { ComingShiftsPanel } from "./coming-shifts-panel";
import { DayShifts } from "./day-shifts";
import { LINK } from "./finder-link";

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
          {...STAFF_HOME_PANELS.toReplace}
          icon={UserRoundX}
          shifts={props.toReplace}
          zone={zone}
          note={(shift) => `À remplacer : ${shift.replacing.join(", ")}`}
          finder="Trouver un remplaçant"
          link={`/admin/schedules?semaine=${monday}&vue=employes`}
        />
        {props.attendance}
        <Panel id="aujourdhui" title="Aujourd'hui" icon={CalendarDays}>
          <DayShifts plan={props.today} zone={zone} vacant={vacant} empty="Aucune intervention aujourd'hui." />
        </Panel>
        <Panel id="demain" title={`Demain, ${props.tomorrowLabel}`} icon={CalendarDays}>
          <DayShifts plan={props.tomorrow} zone={zone} vacant={vacant} empty="Aucune intervention demain." />
        </Panel>
        <ComingShiftsPanel
          {...STAFF_HOME_PANELS.unassigned}
          icon={UserX}
          shifts={props.unassigned}
          zone={zone}
          finder="Trouver un employé"
          link={`/admin/schedules?semaine=${monday}&vue=sites`}
        />
        {props.toAnswer}
        <div className="space-y-6">
          <Panel id="demandes" title="Nouvelles demandes" icon={Inbox} count={props.newLeads}>
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
            icon={AlertTriangle}
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
              icon={AlertTriangle}
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
                      <BulletList items={override.messages} className="text-slate-700" />
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
