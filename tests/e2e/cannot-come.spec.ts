import { PARIS, shiftDay, todayIn } from "../../app/lib/time";
import { expect, expectAccessible, visit } from "./fixtures";
import { waitForMailAbout } from "./mailbox";
import { addToEmployeeFile, createPlanning, test, uniqueName } from "./plannings-helpers";
import { PHONE } from "./small-screens";

test.describe("« Je ne peux pas venir » @mobile", () => {
  test.use({ viewport: PHONE });

  test("a sick employee tells the managers in two taps on a phone; the shift waits for a replacement", async ({
    page,
    plannedWeek,
    openAs,
  }) => {
    const [{ manager, asManager, origin }, moussa] = await plannedWeek(["Moussa"], { managerOn: "request" });
    const tomorrow = shiftDay(todayIn(PARIS), 1);
    const title = uniqueName("Bureaux étage 12");
    await createPlanning(asManager, origin, {
      employeeIds: [moussa.id],
      title,
      location: "Tour Montparnasse",
      startTime: `${tomorrow}T06:00`,
      endTime: `${tomorrow}T09:00`,
    });
    await asManager.dispose();

    await openAs(moussa, "/my-schedule");
    const next = page.getByRole("region", { name: "Prochaine intervention" });
    await expect(next).toContainText(title);
    // Tap 1 opens the choice, tap 2 sends it.
    await next.getByText("Je ne peux pas venir").click();
    await expect(next.getByRole("button", { name: "Autre empêchement" })).toBeVisible();
    await expectAccessible(page);
    await next.getByRole("button", { name: "Je suis malade" }).click();
    await expect(page.getByRole("status")).toContainText("C'est noté : vos responsables sont prévenus.");
    await expect(page.getByRole("status")).toContainText("Cette intervention vous est retirée");
    await expect(page.getByText(title)).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Mes absences" })).toContainText("Arrêt maladie");

    const name = moussa.name;
    const mail = await waitForMailAbout(
      manager.email,
      new RegExp(`^${name} ne peut pas venir \\(\\S+ \\d+ \\S+, 06:00 – 09:00\\)$`),
    );
    expect(mail.body).toContain("Motif : Arrêt maladie");
    expect(mail.body).toContain(`${title} · Tour Montparnasse`);
    const finder = new RegExp(`Trouver un remplaçant : ${origin}(/admin/replacements/[0-9a-f-]+)`).exec(mail.body)?.[1];
    expect(finder, "le lien du mail mène aux candidats de l'intervention").toBeDefined();

    await openAs(manager, "/admin");
    const toReplace = page.getByRole("region", { name: "À remplacer" });
    await expect(toReplace.getByRole("listitem").filter({ hasText: title })).toContainText(`À remplacer : ${name}`);
    // From the mail, one tap opens the shift's candidates.
    await visit(page, finder as string);
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    await expect(page.getByText(`À remplacer : ${name} (Arrêt maladie)`)).toBeVisible();
  });
});

test("nobody declares for someone else's shift, without a reason, over an absence, nor from a shift gone by; nothing changes", async ({
  page,
  api,
  plannedWeek,
  adminRequest,
  openAs,
}) => {
  const [{ asManager, origin }, anne, karim] = await plannedWeek(["Anne", "Karim"], { managerOn: "request" });
  const coming = uniqueName("Vitrerie");
  const gone = uniqueName("Hall");
  const day = (offset: number) => shiftDay(todayIn(PARIS), offset);
  await createPlanning(asManager, origin, {
    employeeIds: [anne.id],
    title: coming,
    startTime: `${day(2)}T06:00`,
    endTime: `${day(2)}T08:00`,
  });
  await createPlanning(asManager, origin, {
    employeeIds: [anne.id],
    title: gone,
    startTime: `${day(-7)}T06:00`,
    endTime: `${day(-7)}T08:00`,
  });
  await asManager.dispose();
  await openAs(anne, "/my-schedule");
  const comingId = await page.locator('input[name="planningId"]').first().inputValue();
  await visit(page, `/my-schedule?semaine=${day(-7)}`);
  const goneShift = page.getByRole("article", { name: new RegExp(`^${gone}`) });
  await expect(goneShift).toBeVisible();
  await expect(
    goneShift.locator('input[name="planningId"]'),
    "rien à déclarer pour une intervention passée",
  ).toHaveCount(0);

  const declare = async (as: typeof anne, form: Record<string, string>) => {
    const request = await api(as);
    const response = await request.post("/my-schedule", { form: { intent: "cannot-come", ...form } });
    return { status: response.status(), text: await response.text() };
  };
  const forKarim = await declare(karim, { planningId: comingId, reason: "sickness" });
  expect(forKarim.status).toBe(404);
  expect(forKarim.text).toContain("Cette intervention n&#x27;est pas l&#x27;une des vôtres à venir");
  const noReason = await declare(anne, { planningId: comingId });
  expect(noReason.status).toBe(400);
  expect(noReason.text).toContain("Choisissez un motif pour prévenir vos responsables.");
  const longNote = await declare(anne, { planningId: comingId, reason: "other", note: "x".repeat(501) });
  expect(longNote.status).toBe(400);
  expect(longNote.text).toContain("Ce champ ne peut pas dépasser 500 caractères");
  const forged = await declare(anne, { planningId: "pas-un-identifiant", reason: "other" });
  expect(forged.status).toBe(404);
  // The afternoon is already off: a whole day from her morning shift would overlap it.
  await addToEmployeeFile(adminRequest, anne.id, "absence-add", {
    kind: "paid_leave",
    startsOn: day(2),
    endsOn: day(2),
    halfDay: "afternoon",
  });
  const overAbsence = await declare(anne, { planningId: comingId, reason: "sickness" });
  expect(overAbsence.status).toBe(409);
  expect(overAbsence.text).toContain("Une absence est déjà enregistrée ce jour-là");

  await visit(page, "/my-schedule");
  await expect(page.getByRole("region", { name: "Prochaine intervention" })).toContainText(coming);
  const mine = page.getByRole("region", { name: "Mes absences" });
  await expect(mine).toContainText("Congés payés");
  await expect(mine).not.toContainText("Arrêt maladie");
  await expect(mine).not.toContainText("Autre absence");
});
