import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import { ErrorPage } from "../components/layout/error-page";
import { StaffShell } from "../components/layout/staff-shell";
import { countNewLeads } from "../features/inbox/inbox.server";
import { noStore } from "../lib/cache-control";
import { getSessionUser } from "../lib/permissions.server";
import type { Route } from "./+types/staff-layout";

/**
 * The shell of the staff pages. Each page guards itself; this loader only reads the badge of the nav, and only
 * for the roles that may see the inbox. It never redirects, so that each page's own refusal is the one given.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const seesInbox = user?.role === "admin" || user?.role === "manager";
  return { newLeads: seesInbox ? await countNewLeads() : null };
}

/** Every staff page, and its `.data`, whichever of its loaders ran. */
export const headers = noStore;

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffShell newLeads={loaderData.newLeads}>
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
