import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { addContract } from "../../app/features/contracts/contracts.server";
import { listStaff } from "../../app/features/schedules/week-staff.server";
import { getDb } from "../../app/lib/db.server";
import { PARIS, weekOf } from "../../app/lib/time";
import { action as schedulesAction } from "../../app/routes/admin-schedules";
import { action as usersAction } from "../../app/routes/admin-users";
import { loader as calendarLoader } from "../../app/routes/calendar-feed";
import { action as employeesAction } from "../../app/routes/employees";
import { action as resetAction, loader as resetLoader } from "../../app/routes/reset-password";
import { mailOutbox, planningAssignments, user } from "../../db/schema";
import { employeeRows } from "../support/employee-rows";
import { cdi } from "../support/labour-fixtures";
import { type LoggedIn, login } from "../support/login";
import { formPost } from "../support/requests";
import { answerOf } from "../support/route-answer";
import { canSignIn, openSession, sessionsOf } from "../support/sessions";
import { accountByEmail, createAs, mailsTo, postAs, unique } from "./account-lifecycle-helpers";

// What ends an account's access: a new e-mail, deactivation, promotion to admin.

async function linkTokenMailedTo(to: string): Promise<string> {
  const [mail] = await mailsTo(to);
  const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`aucun lien envoyé à ${to}`);
  return token;
}

const LINK_REFUSED = "Ce lien a expiré ou a déjà été utilisé.";

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
    expect(await canSignIn(corrected, "pirate-tres-long-42")).toBe(false);
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
    await addContract(employee.id, cdi("2026-01-01", 35));
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
    const week = weekOf("2027-03-01", PARIS);
    if (!week) throw new Error("semaine");
    expect((await listStaff(week, PARIS)).rows.map((person) => person.id)).not.toContain(employee.id);

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
    expect(await employeeRows(planningAssignments, employee.id)).toEqual([]);
  });
});

describe("promotion to admin", () => {
  it("voids the old password and mails a link that asks for an admin's 12 characters", async () => {
    const email = unique("promu");
    await createAs(admin, { firstName: "Inès", lastName: "Promue", email, role: "manager", password: "court7" });
    const promoted = await accountByEmail(email);
    if (!promoted) throw new Error("compte absent");
    expect(await canSignIn(email, "court7")).toBe(true);
    await getDb().delete(mailOutbox).where(eq(mailOutbox.to, email));

    const outcome = await answerOf(
      usersAction,
      postAs(admin, "/admin/users?intent=role", { userId: promoted.id, newRole: "admin", confirm: "oui" }),
    );
    expect(outcome.status).toBe(200);
    expect(await canSignIn(email, "court7")).toBe(false);
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
    expect(await canSignIn(email, long)).toBe(true);
  });
});
