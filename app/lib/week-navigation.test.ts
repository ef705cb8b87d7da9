import { describe, expect, it } from "vitest";
import { weekNavigation } from "./week-navigation";

describe("weekNavigation", () => {
  it("names the week from Monday to Sunday and links the weeks around it, across a year's end", () => {
    expect(weekNavigation("2026-12-28")).toEqual({
      monday: "2026-12-28",
      label: "Semaine du 28/12/2026 au 03/01/2027",
      previous: "2026-12-21",
      next: "2027-01-04",
    });
  });
});
