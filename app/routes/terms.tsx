import { LegalNotice } from "../features/content/components/legal-notice";
import { PageHero } from "../features/content/components/page-hero";
import { legalIdentity } from "../features/content/legal-identity";
import { getEnv } from "../lib/env.server";
import type { HydrationHandle } from "../lib/hydration";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/terms";

/** No framework JavaScript on this page (docs/decisions/028-marketing-pages-without-framework-js.md). */
export const handle: HydrationHandle = { hydrate: false };

export const meta: Route.MetaFunction = pageMeta({
  title: "Mentions légales et conditions d'utilisation",
  description: "Mentions légales et conditions d'utilisation du site de Clarté Propreté.",
  path: "/terms",
});

// Rendered per request, so that the operator's environment is what the page says
// (docs/decisions/023-legal-identity-from-configuration.md).
export function loader() {
  return { identity: legalIdentity(getEnv()) };
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title="Mentions légales et conditions d'utilisation"
        lead="Qui édite ce site, qui l'héberge, et les règles de son utilisation."
      />
      <LegalNotice identity={loaderData.identity} />
    </>
  );
}
