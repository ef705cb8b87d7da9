import { and, eq, like } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { account, mailOutbox, user, verification } from "../../../db/schema";
import { formData } from "../../../tests/support/form-data";
import { getAuth } from "../../lib/auth.server";
import { getDb } from "../../lib/db.server";
import { findPasswordLink, INVITATION_LIFETIME_S } from "../../lib/password-links.server";
import type { SessionUser } from "../../lib/permissions";
import { PARIS } from "../../lib/time";
import { listUsers } from "./users.server";
import { runUsersAction } from "./users-actions.server";

beforeEach(async () => {
  await getDb().delete(mailOutbox);
});

const admin: SessionUser = { id: "admin-id", email: "chef@exemple.fr", firstName: "A", lastName: "B", role: "admin" };

/** One intent of /admin/users, as the page's action answers it. */
async function post(intent: string, values: Record<string, string>) {
  const answer = await runUsersAction(intent, formData(values), { admin, ownerEmail: undefined });
  if (answer instanceof Response) throw new Error(`redirection vers ${answer.headers.get("Location")}`);
  return answer;
}

const invitee = { firstName: "Nadia", lastName: "Benali", email: "nadia@exemple.fr", role: "employee" };

async function mailTokens(to: string): Promise<string[]> {
  const rows = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, to));
  return rows.map((row) => /reset-password\?token=([\w-]+)/.exec(row.text)?.[1] ?? "");
}

async function invite(values: Record<string, string>) {
  const answer = await post("create", { ...values, invite: "on" });
  expect(answer.data).toMatchObject({ ok: true, message: "Utilisateur créé" });
  const [created] = await getDb()
    .select()
    .from(user)
    .where(eq(user.email, values.email ?? ""));
  if (!created) throw new Error("compte absent");
  return created;
}

describe("invitations", () => {
  it("creates the account without a password, whatever password was sent, and mails a 7-day link", async () => {
    const created = await invite({ ...invitee, password: "ignore-moi" });
    expect(await getDb().select().from(account).where(eq(account.userId, created.id))).toHaveLength(0);
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, invitee.email));
    expect(mail?.subject).toBe("Votre compte Clarté Propreté vous attend");
    expect(mail?.text).toContain("Bonjour Nadia,");
    expect(mail?.html).toContain("valable 7 jours");
    const [token] = await mailTokens(invitee.email);
    expect(await findPasswordLink(token ?? "")).toMatchObject({ userId: created.id, invitation: true });
    const [link] = await getDb().select().from(verification).where(eq(verification.value, created.id));
    const lifetime = (link?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(INVITATION_LIFETIME_S * 1000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(INVITATION_LIFETIME_S * 1000);
    const row = (await listUsers(PARIS)).find((item) => item.id === created.id);
    expect(row?.invitation?.expiresAt).toMatch(/^\d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/);
  });

  it("still requires the password without the invitation (the create-user form)", async () => {
    const { password: _none, ...withoutPassword } = { ...invitee, email: "sans@exemple.fr", password: "" };
    const answer = await post("create", withoutPassword);
    expect(answer.data).toMatchObject({ ok: false, code: "MISSING_REQUIRED_FIELDS" });
  });

  it("a new invitation makes the old link stop working; the new one sets the password once", async () => {
    const created = await invite({ ...invitee, email: "renvoi@exemple.fr" });
    const [first] = await mailTokens("renvoi@exemple.fr");
    const again = await post("invitation", { userId: created.id });
    expect(again.data).toMatchObject({ ok: true, message: "Invitation renvoyée" });
    const [, second] = await mailTokens("renvoi@exemple.fr");
    expect(await findPasswordLink(first ?? "")).toBeNull();
    expect(await findPasswordLink(second ?? "")).toMatchObject({ userId: created.id });
    expect(
      await getDb()
        .select()
        .from(verification)
        .where(and(eq(verification.value, created.id), like(verification.identifier, "reset-password:%"))),
    ).toHaveLength(1);

    await getAuth().api.resetPassword({ body: { token: second ?? "", newPassword: "Pivoine-Lavande-42" } });
    const signedIn = await getAuth().api.signInEmail({
      body: { email: "renvoi@exemple.fr", password: "Pivoine-Lavande-42" },
    });
    expect(signedIn.user.id).toBe(created.id);
    expect((await listUsers(PARIS)).find((item) => item.id === created.id)?.invitation).toBeNull();
    expect((await post("invitation", { userId: created.id })).data).toMatchObject({
      ok: false,
      code: "ALREADY_HAS_PASSWORD",
    });
  });

  it("refuses to re-send for an unknown account", async () => {
    expect((await post("invitation", { userId: "inconnu" })).data).toMatchObject({ ok: false });
    expect(await getDb().select().from(mailOutbox)).toHaveLength(0);
  });
});
