import { expect, test } from "./fixtures";
import { unique } from "./leads-helpers";

const FOREIGN = "https://attaquant.example";

const mutations: Array<[string, Record<string, string>]> = [
  ["/contact", { name: "Intrus", email: "intrus@exemple.fr", subject: "info", message: "Bonjour" }],
  ["/quote", { intent: "next", step: "1", name: "Intrus" }],
  ["/newsletter", { email: "intrus@exemple.fr" }],
  ["/newsletter/unsubscribe", { token: "x" }],
  ["/auth", { intent: "sign-in", email: "intrus@exemple.fr", password: "motdepasse" }],
  ["/logout", {}],
  [
    "/admin/users",
    { intent: "create", firstName: "A", lastName: "B", email: "x@exemple.fr", password: "secret", role: "admin" },
  ],
  ["/employees", { intent: "delete", userId: "x" }],
  ["/admin/schedules", { intent: "delete", planningId: "x" }],
  ["/admin/inbox/contact/00000000-0000-4000-8000-000000000000", { status: "done", note: "x" }],
  ["/my-schedule", { intent: "regenerate" }],
];

test("every mutation posted from another site is refused, even with a staff session", async ({ staffPage }) => {
  const admin = await staffPage("admin");
  for (const [path, form] of mutations) {
    const response = await admin.context.request.post(path, {
      form,
      headers: { Origin: FOREIGN },
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(403);
  }
  await admin.context.close();
});

test("a contact message posted from another site is not stored", async ({ staffPage, request }) => {
  const name = unique("Intrus");
  const response = await request.post("/contact", {
    form: { name, email: "intrus@exemple.fr", subject: "info", message: "Message forgé ailleurs." },
    headers: { Origin: FOREIGN },
  });
  expect(response.status()).toBe(403);
  const admin = await staffPage("admin");
  await admin.page.goto("/admin/inbox?type=contact");
  await expect(admin.page.getByRole("heading", { level: 1, name: "Demandes reçues" })).toBeVisible();
  await expect(admin.page.getByText(name)).toHaveCount(0);
  await admin.context.close();
});
