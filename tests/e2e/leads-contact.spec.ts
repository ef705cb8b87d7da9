import { company } from "../../app/lib/company";
import { uniqueClientAddress } from "./client-address";
import { expect, test, visit, waitForHydration } from "./fixtures";
import { expectAccessibleWithoutJs, fillContactForm, inboxRowsWith, unique, visitWithoutJs } from "./leads-helpers";
import { mailsTo, waitForMail } from "./mailbox";

test.describe("contact form with JavaScript", () => {
  test.setTimeout(90_000);
  // Only the server checks the fields: a refused form answers 400, which the browser logs.
  test.use({ expectedErrorStatuses: [400] });

  test("shows every validation message of the form, and clears a field's error when it is edited", async ({ page }) => {
    await visit(page, "/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contactez-nous");
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    expect((await refused).status()).toBe(400);
    for (const control of [
      page.getByLabel("Nom complet"),
      page.getByLabel("Adresse e-mail"),
      page.getByLabel("Sujet"),
      page.getByRole("textbox", { name: "Message", exact: true }),
    ])
      await expect(control).toHaveAccessibleDescription(/Ce champ est requis/);
    await expect(page.getByLabel("Nom complet")).toBeFocused();

    await page.getByLabel("Nom complet").fill("n".repeat(101));
    await expect(page.getByLabel("Nom complet")).not.toHaveAccessibleDescription(/Ce champ/);
    await page.getByLabel("Adresse e-mail").fill("pas-une-adresse");
    await page.getByLabel("Téléphone").fill("12 34");
    await page.getByLabel("Sujet").selectOption("devis");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("m".repeat(2001));
    await expect(page.getByText("2001 / 2000 caractères")).toBeVisible();
    await page.getByRole("button", { name: "Envoyer le message" }).click();

    await expect(page.getByLabel("Nom complet")).toHaveAccessibleDescription(
      "Ce champ ne peut pas dépasser 100 caractères",
    );
    await expect(page.getByLabel("Adresse e-mail")).toHaveAccessibleDescription("Format d'email invalide");
    await expect(page.getByLabel("Téléphone")).toHaveAccessibleDescription(
      /Format de téléphone invalide \(format français attendu\)/,
    );
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveAccessibleDescription(
      /Ce champ ne peut pas dépasser 2000 caractères/,
    );
    await expect(page.getByLabel("Sujet")).not.toHaveAccessibleDescription(/Ce champ/);
    await page.getByLabel("Adresse e-mail").fill("lea@exemple.fr");
    await expect(page.getByLabel("Adresse e-mail")).not.toHaveAccessibleDescription(/Format/);
    await expect(page.getByRole("main").getByRole("link", { name: "politique de confidentialité" })).toHaveAttribute(
      "href",
      "/privacy",
    );
  });

  test("a valid message is stored, the form resets, staff read it in the inbox, and the visitor has its reference by mail", async ({
    page,
    staffPage,
  }) => {
    const name = unique("Léa Contact");
    const email = `${unique("lea").replace(/\W/g, "")}@exemple.fr`.toLowerCase();
    await visit(page, "/contact");
    await fillContactForm(page, {
      name,
      email,
      subject: "reclamation",
      message: 'Le "ménage" & les vitres <b>oubliés</b>',
    });
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByText("Message envoyé", { exact: true })).toBeVisible();
    await expect(page.getByText("Nous vous répondrons dans les plus brefs délais.")).toBeVisible();
    await expect(page.getByLabel("Nom complet")).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("");

    const staff = await staffPage("manager");
    const rows = await inboxRowsWith(staff.page, "contact", name);
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText("nouveau");
    await expect(rows).toContainText("Réclamation");
    await rows.getByRole("link", { name: /Voir/ }).click();
    await expect(staff.page.getByRole("heading", { level: 1, name: "Message" })).toBeVisible();
    await expect(staff.page.getByText('Le "ménage" & les vitres boubliés/b')).toBeVisible();
    const reference = (await staff.page.getByText(/^Référence : MSG-[0-9A-F]{8}$/).textContent())?.slice(12) ?? "";

    // The visitor has the same reference, the promise of an answer and nothing they typed; the office's mail answers
    // to the visitor.
    const acknowledgement = await waitForMail(email);
    expect(acknowledgement.subject).toBe(`Votre message ${reference} | Clarté Propreté`);
    expect(acknowledgement.body).toContain("Nous vous répondons sous 24 heures ouvrées.");
    expect(acknowledgement.body).toContain("Réclamation");
    expect(acknowledgement.body).not.toContain("ménage");
    expect(acknowledgement.replyTo).toBe(company.email);
    expect(mailsTo(company.email).find((mail) => mail.subject.includes(name))?.replyTo).toBe(email);

    await staff.page.getByLabel("Statut").selectOption("in_progress");
    await staff.page.getByLabel("Note interne").fill('<img src=x onerror="alert(1)"> rappeler mardi');
    await staff.page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(staff.page.getByRole("status").filter({ hasText: "Modifications enregistrées" })).toBeVisible();
    await staff.page.reload();
    await expect(staff.page.getByLabel("Note interne")).toHaveValue('<img src=x onerror="alert(1)"> rappeler mardi');
    await expect(staff.page.locator("main img")).toHaveCount(0);
    const listed = await inboxRowsWith(staff.page, "contact", name);
    await expect(listed).toContainText("en cours");
    await staff.context.close();
  });

  test("the fourth message within five minutes is refused by the server even with browser storage cleared", async ({
    browser,
    baseURL,
    staffPage,
  }) => {
    // The refused request answers 429, which the browser logs: this test's page accepts that one console message only.
    const visitor = await browser.newContext({
      baseURL,
      locale: "fr-FR",
      extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() },
    });
    const page = await visitor.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().includes("status of 429")) errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));

    const name = unique("Limite");
    await visit(page, "/contact");
    for (let i = 1; i <= 3; i++) {
      await fillContactForm(page, { name, message: `Message numéro ${i}` });
      await page.getByRole("button", { name: "Envoyer le message" }).click();
      await expect(page.getByLabel("Nom complet")).toHaveValue("");
    }
    await fillContactForm(page, { name, message: "Message numéro 4" });
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByText("Trop de tentatives. Veuillez patienter avant de soumettre à nouveau.")).toBeVisible();

    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await waitForHydration(page);
    await fillContactForm(page, { name, message: "Message numéro 5" });
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    expect((await answer).status()).toBe(429);
    await expect(page.getByText("Trop de tentatives. Veuillez patienter avant de soumettre à nouveau.")).toBeVisible();
    await expect(page.getByLabel("Nom complet")).toHaveValue(name);
    expect(errors).toEqual([]);
    await visitor.close();

    const staff = await staffPage("admin");
    await expect(await inboxRowsWith(staff.page, "contact", name)).toHaveCount(3);
    await staff.context.close();
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("answers errors and success with server-rendered pages", async ({ page, browser }) => {
    // Three pages, each checked by axe in a context of its own: 20 s alone, a minute on a loaded machine.
    test.slow();
    await visitWithoutJs(page, browser, "/contact");
    await page.getByLabel("Nom complet").fill("Paul Sans JS");
    await page.getByLabel("Adresse e-mail").fill("paul@");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByRole("alert")).toHaveText("Données du formulaire invalides");
    await expect(page.getByLabel("Adresse e-mail")).toHaveAccessibleDescription("Format d'email invalide");
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveAccessibleDescription(
      /Ce champ est requis/,
    );
    await expect(page.getByLabel("Nom complet")).toHaveValue("Paul Sans JS");
    await expect(page.getByLabel("Adresse e-mail")).toHaveValue("paul@");
    await expectAccessibleWithoutJs(page, browser);

    await page.getByLabel("Adresse e-mail").fill("paul@exemple.fr");
    await page.getByLabel("Sujet").selectOption("autre");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Bonjour sans JavaScript");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByRole("status")).toContainText("Message envoyé");
    await expect(page.getByRole("status")).toContainText("Nous vous répondrons dans les plus brefs délais.");
    await expect(page.getByLabel("Nom complet")).toHaveValue("");
    await expectAccessibleWithoutJs(page, browser);
  });
});
