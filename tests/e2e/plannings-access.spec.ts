import { shiftDay } from "../../app/lib/time";
import { expect, visit } from "./fixtures";
import { planningRow } from "./planning-page";
import { postScheduleAction, test, uniqueName } from "./plannings-helpers";

test("an employee sees exactly their plannings on /my-schedule and in their calendar feed", async ({
  page,
  api,
  plannedWeek,
  openAs,
}) => {
  const [{ monday, asManager, origin, plan }, anne, karim] = await plannedWeek(["Anne", "Karim"], {
    managerOn: "request",
  });
  const later = uniqueName("Vitrerie");
  const earlier = uniqueName("Bureaux");
  const shared = uniqueName("Réception");
  const notMine = uniqueName("Entrepôt");
  await plan({
    employees: [anne],
    title: later,
    day: 2,
    hours: "18:00–20:00",
    location: "Rue de Rivoli",
    description: "Nacelle réservée",
  });
  await plan({ employees: [anne], title: earlier, day: 0, hours: "06:30–08:00" });
  await plan({ employees: [anne, karim], title: shared, day: 1, hours: "09:00–10:00" });
  await plan({ employees: [karim], title: notMine, day: 0, hours: "09:00–10:00" });
  await asManager.dispose();

  await openAs(anne, `/my-schedule?semaine=${monday}`);
  const cards = page.getByRole("article");
  // Anne's three plannings, by start, under their day, in Paris time although the browser runs in New York.
  await expect(cards).toHaveCount(3);
  for (const [title, place] of [
    [earlier, "Non spécifié"],
    [later, "Rue de Rivoli"],
  ] as const) {
    await expect(cards.filter({ hasText: title })).toContainText(place);
  }
  await expect(cards.nth(0)).toContainText("06:30 – 08:00");
  await expect(cards.nth(0)).toContainText(earlier);
  await expect(cards.nth(1)).toContainText(shared);
  await expect(cards.nth(2)).toContainText(`18:00 – 20:00`);
  await expect(cards.nth(2)).toContainText("Nacelle réservée");
  await expect(page.getByRole("region", { name: /^lundi / })).toContainText(earlier);
  await expect(page.getByRole("region", { name: /^mercredi / })).toContainText(later);
  await expect(page.getByText(notMine)).toHaveCount(0);

  await page.getByRole("navigation", { name: "Raccourcis" }).getByRole("link", { name: "Mon agenda" }).click();

  await page.getByRole("button", { name: "Créer mon lien d'abonnement" }).click();
  const link = page.getByLabel("Adresse de mon agenda (iCalendar)");
  await expect(link).toHaveValue(new RegExp(`^${origin}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
  const feedUrl = await link.inputValue();
  await visit(page, `/my-schedule?semaine=${monday}`);
  await page.getByRole("navigation", { name: "Raccourcis" }).getByRole("link", { name: "Mon agenda" }).click();

  const outsider = await api();
  const feed = await outsider.get(feedUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = (await feed.text()).replace(/\r\n[ \t]/g, "");
  expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  for (const title of [earlier, shared, later]) expect(text).toContain(`SUMMARY:${title}`);
  expect(text).not.toContain(notMine);
  expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Paris");
  expect(text).toContain(`DTSTART;TZID=Europe/Paris:${shiftDay(monday, 2).replaceAll("-", "")}T180000`);
  expect(text).toContain("LOCATION:Rue de Rivoli");
  expect(text).toContain("DESCRIPTION:Nacelle réservée");

  // A new link replaces the old one; revoking stops the feed.
  await page.getByRole("button", { name: "Générer un nouveau lien" }).click();
  await expect(page.getByText("Nouveau lien d'abonnement créé : l'ancien ne fonctionne plus.")).toBeVisible();
  await expect(link).not.toHaveValue(feedUrl);
  const newUrl = await link.inputValue();
  expect((await outsider.get(feedUrl)).status()).toBe(404);
  expect((await outsider.get(newUrl)).status()).toBe(200);
  await page.getByRole("button", { name: "Révoquer le lien" }).click();
  await expect(page.getByText("Aucun lien d'abonnement actif.")).toBeVisible();
  expect((await outsider.get(newUrl)).status()).toBe(404);
});

test("only admins and managers reach the schedule screen and its actions, even by a direct POST", async ({
  page,
  api,
  plannedWeek,
}) => {
  const [{ manager, monday, origin, plan }, employee] = await plannedWeek(["Emma"]);
  const title = uniqueName("Accueil");
  await plan({ employees: [employee], title, day: 0, hours: "08:00–10:00", location: "Bastille" });
  await visit(page, `/admin/schedules?semaine=${monday}`);
  await planningRow(page, title).getByRole("button", { name: "Retirer un employé" }).click();
  const assignmentId = await page.getByRole("radio").first().getAttribute("value");
  const planningId = await page.locator('input[name="planningId"]').inputValue();
  await page.keyboard.press("Escape");

  const details = { title: "Piraté", startTime: `${monday}T08:00`, endTime: `${monday}T09:00` };
  const attempts: Array<Record<string, string | string[]>> = [
    { intent: "create", employeeIds: [employee.id], ...details },
    { intent: "update", planningId, ...details },
    { intent: "update-one", assignmentId: assignmentId ?? "", ...details },
    { intent: "delete", planningId },
    { intent: "add-employee", planningId, employeeId: manager.id, ...details },
    { intent: "remove-employee", planningId, assignmentId: assignmentId ?? "" },
  ];

  const asEmployee = await api(employee);
  const visitor = await api();
  for (const values of attempts) {
    for (const [who, request] of [
      ["employé", asEmployee],
      ["visiteur", visitor],
    ] as const) {
      const response = await postScheduleAction(request, origin, values);
      expect(response.status(), `${who} ${values.intent}`).toBe(403);
    }
  }
  const employeePage = await asEmployee.get(`/admin/schedules?semaine=${monday}`, { maxRedirects: 0 });
  expect(employeePage.status()).toBe(302);
  expect(employeePage.headers().location).toBe("/");
  const visitorPage = await visitor.get("/admin/schedules", { maxRedirects: 0 });
  expect(visitorPage.headers().location).toBe("/auth");
  const managerOnMySchedule = await page.request.get("/my-schedule", { maxRedirects: 0 });
  expect(managerOnMySchedule.headers().location).toBe("/");

  // Nothing changed: the planning, its one employee and the week are as before.
  await visit(page, `/admin/schedules?semaine=${monday}`);
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(planningRow(page, title).getByRole("button", { name: new RegExp(employee.firstName) })).toBeVisible();
  await expect(page.getByText("Piraté")).toHaveCount(0);

  // The manager's own direct POST goes through.
  const response = await postScheduleAction(page.request, origin, {
    intent: "update",
    planningId,
    ...details,
    title: "Renommé",
  });
  expect(response.status()).toBe(200);
  await visit(page, `/admin/schedules?semaine=${monday}`);
  await expect(planningRow(page, "Renommé")).toHaveCount(1);
});
