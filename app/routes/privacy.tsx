import { PageHero } from "../features/content/components/page-hero";
import { PrivacyPolicy } from "../features/content/components/privacy-policy";
import { legalIdentity } from "../features/content/legal-identity";
import { getEnv } from "../lib/env.server";
import type { HydrationHandle } from "../lib/hydration";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/privacy";

/** No framework JavaScript on this page (docs/decisions/028-marketing-pages-without-framework-js.md). */
export const handle: HydrationHandle = { hydrate: false };

export const meta: Route.MetaFunction = pageMeta({
  title: "Politique de confidentialité",
  description:
    "Comment Clarté Propreté collecte, utilise et protège vos données personnelles, et comment exercer vos droits.",
  path: "/privacy",
});

// Rendered per request, so that the operator's environment is what the page says
// (docs/decisions/023-legal-identity-from-configuration.md).
export function loader() {
  return { identity: legalIdentity(getEnv()) };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title="Politique de confidentialité"
        lead="Ce que nous collectons, pourquoi, combien de temps nous le gardons, et comment exercer vos droits."
      />
      <PrivacyPolicy identity={loaderData.identity} />
    </>
  );
}
