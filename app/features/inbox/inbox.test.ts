import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { formatDateTime } from "../../lib/time";
import { formatCalendarDate, inboxSearch, pageCount } from "./inbox";
import { leadUpdateSchema } from "./inbox.schema";

describe("inbox helpers", () => {
  it("shows times in Paris whatever the process zone, across daylight saving", () => {
    expect(formatDateTime(new Date("2026-07-01T08:05:00Z"), "Europe/Paris")).toBe("01/07/2026 à 10:05");
    expect(formatDateTime(new Date("2026-12-31T23:30:00Z"), "Europe/Paris")).toBe("01/01/2027 à 00:30");
    expect(formatDateTime(new Date("2026-03-29T01:30:00Z"), "Europe/Paris")).toBe("29/03/2026 à 03:30");
  });

  it("formats calendar dates and leaves anything else as it is", () => {
    expect(formatCalendarDate("2027-01-15")).toBe("15/01/2027");
    expect(formatCalendarDate(null)).toBe("");
  });

  it("counts pages and builds list URLs without defaults", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(41)).toBe(3);
    expect(inboxSearch({ type: "all", status: "all", page: 1 })).toBe("");
    expect(inboxSearch({ type: "quote", status: "in_progress", page: 2 })).toBe(
      "?type=quote&status=in_progress&page=2",
    );
  });
});

describe("lead follow-up schema through Conform", () => {
  it("takes an empty note for no note and refuses an unknown status in French", () => {
    const form = new FormData();
    form.set("status", "done");
    form.set("note", "");
    const saved = parseWithZod(form, { schema: leadUpdateSchema });
    expect(saved.status === "success" && saved.value).toEqual({ status: "done", note: "" });
    form.set("status", "");
    expect(parseWithZod(form, { schema: leadUpdateSchema }).reply().error).toEqual({
      status: ["Veuillez choisir une valeur de la liste"],
    });
  });
});
