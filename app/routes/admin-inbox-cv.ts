import { data } from "react-router";
import { getApplicationCv } from "../features/applications/applications.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { isUuid } from "../lib/uuid";
import type { Route } from "./+types/admin-inbox-cv";

/**
 * A candidate's CV, for admins and managers only: always a download, never rendered by the browser (the server adds
 * `X-Content-Type-Options: nosniff` to every answer).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUserWithRole(request, ["admin", "manager"]);
  const cv = isUuid(params.id) ? await getApplicationCv(params.id) : null;
  if (!cv) throw data(null, { status: 404 });
  return new Response(new Uint8Array(cv.content), {
    headers: {
      "Content-Type": cv.mediaType,
      "Content-Disposition": `attachment; filename="${cv.fileName}"`,
      "Content-Length": String(cv.content.byteLength),
      "Cache-Control": "private, no-store",
    },
  });
}
