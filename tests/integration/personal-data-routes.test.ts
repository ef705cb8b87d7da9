import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { saveEmployeeDetails } from "../../app/features/contracts/employee-file.server";
import { PERSONAL_DATA_MESSAGES } from "../../app/features/personal-data/personal-data.schema";
import { getDb } from "../../app/lib/db.server";
import { action as usersAction } from "../../app/routes/admin-users";
import { account, contactMessages, labourOverrides, newsletterSubscribers } from "../../db/schema";
import { type LoggedIn, login } from "../support/login";
import { signedInPost } from "../support/requests";
import { answerOf } from "../support/route-answer";
import { staff } from "../support/staff";

// An admin downloads everything held about one address, from /admin/users, as a zip of JSON and CSV files.

const exportRequest = (who: LoggedIn, email: string) =>
  signedInPost(who, "/admin/users?intent=personal-data", { email });

async function downloadZip(who: LoggedIn, email: string) {
  const answer = await usersAction({ request: exportRequest(who, email), params: {}, context: {} } as never);
  if (!(answer instanceof Response)) throw new Error("no download");
  expect(answer.headers.get("Content-Type")).toBe("application/zip");
  expect(answer.headers.get("Content-Disposition")).toMatch(/^attachment; filename="donnees-[a-z0-9.-]+\.zip"$/);
  return unzipSync(new Uint8Array(await answer.arrayBuffer()));
}

const insertMessage = (name: string, email: string, message: string) =>
  getDb()
    .insert(contactMessages)
    .values({ name, email, phone: null, subject: "devis", message })
    .returning({ id: contactMessages.id });

describe("a person's data downloaded by an admin", () => {
  it("holds their account, employee file and leads in one JSON and a CSV per table, nobody else's and no secret", async () => {
    const admin = await login({ role: "admin" });
    const awa = await staff("employee", { firstName: "Awa", lastName: "Diallo" });
    const other = await staff("employee", { firstName: "Karim", lastName: "Benali" });
    await saveEmployeeDetails(awa.id, { phone: "06 12 34 56 78", hiredOn: "2025-03-01", payrollNumber: "M-777" });
    await saveEmployeeDetails(other.id, { phone: "07 98 76 54 32", hiredOn: null, payrollNumber: "M-888" });
    // The lead was sent before the account existed, the address typed in capitals.
    await insertMessage("Awa Diallo", awa.email.toUpperCase(), "Je cherche un emploi de nuit.");
    await insertMessage("Karim Benali", other.email, "Message de Karim.");
    await getDb()
      .insert(newsletterSubscribers)
      .values({ email: awa.email, unsubscribeToken: "jeton-secret-de-desinscription" });
    // One save past alerts about both: Awa's export shows hers only.
    await getDb()
      .insert(labourOverrides)
      .values({
        reason: "Remplacement urgent",
        alerts: [awa, other].map((person) => ({
          employeeId: person.id,
          employeeName: person.name,
          rule: "daily_rest",
          message: `${person.firstName} : repos de 9 h`,
          shiftIds: [],
        })),
      });
    const [credential] = await getDb()
      .select({ hash: account.password })
      .from(account)
      .where(eq(account.userId, awa.id));
    expect(credential?.hash).toBeTruthy();

    const files = await downloadZip(admin, ` ${awa.email.toUpperCase()} `);
    const json = strFromU8(files["donnees-personnelles.json"] ?? new Uint8Array());
    const document = JSON.parse(json) as { email: string; tables: Record<string, Record<string, unknown>[]> };
    expect(document.email).toBe(awa.email);
    expect(document.tables.user).toEqual([expect.objectContaining({ id: awa.id, email: awa.email, firstName: "Awa" })]);
    expect(document.tables.employee_details).toEqual([expect.objectContaining({ payrollNumber: "M-777" })]);
    expect(document.tables.contact_messages).toEqual([
      expect.objectContaining({ message: "Je cherche un emploi de nuit." }),
    ]);
    expect(document.tables.labour_overrides).toEqual([
      expect.objectContaining({ alerts: [expect.objectContaining({ employeeName: "Awa Diallo" })] }),
    ]);
    expect(document.tables.account).toEqual([expect.objectContaining({ providerId: "credential" })]);
    expect(Object.keys(files).sort()).toEqual(
      [
        "account.csv",
        "contact_messages.csv",
        "donnees-personnelles.json",
        "employee_details.csv",
        "labour_overrides.csv",
        "newsletter_subscribers.csv",
        "user.csv",
      ].sort(),
    );
    const csv = (name: string) => strFromU8(files[name] ?? new Uint8Array()).replace(/^\uFEFF/, "");
    expect(csv("contact_messages.csv")).toContain("Je cherche un emploi de nuit.");
    expect(csv("employee_details.csv").split("\r\n")[1]).toContain("06 12 34 56 78");
    expect(csv("user.csv")).toContain(awa.email);

    const everything = Object.values(files)
      .map((file) => strFromU8(file))
      .join("\n");
    for (const absent of [other.email, "Karim", "M-888", "07 98 76 54 32", String(credential?.hash)])
      expect(everything).not.toContain(absent);
    for (const secret of ["password", "token", "jeton-secret-de-desinscription", "calendarToken"])
      expect(everything).not.toContain(secret);
  });

  it("reaches an address without an account: a lead", async () => {
    const admin = await login({ role: "admin" });
    await insertMessage("Jeanne Petit", "jeanne.petit@exemple.fr", "Bonjour, un devis pour 200 m² ?");
    const files = await downloadZip(admin, "jeanne.petit@exemple.fr");
    expect(Object.keys(files).sort()).toEqual(["contact_messages.csv", "donnees-personnelles.json"]);
  });

  it("is refused to a manager, an employee and a client, before the body is read", async () => {
    const awa = await staff("employee");
    for (const role of ["manager", "employee", "client"] as const) {
      const answer = await answerOf(usersAction, exportRequest(await login({ role }), awa.email));
      expect(answer.status).toBe(403);
      expect(answer.body.message).toMatch(/permissions/);
    }
  });

  it("answers an unknown address in French and a malformed one with its field's error, downloading nothing", async () => {
    const admin = await login({ role: "admin" });
    const unknown = await answerOf(usersAction, exportRequest(admin, "personne.inconnue@exemple.fr"));
    expect(unknown).toMatchObject({ status: 404, body: { ok: false, message: PERSONAL_DATA_MESSAGES.unknown } });
    expect(JSON.stringify(unknown.body)).toContain(PERSONAL_DATA_MESSAGES.unknown);

    const malformed = await answerOf(usersAction, exportRequest(admin, "pas-une-adresse"));
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).toContain("Le format de l'email n'est pas valide");
  });
});
