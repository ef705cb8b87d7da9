import { parseWithZod } from "@conform-to/zod/v4";
import { ATTENDANCE_MESSAGES, phonePunchSchema } from "../features/attendance/attendance.schema";
import { recordPhonePunch } from "../features/attendance/punches.server";
import { siteOfCode } from "../features/attendance/site-codes.server";
import { PRIVATE_NO_STORE } from "../lib/cache-control";
import { getEnv } from "../lib/env.server";
import { getSessionUser, SESSION_EXPIRED } from "../lib/permissions.server";
import type { Failure, Result } from "../lib/result";
import { formatInZone } from "../lib/time";
import type { Route } from "./+types/pointage-phone";

const answer = (status: number, result: Result) =>
  Response.json(result, { status, headers: { "Cache-Control": PRIVATE_NO_STORE } });
const refuse = (status: number, code: string, message: string) =>
  answer(status, { ok: false, code, message } satisfies Failure);

/**
 * Where the phone sends a punch it kept offline (docs/decisions/057-offline-staff-app.md), in JSON. 401 keeps it on
 * the phone until its owner signs in again; any other refusal is final, and its message is shown on the phone.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await getSessionUser(request);
  if (!user || user.pending) return refuse(401, SESSION_EXPIRED.code, SESSION_EXPIRED.message);
  const site = await siteOfCode(params.code);
  if (!site) return refuse(404, "CODE_INVALID", ATTENDANCE_MESSAGES.codeInvalid);
  const submission = parseWithZod(await request.formData(), { schema: phonePunchSchema });
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? ATTENDANCE_MESSAGES.kindInvalid;
    return refuse(400, "VALIDATION_ERROR", message);
  }
  const { kind, phoneAt, employeeId, via } = submission.value;
  if (employeeId !== user.id) return refuse(403, "OTHER_ACCOUNT", ATTENDANCE_MESSAGES.otherAccount);
  const env = getEnv();
  const asked = { employeeId: user.id, siteId: site.id, kind, method: via, authorId: user.id } as const;
  const settings = { toleranceMinutes: env.PUNCH_TOLERANCE_MINUTES, zone: env.APP_TIME_ZONE };
  const outcome = await recordPhonePunch(asked, phoneAt, new Date(), settings);
  if (!outcome.ok) return refuse(409, "WEEK_LOCKED", ATTENDANCE_MESSAGES.ownWeekLocked);
  const time = formatInZone(outcome.punch.at, "HH:mm", env.APP_TIME_ZONE);
  return answer(200, { ok: true, message: ATTENDANCE_MESSAGES.recorded(kind, time) });
}
