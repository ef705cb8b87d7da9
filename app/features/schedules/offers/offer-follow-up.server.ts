import { sendJob } from "../../../lib/jobs.server";
import type { Planning, Vacancy } from "../schedules";
import { getPlanning } from "../schedules.server";
import { withVacancies } from "../vacancies.server";
import { OFFER_BATCH } from "./offers";
import { offeredTo, offersToFollowUp, offerWaitMs, sendOffers } from "./offers.server";

export const OFFERS_FOLLOW_UP_JOB = "offers.follow-up";

/** The eligible candidates for a shift, best first (the labour rules rank them: the job's composer hands them in). */
export type RankCandidates = (planning: Planning & { vacancies: Vacancy[] }) => Promise<string[]>;

/**
 * The follow-up job: a shift whose offers went unanswered for the wait (or were all refused) is offered to the next
 * OFFER_BATCH candidates, as ranked now, who were not offered it yet. Returns how many shifts were offered again.
 */
export async function followUpOffers(rank: RankCandidates, now = new Date(), waitMs = offerWaitMs()): Promise<number> {
  let followed = 0;
  for (const { planningId, offeredBy } of await offersToFollowUp(now, waitMs)) {
    const found = await getPlanning(planningId);
    if (!found) continue;
    const [planning] = await withVacancies([found]);
    if (!planning) continue;
    const offered = await offeredTo(planningId);
    const next = (await rank(planning)).filter((id) => !offered.has(id)).slice(0, OFFER_BATCH);
    if (next.length === 0) continue;
    const outcome = await sendOffers({ planningId, employeeIds: next, offeredBy }, now);
    if (outcome.ok) followed++;
  }
  return followed;
}

/** A refusal need not wait for the job's next minute: the next candidates are offered the shift now. */
export async function followUpSoon(): Promise<void> {
  await sendJob(OFFERS_FOLLOW_UP_JOB, {});
}
