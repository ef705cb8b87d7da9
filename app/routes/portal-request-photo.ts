import { data } from "react-router";
import { requestPhoto } from "../features/client-requests/client-requests.server";
import { portalSite } from "../lib/client-scope.server";
import { requireClient } from "../lib/permissions.server";
import { photoResponse } from "../lib/photo.server";
import type { Route } from "./+types/portal-request-photo";

/** The photo of a request about one of the contact's sites; another site's is not found. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireClient(request);
  const stored = await requestPhoto(params.id);
  if (!stored || !(await portalSite(user.id, stored.siteId))) throw data(null, { status: 404 });
  return photoResponse(stored.photo);
}
