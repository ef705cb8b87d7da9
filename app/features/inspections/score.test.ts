import { describe, expect, it } from "vitest";
import { actionCauses, actionReason, type FoundItem, inspectionScore, scoreExplanation } from "./score";

const item = (
  weight: number,
  verdict: FoundItem["verdict"],
  critical = false,
  label = `Point ${weight}`,
): FoundItem => ({
  label,
  weight,
  critical,
  verdict,
});

describe("inspectionScore", () => {
  it("is the weighted share of conforming items, N/A left out", () => {
    const score = inspectionScore([item(5, "conforme"), item(3, "non_conforme"), item(2, "na"), item(2, "conforme")]);
    expect(score).toEqual({ conforming: 7, counted: 10, excluded: 2, percent: 70 });
    expect(scoreExplanation(score)).toBe(
      "7 points conformes sur 10 points comptés, 2 points sans objet (N/A) non comptés : 7 ÷ 10 = 70 %.",
    );
  });

  it("rounds down, so that a score just under the threshold stays under it", () => {
    const many = (count: number, verdict: FoundItem["verdict"]) =>
      Array.from({ length: count }, () => item(1, verdict));
    const score = inspectionScore([...many(799, "conforme"), ...many(201, "non_conforme")]);
    expect(score).toMatchObject({ conforming: 799, counted: 1000, percent: 79 });
    expect(actionCauses([...many(799, "conforme"), ...many(201, "non_conforme")], 80)).toEqual([
      { kind: "score", percent: 79 },
    ]);
  });

  it("has no percent when every item is N/A", () => {
    const score = inspectionScore([item(3, "na"), item(1, "na")]);
    expect(score.percent).toBeNull();
    expect(scoreExplanation(score)).toBe("Aucun point compté : tous les points sont sans objet (N/A).");
    expect(actionCauses([item(3, "na")], 80)).toEqual([]);
  });
});

describe("actionCauses", () => {
  it("opens one action per non-conforming critical item, and one for a score under the threshold", () => {
    const items = [
      item(5, "non_conforme", true, "Sanitaires désinfectés"),
      item(4, "conforme", true),
      item(1, "conforme"),
    ];
    const causes = actionCauses(items, 80);
    expect(causes).toEqual([
      { kind: "critical", index: 0, label: "Sanitaires désinfectés" },
      { kind: "score", percent: 50 },
    ]);
    expect(causes.map((cause) => actionReason(cause, 80))).toEqual([
      "Point critique non conforme : Sanitaires désinfectés",
      "Score de 50 %, sous le seuil de 80 %",
    ]);
  });

  it("opens none at the threshold, nor for a non-critical item found non-conforming", () => {
    expect(actionCauses([item(4, "conforme"), item(1, "non_conforme")], 80)).toEqual([]);
    expect(actionCauses([item(4, "conforme"), item(1, "non_conforme")], 81)).toEqual([{ kind: "score", percent: 80 }]);
  });
});
