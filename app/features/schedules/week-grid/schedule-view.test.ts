import { describe, expect, it } from "vitest";
import { parseView, scheduleHref } from "./schedule-view";

const MONDAY = "2026-03-23";

describe("views and links", () => {
  it("reads ?vue=, the list by default", () => {
    expect(parseView("employes")).toBe("employes");
    expect(parseView("sites")).toBe("sites");
    expect(parseView(null)).toBe("liste");
    expect(parseView("autre")).toBe("liste");
  });

  it("keeps the week, and the filters of the grids", () => {
    const filters = { site: "t", employee: "k" };
    expect(scheduleHref({ semaine: MONDAY, view: "employes", filters })).toBe(
      "?semaine=2026-03-23&vue=employes&site=t&employe=k",
    );
    expect(scheduleHref({ semaine: MONDAY, view: "liste", filters })).toBe("?semaine=2026-03-23");
    expect(scheduleHref({ semaine: MONDAY, view: "sites", page: 3 })).toBe("?semaine=2026-03-23&vue=sites&page=3");
    expect(scheduleHref({ semaine: MONDAY, view: "sites", page: 1 })).toBe("?semaine=2026-03-23&vue=sites");
  });
});
