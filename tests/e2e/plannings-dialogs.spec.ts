import { shiftDay } from "../../app/lib/time";
import { expect, expectAccessibleWithoutToasts, visit } from "./fixtures";
import { expectToast, fillNewPlanning, planningRow } from "./planning-page";
import { test, uniqueName } from "./plannings-helpers";

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
  await expect(row.getByRole("button", { name: anne.name })).toBeVisible();
  await expect(row.getByRole("button", { name: karim.name })).toBeVisible();
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
  await expect(view).toContainText(anne.name);
  await expect(view).toContainText(karim.name);
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
  const one = page.getByRole("dialog", { name: `Modifier le planning de ${karim.name}` });
  await expect(one.getByLabel("Employé")).toHaveValue(karim.name);
  await one.getByLabel("Titre").fill(`${title} (vitres)`);
  await one.getByLabel("Date et heure de fin").fill(`${tuesday}T12:30`);
  await one.getByRole("button", { name: "Mettre à jour" }).click();
  await expectToast(page, "Succès", `Le planning de ${karim.name} a été mis à jour avec succès.`);
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
  await select.selectOption({ label: `${zoe.name} (${zoe.email})` });
  await expect(addEmployee.getByLabel("Titre")).toHaveValue(renamed);
  await addEmployee.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expectToast(page, "Succès", "L'utilisateur a été ajouté au planning avec succès.");
  await expect(planningRow(page, renamed).getByRole("button", { name: new RegExp(zoe.firstName) })).toBeVisible();

  // Remove an employee.
  await planningRow(page, renamed).getByRole("button", { name: "Retirer un employé" }).click();
  const remove = page.getByRole("dialog", { name: "Retirer un employé" });
  await remove.getByRole("radio", { name: new RegExp(zoe.firstName) }).check();
  await remove.getByRole("button", { name: "Retirer" }).click();
  await expectToast(page, "Succès", `${zoe.name} a été retiré du planning avec succès.`);
  await expect(planningRow(page, renamed).getByRole("button", { name: new RegExp(zoe.firstName) })).toHaveCount(0);

  // Delete, after confirmation; cancelling first changes nothing.
  await planningRow(page, renamed).getByRole("button", { name: "Supprimer le planning" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirmer la suppression" });
  await expect(confirm).toContainText(
    `Êtes-vous sûr de vouloir supprimer le planning « ${renamed} » pour ${anne.name} ? Cette action est irréversible.`,
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
  await expect(warning).toContainText(`${anne.name} : « ${existing} » (${day} de 09:00 à 12:00)`);
  await expectAccessibleWithoutToasts(page);
  await expect(planningRow(page, title)).toHaveCount(0);

  await warning.getByRole("button", { name: "Enregistrer quand même" }).click();
  await expectToast(page, "Succès", "Le planning a été ajouté avec succès.");
  await expect(planningRow(page, title)).toContainText(`Début : ${day} à 11:00`);
  await expect(planningRow(page, existing)).toHaveCount(1);
});
