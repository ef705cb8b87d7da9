import { shiftDay } from "../../app/lib/time";
import { expect, visit } from "./fixtures";
import {
  addToEmployeeFile,
  createPlanning,
  expectAccessibleWithoutToasts,
  expectToast,
  fillNewPlanning,
  test,
  uniqueName,
} from "./plannings-helpers";

test("a short daily rest is flagged before saving, and 'Enregistrer quand même' asks why and records it", async ({
  page,
  plannedWeek,
}) => {
  const {
    employees: [karim],
    monday,
    asManager,
    origin,
  } = await plannedWeek(["Karim"]);
  await createPlanning(asManager, origin, {
    employeeIds: [karim.id],
    title: uniqueName("Bureaux du soir"),
    startTime: `${monday}T18:00`,
    endTime: `${monday}T23:00`,
  });
  await visit(page, `/admin/schedules?semaine=${monday}`);
  const title = uniqueName("Hall du matin");
  const add = await fillNewPlanning(page, {
    employee: karim,
    title,
    start: `${shiftDay(monday, 1)}T06:00`,
    end: `${shiftDay(monday, 1)}T09:00`,
  });
  await add.getByRole("button", { name: "Ajouter", exact: true }).click();
  const warning = add.getByRole("alert");
  await expect(warning).toContainText("Attention : règles du travail");
  await expect(warning).toContainText(/Repos quotidien de 7 h seulement .* il manque 4 h/);
  await expectAccessibleWithoutToasts(page);

  await warning.getByRole("button", { name: "Enregistrer quand même" }).click();
  await expect(warning.getByText("Indiquez le motif pour enregistrer malgré les alertes.")).toBeVisible();
  await expect(warning.getByLabel("Motif")).toHaveAttribute("aria-invalid", "true");
  const reason = uniqueName("Remplacement de Sofia, malade");
  await warning.getByLabel("Motif").fill(reason);
  await warning.getByRole("button", { name: "Enregistrer quand même" }).click();
  await expectToast(page, "Succès", "Le planning a été ajouté avec succès.");

  await visit(page, "/admin");
  const recorded = page.getByRole("region", { name: /Enregistrés malgré les alertes/ });
  await expect(recorded).toContainText(reason);
  await expect(recorded).toContainText(/Repos quotidien de 7 h/);
});

test("a 10 h 30 day, a part-timer under 16 h and a shift during leave are flagged before saving", async ({
  page,
  plannedWeek,
  adminRequest,
}) => {
  const {
    employees: [anne, zoe],
    monday,
  } = await plannedWeek(["Anne", "Zoé"]);
  await addToEmployeeFile(adminRequest, zoe.id, "contract-add", {
    kind: "cdi",
    weeklyHours: "24",
    startsOn: "2020-01-06",
  });
  await visit(page, `/admin/schedules?semaine=${monday}`);

  const long = await fillNewPlanning(page, {
    employee: anne,
    title: uniqueName("Grand ménage"),
    start: `${shiftDay(monday, 2)}T07:00`,
    end: `${shiftDay(monday, 2)}T17:30`,
  });
  await long.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(long.getByRole("alert")).toContainText(/10 h 30 de travail le mercredi .* au-delà du maximum de 10 h/);
  await long.getByRole("button", { name: "Annuler" }).click();

  const short = await fillNewPlanning(page, {
    employee: zoe,
    title: uniqueName("Vitres"),
    start: `${monday}T08:00`,
    end: `${monday}T11:00`,
  });
  await short.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(short.getByRole("alert")).toContainText(
    /3 h planifiées la semaine du lundi .* il manque 13 h pour atteindre le minimum de 16 h/,
  );
  await short.getByRole("button", { name: "Annuler" }).click();

  await addToEmployeeFile(adminRequest, anne.id, "absence-add", {
    kind: "paid_leave",
    startsOn: shiftDay(monday, 3),
    endsOn: shiftDay(monday, 4),
  });
  const onLeave = await fillNewPlanning(page, {
    employee: anne,
    title: uniqueName("Accueil"),
    start: `${shiftDay(monday, 3)}T08:00`,
    end: `${shiftDay(monday, 3)}T10:00`,
  });
  await onLeave.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(onLeave.getByRole("alert")).toContainText(/pendant une absence enregistrée : Congés payés du/);
});
