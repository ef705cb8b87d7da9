import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { planningLabourGate } from "../features/labour/labour-gate.server";
import { OfferPage, type OfferPageState } from "../features/schedules/components/offer-page";
import { acceptOffer, refuseOffer, viewOffer } from "../features/schedules/offers/offer-answers.server";
import { followUpSoon } from "../features/schedules/offers/offer-follow-up.server";
import { answerOfferSchema } from "../features/schedules/offers/offers.schema";
import { noStore } from "../lib/cache-control";
import { clientAddress, consumeRateLimit, RATE_LIMITS } from "../lib/rate-limit.server";
import { unindexedMeta } from "../lib/seo";
import type { Route } from "./+types/offer";

/** The answer's status: a link that names no offer is not found, too many tries are refused. */
function answer(state: OfferPageState, request: Request) {
  const status = state.kind === "unknown" ? 404 : state.kind === "throttled" ? 429 : 200;
  const refusing = new URL(request.url).searchParams.get("reponse") === "refuser";
  return data({ state, refusing }, { status });
}

async function withinRateLimit(request: Request): Promise<boolean> {
  return consumeRateLimit(`offer-link:${clientAddress(request)}`, RATE_LIMITS.offerLink);
}

/** Opening an offer link only reads it, without signing in: the token is the one proof, bound to one person and shift. */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!(await withinRateLimit(request))) return answer({ kind: "throttled" }, request);
  return answer(await viewOffer(params.token), request);
}

/** « J'accepte » or « Je refuse »: the labour rules are checked again on acceptance (the features meet here). */
export async function action({ request, params }: Route.ActionArgs) {
  if (!(await withinRateLimit(request))) return answer({ kind: "throttled" }, request);
  const submission = parseWithZod(await request.formData(), { schema: answerOfferSchema });
  if (submission.status !== "success") return answer(await viewOffer(params.token), request);
  if (submission.value.answer === "accept") return answer(await acceptOffer(params.token, planningLabourGate), request);
  const refused = await refuseOffer(params.token);
  if (refused.kind === "declined") await followUpSoon();
  return answer(refused, request);
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <OfferPage state={actionData?.state ?? loaderData.state} refusing={loaderData.refusing} />;
}

/** The link's token is in the address: never kept by a cache. */
export const headers = noStore;

export const meta: Route.MetaFunction = unindexedMeta(
  "Remplacement proposé",
  "Répondre à une proposition de remplacement.",
  "/offers",
);
