import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { PLANNING_MESSAGES } from "../planning-messages";
import { scheduleActionSchema } from "../schedules.schema";
import { copyWeekSchema, withSkippedSeries } from "./copy-week.schema";

function errorsOf(submission: ReturnType<typeof parse>) {
  return submission.status === "error" ? submission.error : undefined;
}

function parse(values: Record<string, string>, today = "2026-03-04") {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return parseWithZod(data, { schema: copyWeekSchema("Europe/Paris", () => today) });
}

const copy = { intent: "copy-week", sourceWeek: "2026-03-02" };

describe("the copy week form", () => {
  it("copies to the week of any day chosen, or to the N weeks after", () => {
    expect(parse({ ...copy, target: "week", targetWeek: "2026-03-19" })).toMatchObject({
      status: "success",
      value: { sourceMonday: "2026-03-02", siteId: null, mondays: ["2026-03-16"], confirmed: false },
    });
    expect(
      parse({ ...copy, siteId: "s", target: "next", weeks: "2", confirmOverlap: "true" }, "2026-03-08"),
    ).toMatchObject({
      status: "success",
      value: { siteId: "s", mondays: ["2026-03-09", "2026-03-16"], confirmed: true },
    });
  });

  it.each([
    [{ target: "week", targetWeek: "" }, { targetWeek: [PLANNING_MESSAGES.copyTargetRequired] }],
    [{ target: "" }, { target: [PLANNING_MESSAGES.copyTargetRequired] }],
    [{ target: "week", targetWeek: "2026-03-06" }, { targetWeek: [PLANNING_MESSAGES.copySameWeek] }],
    [{ target: "week", targetWeek: "2026-02-27" }, { targetWeek: [PLANNING_MESSAGES.copyPast] }],
    [{ target: "next", weeks: "" }, { weeks: [PLANNING_MESSAGES.copyWeeks] }],
    [{ target: "next", weeks: "0" }, { weeks: [PLANNING_MESSAGES.copyWeeks] }],
    [{ target: "next", weeks: "27" }, { weeks: [PLANNING_MESSAGES.copyWeeks] }],
    [{ target: "next", weeks: "1.5" }, { weeks: [PLANNING_MESSAGES.copyWeeks] }],
  ])("refuses %j in French", (values, errors) => {
    expect(errorsOf(parse({ ...copy, ...values }))).toEqual(errors);
  });

  it("refuses a copy of a past week to the weeks after when the first of them is past too", () => {
    expect(errorsOf(parse({ ...copy, target: "next", weeks: "3" }, "2026-03-18"))).toEqual({
      weeks: [PLANNING_MESSAGES.copyPast],
    });
  });

  it("is one of the schedule action's intents", () => {
    const data = new FormData();
    for (const [key, value] of Object.entries({ ...copy, target: "next", weeks: "1" })) data.append(key, value);
    const submission = parseWithZod(data, { schema: scheduleActionSchema("Europe/Paris") });
    expect(submission.status === "error" ? submission.error : {}).toEqual({ weeks: [PLANNING_MESSAGES.copyPast] });
  });
});

describe("what a copy says of the series it leaves alone", () => {
  it("adds why the week's occurrences of series were not copied, and nothing when there were none", () => {
    expect(withSkippedSeries("1 planning sera créé.", 0)).toBe("1 planning sera créé.");
    expect(withSkippedSeries("1 planning sera créé.", 1)).toBe(
      "1 planning sera créé. 1 planning n'est pas copié : il fait partie d'une série, qui se répète déjà d'elle-même.",
    );
    expect(withSkippedSeries("Aucun planning à copier pour cette semaine.", 3)).toBe(
      "Aucun planning à copier pour cette semaine. 3 plannings ne sont pas copiés : ils font partie de séries, qui se répètent déjà d'elles-mêmes.",
    );
  });
});
