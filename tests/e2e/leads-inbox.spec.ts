import { expect, test, visit } from "./fixtures";
import { fillContactForm, unique } from "./leads-helpers";

test.describe.configure({ timeout: 90_000 });

test("a visitor and an employee are refused the inbox, its detail, its export and its update", async ({
  page,
  request,
  baseURL,
  staffPage,
}) => {
  for (const path of [
    "/admin/inbox",
    "/admin/inbox/export.csv?type=contact",
    "/admin/inbox/contact/00000000-0000-4000-8000-000000000000",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(new URL(response.headers().location ?? "", "http://x").pathname).toBe("/");
  }

  const employee = await staffPage("employee");
  await employee.page.goto("/admin/inbox");
  await expect(employee.page).toHaveURL(/\/$/);
  const csv = await employee.context.request.get("/admin/inbox/export.csv?type=contact", { maxRedirects: 0 });
  expect(csv.status()).toBe(302);
  const update = await employee.context.request.post("/admin/inbox/contact/00000000-0000-4000-8000-000000000000", {
    form: { status: "done", note: "x" },
    headers: { Origin: baseURL as string },
  });
  expect(update.status()).toBe(403);
  expect(await update.text()).toContain("Accès refusé");
  await employee.context.close();
  await visit(page, "/contact");
});

test("the inbox filters, pages and exports CSV with formula cells neutralised", async ({ page, staffPage }) => {
  const name = unique("=CMD Export");
  await visit(page, "/contact");
  await fillContactForm(page, { name, message: "@SUM(A1) ; ligne\nsuite", subject: "devis" });
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByLabel("Nom complet")).toHaveValue("");

  const staff = await staffPage("admin");
  await visit(staff.page, "/admin/inbox");
  await staff.page.getByLabel("Type").selectOption("contact");
  await staff.page.getByLabel("Statut").selectOption("new");
  await staff.page.getByRole("button", { name: "Filtrer" }).click();
  await expect(staff.page).toHaveURL(/type=contact&status=new/);
  await expect(staff.page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
  await expect(staff.page.getByRole("cell", { name: "Devis", exact: true })).toHaveCount(0);

  await visit(staff.page, "/admin/inbox?type=contact&status=archived");
  await expect(staff.page.getByRole("row").filter({ hasText: name })).toHaveCount(0);

  const download = staff.page.waitForEvent("download");
  await visit(staff.page, "/admin/inbox?type=contact");
  await staff.page.getByRole("link", { name: "Exporter message (CSV)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("demandes-messages.csv");
  const response = await staff.context.request.get("/admin/inbox/export.csv?type=contact");
  expect(response.headers()["content-type"]).toContain("text/csv");
  const text = await response.text();
  expect(text.split("\r\n")[0]).toBe("\uFEFFReçu le;Statut;Nom;E-mail;Téléphone;Sujet;Message;Note interne");
  expect(text).toContain(`'${name};visiteur@exemple.fr;06 12 34 56 78;Demande de devis;"'@SUM(A1) ; ligne\nsuite";`);

  await visit(staff.page, "/admin/inbox?page=999");
  await expect(staff.page.getByText(/Page \d+ sur \d+|demande/).first()).toBeVisible();
  await staff.context.close();
});
