import { data } from "react-router";
import { resultPhoto } from "../features/inspections/inspections.server";
import { portalSite } from "../lib/client-scope.server";
import { requireClient } from "../lib/permissions.server";
import { photoResponse } from "../lib/photo.server";
import type { Route } from "./+types/portal-inspection-photo";

/** A photo of an inspection of one of the client contact's sites; another site's is not found. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireClient(request);
  const stored = await resultPhoto(params.resultId);
  if (!stored || !(await portalSite(user.id, stored.siteId))) throw data(null, { status: 404 });
  return photoResponse(stored.photo);
}
