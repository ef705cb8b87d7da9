import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import { formatInZone } from "../../app/lib/time";
import { expect, expectAccessible, visit } from "./fixtures";
import { mailsTo, type ReceivedMail } from "./mailbox";
import { expectToast } from "./planning-page";
import { createPlanning, createSite, test, uniqueName } from "./plannings-helpers";
import { busyAndOnLeave, dawnShift, declareSick, openFinderFromHome, sickLeaveText } from "./sick-call";
import { PHONE } from "./small-screens";

const HOUR = 3_600_000;
const daysBefore = (wall: string, days: number) =>
  formatInZone(new Date(Date.parse(`${wall}:00Z`) - days * 24 * HOUR), "yyyy-MM-dd'T'HH:mm", "UTC");

/** The mail to that address whose subject starts so, once the SMTP sink has it. */
async function mailStarting(address: string, subject: string): Promise<ReceivedMail> {
  const find = () => mailsTo(address).find((mail) => mail.subject.startsWith(subject));
  await expect.poll(() => find()?.subject ?? "", { timeout: 20_000 }).toContain(subject);
  return find() as ReceivedMail;
}

function offerPath(mail: ReceivedMail): string {
  const path = /\/offers\/[\w-]+/.exec(mail.body)?.[0];
  if (!path) throw new Error(`aucun lien dans « ${mail.subject} »`);
  return path;
}

/** The page an employee opens from the mail on their phone, signed out. */
async function phoneOf(page: Page): Promise<Page> {
  const context = await page.context().browser()?.newContext({ viewport: PHONE });
  if (!context) throw new Error("navigateur");
  return context.newPage();
}

test("the 6 a.m. sick call: offered to two candidates in three taps, the first to accept gets it, the second finds it filled @mobile", async ({
  page,
  plannedWeek,
  openAs,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(PHONE);
  const [{ manager, asManager, asAdmin, origin }, moussa, lucia, awa, karim, ines] = await plannedWeek(
    ["Moussa", "Lucía", "Awa", "Karim", "Inès"],
    { managerOn: "request" },
  );
  const site = uniqueName("Tour Wagram");
  const title = uniqueName("Bureaux 12e étage");
  await createSite(asManager, origin, {
    name: site,
    accessInstructions: "Badge à l'accueil, ascenseur B",
  });
  const { start, end } = await dawnShift({ asManager, origin }, moussa, { title, location: site });
  // Lucía and Awa know the site; Karim works elsewhere meanwhile; Inès is on leave that day.
  for (const [person, days] of [
    [lucia, 7],
    [awa, 14],
  ] as const) {
    await createPlanning(asManager, origin, {
      employeeIds: [person.id],
      title: uniqueName("Avant"),
      location: site,
      startTime: daysBefore(start, days),
      endTime: daysBefore(end, days),
    });
  }
  const { busyStart } = await busyAndOnLeave({ asManager, asAdmin, origin }, { busy: karim, onLeave: ines }, start);
  await asManager.dispose();

  await declareSick(page, openAs, moussa);

  await openAs(manager, "/admin");
  // Tap 1.
  await openFinderFromHome(page, title);
  const candidates = page.getByRole("region", { name: /^Candidats/ });
  // Both know the site: they come first, the one with fewer hours this week ahead.
  const topTwo = candidates.getByRole("listitem").filter({ hasText: /^[12]\. / });
  await expect(topTwo.filter({ hasText: lucia.name })).toHaveCount(1);
  await expect(topTwo.filter({ hasText: awa.name })).toHaveCount(1);
  const unavailable = page.getByRole("region", { name: /^Non disponibles/ });
  await expect(unavailable).toContainText(`${karim.name} — Déjà en intervention de ${busyStart.slice(11)} à`);
  await expect(unavailable).toContainText(`${ines.name} — Absence (Congés payés)`);
  await expect(unavailable).toContainText(`${moussa.name} — Absence (${sickLeaveText(start)})`);
  const ticked = candidates.getByRole("checkbox", { checked: true });
  await expect(candidates.getByRole("checkbox", { name: `Proposer par courriel à ${lucia.name}` })).toBeChecked();
  await expect(candidates.getByRole("checkbox", { name: `Proposer par courriel à ${awa.name}` })).toBeChecked();
  // The first three are ticked; a third candidate from elsewhere in the company is left out (tap 2).
  if ((await ticked.count()) > 2) await ticked.nth(2).uncheck();
  await expectAccessible(page);
  // Tap 3.
  await page.getByRole("button", { name: "Proposer à 2 personnes" }).click();
  const [firstName, secondName] = (await topTwo.allTextContents()).map((text) =>
    text.includes(lucia.name) ? lucia.name : awa.name,
  );
  await expectToast(page, "Succès", `Proposition envoyée à ${firstName} et ${secondName}.`);
  const sent = page.getByRole("region", { name: /^Propositions envoyées/ });
  await expect(sent.getByRole("listitem")).toHaveCount(2);
  await expect(sent).toContainText(/Envoyée à \d\d:\d\d, sans réponse/);

  const offerToLucia = await mailStarting(lucia.email, "Remplacement proposé");
  expect(offerToLucia.body).toContain("33 avenue du Maine, 75015 Paris");
  const luciaPhone = await phoneOf(page);
  await visit(luciaPhone, offerPath(offerToLucia));
  await expect(luciaPhone.getByRole("heading", { level: 1 })).toHaveText("Pouvez-vous assurer cette vacation ?");
  await expect(luciaPhone.getByText(title)).toBeVisible();
  await expectAccessible(luciaPhone);
  await luciaPhone.getByRole("button", { name: "J'accepte" }).click();
  await expect(luciaPhone.getByRole("heading", { level: 1 })).toHaveText("La vacation est à vous");

  const confirmation = await mailStarting(lucia.email, "Remplacement confirmé");
  expect(confirmation.body).toContain("33 avenue du Maine, 75015 Paris");
  expect(confirmation.body).toContain("Badge à l'accueil, ascenseur B");
  const [ics] = confirmation.calendars;
  const event = new ICAL.Component(ICAL.parse(ics?.text ?? "")).getFirstSubcomponent("vevent");
  expect(event?.getFirstPropertyValue("summary")).toBe(title);
  expect(String(event?.getFirstPropertyValue("dtstart"))).toBe(`${start}:00`);

  const awaPhone = await phoneOf(page);
  await visit(awaPhone, offerPath(await mailStarting(awa.email, "Remplacement proposé")));
  await expect(awaPhone.getByRole("heading", { level: 1 })).toHaveText("Déjà pourvue");
  await expect(awaPhone.getByText("Cette vacation est déjà pourvue")).toBeVisible();
  const replaced = await mailStarting(moussa.email, "Vous êtes remplacé");
  expect(replaced.body).toContain(`${lucia.name} assure votre vacation`);

  // The manager's page follows the answers by itself.
  await expect(sent.getByRole("listitem").filter({ hasText: lucia.name })).toContainText(/Acceptée à \d\d:\d\d/, {
    timeout: 15_000,
  });
  await expect(page.getByText("Cette vacation est pourvue : plus personne n'est à remplacer.")).toBeVisible();
  await Promise.all([luciaPhone.context().close(), awaPhone.context().close()]);
});
