import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { enumValues, labelledEnum } from "./labelled-enum";

type Moment = "morning" | "afternoon" | "evening";

describe("enumValues", () => {
  it("gives the keys of a record in their order, typed as their union", () => {
    const values = enumValues({ morning: "Matin", afternoon: "Après-midi", evening: "Soir" });
    expect(values).toEqual(["morning", "afternoon", "evening"]);
    expectTypeOf(values).toEqualTypeOf<readonly [Moment, ...Moment[]]>();
  });

  it("reads the keys of a record whose values are not text", () => {
    expect(enumValues({ in: { short: "E" }, out: { short: "S" } })).toEqual(["in", "out"]);
  });

  it("refuses an enumeration without values", () => {
    expect(() => enumValues({})).toThrow("An enumeration needs at least one value.");
  });
});

describe("labelledEnum", () => {
  const { values, labels } = labelledEnum({ morning: "Matin", afternoon: "Après-midi", evening: "Soir" });

  it("gives the labels as they are and their keys as the values", () => {
    expect(labels).toEqual({ morning: "Matin", afternoon: "Après-midi", evening: "Soir" });
    expect(values).toEqual(["morning", "afternoon", "evening"]);
    expectTypeOf(values).toEqualTypeOf<readonly [Moment, ...Moment[]]>();
    expectTypeOf(labels).toEqualTypeOf<Record<Moment, string>>();
  });

  it("gives values zod's enum accepts", () => {
    const schema = z.enum(values);
    expect(schema.parse("afternoon")).toBe("afternoon");
    expect(schema.safeParse("night").success).toBe(false);
  });
});
