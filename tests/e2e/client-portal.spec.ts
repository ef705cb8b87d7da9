import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { shiftDay, todayIn } from "../../app/lib/time";
import { imageBytes } from "../support/images";
import { pdfText } from "../support/pdf-text";
import { expect, expectAccessible, test, visit } from "./fixtures";
import { inboxRowsWith, quoteSubmission, unique } from "./leads-helpers";
import { passwordLinkIn, waitForMailAbout } from "./mailbox";
import { nuCheckerErrors } from "./nu-checker";
import { expectToast } from "./planning-page";
import { addToEmployeeFile, createPlanning, STANDING_CONTRACT, uniqueName } from "./plannings-helpers";

// The client portal: a web quote's contact, invited by a manager, reads their site and nothing of another client's.

test.use({ expectedErrorStatuses: [404] });

/** The manager turns the quote sent by `name` into a client, and answers its site's id. */
async function convert(page: Page, name: string, company: string): Promise<string> {
  const rows = await inboxRowsWith(page, "quote", name);
  await rows.getByRole("link", { name: /Voir/ }).click();
  await page.getByRole("button", { name: "Créer le client" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(company);
  const href = await page.getByRole("link", { name: `${company} – Paris` }).getAttribute("href");
  return href?.split("/").pop() ?? "";
}

test("a manager invites a quote's contact to the portal, who reads on a phone their site's visits, hours, inspection and report, and nothing of another client's @mobile", async ({
  page,
  staffPage,
  newAccount,
  adminRequest,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const [company, other] = [unique("Cabinet Portail"), unique("Agence Voisine")];
  const [contact, neighbour] = [unique("Claire Moreau"), unique("Paul Girard")];
  const email = `portail-${randomBytes(4).toString("hex")}@e2e.example.fr`;
  for (const [who, name, address] of [
    [company, contact, email],
    [other, neighbour, `voisin-${randomBytes(4).toString("hex")}@e2e.example.fr`],
  ] as const) {
    expect(
      (await page.request.post("/quote", { form: quoteSubmission({ company: who, name, email: address }) })).status(),
    ).toBe(200);
  }
  const manager = await staffPage("manager");
  const siteId = await convert(manager.page, contact, company);
  const clientUrl = manager.page.url();
  const otherSiteId = await convert(manager.page, neighbour, other);

  // An agent comes in two days; the manager inspects the site, every point conforming.
  const agent = await newAccount({ role: "employee", firstName: uniqueName("Awa"), lastName: "Traoré" });
  await addToEmployeeFile(adminRequest, agent.id, "contract-add", STANDING_CONTRACT);
  const day = shiftDay(todayIn("Europe/Paris"), 2);
  await createPlanning(adminRequest, baseURL ?? "", {
    employeeIds: [agent.id],
    title: uniqueName("Bureaux"),
    location: `${company} – Paris`,
    startTime: `${day}T06:00`,
    endTime: `${day}T08:00`,
  });
  await visit(manager.page, `/admin/sites/${siteId}/inspection`);
  const points = manager.page.getByRole("group", { name: /Poids \d/ });
  for (let index = 0; index < (await points.count()); index += 1) {
    await points.nth(index).getByText("Conforme", { exact: true }).click();
  }
  await manager.page.getByRole("button", { name: "Enregistrer l'inspection" }).click();
  await expect(manager.page).toHaveURL(/\/admin\/inspections\/[0-9a-f-]{36}$/);
  await expectToast(manager.page, "Inspection enregistrée : score de 100 %", "Inspection enregistrée : score de 100 %");

  // The invitation: one site, the only one, already ticked.
  await visit(manager.page, new URL(clientUrl).pathname);
  await manager.page.getByRole("button", { name: `Inviter au portail ${contact}` }).click();
  const invite = manager.page.getByRole("dialog", { name: "Inviter au portail client" });
  await expect(invite.getByRole("checkbox", { name: `${company} – Paris` })).toBeChecked();
  await expectAccessible(manager.page);
  await invite.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await expectToast(manager.page, "Invitation envoyée", "Invitation envoyée");
  await expect(manager.page.getByText(`Portail client : ${company} – Paris`)).toBeVisible();

  // The contact chooses a password from the mail and lands on the portal.
  // The contact's first mail acknowledged the quote; the second is the invitation.
  const mail = await waitForMailAbout(email, /^Votre espace client Clarté Propreté$/);
  await page.goto(passwordLinkIn(mail));
  const password = `Portail-${randomBytes(4).toString("hex")}`;
  await page.getByRole("textbox", { name: "Nouveau mot de passe", exact: true }).fill(password);
  await page.getByRole("textbox", { name: "Confirmer le mot de passe", exact: true }).fill(password);
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Mot de passe", exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mon espace client" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: new RegExp(`${company} – Paris`) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${company} – Paris`);
  await expect(page.getByText(agent.firstName)).toBeVisible();
  await expect(page.getByText("Traoré")).toHaveCount(0);
  await expect(page.getByRole("table", { name: "Heures du site par mois" })).toBeVisible();
  await expectAccessible(page);

  const month = todayIn("Europe/Paris").slice(0, 7);
  const report = await page.request.get(`/portal/sites/${siteId}/rapports/rapport-${month}.pdf`);
  expect(report.headers()["content-type"]).toBe("application/pdf");
  expect(pdfText(await report.body())).toContain(`${company} – Paris`);

  await page
    .getByRole("link", { name: /^[a-z]+ \d+ [a-zéû]+ \d{4}$/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/portal\/controles\/[0-9a-f-]{36}$/);
  const inspection = new URL(page.url()).pathname;
  await expect(page.getByText("100 %", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /Modifier|Clore/ })).toHaveCount(0);
  await expectAccessible(page);

  // A complaint with a photo: it reaches the staff inbox, and the client sees where it stands.
  await visit(page, "/portal");
  await page.getByRole("link", { name: "Nouvelle demande" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nouvelle demande");
  await expectAccessible(page);
  await page.getByRole("radio", { name: "Réclamation" }).check();
  await page.getByLabel("Message").fill("Les poubelles du 3e étage n'ont pas été vidées mardi.");
  const png = await imageBytes("png", 640, 480);
  await page
    .getByLabel("Photo (facultative)")
    .setInputFiles({ name: "poubelles.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Envoyer la demande" }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await expectToast(page, "Demande envoyée", "Nous revenons vers vous rapidement");
  const mine = page.getByRole("listitem").filter({ hasText: "Les poubelles du 3e étage" });
  await expect(mine.getByText("Reçue")).toBeVisible();

  const rows = await inboxRowsWith(manager.page, "request", "Réclamation");
  await rows
    .filter({ hasText: `${company} – Paris` })
    .getByRole("link", { name: /Voir/ })
    .click();
  await expect(manager.page.getByText("Les poubelles du 3e étage n'ont pas été vidées mardi.")).toBeVisible();
  await expect(manager.page.getByRole("img", { name: "Cliché joint par le client à sa demande" })).toBeVisible();
  await expectAccessible(manager.page);

  // The portal's pages, and the client's page with its invitation, are valid HTML.
  const served = async (request: typeof page.request, path: string) => ({
    name: path,
    html: await (await request.get(path)).text(),
  });
  const errors = nuCheckerErrors([
    await served(page.request, "/portal"),
    await served(page.request, `/portal/sites/${siteId}`),
    await served(page.request, inspection),
    await served(page.request, "/portal/demandes/nouvelle"),
    await served(manager.page.request, new URL(clientUrl).pathname),
  ]);
  expect(errors, errors.join("\n")).toEqual([]);

  // Nothing of another client, and no staff page.
  await visit(page, `/portal/sites/${otherSiteId}`, { status: 404 });
  expect((await page.request.get(`/portal/sites/${otherSiteId}/rapports/rapport-${month}.pdf`)).status()).toBe(404);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto(`/employees/${agent.id}`);
  await expect(page).toHaveURL(/\/portal$/);
  const post = await page.request.post(`/admin/clients/${crypto.randomUUID()}?intent=update`, {
    form: { name: "Piratage" },
    headers: { Origin: baseURL ?? "" },
  });
  expect(post.status()).toBe(403);
});
