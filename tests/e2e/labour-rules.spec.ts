import type { Page } from "@playwright/test";
import { shiftDay } from "../../app/lib/time";
import { expect, expectAccessibleWithoutToasts, visit } from "./fixtures";
import type { StaffAccount } from "./login";
import { expectToast, fillNewPlanning } from "./planning-page";
import { addToEmployeeFile, postScheduleAction, STANDING_CONTRACT, test, uniqueName } from "./plannings-helpers";

test("a shift leaving 9 h of rest is illegal: a manager cannot save it, an admin can with a listed reason and a note", async ({
  page,
  plannedWeek,
  login,
}) => {
  const [{ monday, plan }, karim] = await plannedWeek(["Karim"]);
  await plan({ employees: [karim], title: uniqueName("Bureaux du soir"), day: 0, hours: "18:00–23:00" });
  const title = uniqueName("Hall du matin");
  const addMorning = async () => {
    await visit(page, `/admin/schedules?semaine=${monday}`);
    const add = await fillNewPlanning(page, {
      employee: karim,
      title,
      start: `${shiftDay(monday, 1)}T08:00`,
      end: `${shiftDay(monday, 1)}T10:00`,
    });
    await add.getByRole("button", { name: "Ajouter", exact: true }).click();
    const warning = add.getByRole("alert");
    await expect(warning).toContainText("Infractions au droit du travail");
    await expect(warning).toContainText(/Repos quotidien de 9 h seulement .* il manque 2 h/);
    return warning;
  };

  const refused = await addMorning();
  await expect(refused).toContainText(
    "Infraction au droit du travail : seul un administrateur peut enregistrer malgré elle, avec un motif et une note.",
  );
  await expect(refused.getByRole("button", { name: "Enregistrer quand même" })).toHaveCount(0);
  await expectAccessibleWithoutToasts(page);

  await login({ role: "admin" }, page);
  const warning = await addMorning();
  await warning.getByRole("button", { name: "Enregistrer quand même" }).click();
  await expect(warning.getByText("Choisissez le motif de la dérogation.")).toBeVisible();
  await expect(warning.getByLabel("Motif de la dérogation")).toHaveAttribute("aria-invalid", "true");
  await expectAccessibleWithoutToasts(page);
  await warning
    .getByLabel("Motif de la dérogation")
    .selectOption({ label: "Travaux urgents (sécurité, sinistre, remplacement imprévu)" });
  const note = uniqueName("Remplacement de Sofia, malade");
  await warning.getByLabel("Note").fill(note);
  await warning.getByRole("button", { name: "Enregistrer quand même" }).click();
  await expectToast(page, "Succès", "Le planning a été ajouté avec succès.");

  await visit(page, "/admin");
  const recorded = page.getByRole("region", { name: /Enregistrés malgré les alertes/ });
  await expect(recorded.getByText(new RegExp(`Travaux urgents .* — ${note}`))).toHaveCount(1);
  const saved = recorded.getByRole("listitem").filter({ hasText: note });
  const details = saved.getByText("1 alerte", { exact: true });
  await expect(saved.getByText(/Repos quotidien de 9 h/)).toBeHidden();
  await details.click();
  await expect(saved.getByText(/Repos quotidien de 9 h/)).toBeVisible();
});

/** Submits 'Ajouter un planning' for one employee on a day; answers the dialog, which a labour alert holds open. */
async function submitNewPlanning(
  page: Page,
  employee: StaffAccount,
  title: string,
  day: string,
  [start, end]: [string, string],
) {
  const dialog = await fillNewPlanning(page, {
    employee,
    title: uniqueName(title),
    start: `${day}T${start}`,
    end: `${day}T${end}`,
  });
  await dialog.getByRole("button", { name: "Ajouter", exact: true }).click();
  return dialog;
}

test("a 10 h 30 day is flagged before saving, a shift during leave is refused; a part-timer's short week is neither", async ({
  page,
  plannedWeek,
  adminRequest,
}) => {
  const [{ monday, origin }, anne, zoe] = await plannedWeek(["Anne", "Zoé"], { contract: false });
  await addToEmployeeFile(adminRequest, anne.id, "contract-add", STANDING_CONTRACT);
  await addToEmployeeFile(adminRequest, zoe.id, "contract-add", {
    kind: "cdi",
    weeklyHours: "24",
    startsOn: "2020-01-06",
  });
  await visit(page, `/admin/schedules?semaine=${monday}`);

  const long = await submitNewPlanning(page, anne, "Grand ménage", shiftDay(monday, 2), ["07:00", "17:30"]);
  await expect(long.getByRole("alert")).toContainText(/10 h 30 de travail le mercredi .* au-delà du maximum de 10 h/);
  await long.getByRole("button", { name: "Annuler" }).click();

  // 3 h in a week of a 24 h contract: the 16 h floor is the contract's rule, not a planning's.
  const short = await submitNewPlanning(page, zoe, "Vitres", monday, ["08:00", "11:00"]);
  await expect(short).toBeHidden();
  await expect(page.getByRole("cell", { name: /^Vitres [0-9a-f]{6}$/ })).toBeVisible();

  await addToEmployeeFile(adminRequest, anne.id, "absence-add", {
    kind: "paid_leave",
    startsOn: shiftDay(monday, 3),
    endsOn: shiftDay(monday, 4),
  });
  // The page read after the leave shows her absent over Thursday, and she cannot be picked.
  await visit(page, `/admin/schedules?semaine=${monday}`);
  const onLeave = await fillNewPlanning(page, {
    employee: anne,
    title: uniqueName("Accueil"),
    start: `${shiftDay(monday, 3)}T08:00`,
    end: `${shiftDay(monday, 3)}T10:00`,
  });
  const name = anne.name;
  const choice = onLeave.getByRole("checkbox", { name: `${name} (${anne.email}) — absence (Congés payés)` });
  await expect(choice).toBeDisabled();
  // The server refuses her all the same, for a page read before the leave was recorded.
  const refused = await postScheduleAction(page.request, origin, {
    intent: "create",
    employeeIds: anne.id,
    title: uniqueName("Accueil"),
    startTime: `${shiftDay(monday, 3)}T08:00`,
    endTime: `${shiftDay(monday, 3)}T10:00`,
  });
  expect(await refused.text()).toContain(
    `${name} est absent sur cette période (Congés payés) : choisissez quelqu'un d'autre.`,
  );
});
