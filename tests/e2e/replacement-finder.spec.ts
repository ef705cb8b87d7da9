import { formatInZone } from "../../app/lib/time";
import { expect, expectAccessible } from "./fixtures";
import { waitForMail } from "./mailbox";
import { expectToast } from "./planning-page";
import { addToEmployeeFile, createPlanning, postScheduleAction, test, uniqueName } from "./plannings-helpers";
import { busyAndOnLeave, dawnShift, declareSick, openFinderFromHome, parisHour, sickLeaveText } from "./sick-call";

const HOUR = 3_600_000;

test("on a phone, a sick call at dawn: ranked candidates, the unavailable explained, chosen in two taps @phone", async ({
  page,
  plannedWeek,
  openAs,
}) => {
  test.setTimeout(120_000);
  const [{ manager, asManager, asAdmin, origin }, moussa, lucia, karim, ines] = await plannedWeek(
    ["Moussa", "Lucía", "Karim", "Inès"],
    { managerOn: "request" },
  );
  const site = uniqueName("Tour Wagram");
  const title = uniqueName("Bureaux 12e étage");
  const { start, end } = await dawnShift({ asManager, origin }, moussa, { title, location: site });
  // Lucía cleaned this site a week ago; Karim works elsewhere meanwhile; Inès is on leave that day.
  const weekAgo = (wall: string) =>
    formatInZone(new Date(Date.parse(`${wall}:00Z`) - 7 * 24 * HOUR), "yyyy-MM-dd'T'HH:mm", "UTC");
  await createPlanning(asManager, origin, {
    employeeIds: [lucia.id],
    title: uniqueName("Semaine dernière"),
    location: site,
    startTime: weekAgo(start),
    endTime: weekAgo(end),
  });
  const { busyStart } = await busyAndOnLeave({ asManager, asAdmin, origin }, { busy: karim, onLeave: ines }, start);
  await addToEmployeeFile(asAdmin, lucia.id, "details", { phone: "06 12 34 56 78", hiredOn: "" });
  await asManager.dispose();

  await declareSick(page, openAs, moussa);

  await openAs(manager, "/admin");
  // Today's or tomorrow's panel says it too, rather than "Aucun employé assigné": both, when the shift crosses
  // midnight (a test run in the evening).
  const days = page.getByRole("region", { name: "Aujourd'hui" }).or(page.getByRole("region", { name: /^Demain/ }));
  await expect(days.getByText(`À remplacer : ${moussa.name} (${sickLeaveText(start)})`).first()).toBeVisible();
  await expect(days.getByRole("link", { name: new RegExp(`^Trouver un remplaçant : ${title}`) }).first()).toBeVisible();
  // Tap 1.
  await openFinderFromHome(page, title);
  await expect(page.getByText(`À remplacer : ${moussa.name} (${sickLeaveText(start)})`)).toBeVisible();
  const candidates = page.getByRole("region", { name: /^Candidats/ });
  const first = candidates.getByRole("listitem").first();
  await expect(first).toContainText(`1. ${lucia.name}`);
  await expect(first).toContainText("1 intervention sur ce site ces 8 dernières semaines");
  await expect(first).toContainText("Aucune règle du travail enfreinte");
  await expect(first.getByRole("link", { name: `Appeler ${lucia.name}` })).toHaveAttribute("href", "tel:+33612345678");
  const whatsapp = new URL(
    (await first.getByRole("link", { name: `Écrire à ${lucia.name} sur WhatsApp` }).getAttribute("href")) ?? "",
  );
  expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/33612345678");
  expect(whatsapp.searchParams.get("text")).toContain(
    `Bonjour ${lucia.firstName}, pouvez-vous assurer ce remplacement ?\n${title}`,
  );
  const unavailable = page.getByRole("region", { name: /^Non disponibles/ });
  await unavailable.getByText(/^Non disponibles/).click();
  await expect(unavailable).toContainText(`${karim.name} — Déjà en intervention de ${busyStart.slice(11)} à`);
  await expect(unavailable).toContainText(`${ines.name} — Absence (Congés payés)`);
  await expect(unavailable).toContainText(`${moussa.name} — Absence (${sickLeaveText(start)})`);
  await expect(candidates).not.toContainText(karim.name);
  await expect(candidates).not.toContainText(manager.name);
  await expectAccessible(page);

  // Tap 2.
  await first.getByRole("button", { name: `Choisir ${lucia.name}` }).click();
  await expectToast(page, "Succès", `${lucia.name} remplace ${moussa.name} sur « ${title} ».`);
  await expect(page.getByText("Cette vacation est pourvue : plus personne n'est à remplacer.")).toBeVisible();
  await expect(page.getByText(`Employés assignés : ${lucia.name}`)).toBeVisible();

  const mail = await waitForMail(lucia.email);
  expect(mail.subject).toBe("Votre planning a changé");
  expect(mail.body).toContain(title);
});

test("the finder is for managers and admins only, and a second choice is refused once the shift is filled", async ({
  adminRequest,
  api,
  page,
  plannedWeek,
  openAs,
}) => {
  // Anne knows the place and comes first; Bob is away; Chloé takes the shift behind the page's back.
  const [week, anne, bob, chloe] = await plannedWeek(["Anne", "Bob", "Chloé"], { managerOn: "request" });
  const { manager, asManager, origin } = week;
  const title = uniqueName("Hall");
  const place = uniqueName("Gare de l'Est");
  const start = parisHour(30);
  await createPlanning(asManager, origin, {
    employeeIds: [bob.id],
    title,
    location: place,
    startTime: start,
    endTime: parisHour(32),
  });
  await addToEmployeeFile(adminRequest, bob.id, "absence-add", {
    kind: "paid_leave",
    startsOn: start.slice(0, 10),
    endsOn: start.slice(0, 10),
  });
  await createPlanning(asManager, origin, {
    employeeIds: [anne.id],
    title: uniqueName("Hier"),
    location: place,
    startTime: parisHour(-24),
    endTime: parisHour(-22),
  });
  await openAs(manager, "/admin");
  await openFinderFromHome(page, title);
  const finder = new URL(page.url()).pathname;
  const planningId = finder.split("/").pop() as string;

  const asEmployee = await api(anne);
  const seen = await asEmployee.get(finder, { maxRedirects: 0 });
  expect(seen.status()).toBe(302);
  expect(seen.headers().location).toBe("/");
  const posted = await postScheduleAction(asEmployee, origin, { intent: "fill", planningId, employeeId: anne.id });
  expect(posted.status()).toBe(403);
  await asEmployee.dispose();
  const visitor = await api();
  const signedOut = await visitor.get(finder, { maxRedirects: 0 });
  expect(signedOut.headers().location).toMatch(/^\/auth/);
  await visitor.dispose();

  const taken = await postScheduleAction(asManager, origin, { intent: "fill", planningId, employeeId: chloe.id });
  expect(taken.status()).toBe(200);
  await page.getByRole("button", { name: `Choisir ${anne.name}` }).click();
  await expectToast(page, "Erreur", "Cette vacation a déjà été pourvue : plus personne n'est à remplacer.");
  await expect(page.getByText("Cette vacation est pourvue : plus personne n'est à remplacer.")).toBeVisible();
  await expect(page.getByText(`Employés assignés : ${chloe.name}`)).toBeVisible();
  await asManager.dispose();
});
