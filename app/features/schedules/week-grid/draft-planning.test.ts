import { describe, expect, it } from "vitest";
import { PARIS } from "../../../lib/time";
import { draftPlanning } from "./draft-planning";

describe("a cell's new planning", () => {
  it("starts a new planning at 08:00–12:00 Paris on the cell's day, DST changes included, at its place", () => {
    expect(draftPlanning({ day: "2026-03-29", location: "Tour Montparnasse", employeeId: "k" }, PARIS)).toMatchObject({
      startTime: "2026-03-29T06:00:00.000Z",
      endTime: "2026-03-29T10:00:00.000Z",
      location: "Tour Montparnasse",
    });
    expect(draftPlanning({ day: "2026-03-23", location: "" }, PARIS)?.location).toBeNull();
    expect(draftPlanning({ day: "pas une date" }, PARIS)).toBeNull();
  });
});
