import { data } from "react-router";
import { requestPhoto } from "../features/client-requests/client-requests.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { photoResponse } from "../lib/photo.server";
import type { Route } from "./+types/admin-inbox-request-photo";

/** The photo of a client's request, for managers and admins: the JPEG the server made of it, never the file sent. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUserWithRole(request, ["admin", "manager"]);
  const stored = await requestPhoto(params.id);
  if (!stored) throw data(null, { status: 404 });
  return photoResponse(stored.photo);
}
