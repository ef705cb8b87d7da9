import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import { ErrorPage } from "../components/layout/error-page";
import { StaffShell } from "../components/layout/staff-shell";
import { KeptPunchesPanel } from "../features/attendance/components/kept-punches-panel";
import { countNewLeads } from "../features/inbox/inbox.server";
import { useAuth } from "../lib/auth-context";
import { noStore } from "../lib/cache-control";
import { getEnv } from "../lib/env.server";
import { getSessionUser } from "../lib/permissions.server";
import { useStaffServiceWorker } from "../lib/service-worker";
import type { Route } from "./+types/staff-layout";

/**
 * The shell of the staff pages. Each page guards itself; this loader only reads the badge of the nav, and only
 * for the roles that may see the inbox. It never redirects, so that each page's own refusal is the one given.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const seesInbox = user?.role === "admin" || user?.role === "manager";
  return { newLeads: seesInbox ? await countNewLeads() : null, zone: getEnv().APP_TIME_ZONE };
}

/** Every staff page, and its `.data`, whichever of its loaders ran. */
export const headers = noStore;

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const { user } = useAuth();
  useStaffServiceWorker(user && !user.pending ? user.role : null);
  return (
    <StaffShell newLeads={loaderData.newLeads}>
      {user ? <KeptPunchesPanel employeeId={user.id} zone={loaderData.zone} /> : null}
      <Outlet />
    </StaffShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("routes/staff-layout");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <StaffShell newLeads={data?.newLeads ?? null}>
      <ErrorPage status={status} />
    </StaffShell>
  );
}
