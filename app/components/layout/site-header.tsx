import { Menu, Sparkles, UserRound } from "lucide-react";
import { Link, NavLink as RouterNavLink, useLocation } from "react-router";
import { useAuth } from "../../lib/auth-context";
import { company } from "../../lib/company";
import { roleLabel, type SessionUser } from "../../lib/permissions";
import { AccountSummary } from "./account-summary";
import { Disclosure } from "./disclosure";
import { LinkList } from "./link-list";
import { LogoutButton } from "./logout-button";
import { type NavLink, publicLinks, staffSections } from "./nav-links";

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-brand-50 hover:text-brand-800 ${
    isActive ? "text-brand-800" : "text-slate-700"
  }`;

const primaryButton =
  "inline-flex items-center justify-center rounded-md bg-accent-400 px-4 py-2 text-sm font-semibold text-slate-900 shadow-sm hover:bg-accent-500";
const outlineButton =
  "inline-flex items-center justify-center rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50";

export function SiteHeader() {
  const { user, loading } = useAuth();
  // A new key on every navigation (signing out lands on the same path) closes the open menus.
  const location = useLocation();
  const sections = user && !user.pending ? staffSections(user.role) : [];
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6 lg:px-8">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-brand-800">
          <Sparkles aria-hidden="true" className="size-6 text-accent-500" />
          {company.name}
        </Link>
        <nav aria-label="Navigation principale" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {publicLinks.map((link) => (
              <li key={link.to}>
                <RouterNavLink to={link.to} end={link.to === "/"} className={navClass}>
                  {link.label}
                </RouterNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          {user ? (
            <>
              <StaffLinks key={`staff-${location.key}`} links={sections.flatMap((section) => section.links)} />
              <Link to="/quote" className={primaryButton}>
                Devis
              </Link>
              <Disclosure
                key={location.key}
                align="right"
                label={
                  <span className="flex items-center gap-2">
                    <UserRound aria-hidden="true" className="size-4" />
                    {loading ? "Chargement..." : roleLabel(user.role)}
                  </span>
                }
                summaryClassName={outlineButton}
              >
                <div className="w-60 p-3 text-sm">
                  <AccountSummary user={user} />
                  {user.role === "client" ? null : (
                    <Link to="/account" className="mt-2 block text-brand-700 underline">
                      Mon compte
                    </Link>
                  )}
                  <LogoutButton className="mt-3" />
                </div>
              </Disclosure>
            </>
          ) : (
            <GuestActions />
          )}
        </div>
        <MobileMenu key={location.key} user={user} />
      </div>
    </header>
  );
}

function MobileMenu({ user }: { user: SessionUser | null }) {
  const sections = user && !user.pending ? staffSections(user.role) : [];
  const itemClass = "block rounded-md px-3 py-2 text-base font-medium text-slate-800 hover:bg-brand-50";
  return (
    <Disclosure
      className="lg:hidden"
      align="right"
      summaryClassName="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800"
      label={
        <>
          <Menu aria-hidden="true" className="size-5" />
          Menu
        </>
      }
    >
      <nav aria-label="Menu mobile" className="max-h-[80vh] w-72 overflow-y-auto p-3">
        <LinkList links={publicLinks} linkClassName={itemClass} />
        {sections.map((section) => (
          <div key={section.title} className="mt-3 border-t border-slate-200 pt-3">
            <p className="px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">{section.title}</p>
            <LinkList links={section.links} linkClassName={itemClass} />
          </div>
        ))}
        <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3">
          {user ? (
            <>
              <p className="px-3 text-sm text-slate-700">
                {user.firstName} {user.lastName} · {roleLabel(user.role)}
              </p>
              <Link to="/quote" className={primaryButton}>
                Devis
              </Link>
              <LogoutButton />
            </>
          ) : (
            <GuestActions />
          )}
        </div>
      </nav>
    </Disclosure>
  );
}

/**
 * A member of staff's pages beside the public links. More than two would push the bar onto a second line at
 * 1366 px: they then sit in one "Mon espace" menu (the staff pages' own bar shows them all).
 */
function StaffLinks({ links }: { links: NavLink[] }) {
  if (links.length <= 2) {
    return links.map((link) => (
      <Link key={link.to} to={link.to} className={outlineButton}>
        {link.label}
      </Link>
    ));
  }
  return (
    <Disclosure align="right" label="Mon espace" summaryClassName={outlineButton}>
      <nav aria-label="Mon espace" className="w-56 p-2">
        <LinkList
          links={links}
          linkClassName="block rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-brand-50"
        />
      </nav>
    </Disclosure>
  );
}

/** What a visitor without a session is offered, in the bar and in the mobile menu. */
function GuestActions() {
  return (
    <>
      <Link to="/auth" className={outlineButton}>
        Connexion
      </Link>
      <Link to="/quote" className={primaryButton}>
        Demander un devis
      </Link>
    </>
  );
}
