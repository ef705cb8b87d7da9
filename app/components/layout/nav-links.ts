import type { Role } from "../../lib/permissions";

export interface NavLink {
  to: string;
  label: string;
}

/** What a link to each public page says, wherever the header, the menu or the footer shows it. */
const PUBLIC_LINK_LABELS = {
  "/": "Accueil",
  "/services": "Services",
  "/about": "À propos",
  "/blog": "Blog",
  "/job-offers": "Offres d'emploi",
  "/contact": "Contact",
  "/quote": "Demander un devis",
  "/careers": "Carrières",
  "/privacy": "Politique de confidentialité",
  "/terms": "Mentions légales",
} as const;

function linksTo(paths: (keyof typeof PUBLIC_LINK_LABELS)[]): NavLink[] {
  return paths.map((to) => ({ to, label: PUBLIC_LINK_LABELS[to] }));
}

/** The header's and the phone menu's links. */
export const publicLinks = linksTo(["/", "/services", "/about", "/blog", "/job-offers", "/contact"]);

/** The footer's column about the company. */
export const companyLinks = linksTo(["/about", "/blog", "/quote", "/contact", "/careers", "/privacy", "/terms"]);

export interface StaffSection {
  title: "Administration" | "Gestion" | "Mon Espace";
  links: NavLink[];
}

/** The staff links a role sees, in the sections of the mobile menu. Presentation only: the server guards. */
export function staffSections(role: Role | string): StaffSection[] {
  const sections: StaffSection[] = [];
  if (role === "admin") {
    sections.push({
      title: "Administration",
      links: [
        { to: "/admin/users", label: "Utilisateurs" },
        { to: "/admin/schedules", label: "Plannings" },
      ],
    });
  }
  if (role === "admin" || role === "manager") {
    const links: NavLink[] = [{ to: "/employees", label: "Employés" }];
    if (role === "manager") links.push({ to: "/admin/schedules", label: "Plannings" });
    links.push({ to: "/admin/hours", label: "Heures" });
    links.push({ to: "/admin/sites", label: "Sites" });
    links.push({ to: "/admin/inbox", label: "Demandes" });
    sections.push({ title: "Gestion", links });
  }
  if (role === "employee") {
    sections.push({ title: "Mon Espace", links: [{ to: "/my-schedule", label: "Mon planning" }] });
  }
  if (role === "client") {
    sections.push({ title: "Mon Espace", links: [{ to: "/portal", label: "Espace client" }] });
  }
  return sections;
}

/**
 * An account's home, where the staff bar's logo leads: /admin for managers and admins, an employee's week for them,
 * the portal for a client contact.
 */
export function staffHomeHref(role: Role | string | undefined): string {
  if (role === "admin" || role === "manager") return "/admin";
  if (role === "client") return "/portal";
  return role === "employee" ? "/my-schedule" : "/";
}

/** Where an account lands once signed in: its home, or the public home while it awaits approval. */
export function signedInHome(account: { role: Role | string; pending?: boolean }): string {
  return account.pending ? "/" : staffHomeHref(account.role);
}

export type StaffTabIcon =
  | "home"
  | "schedules"
  | "sites"
  | "employees"
  | "hours"
  | "inbox"
  | "users"
  | "my-schedule"
  | "account";

export interface StaffTab extends NavLink {
  icon: StaffTabIcon;
  /** Shows the count of new leads beside it. */
  countsLeads?: boolean;
  /** Current on its own path only, not on the pages under it. */
  end?: boolean;
}

/** The pages of the staff shell's bar (and of the phone's bottom tabs) for a role, most used first. */
export function staffTabs(role: Role | string): StaffTab[] {
  if (role === "employee") {
    return [
      { to: "/my-schedule", label: "Mon planning", icon: "my-schedule" },
      { to: "/account", label: "Mon compte", icon: "account" },
    ];
  }
  if (role !== "admin" && role !== "manager") return [];
  const tabs: StaffTab[] = [
    { to: "/admin/schedules", label: "Plannings", icon: "schedules" },
    { to: "/admin/sites", label: "Sites", icon: "sites" },
    { to: "/employees", label: "Employés", icon: "employees" },
    { to: "/admin/hours", label: "Heures", icon: "hours" },
    { to: "/admin/inbox", label: "Demandes", icon: "inbox", countsLeads: true },
  ];
  if (role === "admin") tabs.push({ to: "/admin/users", label: "Utilisateurs", icon: "users" });
  return tabs;
}

/** The page an admin reaches from the account menu on a phone, where six tabs fill the bottom bar. */
export const USERS_PAGE = "/admin/users";

/**
 * A phone's bottom tabs: the staff home first, unless it is one of them already (an employee's week is), and at most
 * six, so that every label fits 390 px: the admin's user administration moves to the account menu there.
 */
export function phoneTabs(role: Role | string): StaffTab[] {
  const tabs = staffTabs(role);
  const home = staffHomeHref(role);
  if (tabs.length === 0 || tabs.some((tab) => tab.to === home)) return tabs;
  return [{ to: home, label: "Accueil", icon: "home", end: true }, ...tabs.filter((tab) => tab.to !== USERS_PAGE)];
}
