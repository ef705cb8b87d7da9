import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { planningAssignments, replacementOffers } from "../../../../db/schema";
import { assignedShift, recordAbsence } from "../../../../tests/support/labour-fixtures";
import { staff } from "../../../../tests/support/staff";
import { getDb } from "../../../lib/db.server";
import { followUpOffers } from "./offer-follow-up.server";
import { sendOffers } from "./offers.server";

const WAIT = 10 * 60_000;
const sentAt = new Date("2026-11-27T05:00:00Z");
const minutesLater = (minutes: number) => new Date(sentAt.getTime() + minutes * 60_000);

/** A freed shift offered to the first of six ranked candidates at `sentAt`. */
async function offeredToOne() {
  const manager = await staff("manager");
  const absent = await staff("employee");
  const ranked = await Promise.all(Array.from({ length: 6 }, () => staff("employee")));
  const planningId = await assignedShift(absent.id, "2027-04-06T05:00:00Z", "2027-04-06T07:00:00Z", manager.id);
  await recordAbsence(absent.id, { kind: "sickness", startsOn: "2027-04-06", endsOn: "2027-04-06" }, manager.id);
  const ids = ranked.map((person) => person.id);
  await sendOffers({ planningId, employeeIds: ids.slice(0, 1), offeredBy: manager.id }, sentAt);
  return { planningId, ids, rank: async () => ids };
}

async function offeredIds(planningId: string) {
  const rows = await getDb()
    .select({ employeeId: replacementOffers.employeeId })
    .from(replacementOffers)
    .where(eq(replacementOffers.planningId, planningId));
  return rows.map((row) => row.employeeId).sort();
}

describe("offers left unanswered", () => {
  it("go to the next three candidates once the wait is over, and not before", async () => {
    const { planningId, ids, rank } = await offeredToOne();
    await followUpOffers(rank, minutesLater(9), WAIT);
    expect(await offeredIds(planningId)).toEqual(ids.slice(0, 1).sort());
    await followUpOffers(rank, minutesLater(11), WAIT);
    expect(await offeredIds(planningId)).toEqual(ids.slice(0, 4).sort());
    await followUpOffers(rank, minutesLater(15), WAIT);
    expect(await offeredIds(planningId)).toEqual(ids.slice(0, 4).sort());
    await followUpOffers(rank, minutesLater(22), WAIT);
    expect(await offeredIds(planningId)).toEqual([...ids].sort());
  });

  it("are not followed up once the shift is filled, and are closed as filled", async () => {
    const { planningId, ids, rank } = await offeredToOne();
    // Someone else is put on the freed shift, as « Choisir » would.
    await getDb()
      .insert(planningAssignments)
      .values({ planningId, employeeId: ids[5] ?? "" });
    expect(await followUpOffers(rank, minutesLater(11), WAIT)).toBe(0);
    const [offer] = await getDb().select().from(replacementOffers).where(eq(replacementOffers.planningId, planningId));
    expect(offer?.state).toBe("filled");
  });
});
