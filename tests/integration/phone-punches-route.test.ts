import { describe, expect, it } from "vitest";
import { ATTENDANCE_MESSAGES } from "../../app/features/attendance/attendance.schema";
import { rotateSiteCode } from "../../app/features/attendance/site-codes.server";
import { SESSION_EXPIRED } from "../../app/lib/permissions.server";
import { action } from "../../app/routes/pointage-phone";
import { punches } from "../../db/schema";
import { employeeRows } from "../support/employee-rows";
import { type LoggedIn, login } from "../support/login";
import { signedInPost } from "../support/requests";
import { answerOf } from "../support/route-answer";
import { insertSite } from "../support/site-rows";

// What the phone sends, with the network back, for a punch it kept offline: only its own account's, at a code in
// force, with a readable time; each refusal in French, and nothing written.

async function siteCode(): Promise<string> {
  const rotated = await rotateSiteCode(await insertSite(`Parking ${crypto.randomUUID()}`));
  return rotated?.code ?? "";
}

function send(who: LoggedIn | null, code: string, fields: Record<string, string>) {
  return answerOf(action, signedInPost(who, `/pointage/${code}/envoi`, fields), { code });
}

describe("a punch sent from the phone's queue", () => {
  it("is recorded for its own account at the phone's time, flagged as sent late, and once however often it comes", async () => {
    const ines = await login({ role: "employee" });
    const code = await siteCode();
    const phoneAt = new Date(Date.now() - 20 * 60_000);
    const fields = { kind: "in", phoneAt: phoneAt.toISOString(), employeeId: ines.id, via: "code" };

    const first = await send(ines, code, fields);
    expect(first).toMatchObject({
      status: 200,
      body: { ok: true, message: expect.stringMatching(/^Arrivée enregistrée à \d\d:\d\d$/) },
    });
    expect(await send(ines, code, fields)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await employeeRows(punches, ines.id)).toMatchObject([
      { kind: "in", at: phoneAt, phoneAt, method: "code", authorId: ines.id, flags: ["phone-gap"] },
    ]);
  });

  it("is refused signed out, under another account, at a forged code, or with no readable time", async () => {
    const [ines, awa] = [await login({ role: "employee" }), await login({ role: "employee" })];
    const code = await siteCode();
    const fields = { kind: "in", phoneAt: new Date().toISOString(), employeeId: ines.id };

    expect(await send(null, code, fields)).toMatchObject({ status: 401, body: { message: SESSION_EXPIRED.message } });
    expect(await send(awa, code, fields)).toMatchObject({
      status: 403,
      body: { message: ATTENDANCE_MESSAGES.otherAccount },
    });
    expect(await send(ines, "ABCD-EFGH", fields)).toMatchObject({
      status: 404,
      body: { message: ATTENDANCE_MESSAGES.codeInvalid },
    });
    for (const phoneAt of ["hier matin", "2026-13-45T25:00:00Z", ""]) {
      expect(await send(ines, code, { ...fields, phoneAt })).toMatchObject({
        status: 400,
        body: { message: ATTENDANCE_MESSAGES.phoneTimeInvalid },
      });
    }
    expect(await send(ines, code, { ...fields, kind: "pause" })).toMatchObject({
      status: 400,
      body: { message: ATTENDANCE_MESSAGES.kindInvalid },
    });
    expect([...(await employeeRows(punches, ines.id)), ...(await employeeRows(punches, awa.id))]).toEqual([]);
  });
});
