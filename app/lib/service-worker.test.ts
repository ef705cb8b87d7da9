import { describe, expect, it } from "vitest";
import { keptPagesFor } from "./service-worker";

describe("keptPagesFor", () => {
  it("keeps an employee's week and the pointage page for no network, only the latter for other staff", () => {
    expect(keptPagesFor("employee")).toEqual(["/my-schedule", "/pointage/hors-ligne"]);
    expect(keptPagesFor("manager")).toEqual(["/pointage/hors-ligne"]);
    expect(keptPagesFor("admin")).toEqual(["/pointage/hors-ligne"]);
  });
});
