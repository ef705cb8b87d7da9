import { randomInt } from "node:crypto";
import { isSiren } from "../../app/features/clients/siren";
import { expect, expectAccessible, expectAccessibleWithoutToasts, test, visit } from "./fixtures";
import { inboxRowsWith, quoteSubmission, unique } from "./leads-helpers";
import { PHONE } from "./small-screens";

test("on a phone, a manager turns a web quote into a client in two taps: the client, its contact and the site come from the request, and the quote links to it @mobile", async ({
  page,
  staffPage,
}) => {
  const company = unique("Pharmacie Devis");
  const name = unique("Inès Martin");
  const sent = await page.request.post("/quote", {
    form: quoteSubmission({
      name,
      company,
      address: "40 boulevard Voltaire",
      propertyType: "commerce",
      area: "180 m²",
    }),
  });
  expect(sent.status()).toBe(200);

  const manager = await staffPage("manager");
  const rows = await inboxRowsWith(manager.page, "quote", name);
  await rows.getByRole("link", { name: /Voir/ }).click();
  await manager.page.setViewportSize(PHONE);
  const reference = (await manager.page.getByText(/^Référence : DEV-/).textContent())?.slice(12) ?? "";
  const create = manager.page.getByRole("button", { name: "Créer le client" });
  expect((await create.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await create.click();

  await expect(manager.page).toHaveURL(/\/admin\/clients\/[0-9a-f-]{36}$/);
  await expect(manager.page.getByRole("heading", { level: 1 })).toHaveText(company);
  const toast = manager.page.locator("[data-sonner-toast]");
  await expect(toast).toContainText("Client créé");
  // Closed once read: sonner's coloured success toast fails axe's contrast check (as in expectToast).
  await toast.getByRole("button").click();
  await expect(toast).toBeHidden();
  await expect(manager.page.getByText("Facturation : 40 boulevard Voltaire, 75011 Paris")).toBeVisible();
  await expect(manager.page.getByRole("link", { name: "ines.martin@exemple.fr" })).toBeVisible();
  await expect(manager.page.getByText(`${company} – Paris`)).toBeVisible();
  await expectAccessible(manager.page);

  await manager.page.getByRole("link", { name: `Devis ${reference}` }).click();
  await expect(manager.page.getByText("converti", { exact: true })).toBeVisible();
  await expect(manager.page.getByRole("button", { name: "Créer le client" })).toHaveCount(0);
  await expectAccessible(manager.page);
  await manager.page.getByRole("link", { name: "Voir le client" }).click();
  await expect(manager.page.getByRole("heading", { level: 1 })).toHaveText(company);

  // The site's first contract starts from the frequency the request asked for; « Planifier » proposes its series.
  await manager.page.getByRole("link", { name: `${company} – Paris` }).click();
  await expect(manager.page.getByRole("heading", { level: 1 })).toHaveText(`${company} – Paris`);
  await expect(manager.page.getByRole("link", { name: "Planifier" })).toHaveCount(0);
  await manager.page.getByRole("button", { name: "Nouveau contrat" }).click();
  const contract = manager.page.getByRole("dialog", { name: "Nouveau contrat de prestation" });
  await expect(contract.getByLabel("Fréquence")).toHaveValue("hebdomadaire");
  await contract.getByLabel("Heures par semaine").fill("3");
  await contract.getByLabel("Tarif").selectOption({ label: "Taux horaire HT" });
  await contract.getByLabel("Prix HT (€)").fill("28");
  await contract.getByRole("button", { name: "Ajouter" }).click();
  await expect(contract).toBeHidden();
  await manager.page.getByRole("link", { name: "Planifier" }).click();
  const proposal = manager.page.getByRole("dialog", { name: "Ajouter un planning" });
  await expect(proposal.getByLabel("Titre")).toHaveValue("Prestation hebdomadaire");
  await expect(proposal.getByLabel("Localisation")).toHaveValue(`${company} – Paris`);
  await expect(proposal.getByLabel("Date et heure de début")).toHaveValue(/T06:00$/);
  await expect(proposal.getByLabel("Date et heure de fin")).toHaveValue(/T09:00$/);
  await expect(proposal.getByLabel("Répéter chaque semaine")).toBeChecked();
  await expect(proposal.getByRole("checkbox", { name: "lundi" })).toBeChecked();
  await expect(proposal.getByRole("checkbox", { name: "mardi" })).not.toBeChecked();
  await expectAccessible(manager.page);
  await proposal.getByRole("button", { name: "Annuler" }).click();
  await expect(proposal).toBeHidden();

  await visit(manager.page, "/admin/clients");
  const listed = manager.page.getByRole("row").filter({ hasText: company }).getByRole("cell");
  await expect(listed).toHaveText([company, "Paris", "1"]);
  await visit(manager.page, "/admin/sites");
  await expect(manager.page.getByText(`${company} – Paris`).first()).toBeVisible();

  // The client is corrected on its page: a SIREN, checked, and a second contact.
  const base = String(randomInt(10_000_000, 100_000_000));
  const siren = [...Array(10).keys()].map((key) => `${base}${key}`).find(isSiren) ?? "";
  const wrong = `${base}${(Number(siren.at(-1)) + 1) % 10}`;
  await visit(manager.page, "/admin/clients");
  await manager.page.getByRole("link", { name: company }).click();
  await manager.page.getByRole("button", { name: `Modifier ${company}` }).click();
  const edit = manager.page.getByRole("dialog", { name: "Modifier le client" });
  await edit.getByLabel("SIREN").fill(wrong);
  await edit.getByRole("button", { name: "Enregistrer" }).click();
  await expect(edit.getByText(/Le SIREN compte 9 chiffres/)).toBeVisible();
  await edit.getByLabel("SIREN").fill(`${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)}`);
  await edit.getByRole("button", { name: "Enregistrer" }).click();
  await expect(edit).toBeHidden();
  await expect(manager.page.getByText(`SIREN ${siren}`, { exact: false })).toBeVisible();
  await manager.page.getByRole("button", { name: "Ajouter un contact" }).click();
  const contact = manager.page.getByRole("dialog", { name: "Ajouter un contact" });
  await contact.getByLabel("Nom complet").fill("Sophie Durand");
  await contact.getByLabel("Adresse e-mail").fill("sophie.durand@exemple.fr");
  await contact.getByRole("button", { name: "Ajouter" }).click();
  await expect(contact).toBeHidden();
  await expect(manager.page.getByRole("link", { name: "sophie.durand@exemple.fr" })).toBeVisible();
  await expect(manager.page.getByRole("button", { name: "Retirer Sophie Durand" })).toBeVisible();
  await expectAccessibleWithoutToasts(manager.page);
  await manager.context.close();
});
