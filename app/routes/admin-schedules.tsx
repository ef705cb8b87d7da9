import { isRouteErrorResponse } from "react-router";
import { sendUrgentNoticesNow } from "../features/change-notices/change-notices.server";
import { serviceContractInForce } from "../features/clients/service-contracts.server";
import { planningLabourGate } from "../features/labour/labour-gate.server";
import { type LabourInputs, readKeptLabourInputs } from "../features/labour/labour-inputs.server";
import { overviewSpan, weekOverview } from "../features/labour/week-overview";
import { ScheduleScreen } from "../features/schedules/components/schedule-screen";
import { pageLinks, parsePage } from "../features/schedules/pagination";
import { runScheduleAction } from "../features/schedules/schedule-actions.server";
import { loadSchedulePage } from "../features/schedules/schedules.server";
import { contractPlanningDraft } from "../features/schedules/series/contract-series";
import { parseView } from "../features/schedules/week-grid/schedule-view";
import { employeeGrid, employeePage, siteGrid } from "../features/schedules/week-grid/week-grid";
import { listWeekPlannings } from "../features/schedules/week-grid/week-grid.server";
import { type EmployeeWeekLabour, gridEmployeeIds, withLabour } from "../features/schedules/week-grid/week-grid-labour";
import { listStaff } from "../features/schedules/week-staff.server";
import { listActiveSiteOptions, type SiteOption } from "../features/sites/sites.server";
import { getEnv } from "../lib/env.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { staffMeta } from "../lib/seo";
import { todayIn, type WeekRange, weekOf } from "../lib/time";
import { weekNavigation } from "../lib/week-navigation";
import type { Route } from "./+types/admin-schedules";

const ACCESS_DENIED = "Accès refusé : vous n'avez pas les droits pour consulter les plannings.";
const CONNECTION_ERROR = "Erreur de connexion : vérifiez votre connexion internet.";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUserWithRole(request, ["admin", "manager"], { signedOutTo: "/auth" });
  const zone = getEnv().APP_TIME_ZONE;
  const params = new URL(request.url).searchParams;
  const view = parseView(params.get("vue"));
  const asked = params.get("semaine");
  const today = todayIn(zone);
  // The grids always show one week; only the list shows every planning.
  const week = asked === "toutes" && view === "liste" ? null : (weekOf(asked ?? "", zone) ?? weekOf(today, zone));
  const filters = { site: params.get("site") || null, employee: params.get("employe") || null };
  const page = parsePage(params.get("page"));
  const span = view !== "liste" && week ? overviewSpan(week.monday, zone) : null;
  // The staff of the week shown, or of this week when the list shows every planning.
  const staffRead = listStaff(week ?? thisWeek(today, zone), zone);
  // The employees grid's rows are known from the staff alone: their plannings and labour inputs are read for them;
  // the sites grid reads the whole week.
  const rowIds =
    view === "employes"
      ? staffRead.then(({ rows }) => employeeIds(employeePage({ staff: rows, filters, page }).items))
      : Promise.resolve(undefined);
  const [{ groups, pagination }, { pickable, rows }, sites, weekPlannings, rowsLabour] = await Promise.all([
    view === "liste" ? loadSchedulePage(week, page) : EMPTY_PAGE,
    staffRead,
    listActiveSiteOptions(week?.monday ?? today),
    week && view !== "liste" ? rowIds.then((ids) => listWeekPlannings(week, ids)) : null,
    span ? rowIds.then((ids) => ids && readKeptLabourInputs(ids, span)) : null,
  ]);
  const gridInput = week &&
    weekPlannings && { monday: week.monday, today, plannings: weekPlannings, staff: rows, sites, filters, page, zone };
  const bare = gridInput ? (view === "sites" ? siteGrid(gridInput) : employeeGrid(gridInput)) : null;
  // The sites grid's employees are those of its shifts, known once it is drawn.
  const labour = bare && span ? (rowsLabour ?? (await readKeptLabourInputs(gridEmployeeIds(bare), span))) : null;
  const grid = bare && week && labour ? withLabour(bare, weekLabour(labour, week.monday, zone)) : bare;
  return {
    zone,
    staff: pickable,
    sites,
    groups,
    view,
    grid,
    pages: grid?.pages ?? pageLinks(week ? week.monday : "toutes", pagination.page, pagination.pageCount),
    week: week && weekNavigation(week.monday),
    proposal: await contractProposal(params.get("planifier"), week, sites),
  };
}

/** « Planifier » from a site's page: the series its contract in force that week proposes, if it has one. */
async function contractProposal(siteId: string | null, week: WeekRange | null, sites: readonly SiteOption[]) {
  const site = sites.find((option) => option.id === siteId);
  if (!site || !week) return null;
  const contract = await serviceContractInForce(site.id, week.monday);
  return contract && contractPlanningDraft({ siteName: site.name, ...contract }, week.monday);
}

function thisWeek(today: string, zone: string): WeekRange {
  const week = weekOf(today, zone);
  if (!week) throw new Error(`Jour invalide : ${today}`);
  return week;
}

function employeeIds(people: readonly { id: string }[]): string[] {
  return people.map((person) => person.id);
}

/** Each employee's hours, absences and alerts for the grid's week, from their labour inputs around it. */
function weekLabour(
  inputs: ReadonlyMap<string, LabourInputs>,
  monday: string,
  zone: string,
): Map<string, EmployeeWeekLabour> {
  const labour = new Map<string, EmployeeWeekLabour>();
  for (const [id, input] of inputs) {
    const overview = weekOverview({ ...input, monday }, zone);
    if (overview) labour.set(id, overview);
  }
  return labour;
}

const EMPTY_PAGE = { groups: [], pagination: { page: 1, pageCount: 1, total: 0 } };

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUserWithRole(request, ["admin", "manager"]);
  const answer = await runScheduleAction(await request.formData(), user, getEnv().APP_TIME_ZONE, planningLabourGate);
  // A change to a shift within 24 hours is mailed now, not at the notices job's next minute.
  await sendUrgentNoticesNow();
  return answer;
}

export const meta: Route.MetaFunction = staffMeta("Gestion des plannings", "/admin/schedules");

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ScheduleScreen {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const denied = isRouteErrorResponse(error) && error.status === 403;
  if (!denied) console.error(error);
  return (
    <section className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-3xl font-bold text-slate-900">Gestion des plannings</h1>
      <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
        {denied ? ACCESS_DENIED : CONNECTION_ERROR}
      </p>
    </section>
  );
}
