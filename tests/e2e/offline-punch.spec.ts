import type { Page } from "@playwright/test";
import { ATTENDANCE_MESSAGES } from "../../app/features/attendance/attendance.schema";
import { formatSiteCode } from "../../app/features/attendance/site-code";
import { formatInZone, PARIS } from "../../app/lib/time";
import { parisMinute, printSiteCode, punchTime, shiftAtNewSite } from "./attendance";
import { chromiumPath, launchOptions } from "./browsers";
import { expect, expectAccessible, visit } from "./fixtures";
import { signIn } from "./login";
import { test as plannedTest } from "./plannings-helpers";
import { PHONE } from "./small-screens";

interface ShiftNames {
  site: string;
  title: string;
}

type Fixtures = Parameters<Parameters<typeof plannedTest>[2]>[0];

/**
 * Inès, on a shift under way (started 30 minutes ago, for two hours) at a new site whose sheet the manager printed,
 * signed in on her phone, set to French time: the site's and the shift's names, its code, and her phone's page.
 */
async function onShiftNow(
  { page, browser, plannedWeek }: Pick<Fixtures, "page" | "browser" | "plannedWeek">,
  names: ShiftNames,
) {
  const [week, ines] = await plannedWeek(["Inès"]);
  const now = Date.now();
  const shift = { employeeIds: [ines.id], start: parisMinute(-30, now), end: parisMinute(90, now) };
  const { site, title } = await shiftAtNewSite(week, names, shift);
  const code = await printSiteCode(page.request, site);
  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, timezoneId: PARIS });
  await signIn(phone, ines);
  return { week, ines, now, start: shift.start, site, title, code, phone, inesPage: await phone.newPage() };
}

const test = plannedTest.extend<{ inesOnShiftNow: (names: ShiftNames) => ReturnType<typeof onShiftNow> }>({
  inesOnShiftNow: async ({ page, browser, plannedWeek }, use) => {
    await use((names) => onShiftNow({ page, browser, plannedWeek }, names));
  },
});

// A kept punch sent to a code replaced meanwhile is answered 404. Whether the staff app can be installed is judged by
// the full Chromium: the headless shell the other tests run in does not judge it.
test.use({ expectedErrorStatuses: [404], launchOptions: launchOptions(chromiumPath()) });

/** The pages the staff app's service worker keeps for when there is no network. */
const keptPages = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open("clarte-pages-v1");
    return (await cache.keys()).map((request) => new URL(request.url).pathname).toSorted();
  });

test("on a phone with no network, a scanned site code keeps the arrival on the phone at the phone's time, her week stays readable, and the arrival is sent when the network returns, flagged for the manager @mobile", async ({
  page,
  inesOnShiftNow,
}) => {
  const { week, ines, now, start, site, title, code, phone, inesPage } = await inesOnShiftNow({
    site: "Parking Pointage",
    title: "Sous-sol",
  });

  // Signed in on her phone, the staff app installs: its manifest, and the pages it keeps.
  await visit(inesPage, "/my-schedule");
  await expect(inesPage.locator('link[rel="manifest"]')).toHaveAttribute("href", "/staff.webmanifest");
  const manifest = await (await inesPage.request.get("/staff.webmanifest")).json();
  expect(manifest).toMatchObject({ lang: "fr", display: "standalone", start_url: "/auth" });
  await expect.poll(() => keptPages(inesPage)).toEqual(["/my-schedule", "/pointage/hors-ligne"]);
  // Chromium's own verdict: installable, but for the test browser's private window (the public site, for one, is not).
  const devtools = await phone.newCDPSession(inesPage);
  const { installabilityErrors } = await devtools.send("Page.getInstallabilityErrors");
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(["in-incognito"]);
  await devtools.detach();

  // In the basement, her phone's clock says 10 minutes ago when she taps: the punch is sent much later.
  const tapped = now - 10 * 60_000;
  await phone.clock.setFixedTime(tapped);
  await phone.setOffline(true);
  await inesPage.goto(`/pointage/${code}`);
  await expect(inesPage).toHaveURL(new RegExp(`/pointage/hors-ligne\\?code=${code}&via=qr$`));
  await expect(inesPage.getByRole("heading", { level: 1, name: "Pointage sans réseau" })).toBeVisible();
  await expect(inesPage.getByText(`Code du site : ${formatSiteCode(code)}`)).toBeVisible();
  const arrive = inesPage.getByRole("button", { name: "J'arrive" });
  expect((await arrive.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await expectAccessible(inesPage);
  await arrive.click();
  const tappedAt = formatInZone(new Date(tapped), "HH:mm", PARIS);
  await expect(inesPage.getByRole("status")).toContainText(
    `Pas de réseau : arrivée gardée sur ce téléphone à ${tappedAt}. Elle sera envoyée dès le retour du réseau.`,
  );
  const kept = inesPage.getByRole("region", { name: "Pointages gardés sur ce téléphone" });
  await expect(kept).toContainText(`à ${tappedAt} : en attente du réseau`);

  // Still without network, another page says so and leads to her week: the copy kept, with the punch waiting.
  await inesPage.getByRole("link", { name: "Mon compte" }).click();
  await expect(inesPage.getByRole("heading", { level: 1 })).toHaveText("Pas de réseau");
  await expectAccessible(inesPage);
  await inesPage.getByRole("link", { name: "Lire mon planning" }).click();
  await expect(inesPage.getByRole("heading", { level: 1 })).toHaveText("Mon planning");
  await expect(inesPage.getByText(title).first()).toBeVisible();
  await expect(kept).toContainText(`à ${tappedAt} : en attente du réseau`);

  // The network returns: the arrival is sent at once, at the phone's time.
  await phone.setOffline(false);
  await expect(inesPage.locator("[data-sonner-toast]")).toContainText(`Arrivée enregistrée à ${tappedAt}`);
  await expect(kept).toBeHidden();

  // The manager sees it on her sheet: the phone's time, when it reached the server, and the flag for review.
  await visit(page, `/employees/${ines.id}/pointages`);
  const shift = page.getByRole("article", { name: new RegExp(`^${title}`) });
  await expect(shift).toContainText(
    `Arrivée : ${punchTime(parisMinute(0, tapped), start)} (QR code, sans réseau, reçu `,
  );
  await expect(shift).toContainText("Envoyé plus tard depuis le téléphone");
  await visit(page, "/admin");
  await expect(
    page.getByRole("region", { name: "Sur site" }).getByRole("listitem").filter({ hasText: ines.name }),
  ).toContainText(`${site}, depuis ${tappedAt}`);

  // Leaving, she opens the site's page with network, loses it in the lift, and taps « Je pars »: kept, then sent.
  const left = Date.now();
  await phone.clock.setFixedTime(left);
  await visit(inesPage, `/pointage/${code}`);
  await phone.setOffline(true);
  await inesPage.getByRole("button", { name: "Je pars" }).click();
  await expect(inesPage.getByRole("status")).toContainText("Pas de réseau : départ gardé sur ce téléphone à");
  await expect(kept).toContainText(/Départ du .* : en attente du réseau/);
  await phone.setOffline(false);
  await expect(inesPage.locator("[data-sonner-toast]")).toContainText(/Départ enregistré à \d\d:\d\d/);
  await expect(kept).toBeHidden();
  await visit(page, `/employees/${ines.id}/pointages`);
  await expect(shift).toContainText(`Départ : ${punchTime(parisMinute(0, left), start)} (QR code, sans réseau, reçu `);

  // Signing out forgets the pages kept: the next person on this phone does not read her week.
  await phone.clock.resume();
  await inesPage.getByRole("banner").getByText("Employé", { exact: true }).click();
  await inesPage.getByRole("banner").getByRole("button", { name: "Déconnexion" }).click();
  await expect(inesPage).toHaveURL(`${week.origin}/`);
  await expect.poll(() => keptPages(inesPage)).toEqual([]);
  await phone.close();
});

test("a punch kept on the phone for a code replaced meanwhile is refused in French when sent, stays listed with the reason, and its owner removes it @mobile", async ({
  page,
  inesOnShiftNow,
}) => {
  const {
    ines,
    site,
    title,
    code: oldCode,
    phone,
    inesPage,
  } = await inesOnShiftNow({ site: "Cave Pointage", title: "Réserves" });
  await visit(inesPage, `/pointage/${oldCode}`);
  await phone.setOffline(true);
  await inesPage.getByRole("button", { name: "J'arrive" }).click();
  const kept = inesPage.getByRole("region", { name: "Pointages gardés sur ce téléphone" });
  await expect(kept).toContainText("en attente du réseau");

  // Meanwhile the manager prints a new sheet for the site: the old code stops working.
  await printSiteCode(page.request, site);
  await phone.setOffline(false);
  const refusal = `Refusé : ${ATTENDANCE_MESSAGES.codeInvalid}`;
  await expect(kept).toContainText(refusal);
  await expectAccessible(inesPage);
  await inesPage.reload();
  await expect(kept).toContainText(refusal);
  await kept.getByRole("button", { name: /^Retirer : Arrivée du / }).click();
  await expect(kept).toBeHidden();

  await visit(page, `/employees/${ines.id}/pointages`);
  await expect(page.getByRole("article", { name: new RegExp(`^${title}`) })).toContainText("Arrivée non pointée");
  await phone.close();
});
