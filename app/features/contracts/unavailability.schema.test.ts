import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { PARIS, shiftDay, todayIn } from "../../lib/time";
import { UNAVAILABILITY_MESSAGES, unavailabilitySchema } from "./unavailability.schema";

function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return parseWithZod(form, { schema: unavailabilitySchema(PARIS) });
}

describe("unavailabilitySchema", () => {
  it("reads a weekly slot, its date fields left out", () => {
    const submission = parse({
      repeat: "weekly",
      weekday: "1",
      fromTime: "06:00",
      toTime: "09:00",
      onDate: "2027-01-01",
    });
    if (submission.status !== "success") throw new Error("refusée");
    expect(submission.value).toEqual({
      weekday: 1,
      onDate: null,
      fromTime: "06:00",
      toTime: "09:00",
      validFrom: null,
      validUntil: null,
      note: null,
    });
  });

  it("asks for the weekday, or the date, that the choice needs; a past date is refused", () => {
    const weekly = parse({ repeat: "weekly" });
    if (weekly.status !== "error") throw new Error("acceptée");
    expect(weekly.error?.weekday).toEqual([UNAVAILABILITY_MESSAGES.weekday]);
    const past = parse({ repeat: "date", onDate: shiftDay(todayIn(PARIS), -1) });
    if (past.status !== "error") throw new Error("acceptée");
    expect(past.error?.onDate).toEqual([UNAVAILABILITY_MESSAGES.past]);
  });

  it("takes two times in order, or none for the whole day", () => {
    const one = parse({ repeat: "weekly", weekday: "2", fromTime: "06:00" });
    if (one.status !== "error") throw new Error("acceptée");
    expect(one.error?.toTime).toEqual([UNAVAILABILITY_MESSAGES.times]);
    const reversed = parse({ repeat: "weekly", weekday: "2", fromTime: "09:00", toTime: "06:00" });
    expect(reversed.status).toBe("error");
    expect(parse({ repeat: "date", onDate: todayIn(PARIS) }).status).toBe("success");
  });
});
