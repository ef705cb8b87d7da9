import { Outlet } from "react-router";
import { SiteFooter } from "../components/layout/site-footer";
import { SiteHeader } from "../components/layout/site-header";

/** The public pages' layout: the marketing header and footer. */
export default function SiteLayout() {
  return (
    <>
      <SiteHeader />
      <main id="contenu" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
