import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { ATTENDANCE_MESSAGES, punchMethodOf, punchSchema } from "../features/attendance/attendance.schema";
import { PunchPage } from "../features/attendance/components/punch-page";
import { SiteCodeEntry } from "../features/attendance/components/site-code-entry";
import { punchState, recordPunch } from "../features/attendance/punches.server";
import { siteOfCode } from "../features/attendance/site-codes.server";
import { getEnv } from "../lib/env.server";
import { requireUser } from "../lib/permissions.server";
import { failure, success } from "../lib/result";
import { signInPath } from "../lib/return-path";
import { staffMeta } from "../lib/seo";
import { formatInZone } from "../lib/time";
import type { Route } from "./+types/pointage-site";

/**
 * The page a site's QR code opens (docs/decisions/053-attendance-codes-and-punches.md). Signed out, the visitor signs
 * in and comes back here. A forged, mistyped or replaced code shows the typed-code form with the refusal.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = await requireUser(request, { signedOutTo: signInPath(url.pathname + url.search) });
  const site = await siteOfCode(params.code);
  if (!site) return data({ found: false as const }, { status: 404 });
  const zone = getEnv().APP_TIME_ZONE;
  const { arrival, shift } = await punchState(user.id, site.id, new Date());
  const time = (at: Date) => formatInZone(at, "HH:mm", zone);
  return {
    found: true as const,
    site,
    shift: shift ? { title: shift.title, hours: `${time(shift.start)}–${time(shift.end)}` } : null,
    arrivedAt: arrival ? time(arrival.at) : null,
    target: { code: params.code, via: punchMethodOf(url.searchParams), employeeId: user.id, zone },
  };
}

/** « J'arrive » or « Je pars », always for the signed-in staff member, at the server's time. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const site = await siteOfCode(params.code);
  if (!site) return failure(404, "CODE_INVALID", ATTENDANCE_MESSAGES.codeInvalid);
  const submission = parseWithZod(await request.formData(), { schema: punchSchema });
  if (submission.status !== "success") return failure(400, "VALIDATION_ERROR", ATTENDANCE_MESSAGES.kindInvalid);
  const { kind } = submission.value;
  const method = punchMethodOf(new URL(request.url).searchParams);
  const asked = { employeeId: user.id, siteId: site.id, kind, method, authorId: user.id } as const;
  const { punch, repeated } = await recordPunch(asked, new Date());
  const time = formatInZone(punch.at, "HH:mm", getEnv().APP_TIME_ZONE);
  if (repeated) return success(ATTENDANCE_MESSAGES.repeated(time));
  return success(
    ATTENDANCE_MESSAGES.recorded(kind, time),
    punch.flags.includes("no-arrival") ? { description: ATTENDANCE_MESSAGES.noArrival } : {},
  );
}

export const meta: Route.MetaFunction = staffMeta("Pointage", "/pointage");

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.found) return <SiteCodeEntry result={undefined} refusal={ATTENDANCE_MESSAGES.codeInvalid} />;
  return <PunchPage {...loaderData} result={actionData} />;
}
