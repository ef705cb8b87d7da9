import { data } from "react-router";
import { resultPhoto } from "../features/inspections/inspections.server";
import { requireUserWithRole } from "../lib/permissions.server";
import type { Route } from "./+types/admin-inspection-photo";

/** A photo of an inspection, for managers and admins: the JPEG the server made of it, never the file sent. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUserWithRole(request, ["admin", "manager"]);
  const photo = await resultPhoto(params.resultId);
  if (!photo) throw data(null, { status: 404 });
  return new Response(new Uint8Array(photo), {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(photo.byteLength),
      "Cache-Control": "private, max-age=86400",
    },
  });
}
