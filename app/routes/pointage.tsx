import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { ATTENDANCE_MESSAGES, siteCodeSchema, VIA_TYPED_CODE } from "../features/attendance/attendance.schema";
import { SiteCodeEntry } from "../features/attendance/components/site-code-entry";
import { normaliseSiteCode } from "../features/attendance/site-code";
import { siteOfCode } from "../features/attendance/site-codes.server";
import { requireUser } from "../lib/permissions.server";
import { failure } from "../lib/result";
import { signInPath } from "../lib/return-path";
import { staffMeta } from "../lib/seo";
import type { Route } from "./+types/pointage";

/** /pointage: the site's code typed by hand, for every staff member (each punches for themselves). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, { signedOutTo: signInPath("/pointage") });
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: siteCodeSchema });
  if (submission.status !== "success")
    return failure(400, "VALIDATION_ERROR", ATTENDANCE_MESSAGES.codeRequired, { submission: submission.reply() });
  const code = normaliseSiteCode(submission.value.code);
  if (!code || !(await siteOfCode(code))) {
    const reply = submission.reply({ fieldErrors: { code: [ATTENDANCE_MESSAGES.codeInvalid] } });
    return failure(404, "CODE_INVALID", ATTENDANCE_MESSAGES.codeInvalid, { submission: reply });
  }
  return redirect(`/pointage/${code}?via=${VIA_TYPED_CODE}`);
}

export const meta: Route.MetaFunction = staffMeta("Pointage", "/pointage");

export default function Page({ actionData }: Route.ComponentProps) {
  return <SiteCodeEntry result={actionData} />;
}
