import { randomBytes, randomInt } from "node:crypto";
import { closeSync, openSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { getDay, parseISO } from "date-fns";
import { publicHolidayOn } from "../../app/lib/french-holidays";
import { PARIS, shiftDay, shiftWeek, todayIn, weekOf } from "../../app/lib/time";
import { E2E_ORIGIN } from "./accounts";
import { type AccountFixtures, test as base, expect } from "./fixtures";
import type { SessionTarget, StaffAccount } from "./login";

/** Which weeks a test claims: how many, up to which week ahead, and whether they must be free of public holidays. */
interface WeekClaim {
  weeks?: number;
  lastWeek?: number;
  ordinary?: boolean;
}

/** The latest last Sunday of March whose following week is within the 26 weeks materialised ahead. */
export function springChange(): string {
  const today = todayIn(PARIS);
  const year = Number(today.slice(0, 4));
  const sundays = [year + 1, year, year - 1].map((candidate) => {
    const lastDay = `${candidate}-03-31`;
    return shiftDay(lastDay, -getDay(parseISO(lastDay)));
  });
  return sundays.find((sunday) => shiftDay(sunday, 6) <= shiftDay(today, 26 * 7)) ?? today;
}

/**
 * Weeks that tests write into by date, never drawn at random: either side of the spring change (the series test),
 * and the weeks of a next shift on a named day (staff-strip.spec.ts, my-schedule-mobile.spec.ts).
 */
function reservedMondays(): string[] {
  const sunday = springChange();
  return [shiftDay(sunday, -6), shiftDay(sunday, 1), "2028-01-10", "2030-03-04"];
}

/**
 * A Monday from two months to nearly five years ahead (or to `options.lastWeek` weeks ahead), where plannings may be
 * written (ADR 033), that no other test of the run has, nor the `options.weeks - 1` weeks after it: each Monday is
 * claimed by creating its file in E2E_WEEKS_DIR, which every worker shares. With `ordinary`, none of those weeks has
 * a public holiday (a series skips them by default).
 */
export function uniqueMonday(options: WeekClaim = {}): string {
  const { lastWeek = 254, weeks = 1, ordinary = false } = options;
  const thisMonday = weekOf(todayIn(PARIS), PARIS)?.monday ?? todayIn(PARIS);
  const reserved = reservedMondays();
  for (let attempt = 0; attempt < 100; attempt++) {
    const monday = shiftWeek(thisMonday, randomInt(9, lastWeek - weeks + 2));
    const all = Array.from({ length: weeks }, (_, index) => shiftWeek(monday, index));
    if (all.some((week) => reserved.includes(week))) continue;
    if (
      ordinary &&
      all.some((week) => Array.from({ length: 7 }, (_, day) => shiftDay(week, day)).some(publicHolidayOn))
    )
      continue;
    if (all.every(claimMonday)) return monday;
  }
  throw new Error("Plus aucune semaine libre pour ce test");
}

/** Claims one given Monday for this test, as `uniqueMonday` does; false when another test has it. */
export function claimMonday(monday: string): boolean {
  const claims = process.env.E2E_WEEKS_DIR;
  if (!claims) throw new Error("E2E_WEEKS_DIR manquant (playwright.config.ts)");
  try {
    closeSync(openSync(path.join(claims, monday), "wx"));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return false;
  }
}

export function uniqueName(prefix: string): string {
  return `${prefix} ${randomBytes(3).toString("hex")}`;
}

/** What a planning test's employees are hired on, unless the test records its own: a CDI running since 2020. */
export const STANDING_CONTRACT = { kind: "cdi", weeklyHours: "35", startsOn: "2020-01-06" };

/**
 * What every planning test starts from: the target signed in as a new manager, new employees whose first names
 * start with the given ones (so that a test finds them on the page), each with the standing contract unless
 * `contract` is false (only people with a contract are offered, docs/decisions/040-who-can-be-planned.md), and a week
 * of the test's own (as `uniqueMonday` claims it: with the weeks after it for a test that writes into them, or within
 * the first weeks).
 */
export async function setUpPlanningWeek<const FirstNames extends readonly string[]>(
  { login, newAccount, adminRequest }: AccountFixtures & { adminRequest: APIRequestContext },
  target: SessionTarget,
  firstNames: FirstNames,
  { contract = true, ...claim }: WeekClaim & { contract?: boolean } = {},
): Promise<{ manager: StaffAccount; employees: { [K in keyof FirstNames]: StaffAccount }; monday: string }> {
  const manager = await login({ role: "manager" }, target);
  const employees = await Promise.all(
    firstNames.map(async (firstName) => {
      const employee = await newAccount({ role: "employee", firstName: uniqueName(firstName) });
      if (contract) await addToEmployeeFile(adminRequest, employee.id, "contract-add", STANDING_CONTRACT);
      return employee;
    }),
  );
  return {
    manager,
    employees: employees as { [K in keyof FirstNames]: StaffAccount },
    monday: uniqueMonday(claim),
  };
}

/** What a planning test gives of a planning besides who works it and when, as the create form posts it. */
interface PlanningDetails {
  title: string;
  location?: string;
  description?: string;
  /** A weekly series from this first occurrence, on these days, up to that day. */
  repeat?: "weekly";
  repeatDays?: string[];
  repeatUntil?: string;
  /** Whether the series works public holidays (not, when left out). */
  repeatHolidays?: "worked" | "off";
  /** The unpaid break, in minutes. */
  breakMinutes?: string;
}

/** A planning of the week as a test writes it: `day` counts from the week's Monday (0), `hours` reads "06:00–08:30". */
export interface WeekPlanning extends PlanningDetails {
  employees: StaffAccount[];
  day: number;
  /** An end at or before the start is the next day's. */
  hours: string;
}

export interface PlannedWeek {
  manager: StaffAccount;
  monday: string;
  /** The manager's request context: the test's page's own, or one of its own with `{ managerOn: "request" }`. */
  asManager: APIRequestContext;
  /** The server admin's request context, for the set-up only an admin may do. */
  asAdmin: APIRequestContext;
  origin: string;
  /** Creates a planning of the week through the action, as an admin (set-up may break a rule only an admin saves past). */
  plan: (planning: WeekPlanning) => Promise<void>;
}

/**
 * The planning tests' `test`: `const [week, anne, karim] = await plannedWeek(["Anne", "Karim"])` signs the page in as
 * a new manager (or a request context of its own, leaving the page free for an employee) and gives the week and the
 * employees of `setUpPlanningWeek` (`{ contract: false }` for a test that records their contracts itself).
 */
export const test = base.extend<{
  plannedWeek: <const FirstNames extends readonly string[]>(
    firstNames: FirstNames,
    options?: WeekClaim & { managerOn?: "page" | "request"; contract?: boolean },
  ) => Promise<[PlannedWeek, ...{ [K in keyof FirstNames]: StaffAccount }]>;
}>({
  plannedWeek: async ({ page, api, baseURL, login, newAccount, adminRequest }, use, testInfo) => {
    // Accounts, plannings and several pages each: slower than the default allows on a busy machine.
    testInfo.setTimeout(Math.max(testInfo.timeout, 90_000));
    const origin = baseURL as string;
    await use(async (firstNames, { managerOn = "page", ...claim } = {}) => {
      const asManager = managerOn === "page" ? page.request : await api();
      const { manager, employees, monday } = await setUpPlanningWeek(
        { login, newAccount, adminRequest },
        managerOn === "page" ? page : asManager,
        firstNames,
        claim,
      );
      const plan = async ({ employees: people, day, hours, ...details }: WeekPlanning) => {
        const [, start, end] = /^(\d\d:\d\d)–(\d\d:\d\d)$/.exec(hours) ?? [];
        if (!start || !end) throw new Error(`hours « ${hours} » : attendu « HH:MM–HH:MM » (tiret demi-cadratin)`);
        const date = shiftDay(monday, day);
        // Set up by an admin, who alone may save past an illegal alert (a test's short rest, say).
        await createPlanning(adminRequest, origin, {
          ...details,
          employeeIds: people.map((person) => person.id),
          startTime: `${date}T${start}`,
          endTime: `${end <= start ? shiftDay(date, 1) : date}T${end}`,
        });
      };
      return [{ manager, monday, asManager, asAdmin: adminRequest, origin, plan }, ...employees];
    });
  },
});

/** Posts a form to the planning action the way a browser without JavaScript would. */
export async function postScheduleAction(
  request: APIRequestContext,
  baseURL: string,
  values: Record<string, string | string[]>,
) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(key, item);
  }
  return request.post("/admin/schedules", {
    data: body.toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseURL },
    maxRedirects: 0,
  });
}

/** Creates a planning through the action (as the signed-in manager of `request`). */
export async function createPlanning(
  request: APIRequestContext,
  baseURL: string,
  planning: PlanningDetails & { employeeIds: string[]; startTime: string; endTime: string },
) {
  const response = await postScheduleAction(request, baseURL, {
    intent: "create",
    // Set-up, not the subject: overlaps and labour alerts are confirmed, with a reason (a listed one, which an admin's
    // request needs past an illegal alert).
    confirmOverlap: "true",
    labourReason: "Jeu d'essai",
    labourReasonCode: "past_correction",
    ...planning,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Creates a client site through the sites action (as the signed-in manager of `request`). */
export async function createSite(
  request: APIRequestContext,
  baseURL: string,
  site: { name: string; accessInstructions?: string; accessCode?: string },
) {
  const response = await request.post("/admin/sites?intent=create", {
    form: {
      clientName: "SCI Montparnasse",
      address: "33 avenue du Maine",
      postalCode: "75015",
      city: "Paris",
      accessInstructions: "Badge à l'accueil",
      accessCode: "4512B",
      active: "on",
      ...site,
    },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The id of the site of that name, read from the link to its page on /admin/sites. */
export async function siteIdNamed(request: APIRequestContext, name: string): Promise<string> {
  const list = await (await request.get("/admin/sites")).text();
  const id = new RegExp(`href="/admin/sites/([0-9a-f-]{36})"[^>]*>${name}</a>`).exec(list)?.[1];
  if (!id) throw new Error(`no site « ${name} »`);
  return id;
}

/** Adds, as the admin, what the employee file would: a contract (`contract-add`) or an absence (`absence-add`). */
export async function addToEmployeeFile(
  adminRequest: APIRequestContext,
  employeeId: string,
  intent: "contract-add" | "absence-add" | "details",
  form: Record<string, string>,
) {
  const response = await adminRequest.post(`/employees/${employeeId}?intent=${intent}`, {
    form,
    headers: { Origin: E2E_ORIGIN },
  });
  expect(response.status(), await response.text()).toBe(200);
}
