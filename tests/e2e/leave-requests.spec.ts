import { PARIS, shiftDay, todayIn, weekOf } from "../../app/lib/time";
import { expect, expectAccessible } from "./fixtures";
import { mailsTo, pageLinkIn, waitForMailAbout } from "./mailbox";
import { expectToast } from "./planning-page";
import { createPlanning, test, uniqueName } from "./plannings-helpers";

test("on a phone, a leave request approved from the staff home becomes an absence that frees its shift @phone", async ({
  page,
  plannedWeek,
  openAs,
}) => {
  const [{ manager, asManager, origin }, salma] = await plannedWeek(["Salma"], { managerOn: "request" });
  // Next week's Wednesday: ahead of today, and within the two weeks the staff home lists, whatever today is.
  const day = shiftDay(weekOf(todayIn(PARIS), PARIS)?.monday ?? "", 9);
  const title = uniqueName("Vitres Bercy");
  const shift = { employeeIds: [salma.id], title, startTime: `${day}T07:00`, endTime: `${day}T10:00` };
  await createPlanning(asManager, origin, shift);
  await asManager.dispose();
  const name = salma.name;

  await openAs(salma, "/my-schedule");
  await page.getByRole("link", { name: "Demander un congé" }).click();
  await page.getByRole("button", { name: "Demander un congé" }).click();
  const dialog = page.getByRole("dialog", { name: "Demander un congé" });
  await dialog.getByLabel("Motif").selectOption({ label: "Congés payés" });
  await dialog.getByLabel("Premier jour").fill(day);
  await dialog.getByLabel("Dernier jour").fill(shiftDay(day, 1));
  await dialog.getByLabel("Note").fill("Déménagement");
  await dialog.getByRole("button", { name: "Ajouter", exact: true }).click();
  const sent = "Demande envoyée : vos responsables vont y répondre.";
  await expectToast(page, sent, sent);
  const mine = page.getByRole("region", { name: "Mes demandes de congé" });
  await expect(mine.getByRole("listitem")).toContainText("En attente");
  await expectAccessible(page);

  // The managers' mail opens the staff home on the requests to answer.
  const told = await waitForMailAbout(manager.email, new RegExp(`^Demande de congé : ${name}`));
  await openAs(manager, pageLinkIn(told, "/admin"));
  const requests = page.getByRole("region", { name: /^Congés et indisponibilités/ });
  await expect(page.locator(":target")).toHaveAccessibleName(/^Congés et indisponibilités/);
  const item = requests.getByRole("listitem").filter({ hasText: name });
  await expect(item).toContainText("Déménagement");
  await item.getByRole("button", { name: new RegExp(`^Accepter la demande de ${name}`) }).click();
  await expectToast(page, "Demande acceptée", `${name}, Congés payés`);
  await expect(requests.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
  await expect(
    page
      .getByRole("region", { name: "À remplacer" })
      .getByRole("link", { name: new RegExp(`^Trouver un remplaçant : ${title}`) }),
  ).toBeVisible();
  await expect
    .poll(() => mailsTo(salma.email).map((mail) => mail.subject), { timeout: 20_000 })
    .toContain("Votre demande de congé est acceptée");

  await openAs(salma, "/my-schedule");
  await expect(page.getByRole("region", { name: "Mes demandes de congé" }).getByRole("listitem")).toContainText(
    "Acceptée",
  );
  await expect(page.getByRole("region", { name: "Mes absences" })).toContainText("Congés payés");
});

test("on a phone, a weekly unavailability declared and accepted is told to the employee @phone", async ({
  page,
  plannedWeek,
  openAs,
}) => {
  const [{ manager }, yanis] = await plannedWeek(["Yanis"]);
  const name = yanis.name;
  await openAs(yanis, "/my-schedule");
  await page.getByRole("button", { name: "Déclarer une indisponibilité" }).click();
  const dialog = page.getByRole("dialog", { name: "Déclarer une indisponibilité" });
  await dialog.getByLabel("Jour").selectOption({ label: "Mardi" });
  await dialog.getByLabel("De").fill("06:00");
  await dialog.getByLabel("À", { exact: true }).fill("09:00");
  await dialog.getByRole("button", { name: "Ajouter", exact: true }).click();
  const sent = "Indisponibilité envoyée : vos responsables vont y répondre.";
  await expectToast(page, sent, sent);
  await expect(page.getByRole("region", { name: "Mes indisponibilités" })).toContainText(
    "chaque mardi de 06:00 à 09:00",
  );

  await openAs(manager, "/admin");
  const item = page
    .getByRole("region", { name: /^Congés et indisponibilités/ })
    .getByRole("listitem")
    .filter({ hasText: name });
  await item.getByRole("button", { name: new RegExp(`^Accepter la demande de ${name}`) }).click();
  await expectToast(page, "Indisponibilité acceptée", `${name}, Indisponible chaque mardi de 06:00 à 09:00`);
  await expect
    .poll(() => mailsTo(yanis.email).map((mail) => mail.subject), { timeout: 20_000 })
    .toContain("Votre indisponibilité est acceptée");
});
