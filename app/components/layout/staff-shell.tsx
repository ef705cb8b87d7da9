import {
  Building2,
  CalendarDays,
  CalendarRange,
  Clock,
  House,
  Inbox,
  type LucideIcon,
  Sparkles,
  UserCog,
  UserRound,
  Users,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useAuth } from "../../lib/auth-context";
import { company } from "../../lib/company";
import { roleLabel, type SessionUser } from "../../lib/permissions";
import { AccountSummary } from "./account-summary";
import { Disclosure } from "./disclosure";
import { LogoutButton } from "./logout-button";
import { phoneTabs, type StaffTab, type StaffTabIcon, staffHomeHref, staffTabs, USERS_PAGE } from "./nav-links";

const icons: Record<StaffTabIcon, LucideIcon> = {
  home: House,
  schedules: CalendarRange,
  sites: Building2,
  employees: Users,
  hours: Clock,
  inbox: Inbox,
  users: UserCog,
  "my-schedule": CalendarDays,
  account: UserRound,
};

/**
 * The layout of signed-in staff pages: a compact bar with their pages from 768 px, a bottom tab bar below, the role
 * and sign-out always within reach, and no marketing footer.
 */
export function StaffShell({ newLeads, children }: { newLeads: number | null; children: ReactNode }) {
  const { user, loading } = useAuth();
  // A new key on every navigation closes the account menu.
  const location = useLocation();
  const tabs = user ? staffTabs(user.role) : [];
  const bottomTabs = user ? phoneTabs(user.role) : [];
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white print:hidden">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 sm:px-6 lg:px-8">
          <Link
            to={staffHomeHref(user?.role)}
            aria-label={staffHomeHref(user?.role) === "/admin" ? `${company.name}, accueil du personnel` : undefined}
            className="flex min-h-11 shrink-0 items-center gap-2 font-bold text-brand-800"
          >
            <Sparkles aria-hidden="true" className="size-5 text-accent-500" />
            <span>{company.name}</span>
          </Link>
          {tabs.length > 0 ? (
            <nav aria-label="Espace du personnel" className="hidden min-w-0 flex-1 md:block">
              <ul className="flex items-center gap-1">
                {tabs.map((tab) => (
                  <li key={tab.to}>
                    <NavLink
                      to={tab.to}
                      className={({ isActive }) =>
                        `inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap hover:bg-brand-50 hover:text-brand-800 ${
                          isActive ? "bg-brand-50 text-brand-800" : "text-slate-700"
                        }`
                      }
                    >
                      <TabLabel tab={tab} newLeads={newLeads} />
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className="ml-auto shrink-0">
            {user ? <AccountMenu key={location.key} user={user} loading={loading} /> : null}
          </div>
        </div>
      </header>
      <main
        id="contenu"
        tabIndex={-1}
        className={`flex-1 focus:outline-none ${tabs.length > 0 ? "pb-20 md:pb-0" : ""}`}
      >
        {children}
      </main>
      {bottomTabs.length > 0 ? <BottomTabs tabs={bottomTabs} newLeads={newLeads} /> : null}
    </>
  );
}

function TabLabel({ tab, newLeads }: { tab: StaffTab; newLeads: number | null }) {
  const Icon = icons[tab.icon];
  const count = tab.countsLeads && newLeads ? newLeads : 0;
  return (
    <>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span>{tab.label}</span>
      {count > 0 ? <LeadCount count={count} /> : null}
    </>
  );
}

function LeadCount({ count, className = "" }: { count: number; className?: string }) {
  return (
    <span
      className={`inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs leading-5 font-semibold text-white ${className}`}
    >
      {count > 99 ? "99+" : count}
      <span className="sr-only">{count === 1 ? " nouvelle" : " nouvelles"}</span>
    </span>
  );
}

/** Phones: the staff pages as tabs along the bottom edge, 44 px tall at least, the current one marked. */
function BottomTabs({ tabs, newLeads }: { tabs: StaffTab[]; newLeads: number | null }) {
  return (
    <nav
      aria-label="Onglets du personnel"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden print:hidden"
    >
      <ul className="grid" style={{ gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }}>
        {tabs.map((tab) => {
          const Icon = icons[tab.icon];
          const count = tab.countsLeads && newLeads ? newLeads : 0;
          return (
            <li key={tab.to} className="min-w-0">
              <NavLink
                to={tab.to}
                end={tab.end}
                className={({ isActive }) =>
                  `relative flex min-h-14 flex-col items-center justify-center gap-0.5 px-0.5 font-medium ${
                    tabs.length > 5 ? "text-[11px]" : "text-xs"
                  } ${
                    isActive ? "text-brand-800" : "text-slate-700"
                  } aria-[current=page]:after:absolute aria-[current=page]:after:inset-x-3 aria-[current=page]:after:top-0 aria-[current=page]:after:h-0.5 aria-[current=page]:after:bg-brand-700`
                }
              >
                <Icon aria-hidden="true" className="size-5" />
                <span className="max-w-full truncate">{tab.label}</span>
                {/* After the label, so that the tab's name starts with it; drawn on the icon's corner. */}
                {count > 0 ? <LeadCount count={count} className="absolute top-0.5 left-1/2 ml-1" /> : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function AccountMenu({ user, loading }: { user: SessionUser; loading: boolean }) {
  const linkClass = "block rounded-md px-2 py-2 text-brand-700 underline hover:bg-brand-50";
  return (
    <Disclosure
      align="right"
      summaryClassName="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      label={
        <>
          <UserRound aria-hidden="true" className="size-4" />
          {loading ? "Chargement..." : roleLabel(user.role)}
        </>
      }
    >
      <div className="w-64 max-w-[calc(100vw-2rem)] p-3 text-sm">
        <AccountSummary user={user} />
        <ul className="mt-2 border-t border-slate-200 pt-2">
          <li>
            <Link to="/account" className={linkClass}>
              Mon compte
            </Link>
          </li>
          {user.role === "admin" ? (
            <li className="md:hidden">
              <Link to={USERS_PAGE} className={linkClass}>
                Utilisateurs
              </Link>
            </li>
          ) : null}
          {user.role === "admin" ? (
            <li>
              <Link to="/admin/mail" className={linkClass}>
                Courriels en échec
              </Link>
            </li>
          ) : null}
          <li>
            <Link to="/" className={linkClass}>
              Le site public
            </Link>
          </li>
          <li>
            <Link to="/quote" className={linkClass}>
              Devis
            </Link>
          </li>
        </ul>
        <LogoutButton className="mt-3" />
      </div>
    </Disclosure>
  );
}
