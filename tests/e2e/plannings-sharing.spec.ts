import { shiftDay } from "../../app/lib/time";
import { expect, expectAccessibleWithoutToasts, visit } from "./fixtures";
import { expectToast } from "./planning-page";
import { addToEmployeeFile, createSite, test, uniqueName } from "./plannings-helpers";

test("selection mode shares the selected plannings in the share text's format", async ({
  page,
  context,
  baseURL,
  plannedWeek,
}) => {
  const origin = baseURL as string;
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin });
  const [{ monday, plan }, anne, karim] = await plannedWeek(["Anne", "Karim"]);
  const location = uniqueName("Opéra");
  const first = uniqueName("Bureaux");
  const second = uniqueName("Vitres");
  const third = uniqueName("Parking");
  await plan({
    employees: [anne, karim],
    title: first,
    day: 0,
    hours: "07:00–09:30",
    location,
    description: "Code 1234",
  });
  await plan({ employees: [karim], title: second, day: 2, hours: "22:00–01:00" });
  await plan({ employees: [anne], title: third, day: 0, hours: "12:00–13:00" });

  await visit(page, `/admin/schedules?semaine=${monday}`);
  const share = page.getByRole("button", { name: "Partager" });
  await expect(share).toBeDisabled();
  await page.getByRole("button", { name: "Sélectionner" }).click();
  await expect(page.getByText("0 planning sélectionné")).toBeVisible();
  await page.getByRole("checkbox", { name: `Sélectionner ${first}` }).check();
  await page.getByRole("checkbox", { name: `Sélectionner ${second}` }).check();
  await expect(page.getByText("2 plannings sélectionnés")).toBeVisible();
  await expect(share).toBeEnabled();

  // Toggling the mode clears the selection.
  await page.getByRole("button", { name: "Quitter la sélection" }).click();
  await expect(share).toBeDisabled();
  await page.getByRole("button", { name: "Sélectionner" }).click();
  await expect(page.getByText("0 planning sélectionné")).toBeVisible();
  await page.getByRole("checkbox", { name: `Sélectionner ${first}` }).check();
  await page.getByRole("checkbox", { name: `Sélectionner ${second}` }).check();

  await share.click();
  const dialog = page.getByRole("dialog", { name: "Partager le planning" });
  await expect(dialog.getByRole("row")).toHaveCount(3);
  await expectAccessibleWithoutToasts(page);
  const whatsapp = dialog.getByRole("link", { name: "WhatsApp" });
  await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=PLANNING%20%C3%89QUIPE/);
  const mail = dialog.getByRole("link", { name: "Email" });
  await expect(mail).toHaveAttribute(
    "href",
    /^mailto:\?subject=Planning%20%C3%A9quipe%20-%20\d\d%2F\d\d%2F\d{4}&body=/,
  );

  await dialog.getByRole("button", { name: "Copier" }).click();
  await expectToast(page, "Copié !", "Le planning a été copié dans le presse-papiers.", { close: false });
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const names = (...people: Array<{ name: string }>) =>
    people
      .map((person) => person.name)
      .sort((a, b) => a.localeCompare(b, "fr"))
      .join(", ");
  const fr = (day: string) => day.split("-").reverse().join("/");
  // Groups come alphabetically with 'Sans localisation' last: Opéra's planning first.
  expect(copied.replace(/Généré le \d\d\/\d\d\/\d{4} à \d\d:\d\d$/, "Généré le <date>")).toBe(
    [
      "PLANNING ÉQUIPE",
      "",
      `1. ${first}`,
      `Employés : ${names(anne, karim)}`,
      `Lieu : ${location}`,
      `Début : ${fr(monday)} à 07:00`,
      `Fin : ${fr(monday)} à 09:30`,
      "Description : Code 1234",
      "",
      `2. ${second}`,
      `Employés : ${names(karim)}`,
      "Lieu : Non spécifié",
      `Début : ${fr(shiftDay(monday, 2))} à 22:00`,
      `Fin : ${fr(shiftDay(monday, 3))} à 01:00`,
      "",
      "Généré le <date>",
    ].join("\n"),
  );
  await mail.click();
  await expectToast(page, "Email ouvert", "Le planning a été préparé pour envoi par email.", { close: false });
});

test("plannings of one person share on WhatsApp with that person, with the site's access instructions, when their phone is on file", async ({
  page,
  plannedWeek,
  adminRequest,
  baseURL,
}) => {
  const [{ monday, plan }, sofia, leo] = await plannedWeek(["Sofia", "Léo"]);
  await addToEmployeeFile(adminRequest, sofia.id, "details", { phone: "07 98 76 54 32", hiredOn: "" });
  const site = uniqueName("Tour Pleyel");
  const access = "Badge au PC sécurité, niveau -1";
  await createSite(adminRequest, baseURL as string, { name: site, accessInstructions: access, accessCode: "4589B" });
  const hers = uniqueName("Accueil");
  const both = uniqueName("Réserve");
  await plan({ employees: [sofia], title: hers, day: 1, hours: "06:00–08:00", location: site });
  await plan({ employees: [sofia, leo], title: both, day: 2, hours: "06:00–08:00", location: site });

  await visit(page, `/admin/schedules?semaine=${monday}`);
  await page.getByRole("button", { name: "Sélectionner" }).click();
  await page.getByRole("checkbox", { name: `Sélectionner ${hers}` }).check();
  await page.getByRole("button", { name: "Partager" }).click();
  const dialog = page.getByRole("dialog", { name: "Partager le planning" });
  const whatsapp = dialog.getByRole("link", { name: "WhatsApp" });
  await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/33798765432\?text=PLANNING%20%C3%89QUIPE/);
  const text = async () => new URL((await whatsapp.getAttribute("href")) ?? "").searchParams.get("text") ?? "";
  expect(await text()).toContain(`Lieu : ${site} — 33 avenue du Maine, 75015 Paris\nAccès : ${access}\n`);
  expect(await text()).not.toContain("4589B");
  await page.keyboard.press("Escape");
  await page.getByRole("checkbox", { name: `Sélectionner ${both}` }).check();
  await page.getByRole("button", { name: "Partager" }).click();
  await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);
  expect(await text()).not.toContain("Accès");
});
