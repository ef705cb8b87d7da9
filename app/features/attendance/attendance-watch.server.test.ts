import { like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../../db/schema";
import { insertPlanning } from "../../../tests/support/planning-rows";
import { insertSite } from "../../../tests/support/site-rows";
import { staff } from "../../../tests/support/staff";
import { getDb } from "../../lib/db.server";
import { alertNoShows, watchedShifts } from "./attendance-watch.server";
import { recordPunch } from "./punches.server";
import { rotateSiteCode } from "./site-codes.server";

const minutes = (from: Date, count: number) => new Date(from.getTime() + count * 60_000);

async function mailsTo(email: string) {
  const mails = await getDb()
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(like(mailOutbox.to, `%${email}%`));
  return mails.map((mail) => mail.subject);
}

/** Two employees on a 06:00–08:00 shift (Paris, winter) at a new site, with or without a posted code. */
async function sharedShift(day: string, posted = true) {
  const site = `Tour ${crypto.randomUUID()}`;
  const siteId = await insertSite(site);
  if (posted) await rotateSiteCode(siteId);
  const manager = await staff("manager");
  const awa = await staff("employee", { firstName: "Awa", lastName: "Diallo" });
  const omar = await staff("employee", { firstName: "Omar", lastName: "Haddad" });
  const start = new Date(`${day}T05:00:00Z`);
  const planningId = await insertPlanning({ title: "Hall", siteId, startTime: start, endTime: minutes(start, 120) }, [
    awa.id,
    omar.id,
  ]);
  return { site, siteId, manager, awa, omar, start, planningId };
}

describe("no-show alerts", () => {
  it("tell the managers and the employee once who has not punched in 10 minutes after the start", async () => {
    const { site, siteId, manager, awa, omar, start } = await sharedShift("2027-02-02");
    await recordPunch({ employeeId: omar.id, siteId, kind: "in", method: "qr", authorId: omar.id }, start);

    expect(await alertNoShows(minutes(start, 9), 10)).toBe(0);
    expect(await alertNoShows(minutes(start, 10), 10)).toBe(1);
    expect(await alertNoShows(minutes(start, 11), 10)).toBe(0);
    expect(await mailsTo(manager.email)).toEqual([`Non pointé : Awa Diallo (Hall · ${site})`]);
    expect(await mailsTo(awa.email)).toEqual(["Votre arrivée n'est pas enregistrée (06:00)"]);
    expect(await mailsTo(omar.email)).toEqual([]);

    const left = minutes(start, 100);
    await recordPunch({ employeeId: omar.id, siteId, kind: "out", method: "qr", authorId: omar.id }, left);
    const watched = await watchedShifts(minutes(start, 130));
    const mine = watched.filter((shift) => shift.employeeId === awa.id || shift.employeeId === omar.id);
    expect(mine.map(({ name, arrivedAt, leftAt }) => [name, arrivedAt, leftAt])).toEqual(
      expect.arrayContaining([
        ["Awa Diallo", null, null],
        ["Omar Haddad", start, left],
      ]),
    );
    expect(mine).toHaveLength(2);
  });

  it("leave alone a site whose code is not posted: nobody can punch there", async () => {
    const { manager, awa, start } = await sharedShift("2027-02-03", false);
    await alertNoShows(minutes(start, 30), 10);
    expect(await mailsTo(awa.email)).toEqual([]);
    expect((await watchedShifts(minutes(start, 30))).some((shift) => shift.employeeId === awa.id)).toBe(false);
    expect(await mailsTo(manager.email)).toEqual([]);
  });
});
