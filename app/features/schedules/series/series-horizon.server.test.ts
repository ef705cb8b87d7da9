import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { planningSeries } from "../../../../db/schema";
import { runAs } from "../../../../tests/support/schedule-action";
import { occurrences, ZONE } from "../../../../tests/support/series-plannings";
import { staff } from "../../../../tests/support/staff";
import { getDb } from "../../../lib/db.server";
import { formatInZone, PARIS, shiftDay, todayIn } from "../../../lib/time";
import { extendSeriesHorizons } from "./series-horizon.server";

describe("recurring plannings", () => {
  it("makes a one-off planning the first occurrence of a series, and the nightly job extends open series", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
    const karim = await staff("employee", { firstName: "Karim" });
    const monday = todayIn(ZONE);
    (
      await runAs(manager, {
        intent: "create",
        employeeIds: karim.id,
        title: "Hall F",
        startTime: `${monday}T06:00`,
        endTime: `${monday}T07:00`,
      })
    ).result;
    const [single] = await occurrences("Hall F");
    const weekday = formatInZone(single?.startTime ?? "", "EEEEEE", ZONE);
    const day =
      { lu: "MO", ma: "TU", me: "WE", je: "TH", ve: "FR", sa: "SA", di: "SU" }[weekday.toLowerCase().slice(0, 2)] ??
      "MO";
    const converted = (
      await runAs(manager, {
        intent: "update",
        planningId: single?.id ?? "",
        title: "Hall F",
        startTime: `${monday}T06:00`,
        endTime: `${monday}T07:00`,
        repeat: "weekly",
        repeatDays: day,
        // Whatever today is, none of its 27 weeks loses a public holiday.
        repeatHolidays: "worked",
      })
    ).result;
    expect(converted).toMatchObject({
      ok: true,
      description: "Le planning récurrent a été ajouté avec succès (27 occurrences).",
    });
    const made = await occurrences("Hall F");
    expect(made[0]?.id).toBe(single?.id);
    expect(made).toHaveLength(27);

    expect(await extendSeriesHorizons(getDb(), shiftDay(monday, 7), PARIS)).toBeGreaterThanOrEqual(1);
    expect(await extendSeriesHorizons(getDb(), shiftDay(monday, 7), PARIS)).toBe(0);
    expect(await occurrences("Hall F")).toHaveLength(28);
    const [row] = await getDb().select().from(planningSeries).where(eq(planningSeries.title, "Hall F"));
    expect(row?.materializedUntil).toBe(shiftDay(monday, 7 + 26 * 7));
  });
});
