import { data } from "react-router";
import { findReplacements, shiftToFill } from "../features/labour/replacement-candidates.server";
import { candidateLines } from "../features/labour/replacement-ranking";
import { type FinderState, ReplacementFinder } from "../features/schedules/components/replacement-finder";
import { runOfferAction } from "../features/schedules/offers/offer-actions.server";
import { LISTED_CANDIDATES, offerStateAt, offerStateText } from "../features/schedules/offers/offers";
import { offersOf } from "../features/schedules/offers/offers.server";
import { fillStatus } from "../features/schedules/schedules";
import { getPlanning } from "../features/schedules/schedules.server";
import { withVacancies } from "../features/schedules/vacancies.server";
import { pendingVolunteerIds } from "../features/schedules/volunteers/volunteers.server";
import { getEnv } from "../lib/env.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { pageMeta } from "../lib/seo";
import { formatInZone, weekOf } from "../lib/time";
import type { Route } from "./+types/admin-replacement";

/**
 * « Trouver un remplaçant » for one shift: its candidates ranked by the labour rules (the features meet here). The
 * choice is posted to the plannings' action, which checks the role, the shift and the rules again.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUserWithRole(request, ["admin", "manager"], { signedOutTo: "/auth" });
  const found = await getPlanning(params.planningId);
  if (!found) throw data(null, { status: 404 });
  const [planning] = await withVacancies([found]);
  if (!planning) throw data(null, { status: 404 });
  const zone = getEnv().APP_TIME_ZONE;
  const now = new Date();
  const start = new Date(planning.startTime);
  const status = fillStatus(planning, planning.vacancies.length, now);
  const [ranked, volunteers] = await Promise.all([
    status === "open" ? findReplacements(shiftToFill(planning), zone, now) : { eligible: [], ineligible: [] },
    pendingVolunteerIds(planning.id),
  ]);
  // Those who volunteered already agreed: first, in the rules' order.
  const volunteeredFirst = [
    ...ranked.eligible.filter((candidate) => volunteers.has(candidate.id)),
    ...ranked.eligible.filter((candidate) => !volunteers.has(candidate.id)),
  ];
  const finder: FinderState = {
    status,
    eligible: volunteeredFirst.slice(0, LISTED_CANDIDATES).map((candidate) => ({
      id: candidate.id,
      name: candidate.name,
      lines: candidateLines(candidate),
      contact: candidate.contact,
      alerted: candidate.checks.length > 0,
      volunteered: volunteers.has(candidate.id),
    })),
    unlisted: Math.max(0, ranked.eligible.length - LISTED_CANDIDATES),
    ineligible: ranked.ineligible,
  };
  const day = formatInZone(start, "yyyy-MM-dd", zone);
  const offers = (await offersOf(planning.id)).map((offer) => {
    const state = offerStateAt(offer, status === "open", now);
    return { employeeId: offer.employeeId, name: offer.name, state, text: offerStateText(offer, state, zone) };
  });
  return { zone, planning, finder, offers, monday: weekOf(day, zone)?.monday ?? day };
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireUserWithRole(request, ["admin", "manager"]);
  return runOfferAction(await request.formData(), {
    planningId: params.planningId,
    actorId: actor.id,
    eligible: async () => {
      const planning = await getPlanning(params.planningId);
      if (!planning) return new Set();
      const ranked = await findReplacements(shiftToFill(planning), getEnv().APP_TIME_ZONE, new Date());
      return new Set(ranked.eligible.map((candidate) => candidate.id));
    },
  });
}

export const meta: Route.MetaFunction = pageMeta((data: Route.MetaArgs["loaderData"]) => ({
  title: "Trouver un remplaçant",
  description: "Espace du personnel.",
  path: `/admin/replacements/${data.planning.id}`,
  noindex: true,
}));

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ReplacementFinder {...loaderData} />;
}
