import { LegalNotice } from "../features/content/components/legal-notice";
import { PageHero } from "../features/content/components/page-hero";
import { PrivacyPolicy } from "../features/content/components/privacy-policy";
import { legalIdentity } from "../features/content/legal-identity";
import { staticPages } from "../features/content/pages";
import { getEnv } from "../lib/env.server";
import type { HydrationHandle } from "../lib/hydration";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/legal-page";

/** No framework JavaScript on this page (docs/decisions/028-marketing-pages-without-framework-js.md). */
export const handle: HydrationHandle = { hydrate: false };

/** The two legal pages, /privacy and /terms: both paths point at this route file, and the path names the page. */
const legalPages = {
  privacy: { page: staticPages.privacy, Text: PrivacyPolicy },
  terms: { page: staticPages.terms, Text: LegalNotice },
};

type LegalPageId = keyof typeof legalPages;

// Rendered per request, so that the operator's environment is what the page says
// (docs/decisions/023-legal-identity-from-configuration.md).
export function loader({ request }: Route.LoaderArgs) {
  // React Router also matches the path with a trailing slash: /privacy/ is the privacy policy too.
  const id: LegalPageId = new URL(request.url).pathname.replace(/\/+$/, "") === "/privacy" ? "privacy" : "terms";
  return { id, identity: legalIdentity(getEnv()) };
}

export const meta: Route.MetaFunction = pageMeta(
  ({ id }: Route.ComponentProps["loaderData"]) => legalPages[id].page.seo,
);

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { page, Text } = legalPages[loaderData.id];
  return (
    <>
      <PageHero {...page.hero} />
      <Text identity={loaderData.identity} />
    </>
  );
}
