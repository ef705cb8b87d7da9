import type { APIRequestContext } from "@playwright/test";
import { E2E_ORIGIN } from "./accounts";
import { printSiteCode } from "./attendance";
import { uniqueClientAddress } from "./client-address";
import { expect, test } from "./fixtures";
import { signIn } from "./login";
import { nuCheckerErrors } from "./nu-checker";
import {
  addToEmployeeFile,
  createPlanning,
  createSite,
  siteIdNamed,
  uniqueMonday,
  uniqueName,
} from "./plannings-helpers";

// Every public page of the sitemap and the main staff pages, as served, checked by the Nu Html Checker in one run.

async function html(request: APIRequestContext, pathname: string): Promise<string> {
  const response = await request.get(pathname, { maxRedirects: 0 });
  expect(response.status(), pathname).toBe(200);
  expect(response.headers()["content-type"], pathname).toContain("text/html");
  return response.text();
}

test("public and staff pages are valid HTML", async ({ playwright, adminRequest, newAccount }) => {
  test.setTimeout(240_000);
  const client = async () =>
    playwright.request.newContext({
      baseURL: E2E_ORIGIN,
      extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress(), Origin: E2E_ORIGIN },
    });

  const visitor = await client();
  const sitemap = await (await visitor.get("/sitemap.xml")).text();
  const publicPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] as string).pathname,
  );
  expect(publicPaths.length).toBeGreaterThan(10);
  for (const extra of ["/auth", "/auth/forgot-password", "/quote", "/contact"])
    if (!publicPaths.includes(extra)) publicPaths.push(extra);

  // Something on every staff page: an employee with a planning and a contract, a site, a message in the inbox.
  const employee = await newAccount({ role: "employee", firstName: uniqueName("Validé") });
  const monday = uniqueMonday();
  const site = uniqueName("Site validé");
  await createSite(adminRequest, E2E_ORIGIN, { name: site });
  const siteCode = await printSiteCode(adminRequest, site);
  const siteId = await siteIdNamed(adminRequest, site);
  await createPlanning(adminRequest, E2E_ORIGIN, {
    employeeIds: [employee.id],
    title: uniqueName("Bureaux"),
    startTime: `${monday}T06:00`,
    endTime: `${monday}T09:00`,
    location: "12 rue de la Paix",
  });
  // A shift an absence freed, for « Trouver un remplaçant » and its candidates.
  const absent = await newAccount({ role: "employee", firstName: uniqueName("Absent") });
  await createPlanning(adminRequest, E2E_ORIGIN, {
    employeeIds: [absent.id],
    title: uniqueName("À remplacer"),
    startTime: `${monday}T10:00`,
    endTime: `${monday}T12:00`,
  });
  await addToEmployeeFile(adminRequest, absent.id, "absence-add", {
    kind: "sickness",
    startsOn: monday,
    endsOn: monday,
  });
  const week = await html(adminRequest, `/admin/schedules?semaine=${monday}`);
  const finder = /href="(\/admin\/replacements\/[0-9a-f-]+)"/.exec(week)?.[1];
  expect(finder, "une vacation à remplacer").toBeDefined();
  const contact = await visitor.post("/contact", {
    form: {
      name: "Visiteur Validé",
      email: "valide@exemple.fr",
      phone: "06 12 34 56 78",
      subject: "info",
      message: "Bonjour, pouvez-vous me rappeler ?",
    },
  });
  expect(contact.status()).toBe(200);
  const inbox = await html(adminRequest, "/admin/inbox");
  const detail = /href="(\/admin\/inbox\/contact\/[0-9a-f-]+)"/.exec(inbox)?.[1];
  expect(detail, "un message dans la boîte de réception").toBeDefined();

  const adminPaths = [
    "/admin",
    "/admin/schedules",
    `/admin/schedules?semaine=${monday}`,
    `/admin/schedules?vue=employes&semaine=${monday}`,
    `/admin/schedules?vue=sites&semaine=${monday}`,
    "/admin/users",
    "/employees",
    `/employees/${employee.id}`,
    `/employees/${employee.id}/pointages?semaine=${monday}`,
    "/admin/hours",
    "/admin/hours/silae",
    "/admin/sites",
    `/admin/sites/${siteId}`,
    `/admin/sites/${siteId}/inspection`,
    "/admin/inspections",
    "/admin/clients",
    "/admin/inbox",
    detail as string,
    finder as string,
    "/admin/mail",
    "/account",
  ];
  const asEmployee = await client();
  await signIn(asEmployee, employee);

  const pages: Array<{ who: string; path: string; request: APIRequestContext }> = [
    ...publicPaths.map((pathname) => ({ who: "visiteur", path: pathname, request: visitor })),
    ...adminPaths.map((pathname) => ({ who: "admin", path: pathname, request: adminRequest })),
    ...[
      "/my-schedule",
      `/my-schedule?semaine=${monday}`,
      `/my-schedule/pointages?semaine=${monday}`,
      "/account",
      "/pointage",
      "/pointage/informations",
      "/pointage/hors-ligne",
      `/pointage/${siteCode}`,
    ].map((pathname) => ({
      who: "employé",
      path: pathname,
      request: asEmployee,
    })),
  ];
  try {
    const checked: Array<{ name: string; html: string }> = [];
    for (const page of pages)
      checked.push({ name: `${page.path} (${page.who})`, html: await html(page.request, page.path) });
    const errors = nuCheckerErrors(checked);
    expect(errors, errors.join("\n")).toEqual([]);
  } finally {
    await visitor.dispose();
    await asEmployee.dispose();
  }
});
