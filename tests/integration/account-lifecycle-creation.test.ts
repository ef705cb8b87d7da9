import { beforeEach, describe, expect, it } from "vitest";
import { addContract } from "../../app/features/contracts/contracts.server";
import { readHoursReport } from "../../app/features/labour/hours-report.server";
import { listStaff } from "../../app/features/schedules/week-staff.server";
import { getAuth } from "../../app/lib/auth.server";
import { getEnv } from "../../app/lib/env.server";
import { PARIS, weekOf } from "../../app/lib/time";
import { action as usersAction } from "../../app/routes/admin-users";
import { action as authAction } from "../../app/routes/auth";
import { loader as mySchedule } from "../../app/routes/my-schedule";
import { cdi } from "../support/labour-fixtures";
import { type LoggedIn, login } from "../support/login";
import { formPost } from "../support/requests";
import { answerOf } from "../support/route-answer";
import { accountByEmail, createAs, mailsTo, postAs, unique } from "./account-lifecycle-helpers";

// How an account comes to be: made by an admin, or signed up and waiting for approval.

const getAs = (who: { cookie: string }, path: string) =>
  new Request(`http://localhost${path}`, { headers: { cookie: who.cookie } });

let admin: LoggedIn;

/** Who the pickers offer in the week of 23 November 2026. */
async function pickableIds(): Promise<string[]> {
  const week = weekOf("2026-11-23", PARIS);
  if (!week) throw new Error("semaine");
  return (await listStaff(week, PARIS)).pickable.map((person) => person.id);
}

beforeEach(async () => {
  admin = await login({ role: "admin" });
});

describe("creating an admin", () => {
  it("is refused without the confirmation, in French, and creates nothing; confirmed, it is made", async () => {
    const email = unique("nouvel-admin");
    const fields = { firstName: "Anne", lastName: "Chef", email, role: "admin", password: "un-mot-de-passe-long" };
    const refused = await createAs(admin, fields);
    expect(refused).toMatchObject({
      status: 400,
      body: {
        ok: false,
        code: "ADMIN_CONFIRMATION_REQUIRED",
        message: "Confirmez la création d'un compte Administrateur.",
      },
    });
    expect(await accountByEmail(email)).toBeUndefined();
    const confirmed = await createAs(admin, { ...fields, confirm: "oui" });
    expect(confirmed.status).toBe(200);
    expect((await accountByEmail(email))?.role).toBe("admin");
  });
});

describe("an account created with a password", () => {
  it("is mailed where to sign in, never the password", async () => {
    const email = unique("bienvenue");
    const password = "mot-de-passe-secret-91";
    await createAs(admin, { firstName: "Noé", lastName: "Neuf", email, role: "employee", password });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe("Votre compte Clarté Propreté est prêt");
    expect(mail?.text).toContain(`${getEnv().PUBLIC_URL}/auth`);
    expect(mail?.text).toContain(email);
    expect(`${mail?.text}${mail?.html}`).not.toContain(password);
  });
});

describe("self sign-up", () => {
  async function signUp(email: string) {
    const answer = await answerOf(
      authAction,
      formPost("/auth?mode=inscription", { firstName: "Marc", lastName: "Inconnu", email, password: "visiteur-42" }),
    );
    expect(answer.status).toBe(302);
    const cookie = (
      await getAuth().api.signInEmail({ body: { email, password: "visiteur-42" }, returnHeaders: true })
    ).headers.get("set-cookie");
    const account = await accountByEmail(email);
    if (!account || !cookie) throw new Error("inscription absente");
    return { account, cookie: cookie.split(";")[0] as string };
  }

  it("waits for approval: no staff page, no pickers, lists or payroll, and the admins are told", async () => {
    const email = unique("visiteur");
    const { account, cookie } = await signUp(email);
    expect(account.pendingApproval).toBe(true);
    expect(await answerOf(mySchedule, getAs({ cookie }, "/my-schedule"))).toMatchObject({
      status: 302,
      location: "/pending-approval",
    });
    // Even with a contract: awaiting approval keeps the account out.
    expect(await addContract(account.id, cdi("2026-01-01", 35))).toMatchObject({ ok: true });
    expect(await pickableIds()).not.toContain(account.id);
    expect((await readHoursReport("2026-11", PARIS)).map((row) => row.employeeId)).not.toContain(account.id);
    const notice = (await mailsTo(admin.email)).find((mail) => mail.subject === "Nouvelle inscription à approuver");
    expect(notice?.text).toContain(email);

    const approved = await answerOf(usersAction, postAs(admin, "/admin/users?intent=approve", { userId: account.id }));
    expect(approved).toMatchObject({ status: 200, body: { ok: true, message: "Compte approuvé" } });
    expect(await pickableIds()).toContain(account.id);
    expect((await answerOf(mySchedule, getAs({ cookie }, "/my-schedule"))).status).toBe(200);
  });

  it("approved, is offered to the pickers only once given a contract", async () => {
    const { account } = await signUp(unique("inconnu"));
    await answerOf(usersAction, postAs(admin, "/admin/users?intent=approve", { userId: account.id }));
    expect(await pickableIds()).not.toContain(account.id);
    expect((await readHoursReport("2026-11", PARIS)).map((row) => row.employeeId)).not.toContain(account.id);
    expect(await addContract(account.id, cdi("2026-11-01", 24))).toMatchObject({ ok: true });
    expect(await pickableIds()).toContain(account.id);
  });

  it("refused, the account is deleted", async () => {
    const email = unique("refuse");
    const { account } = await signUp(email);
    const refused = await answerOf(usersAction, postAs(admin, "/admin/users?intent=refuse", { userId: account.id }));
    expect(refused).toMatchObject({ status: 200, body: { message: "Inscription refusée" } });
    expect(await accountByEmail(email)).toBeUndefined();
  });

  it("only an admin decides, and only on an account that waits", async () => {
    const manager = await login({ role: "manager" });
    const employee = await login({ role: "employee" });
    expect(
      (await answerOf(usersAction, postAs(manager, "/admin/users?intent=approve", { userId: employee.id }))).status,
    ).toBe(403);
    expect(
      await answerOf(usersAction, postAs(admin, "/admin/users?intent=refuse", { userId: employee.id })),
    ).toMatchObject({
      status: 409,
    });
    expect(await accountByEmail(employee.email)).toBeDefined();
  });
});
