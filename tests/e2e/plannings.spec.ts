import { shiftDay } from "../../app/lib/time";
import { expect, expectAccessible, expectAccessibleWithoutToasts, visit } from "./fixtures";
import {
  createPlanning,
  expectToast,
  fillNewPlanning,
  findOnPages,
  planningRow,
  test,
  uniqueName,
} from "./plannings-helpers";

test("a manager creates, views, edits, splits, staffs and deletes a planning through its dialogs", async ({
  page,
  plannedWeek,
}) => {
  test.setTimeout(120_000);
  const [{ monday }, anne, karim, zoe] = await plannedWeek(["Anne", "Karim", "Zoé"]);
  const tuesday = shiftDay(monday, 1);
  const location = uniqueName("Tour Montparnasse");
  const title = uniqueName("Bureaux");
  await visit(page, `/admin/schedules?semaine=${monday}`);
  await expect(page.getByText("Aucun planning trouvé")).toBeVisible();

  // Add planning: the required fields first, then a period that ends before it starts.
  await page.getByRole("button", { name: "Ajouter un planning" }).click();
  const add = page.getByRole("dialog", { name: "Ajouter un planning" });
  await expectAccessibleWithoutToasts(page);
  await add.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(add.getByText("Veuillez remplir tous les champs obligatoires.").first()).toBeVisible();
  await add.getByRole("checkbox", { name: new RegExp(anne.firstName) }).check();
  await add.getByRole("checkbox", { name: new RegExp(karim.firstName) }).check();
  await add.getByLabel("Titre").fill(title);
  await add.getByLabel("Date et heure de début").fill(`${tuesday}T08:00`);
  await add.getByLabel("Date et heure de fin").fill(`${tuesday}T07:00`);
  await add.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(add.getByText("La date de fin doit être postérieure à la date de début.")).toBeVisible();
  await add.getByLabel("Date et heure de fin").fill(`${tuesday}T11:30`);
  await add.getByLabel("Localisation").fill(location);
  await add.getByLabel("Description").fill("Badge à l'accueil <b>pas de gras</b>");
  await add.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expectToast(page, "Succès", "Le planning a été ajouté avec succès.");
  await expect(add).toBeHidden();

  // In its location group, with both badges, Paris times whatever the browser's zone.
  const group = page.getByRole("region", { name: location });
  await expect(group.getByRole("heading", { name: `${location} 1 planning` })).toBeVisible();
  const row = planningRow(page, title);
  await expect(row.getByRole("button", { name: `${anne.firstName} ${anne.lastName}` })).toBeVisible();
  await expect(row.getByRole("button", { name: `${karim.firstName} ${karim.lastName}` })).toBeVisible();
  const day = tuesday.split("-").reverse().join("/");
  await expect(row).toContainText(`Début : ${day} à 08:00`);
  await expect(row).toContainText(`Fin : ${day} à 11:30`);
  await expect(row).toContainText("Badge à l'accueil <b>pas de gras</b>");
  await row.getByRole("button", { name: "Voir le planning" }).hover();
  await expect(page.getByRole("tooltip", { name: "Voir le planning" })).toBeVisible();
  await expectAccessibleWithoutToasts(page);

  // View.
  await row.getByRole("button", { name: "Voir le planning" }).click();
  const view = page.getByRole("dialog", { name: title });
  await expect(view).toContainText(`Période${day} de 08:00 à 11:30`);
  await expect(view).toContainText(`Lieu${location}`);
  await expect(view).toContainText(`${anne.firstName} ${anne.lastName}`);
  await expect(view).toContainText(`${karim.firstName} ${karim.lastName}`);
  await view.getByRole("button", { name: "Fermer" }).first().click();
  await expect(view).toBeHidden();

  // Edit for everyone: the title changes for both employees.
  const renamed = `${title} (2e étage)`;
  await row.getByRole("button", { name: "Modifier le planning" }).click();
  const edit = page.getByRole("dialog", { name: "Modifier le planning" });
  await expect(edit.getByLabel("Date et heure de début")).toHaveValue(`${tuesday}T08:00`);
  await edit.getByLabel("Titre").fill(renamed);
  await edit.getByRole("button", { name: "Mettre à jour" }).click();
  await expectToast(page, "Succès", "Le planning a été mis à jour avec succès.");
  const renamedRow = planningRow(page, renamed);
  await expect(renamedRow.getByRole("button", { name: new RegExp(anne.firstName) })).toBeVisible();
  await expect(renamedRow.getByRole("button", { name: new RegExp(karim.firstName) })).toBeVisible();
  await expect(planningRow(page, title)).toHaveCount(0);

  // Edit one employee (badge): Karim gets a planning of his own, Anne keeps hers.
  await renamedRow.getByRole("button", { name: new RegExp(karim.firstName) }).click();
  const one = page.getByRole("dialog", { name: `Modifier le planning de ${karim.firstName} ${karim.lastName}` });
  await expect(one.getByLabel("Employé")).toHaveValue(`${karim.firstName} ${karim.lastName}`);
  await one.getByLabel("Titre").fill(`${title} (vitres)`);
  await one.getByLabel("Date et heure de fin").fill(`${tuesday}T12:30`);
  await one.getByRole("button", { name: "Mettre à jour" }).click();
  await expectToast(
    page,
    "Succès",
    `Le planning de ${karim.firstName} ${karim.lastName} a été mis à jour avec succès.`,
  );
  await expect(group.getByRole("heading", { name: `${location} 2 plannings` })).toBeVisible();
  await expect(planningRow(page, renamed).getByRole("button", { name: new RegExp(karim.firstName) })).toHaveCount(0);
  await expect(planningRow(page, renamed).getByRole("button", { name: new RegExp(anne.firstName) })).toBeVisible();
  await expect(planningRow(page, `${title} (vitres)`)).toContainText(`Fin : ${day} à 12:30`);

  // Add an employee: only those not assigned are offered.
  await planningRow(page, renamed).getByRole("button", { name: "Ajouter un employé" }).click();
  const addEmployee = page.getByRole("dialog", { name: "Ajouter un employé au planning" });
  const select = addEmployee.getByLabel("Utilisateur");
  await expect(select.locator("option", { hasText: anne.email })).toHaveCount(0);
  await addEmployee.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(addEmployee.getByText("Veuillez sélectionner un utilisateur.")).toBeVisible();
  await select.selectOption({ label: `${zoe.firstName} ${zoe.lastName} (${zoe.email})` });
  await expect(addEmployee.getByLabel("Titre")).toHaveValue(renamed);
  await addEmployee.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expectToast(page, "Succès", "L'utilisateur a été ajouté au planning avec succès.");
  await expect(planningRow(page, renamed).getByRole("button", { name: new RegExp(zoe.firstName) })).toBeVisible();

  // Remove an employee.
  await planningRow(page, renamed).getByRole("button", { name: "Retirer un employé" }).click();
  const remove = page.getByRole("dialog", { name: "Retirer un employé" });
  await remove.getByRole("radio", { name: new RegExp(zoe.firstName) }).check();
  await remove.getByRole("button", { name: "Retirer" }).click();
  await expectToast(page, "Succès", `${zoe.firstName} ${zoe.lastName} a été retiré du planning avec succès.`);
  await expect(planningRow(page, renamed).getByRole("button", { name: new RegExp(zoe.firstName) })).toHaveCount(0);

  // Delete, after confirmation; cancelling first changes nothing.
  await planningRow(page, renamed).getByRole("button", { name: "Supprimer le planning" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirmer la suppression" });
  await expect(confirm).toContainText(
    `Êtes-vous sûr de vouloir supprimer le planning « ${renamed} » pour ${anne.firstName} ${anne.lastName} ? Cette action est irréversible.`,
  );
  await confirm.getByRole("button", { name: "Annuler" }).click();
  await expect(planningRow(page, renamed)).toHaveCount(1);
  await planningRow(page, renamed).getByRole("button", { name: "Supprimer le planning" }).click();
  await page
    .getByRole("dialog", { name: "Confirmer la suppression" })
    .getByRole("button", { name: "Supprimer" })
    .click();
  await expectToast(page, "Succès", "Le planning a été supprimé avec succès.");
  await expect(planningRow(page, renamed)).toHaveCount(0);
  await expect(group.getByRole("heading", { name: `${location} 1 planning` })).toBeVisible();
});

test("selection mode shares the selected plannings in the share text's format", async ({
  page,
  context,
  baseURL,
  plannedWeek,
}) => {
  const origin = baseURL as string;
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin });
  const [{ monday, plan }, anne, karim] = await plannedWeek(["Anne", "Karim"]);
  const location = uniqueName("Opéra");
  const first = uniqueName("Bureaux");
  const second = uniqueName("Vitres");
  const third = uniqueName("Parking");
  await plan({
    employees: [anne, karim],
    title: first,
    day: 0,
    hours: "07:00–09:30",
    location,
    description: "Code 1234",
  });
  await plan({ employees: [karim], title: second, day: 2, hours: "22:00–01:00" });
  await plan({ employees: [anne], title: third, day: 0, hours: "12:00–13:00" });

  await visit(page, `/admin/schedules?semaine=${monday}`);
  const share = page.getByRole("button", { name: "Partager" });
  await expect(share).toBeDisabled();
  await page.getByRole("button", { name: "Sélectionner" }).click();
  await expect(page.getByText("0 planning sélectionné")).toBeVisible();
  await page.getByRole("checkbox", { name: `Sélectionner ${first}` }).check();
  await page.getByRole("checkbox", { name: `Sélectionner ${second}` }).check();
  await expect(page.getByText("2 plannings sélectionnés")).toBeVisible();
  await expect(share).toBeEnabled();

  // Toggling the mode clears the selection.
  await page.getByRole("button", { name: "Quitter la sélection" }).click();
  await expect(share).toBeDisabled();
  await page.getByRole("button", { name: "Sélectionner" }).click();
  await expect(page.getByText("0 planning sélectionné")).toBeVisible();
  await page.getByRole("checkbox", { name: `Sélectionner ${first}` }).check();
  await page.getByRole("checkbox", { name: `Sélectionner ${second}` }).check();

  await share.click();
  const dialog = page.getByRole("dialog", { name: "Partager le planning" });
  await expect(dialog.getByRole("row")).toHaveCount(3);
  await expectAccessibleWithoutToasts(page);
  const whatsapp = dialog.getByRole("link", { name: "WhatsApp" });
  await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=PLANNING%20%C3%89QUIPE/);
  const mail = dialog.getByRole("link", { name: "Email" });
  await expect(mail).toHaveAttribute(
    "href",
    /^mailto:\?subject=Planning%20%C3%A9quipe%20-%20\d\d%2F\d\d%2F\d{4}&body=/,
  );

  await dialog.getByRole("button", { name: "Copier" }).click();
  await expectToast(page, "Copié !", "Le planning a été copié dans le presse-papiers.", { close: false });
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const names = (...people: Array<{ firstName: string; lastName: string }>) =>
    people
      .map((person) => `${person.firstName} ${person.lastName}`)
      .sort((a, b) => a.localeCompare(b, "fr"))
      .join(", ");
  const fr = (day: string) => day.split("-").reverse().join("/");
  // Groups come alphabetically with 'Sans localisation' last: Opéra's planning first.
  expect(copied.replace(/Généré le \d\d\/\d\d\/\d{4} à \d\d:\d\d$/, "Généré le <date>")).toBe(
    [
      "PLANNING ÉQUIPE",
      "",
      `1. ${first}`,
      `Employés : ${names(anne, karim)}`,
      `Lieu : ${location}`,
      `Début : ${fr(monday)} à 07:00`,
      `Fin : ${fr(monday)} à 09:30`,
      "Description : Code 1234",
      "",
      `2. ${second}`,
      `Employés : ${names(karim)}`,
      "Lieu : Non spécifié",
      `Début : ${fr(shiftDay(monday, 2))} à 22:00`,
      `Fin : ${fr(shiftDay(monday, 3))} à 01:00`,
      "",
      "Généré le <date>",
    ].join("\n"),
  );
  await mail.click();
  await expectToast(page, "Email ouvert", "Le planning a été préparé pour envoi par email.", { close: false });
});

test("an overlapping planning is named and saved only once confirmed", async ({ page, plannedWeek }) => {
  const [{ monday, plan }, anne] = await plannedWeek(["Anne"]);
  const existing = uniqueName("Hall d'entrée");
  await plan({ employees: [anne], title: existing, day: 0, hours: "09:00–12:00" });
  await visit(page, `/admin/schedules?semaine=${monday}`);

  const title = uniqueName("Sanitaires");
  const add = await fillNewPlanning(page, {
    employee: anne,
    title,
    start: `${monday}T11:00`,
    end: `${monday}T13:00`,
  });
  await add.getByRole("button", { name: "Ajouter", exact: true }).click();

  const warning = add.getByRole("alert");
  await expect(warning).toContainText("Attention : chevauchement de planning");
  const day = monday.split("-").reverse().join("/");
  await expect(warning).toContainText(`${anne.firstName} ${anne.lastName} : « ${existing} » (${day} de 09:00 à 12:00)`);
  await expectAccessibleWithoutToasts(page);
  await expect(planningRow(page, title)).toHaveCount(0);

  await warning.getByRole("button", { name: "Enregistrer quand même" }).click();
  await expectToast(page, "Succès", "Le planning a été ajouté avec succès.");
  await expect(planningRow(page, title)).toContainText(`Début : ${day} à 11:00`);
  await expect(planningRow(page, existing)).toHaveCount(1);
});

test("the week navigation shows one week at a time, or all of them", async ({ page, plannedWeek }) => {
  const [{ manager, monday, plan }] = await plannedWeek([]);
  const thisWeek = uniqueName("Cette semaine");
  const nextWeek = uniqueName("La suivante");
  await plan({ employees: [manager], title: thisWeek, day: 6, hours: "20:00–23:00" });
  await plan({ employees: [manager], title: nextWeek, day: 7, hours: "06:00–08:00" });

  await visit(page, `/admin/schedules?semaine=${shiftDay(monday, 3)}`);
  const fr = (day: string) => day.split("-").reverse().join("/");
  await expect(page.getByText(`Semaine du ${fr(monday)} au ${fr(shiftDay(monday, 6))}`)).toBeVisible();
  await expect(planningRow(page, thisWeek)).toHaveCount(1);
  await expect(planningRow(page, nextWeek)).toHaveCount(0);

  await page.getByRole("link", { name: "Semaine suivante" }).click();
  await expect(page).toHaveURL(new RegExp(`semaine=${shiftDay(monday, 7)}`));
  await expect(planningRow(page, nextWeek)).toHaveCount(1);
  await expect(planningRow(page, thisWeek)).toHaveCount(0);

  // 'Toutes' is paginated too: other tests' plannings may come first.
  await page.getByRole("link", { name: "Toutes" }).click();
  await expect(page.getByText("Tous les plannings")).toBeVisible();
  await expect(await findOnPages(page, thisWeek)).toHaveCount(1);
  await page.goto("/admin/schedules?semaine=toutes");
  await expect(await findOnPages(page, nextWeek)).toHaveCount(1);
});

test("a week of 60 plannings shows 50 per page, the group header counting all 60", async ({
  page,
  browser,
  plannedWeek,
}) => {
  test.setTimeout(120_000);
  const [{ manager, monday, origin }] = await plannedWeek([]);
  const location = uniqueName("Gare de Lyon");
  const prefix = uniqueName("Quai");
  const titles = Array.from({ length: 60 }, (_, index) => `${prefix} ${String(index + 1).padStart(2, "0")}`);
  for (const [index, title] of titles.entries()) {
    const day = shiftDay(monday, Math.floor(index / 10));
    const hour = String(6 + (index % 10)).padStart(2, "0");
    await createPlanning(page.request, origin, {
      employeeIds: [manager.id],
      title,
      startTime: `${day}T${hour}:00`,
      endTime: `${day}T${hour}:45`,
      location,
    });
  }

  await visit(page, `/admin/schedules?semaine=${monday}`);
  const group = page.getByRole("region", { name: location });
  await expect(group.getByRole("heading", { name: `${location} 60 plannings dont 50 sur cette page` })).toBeVisible();
  await expect(group.getByRole("row")).toHaveCount(51);
  await expect(planningRow(page, titles[0] as string)).toHaveCount(1);
  await expect(planningRow(page, titles[50] as string)).toHaveCount(0);
  const pages = page.getByRole("navigation", { name: "Pages" });
  await expect(pages.getByText("Page 1 sur 2")).toBeVisible();
  await expect(pages.getByRole("link", { name: "Page précédente" })).toHaveCount(0);

  // The selection is of the page shown: another page starts an empty one.
  await page.getByRole("button", { name: "Sélectionner" }).click();
  await page.getByRole("checkbox", { name: `Sélectionner ${titles[0]}` }).check();
  await expect(page.getByText("1 planning sélectionné")).toBeVisible();

  await pages.getByRole("link", { name: "Page suivante" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`semaine=${monday}&page=2`));
  await expect(group.getByRole("heading", { name: `${location} 60 plannings dont 10 sur cette page` })).toBeVisible();
  await expect(group.getByRole("row")).toHaveCount(11);
  await expect(planningRow(page, titles[50] as string)).toHaveCount(1);
  await expect(planningRow(page, titles[59] as string)).toHaveCount(1);
  await expect(page.getByText("0 planning sélectionné")).toBeVisible();
  await expect(page.getByRole("button", { name: "Partager" })).toBeDisabled();
  await expectAccessible(page);

  await pages.getByRole("link", { name: "Page précédente" }).click();
  await expect(page).toHaveURL(new RegExp(`semaine=${monday}$`));
  await expect(planningRow(page, titles[49] as string)).toHaveCount(1);

  // Plain links: the pages work without JavaScript.
  const withoutScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await withoutScript.newPage();
  await plain.goto(`${origin}/admin/schedules?semaine=${monday}`);
  await plain.getByRole("link", { name: "Page suivante" }).click();
  await expect(plain).toHaveURL(/page=2/);
  await expect(planningRow(plain, titles[59] as string)).toHaveCount(1);
  await withoutScript.close();
});
