import { PARIS, shiftDay, shiftWeek, todayIn, weekOf } from "../../app/lib/time";
import { expect, expectAccessible, visit } from "./fixtures";
import { mailsTo } from "./mailbox";
import { addToEmployeeFile, createPlanning, expectToast, test, uniqueName } from "./plannings-helpers";
import { PHONE } from "./small-screens";

test("on a phone, an employee volunteers for an open shift of her week in one tap, and a manager confirms it in one @mobile", async ({
  page,
  login,
  plannedWeek,
  adminRequest,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const [{ manager, asManager, origin }, nadia, omar] = await plannedWeek(["Nadia", "Omar"], {
    managerOn: "request",
  });
  // Next week's Tuesday: a working day, whatever today is.
  const day = shiftDay(shiftWeek(weekOf(todayIn(PARIS), PARIS)?.monday ?? "", 1), 1);
  const title = uniqueName("Hall Bercy");
  await createPlanning(asManager, origin, {
    employeeIds: [omar.id],
    title,
    startTime: `${day}T06:00`,
    endTime: `${day}T09:00`,
  });
  await asManager.dispose();
  // Omar is off sick that day: his shift is open.
  await addToEmployeeFile(adminRequest, omar.id, "absence-add", { kind: "sickness", startsOn: day, endsOn: day });
  const name = `${nadia.firstName} ${nadia.lastName}`;

  await login(nadia, page);
  await visit(page, `/my-schedule?semaine=${day}`);
  const open = page.getByRole("region", { name: "Vacations à pourvoir" });
  const item = open.getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText("de 06:00 à 09:00");
  await expectAccessible(page);
  await item.getByRole("button", { name: new RegExp(`^Je suis disponible : ${title}`) }).click();
  await expectToast(page, "Vous êtes volontaire", "Vous êtes volontaire : un responsable va confirmer.");
  await expect(item).toContainText("Vous êtes volontaire : en attente d'un responsable");
  await expect(item.getByRole("button", { name: new RegExp(`^Retirer ma proposition : ${title}`) })).toBeVisible();

  await login(manager, page);
  await visit(page, "/admin");
  const volunteers = page.getByRole("region", { name: /^Volontaires/ });
  const offer = volunteers.getByRole("listitem").filter({ hasText: title });
  await expect(offer).toContainText(`${name} se propose`);
  await expectAccessible(page);
  await offer.getByRole("button", { name: new RegExp(`^Confirmer ${name}`) }).click();
  await expectToast(page, "Vacation confiée", `${name} remplace ${omar.firstName} ${omar.lastName} sur « ${title} ».`);
  await expect(offer).toHaveCount(0);
  await expect
    .poll(() => mailsTo(nadia.email).map((mail) => mail.subject), { timeout: 20_000 })
    .toContainEqual(expect.stringMatching(/^Remplacement confirmé : /));

  await login(nadia, page);
  await visit(page, `/my-schedule?semaine=${day}`);
  await expect(
    page.getByRole("region", { name: "Ma semaine" }).getByRole("article", { name: new RegExp(`^${title}`) }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Vacations à pourvoir" }).getByText(title)).toHaveCount(0);
});
