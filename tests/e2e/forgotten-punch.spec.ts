import { PARIS, weekOf } from "../../app/lib/time";
import { parisMinute, punchTime, shiftAtNewSite } from "./attendance";
import { expect, expectAccessible, visit } from "./fixtures";
import { signIn } from "./login";
import { expectToast } from "./planning-page";
import { test } from "./plannings-helpers";
import { PHONE } from "./small-screens";

test("on a phone, an employee reports a departure she forgot to punch from her own week, and a manager accepts it, which adds the punch with her words @mobile", async ({
  page,
  browser,
  plannedWeek,
}) => {
  const [week, awa] = await plannedWeek(["Awa"]);
  // Ended an hour ago, after two hours; the week is the shift's own.
  const now = Date.now();
  const [start, end] = [parisMinute(-180, now), parisMinute(-60, now)];
  const monday = weekOf(start.slice(0, 10), PARIS)?.monday ?? "";
  const { title } = await shiftAtNewSite(
    week,
    { site: "Crèche Pointage", title: "Dortoirs" },
    { employeeIds: [awa.id], start, end },
  );

  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await signIn(phone, awa);
  const awaPage = await phone.newPage();
  await visit(awaPage, `/my-schedule?semaine=${monday}`);
  await awaPage.getByRole("link", { name: "Mes pointages" }).click();
  await expect(awaPage.getByRole("heading", { level: 1 })).toHaveText("Mes pointages");
  const shift = awaPage.getByRole("article", { name: new RegExp(`^${title}`) });
  await expect(shift).toContainText("Départ non pointé");
  await expect(shift.getByRole("button", { name: /^Corriger|^Ajouter/ })).toHaveCount(0);
  await expectAccessible(awaPage);

  await shift.getByRole("button", { name: /^J'ai oublié de pointer le départ/ }).click();
  const dialog = awaPage.getByRole("dialog");
  await expect(dialog.getByLabel("Heure de départ")).toHaveValue(end);
  await dialog.getByLabel("Commentaire").fill("Badgeuse en panne, partie à l'heure");
  await dialog.getByRole("button", { name: "Ajouter" }).click();
  await expectToast(awaPage, "Oubli signalé", "Oubli signalé : un responsable va le vérifier.");
  await expect(shift).toContainText(`Oubli signalé : Le départ à ${end.slice(11)} (en attente d'un responsable)`);
  await expect(shift.getByRole("button", { name: /^J'ai oublié de pointer le départ/ })).toHaveCount(0);

  // The manager finds it on the staff home, and answers it on Awa's week: two taps.
  await visit(page, "/admin");
  const reports = page.getByRole("region", { name: /^Oublis de pointage/ });
  await expect(reports).toContainText(`Le départ à ${end.slice(11)} : « Badgeuse en panne, partie à l'heure »`);
  await expectAccessible(page);
  await reports.getByRole("link", { name: new RegExp(`^Vérifier l'oubli de ${awa.name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/employees/${awa.id}/pointages\\?semaine=${monday}$`));
  const managerShift = page.getByRole("article", { name: new RegExp(`^${title}`) });
  await expect(managerShift).toContainText("« Badgeuse en panne, partie à l'heure »");
  await expectAccessible(page);
  await managerShift.getByRole("button", { name: /^Accepter l'oubli signalé : le départ/ }).click();
  await expectToast(page, "Oubli accepté", "Oubli accepté : pointage ajouté");
  await expect(managerShift).toContainText(`Départ : ${punchTime(end, start)}`);
  await expect(managerShift).toContainText(
    "Motif : « Oubli signalé par le salarié : « Badgeuse en panne, partie à l'heure » »",
  );
  await visit(page, "/admin");
  await expect(reports.getByText(awa.name)).toHaveCount(0);

  await awaPage.reload();
  await expect(shift).toContainText(`Départ : ${punchTime(end, start)}`);
  await expect(shift).toContainText(`Oubli signalé : Le départ à ${end.slice(11)} (accepté)`);
  await phone.close();
});
