import { runScheduleAction } from "../../app/features/schedules/schedule-actions.server";
import type { SessionUser } from "../../app/lib/permissions";
import { formData } from "./form-data";

type Gate = Parameters<typeof runScheduleAction>[3];

/** Posts a form to the schedules action as `actor`, in Paris: the status and the `Result` the route would send. */
export async function runAs(actor: SessionUser, values: Record<string, string | string[]>, gate?: Gate) {
  const answer = await runScheduleAction(formData(values), actor, "Europe/Paris", gate);
  return { status: answer.init?.status ?? 200, result: answer.data };
}
