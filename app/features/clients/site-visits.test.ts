import { describe, expect, it } from "vitest";
import { visitsOf } from "./site-visits";

const at = (iso: string) => new Date(iso);

describe("visitsOf", () => {
  it("makes one visit of agents sent in the same window, and orders visits by their start", () => {
    const visits = visitsOf([
      { start: at("2026-12-02T06:00:00Z"), end: at("2026-12-02T08:00:00Z"), firstName: "Marie" },
      { start: at("2026-12-01T06:00:00Z"), end: at("2026-12-01T08:00:00Z"), firstName: "Samir" },
      { start: at("2026-12-02T06:00:00Z"), end: at("2026-12-02T08:00:00Z"), firstName: "Awa" },
    ]);
    expect(visits.map((visit) => [visit.start.toISOString(), visit.firstNames])).toEqual([
      ["2026-12-01T06:00:00.000Z", ["Samir"]],
      ["2026-12-02T06:00:00.000Z", ["Marie", "Awa"]],
    ]);
  });

  it("keeps a window apart when it ends at another time", () => {
    const visits = visitsOf([
      { start: at("2026-12-01T06:00:00Z"), end: at("2026-12-01T08:00:00Z"), firstName: "Samir" },
      { start: at("2026-12-01T06:00:00Z"), end: at("2026-12-01T07:00:00Z"), firstName: "Awa" },
    ]);
    expect(visits).toHaveLength(2);
    expect(visits[0]?.firstNames).toEqual(["Awa"]);
  });
});
