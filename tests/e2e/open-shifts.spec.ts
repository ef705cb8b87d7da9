import { shiftDay } from "../../app/lib/time";
import { expect, expectAccessible, visit } from "./fixtures";
import { mailsTo, pageLinkIn, waitForMailAbout } from "./mailbox";
import { expectToast } from "./planning-page";
import { addToEmployeeFile, test, uniqueName } from "./plannings-helpers";

test("on a phone, an employee volunteers for an open shift of her week in one tap, and a manager confirms it in one @phone", async ({
  page,
  plannedWeek,
  adminRequest,
  openAs,
}) => {
  const [week, nadia, omar] = await plannedWeek(["Nadia", "Omar"], { managerOn: "request" });
  await week.asManager.dispose();
  // Omar's Tuesday, and Omar off sick that day: his shift is open.
  const title = uniqueName("Hall Bercy");
  await week.plan({ employees: [omar], title, day: 1, hours: "06:00–09:00" });
  const tuesday = shiftDay(week.monday, 1);
  await addToEmployeeFile(adminRequest, omar.id, "absence-add", {
    kind: "sickness",
    startsOn: tuesday,
    endsOn: tuesday,
  });
  const name = nadia.name;

  await openAs(nadia, `/my-schedule?semaine=${week.monday}`);
  const open = page.getByRole("region", { name: "Vacations à pourvoir" });
  const item = open.getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText("de 06:00 à 09:00");
  await expectAccessible(page);
  await item.getByRole("button", { name: new RegExp(`^Je suis disponible : ${title}`) }).click();
  await expectToast(page, "Vous êtes volontaire", "Vous êtes volontaire : un responsable va confirmer.");
  await expect(item).toContainText("Vous êtes volontaire : en attente d'un responsable");
  await expect(item.getByRole("button", { name: new RegExp(`^Retirer ma proposition : ${title}`) })).toBeVisible();

  // The managers' mail opens the staff home on the volunteers; the finder puts her first: she already agreed.
  const told = await waitForMailAbout(week.manager.email, new RegExp(`^${name} se propose pour une vacation`));
  await openAs(week.manager, pageLinkIn(told, "/admin"));
  const volunteers = page.getByRole("region", { name: /^Volontaires/ });
  await expect(page.locator(":target")).toHaveAccessibleName(/^Volontaires/);
  await volunteers.getByRole("link", { name: new RegExp(`^Trouver un remplaçant : ${title}`) }).click();
  const first = page
    .getByRole("region", { name: /^Candidats/ })
    .getByRole("listitem")
    .first();
  await expect(first).toContainText(`1. ${name}`);
  await expect(first).toContainText("S'est proposé(e) pour cette vacation");
  await visit(page, "/admin");
  const offer = volunteers.getByRole("listitem").filter({ hasText: title });
  await expect(offer).toContainText(`${name} se propose`);
  await expectAccessible(page);
  await offer.getByRole("button", { name: new RegExp(`^Confirmer ${name}`) }).click();
  await expectToast(page, "Vacation confiée", `${name} remplace ${omar.name} sur « ${title} ».`);
  await expect(offer).toHaveCount(0);
  await expect
    .poll(() => mailsTo(nadia.email).map((mail) => mail.subject), { timeout: 20_000 })
    .toContainEqual(expect.stringMatching(/^Remplacement confirmé : /));

  await openAs(nadia, `/my-schedule?semaine=${week.monday}`);
  const hers = page.getByRole("region", { name: "Ma semaine" }).getByRole("article", { name: new RegExp(`^${title}`) });
  await expect(hers).toBeVisible();
  await expect(page.getByRole("region", { name: "Vacations à pourvoir" }).getByText(title)).toHaveCount(0);
});
