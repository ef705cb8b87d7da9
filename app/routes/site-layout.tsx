import { Outlet, useLocation } from "react-router";
import { MobileActionBar, MobileActionBarSpace, showsMobileActionBar } from "../components/layout/mobile-action-bar";
import { SiteFooter } from "../components/layout/site-footer";
import { SiteHeader } from "../components/layout/site-header";
import { parseCompanyEnv, socialLinks } from "../lib/company-env";
import type { HydrationHandle } from "../lib/hydration";
import type { Route } from "./+types/site-layout";

/** No framework JavaScript on this page (docs/decisions/028-marketing-pages-without-framework-js.md). */
export const handle: HydrationHandle = { hydrate: false };

// Prerendered pages read the social pages at build time; `npm start` rebuilds when they change
// (scripts/ensure-build.mjs, docs/decisions/023-legal-identity-from-configuration.md).
export function loader() {
  return { socialLinks: socialLinks(parseCompanyEnv(process.env)) };
}

/** The links do not change while the site runs: client navigations do not ask for them again. */
export function shouldRevalidate() {
  return false;
}

/** The public pages' layout: the marketing header and footer. */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const withActionBar = showsMobileActionBar(useLocation().pathname);
  return (
    <>
      <SiteHeader />
      <main id="contenu" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter socialLinks={loaderData.socialLinks} />
      {withActionBar ? (
        <>
          <MobileActionBarSpace />
          <MobileActionBar />
        </>
      ) : null}
    </>
  );
}
