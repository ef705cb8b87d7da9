import { formatInZone, PARIS, shiftDay } from "../../app/lib/time";
import { expect, expectAccessible } from "./fixtures";
import { mailsTo, pageLinkIn, waitForMailAbout } from "./mailbox";
import { expectToast } from "./planning-page";
import { createPlanning, test, uniqueName } from "./plannings-helpers";

test("on a phone, a swap proposed by one employee, accepted by the other and approved by a manager moves both shifts @phone", async ({
  page,
  plannedWeek,
  openAs,
}) => {
  test.setTimeout(120_000);
  const [{ manager, asManager, origin }, nadia, omar] = await plannedWeek(["Nadia", "Omar"], { managerOn: "request" });
  const today = formatInZone(new Date(), "yyyy-MM-dd", PARIS);
  const hers = uniqueName("Hall Nation");
  const his = uniqueName("Bureaux Italie");
  const [herDay, hisDay] = [shiftDay(today, 2), shiftDay(today, 3)];
  for (const [person, title, day] of [
    [nadia, hers, herDay],
    [omar, his, hisDay],
  ] as const) {
    await createPlanning(asManager, origin, {
      employeeIds: [person.id],
      title,
      startTime: `${day}T06:00`,
      endTime: `${day}T09:00`,
    });
  }
  await asManager.dispose();

  await openAs(nadia, `/my-schedule?semaine=${herDay}`);
  const shift = page.getByRole("region", { name: "Ma semaine" }).getByRole("article", { name: new RegExp(`^${hers}`) });
  await shift.getByText(hers).click();
  await shift.getByRole("link", { name: `Proposer à un collègue : ${hers}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Proposer à un collègue" })).toBeVisible();
  await page.getByRole("link", { name: omar.name }).click();
  await expect(page.getByRole("heading", { level: 2, name: `À ${omar.name}` })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: new RegExp(`${his}.*Échanger`) }).click();
  await expect(page.getByText("Proposition envoyée : votre collègue va y répondre.")).toBeVisible();
  await expect(page).toHaveURL(/\/my-schedule#mes-echanges$/);
  const mine = page.getByRole("region", { name: "Mes échanges" });
  await expect(mine).toContainText("En attente de réponse du collègue");

  // The colleague's mail opens his week on « Mes échanges ».
  const proposal = await waitForMailAbout(omar.email, new RegExp(`^${nadia.name} vous propose une vacation`));
  await openAs(omar, pageLinkIn(proposal, "/my-schedule"));
  await expect(page.locator(":target")).toHaveText("Mes échanges");
  const offered = page.getByRole("region", { name: "Mes échanges" });
  await expect(offered).toContainText(hers);
  await offered.getByRole("button", { name: new RegExp(`^Accepter la proposition de ${nadia.name}`) }).click();
  await expectToast(page, "Échange accepté", "Échange accepté : un responsable va le valider.");

  // The managers' mail opens the staff home on the swaps to approve.
  const told = await waitForMailAbout(manager.email, new RegExp(`^Échange à valider : ${nadia.name} et ${omar.name}`));
  await openAs(manager, pageLinkIn(told, "/admin"));
  const toApprove = page.getByRole("region", { name: /^Échanges à valider/ });
  await expect(page.locator(":target")).toHaveAccessibleName(/^Échanges à valider/);
  await expect(toApprove).toContainText(hers);
  await toApprove.getByRole("button", { name: `Approuver l'échange entre ${nadia.name} et ${omar.name}` }).click();
  const approved = `Échange approuvé : ${nadia.name} et ${omar.name}.`;
  await expectToast(page, approved, approved);
  await expect(toApprove.getByRole("listitem").filter({ hasText: hers })).toHaveCount(0);
  await expect
    .poll(() => mailsTo(nadia.email).map((mail) => mail.subject), { timeout: 20_000 })
    .toContain("Échange approuvé");

  await openAs(nadia, `/my-schedule?semaine=${hisDay}`);
  await expect(page.getByRole("article", { name: new RegExp(`^${his}`) })).toBeVisible();
  await expect(page.getByRole("article", { name: new RegExp(`^${hers}`) })).toHaveCount(0);
});
