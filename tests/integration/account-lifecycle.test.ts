import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { readHoursReport } from "../../app/features/labour/hours-report.server";
import { listStaff } from "../../app/features/schedules/schedules.server";
import { getAuth } from "../../app/lib/auth.server";
import { getDb } from "../../app/lib/db.server";
import { getEnv } from "../../app/lib/env.server";
import { PARIS } from "../../app/lib/time";
import { action as schedulesAction } from "../../app/routes/admin-schedules";
import { action as usersAction } from "../../app/routes/admin-users";
import { action as authAction } from "../../app/routes/auth";
import { loader as calendarLoader } from "../../app/routes/calendar-feed";
import { action as employeesAction } from "../../app/routes/employees";
import { loader as mySchedule } from "../../app/routes/my-schedule";
import { action as resetAction, loader as resetLoader } from "../../app/routes/reset-password";
import { mailOutbox, planningAssignments, user } from "../../db/schema";
import { type LoggedIn, login } from "../support/login";
import { formPost } from "../support/requests";
import { answerOf } from "../support/route-answer";
import { openSession, sessionsOf } from "../support/sessions";

function postAs(who: LoggedIn | null, path: string, fields: Record<string, string>): Request {
  const request = formPost(path, fields);
  if (who) request.headers.set("cookie", who.cookie);
  return request;
}

const getAs = (who: { cookie: string }, path: string) =>
  new Request(`http://localhost${path}`, { headers: { cookie: who.cookie } });

const unique = (name: string) => `${name}-${randomBytes(4).toString("hex")}@exemple.fr`;

async function mailsTo(to: string) {
  return getDb().select().from(mailOutbox).where(eq(mailOutbox.to, to));
}

async function linkTokenMailedTo(to: string): Promise<string> {
  const [mail] = await mailsTo(to);
  const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`aucun lien envoyé à ${to}`);
  return token;
}

async function accountByEmail(email: string) {
  const [row] = await getDb().select().from(user).where(eq(user.email, email));
  return row;
}

const LINK_REFUSED = "Ce lien a expiré ou a déjà été utilisé.";

async function createAs(admin: LoggedIn, fields: Record<string, string>) {
  return answerOf(usersAction, postAs(admin, "/admin/users?intent=create", fields));
}

async function signIn(email: string, password: string): Promise<boolean> {
  try {
    await getAuth().api.signInEmail({ body: { email, password } });
    return true;
  } catch {
    return false;
  }
}

let admin: LoggedIn;

beforeEach(async () => {
  admin = await login({ role: "admin" });
});

describe("changing an account's e-mail", () => {
  it("voids the invitation mailed to the old address and ends the account's sessions", async () => {
    const typo = unique("gerant-typo");
    const created = await createAs(admin, {
      firstName: "Paul",
      lastName: "Gérant",
      email: typo,
      role: "manager",
      invite: "on",
    });
    expect(created.status).toBe(200);
    const token = await linkTokenMailedTo(typo);
    const manager = await accountByEmail(typo);
    if (!manager) throw new Error("compte absent");
    await openSession(manager.id);

    const corrected = unique("gerant");
    const update = await answerOf(
      employeesAction,
      postAs(admin, "/employees?intent=update", {
        id: manager.id,
        firstName: "Paul",
        lastName: "Gérant",
        email: corrected,
      }),
    );
    expect(update.status).toBe(200);

    const page = await answerOf(resetLoader, new Request(`http://localhost/auth/reset-password?token=${token}`));
    expect(page.body.link).toBeNull();
    const attempt = await answerOf(
      resetAction,
      formPost("/auth/reset-password", {
        token,
        newPassword: "pirate-tres-long-42",
        confirmPassword: "pirate-tres-long-42",
      }),
    );
    expect(attempt).toMatchObject({ status: 400, body: { ok: false, message: LINK_REFUSED } });
    expect(await signIn(corrected, "pirate-tres-long-42")).toBe(false);
    expect(await sessionsOf(manager.id)).toBe(0);
  });

  it("keeps links and sessions when only the name changes", async () => {
    const email = unique("nom");
    await createAs(admin, { firstName: "Léa", lastName: "Avant", email, role: "employee", invite: "on" });
    const token = await linkTokenMailedTo(email);
    const person = await accountByEmail(email);
    if (!person) throw new Error("compte absent");
    await answerOf(
      employeesAction,
      postAs(admin, "/employees?intent=update", { id: person.id, firstName: "Léa", lastName: "Après", email }),
    );
    const page = await answerOf(resetLoader, new Request(`http://localhost/auth/reset-password?token=${token}`));
    expect(page.body.link).toMatchObject({ email, invitation: true });
  });
});

describe("a deactivated account", () => {
  it("loses its calendar feed and cannot be given a planning", async () => {
    const employee = await login({ role: "employee" });
    const token = randomBytes(32).toString("base64url");
    await getDb().update(user).set({ calendarToken: token }).where(eq(user.id, employee.id));
    const feed = () =>
      answerOf(calendarLoader, new Request(`http://localhost/calendar/${token}.ics`), { file: `${token}.ics` });
    expect((await feed()).status).toBe(200);

    const off = await answerOf(
      usersAction,
      postAs(admin, "/admin/users?intent=status", { userId: employee.id, active: "false" }),
    );
    expect(off.status).toBe(200);
    expect((await feed()).status).toBe(404);
    expect((await listStaff()).map((person) => person.id)).not.toContain(employee.id);

    const manager = await login({ role: "manager" });
    const planning = await answerOf(
      schedulesAction,
      postAs(manager, "/admin/schedules", {
        intent: "create",
        employeeIds: employee.id,
        title: "Bureaux Défense",
        startTime: "2027-03-04T08:00",
        endTime: "2027-03-04T10:00",
        location: "",
        description: "",
      }),
    );
    expect(planning.body).toMatchObject({
      ok: false,
      message: "Ce compte est désactivé ou en attente d'approbation : il ne peut pas recevoir de planning.",
    });
    expect(
      await getDb().select().from(planningAssignments).where(eq(planningAssignments.employeeId, employee.id)),
    ).toEqual([]);
  });
});

describe("promotion to admin", () => {
  it("voids the old password and mails a link that asks for an admin's 12 characters", async () => {
    const email = unique("promu");
    await createAs(admin, { firstName: "Inès", lastName: "Promue", email, role: "manager", password: "court7" });
    const promoted = await accountByEmail(email);
    if (!promoted) throw new Error("compte absent");
    expect(await signIn(email, "court7")).toBe(true);
    await getDb().delete(mailOutbox).where(eq(mailOutbox.to, email));

    const outcome = await answerOf(
      usersAction,
      postAs(admin, "/admin/users?intent=role", { userId: promoted.id, newRole: "admin", confirm: "oui" }),
    );
    expect(outcome.status).toBe(200);
    expect(await signIn(email, "court7")).toBe(false);
    expect(await sessionsOf(promoted.id)).toBe(0);

    const token = await linkTokenMailedTo(email);
    const short = await answerOf(
      resetAction,
      formPost("/auth/reset-password", { token, newPassword: "neuf-court7", confirmPassword: "neuf-court7" }),
    );
    expect(JSON.stringify(short.body)).toContain(
      "Le mot de passe d'un administrateur doit contenir au moins 12 caractères",
    );
    const long = "administrateur-solide-7";
    const chosen = await answerOf(
      resetAction,
      formPost("/auth/reset-password", { token, newPassword: long, confirmPassword: long }),
    );
    expect(chosen.status).toBe(302);
    expect(await signIn(email, long)).toBe(true);
  });
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
    expect((await listStaff()).map((person) => person.id)).not.toContain(account.id);
    expect((await readHoursReport("2026-11", PARIS)).map((row) => row.employeeId)).not.toContain(account.id);
    const notice = (await mailsTo(admin.email)).find((mail) => mail.subject === "Nouvelle inscription à approuver");
    expect(notice?.text).toContain(email);

    const approved = await answerOf(usersAction, postAs(admin, "/admin/users?intent=approve", { userId: account.id }));
    expect(approved).toMatchObject({ status: 200, body: { ok: true, message: "Compte approuvé" } });
    expect((await listStaff()).map((person) => person.id)).toContain(account.id);
    expect((await answerOf(mySchedule, getAs({ cookie }, "/my-schedule"))).status).toBe(200);
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
