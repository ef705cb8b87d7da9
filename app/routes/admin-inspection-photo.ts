import { data } from "react-router";
import { resultPhoto } from "../features/inspections/inspections.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { photoResponse } from "../lib/photo.server";
import type { Route } from "./+types/admin-inspection-photo";

/** A photo of an inspection, for managers and admins: the JPEG the server made of it, never the file sent. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUserWithRole(request, ["admin", "manager"]);
  const stored = await resultPhoto(params.resultId);
  if (!stored) throw data(null, { status: 404 });
  return photoResponse(stored.photo);
}
