import { PARIS, shiftDay, todayIn } from "../../app/lib/time";
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
      login,
      plannedWeek,
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

      await login(anne, page);
      await visit(page, "/my-schedule");
      const card = page.getByRole("article").filter({ hasText: title });
      await expect(card).toContainText("06:00 – 09:30");
      await expect(card).toContainText(site);
      await expect(card.getByRole("link", { name: /33 avenue du Maine, 75015 Paris/ })).toHaveAttribute(
        "href",
        "https://www.google.com/maps/search/?api=1&query=33%20avenue%20du%20Maine%2C%2075015%20Paris",
      );
      await expect(card).toContainText("Code d'accès : 4589B");
      await expect(card).toContainText("Badge à l'accueil, local ménage au -1");
      await expect(card).toContainText(`Avec ${karim.firstName} ${karim.lastName}`);
      await expect(page.getByRole("heading", { level: 2, name: /^mardi / })).toBeVisible();
      for (const text of [site, "4589B", "33 avenue du Maine"]) {
        const box = await card.getByText(text).first().boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= viewport.width, `${text} dans l'écran`).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);

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

  test("the week reads, and past shifts open behind a link", async ({ page, login, plannedWeek }) => {
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
    await expect(page.getByRole("article").filter({ hasText: upcoming })).toContainText("Prochaine intervention");
    await expect(page.getByText(past)).toHaveCount(0);
    await page.getByRole("link", { name: "Voir les interventions passées" }).click();
    await expect(page).toHaveURL(/\?passes=1$/);
    await expect(page.getByRole("region", { name: "Interventions passées" })).toContainText(past);
    await expect(page.getByRole("navigation", { name: "Onglets du personnel" })).toBeVisible();
  });
});
