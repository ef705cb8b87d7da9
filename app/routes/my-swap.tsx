import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { myScheduleUrl } from "../domain/my-schedule-regions";
import { planningLabourGate } from "../features/labour/labour-gate.server";
import { SwapPicker } from "../features/schedules/components/swap-picker";
import { proposeSwap } from "../features/schedules/swaps/swap-actions.server";
import { proposeSwapSchema, SWAP_MESSAGES } from "../features/schedules/swaps/swaps.schema";
import { colleaguesFor, comingShiftOf, comingShiftsOf } from "../features/schedules/swaps/swaps.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { staffMeta } from "../lib/seo";
import { redirectWithToast } from "../lib/toast.server";
import type { Route } from "./+types/my-swap";

/** « Proposer à un collègue » for one of the employee's coming shifts; `?collegue=` once the colleague is chosen. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const employee = await requireUserWithRole(request, ["employee"]);
  const now = new Date();
  const shift = await comingShiftOf(employee.id, params.planningId, now);
  if (!shift) throw data(null, { status: 404 });
  const colleagues = await colleaguesFor(employee.id, shift.startTime);
  const chosen = new URL(request.url).searchParams.get("collegue");
  const colleague = colleagues.find((person) => person.id === chosen) ?? null;
  return { shift, colleagues, colleague, theirShifts: colleague ? await comingShiftsOf(colleague.id, now) : [] };
}

/** The proposal, checked as if it were decided now (the features meet here); nothing moves before a manager agrees. */
export async function action({ request }: Route.ActionArgs) {
  const employee = await requireUserWithRole(request, ["employee"]);
  const submission = parseWithZod(await request.formData(), { schema: proposeSwapSchema });
  if (submission.status !== "success") return data({ error: SWAP_MESSAGES.chooseColleague }, { status: 400 });
  const outcome = await proposeSwap(employee, submission.value, planningLabourGate);
  if (!outcome.ok) return data({ error: outcome.message }, { status: 409 });
  return redirectWithToast(myScheduleUrl("", "swaps"), { type: "success", title: outcome.message });
}

export const meta: Route.MetaFunction = staffMeta("Proposer à un collègue", "/my-schedule");

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <SwapPicker {...loaderData} error={actionData?.error ?? null} />;
}
