import { publicHolidayOn } from "../../app/lib/french-holidays";
import { PARIS, shiftDay, shiftWeek, todayIn, weekOf } from "../../app/lib/time";
import { expect, expectAccessible, visit } from "./fixtures";
import { createPlanning, createSite, test, uniqueName } from "./plannings-helpers";

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "tablet", width: 1024, height: 768 },
  // A 1366 × 768 screen zoomed to 200 %: the page lays out in half as many CSS pixels.
  { name: "laptop at 200 % zoom", width: 683, height: 384 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`an employee's week shows place, address, access code and colleagues without sideways scrolling (${viewport.name}) @mobile`, async ({
      page,
      plannedWeek,
      openAs,
    }) => {
      const [{ asManager, origin, plan }, anne, karim] = await plannedWeek(["Anne", "Karim"], {
        managerOn: "request",
      });
      const site = uniqueName("Tour Montparnasse");
      await createSite(asManager, origin, {
        name: site,
        accessInstructions: "Badge à l'accueil, local ménage au -1",
        accessCode: "4589B",
      });
      const title = uniqueName("Bureaux étage 12");
      await plan({ employees: [anne, karim], title, day: 1, hours: "06:00–09:30", location: site });
      await asManager.dispose();

      await openAs(anne, "/my-schedule");
      const card = page.getByRole("article").filter({ hasText: title });
      await expect(card).toContainText("06:00 – 09:30");
      await expect(card).toContainText(site);
      await expect(card.getByRole("link", { name: /33 avenue du Maine, 75015 Paris/ })).toHaveAttribute(
        "href",
        "https://www.google.com/maps/search/?api=1&query=33%20avenue%20du%20Maine%2C%2075015%20Paris",
      );
      await expect(card).toContainText("Code d'accès : 4589B");
      await expect(card).toContainText("Badge à l'accueil, local ménage au -1");
      await expect(card).toContainText(`Avec ${karim.name}`);
      await expect(page.getByRole("region", { name: "Prochaine intervention" })).toContainText(
        /^Prochaine intervention\s*mardi /,
      );
      for (const text of [site, "4589B", "33 avenue du Maine"]) {
        const box = await card.getByText(text).first().boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= viewport.width, `${text} dans l'écran`).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);

      await page.getByRole("navigation", { name: "Raccourcis" }).getByRole("link", { name: "Mon agenda" }).click();

      await page.getByRole("button", { name: "Créer mon lien d'abonnement" }).click();
      const feed = page.getByLabel("Adresse de mon agenda (iCalendar)");
      await expect(feed).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      const feedUrl = await feed.inputValue();
      await expect(page.getByRole("link", { name: "Ajouter à mon agenda" })).toHaveAttribute(
        "href",
        feedUrl.replace(/^https?:\/\//, "webcal://"),
      );
      await expect(page.getByRole("button", { name: "Copier l'adresse" })).toBeVisible();
      await expect(page.getByText("Autres agendas → À partir de l'URL")).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAccessible(page);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the week reads, the next shift on top, and other weeks are a link away", async ({
    page,
    login,
    plannedWeek,
  }) => {
    const [{ asManager, origin }, anne] = await plannedWeek(["Anne"], { managerOn: "request" });
    const past = uniqueName("Vitrerie passée");
    const upcoming = uniqueName("Vitrerie à venir");
    const threeWeeksAgo = shiftDay(todayIn(PARIS), -21);
    await createPlanning(asManager, origin, {
      employeeIds: [anne.id],
      title: past,
      startTime: `${threeWeeksAgo}T06:00`,
      endTime: `${threeWeeksAgo}T08:00`,
    });
    await createPlanning(asManager, origin, {
      employeeIds: [anne.id],
      title: upcoming,
      startTime: "2030-03-05T06:00",
      endTime: "2030-03-05T08:00",
    });
    await asManager.dispose();

    await login(anne, page);
    expect((await page.goto("/my-schedule"))?.status()).toBe(200);
    await expect(page.getByRole("region", { name: "Prochaine intervention" })).toContainText(upcoming);
    await expect(page.getByText(past)).toHaveCount(0);
    const thisMonday = weekOf(todayIn(PARIS), PARIS)?.monday as string;
    await page.getByRole("link", { name: "Semaine précédente" }).click();
    await expect(page).toHaveURL(`/my-schedule?semaine=${shiftWeek(thisMonday, -1)}`);
    await expect(page.getByRole("region", { name: "Prochaine intervention" })).toHaveCount(0);

    await page.goto(`/my-schedule?semaine=${threeWeeksAgo}`);
    await expect(page.getByRole("article", { name: new RegExp(`^${past}, 06:00 – 08:00`) })).toBeVisible();
    await expect(page.getByText(upcoming)).toHaveCount(0);
    await page.getByRole("link", { name: "Cette semaine" }).click();
    await expect(page).toHaveURL(/\/my-schedule$/);
    await expect(page.getByRole("navigation", { name: "Onglets du personnel" })).toBeVisible();
  });
});

test("six months of shifts, two a day: the busiest week is one week, at most three phone screens tall @phone", async ({
  page,
  login,
  adminRequest,
  baseURL,
  plannedWeek,
}) => {
  const [{ asManager }, anne] = await plannedWeek(["Anne"], { managerOn: "request" });
  await asManager.dispose();
  // Past weeks: no test claims them, and six months ahead would run into weeks other tests keep empty.
  const thisMonday = weekOf(todayIn(PARIS), PARIS)?.monday as string;
  const first = shiftWeek(thisMonday, -26);
  const series = (title: string, location: string, hours: [string, string]) =>
    createPlanning(adminRequest, baseURL as string, {
      employeeIds: [anne.id],
      title: uniqueName(title),
      location,
      startTime: `${first}T${hours[0]}`,
      endTime: `${first}T${hours[1]}`,
      repeat: "weekly",
      repeatDays: ["MO", "TU", "WE", "TH", "FR", "SA"],
      repeatUntil: shiftDay(thisMonday, -1),
    });
  await series("Bureaux du matin", "Tour Montparnasse", ["06:00", "09:00"]);
  await series("Commerces du soir", "Rue de Rivoli", ["18:00", "20:00"]);

  await login(anne, page);
  // A week without a public holiday: twelve shifts.
  const busiest = Array.from({ length: 26 }, (_, index) => shiftWeek(first, index)).find((monday) =>
    Array.from({ length: 7 }, (_, day) => shiftDay(monday, day)).every((day) => !publicHolidayOn(day)),
  ) as string;
  await visit(page, `/my-schedule?semaine=${busiest}`);
  await expect(page.getByRole("article")).toHaveCount(12);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, "hauteur de la page").toBeLessThanOrEqual(3 * 844);
  const morning = page.getByRole("article").first();
  await morning.getByText("06:00 – 09:00").click();
  await expect(morning.getByText("Seul(e) sur cette intervention")).toBeVisible();
});
