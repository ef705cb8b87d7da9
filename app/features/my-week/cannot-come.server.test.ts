import { describe, expect, it } from "vitest";
import { assignedShift } from "../../../tests/support/labour-fixtures";
import { staff } from "../../../tests/support/staff";
import { ownComingShift } from "./cannot-come.server";

describe("the shift an employee declares from", () => {
  it("is one of theirs not started yet: not a colleague's, not one under way or over, not a forged id", async () => {
    const anne = await staff("employee");
    const karim = await staff("employee");
    const manager = await staff("manager");
    const now = new Date("2030-03-05T06:30:00Z");
    const coming = await assignedShift(anne.id, "2030-03-05T07:00:00Z", "2030-03-05T09:00:00Z", manager.id);
    const underWay = await assignedShift(anne.id, "2030-03-05T06:00:00Z", "2030-03-05T06:45:00Z", manager.id);
    const over = await assignedShift(anne.id, "2030-03-04T06:00:00Z", "2030-03-04T08:00:00Z", manager.id);

    expect(await ownComingShift(anne.id, coming, now)).toMatchObject({
      title: "Bureaux",
      startTime: new Date("2030-03-05T07:00:00Z"),
    });
    expect(await ownComingShift(karim.id, coming, now)).toBeNull();
    expect(await ownComingShift(anne.id, underWay, now)).toBeNull();
    expect(await ownComingShift(anne.id, over, now)).toBeNull();
    expect(await ownComingShift(anne.id, "pas-un-identifiant", now)).toBeNull();
  });
});
