import { describe, expect, it } from "vitest";
import { assigned, bercy, karim, planning, tour, zoe } from "../../../../tests/support/planning-fixtures";
import { PARIS } from "../../../lib/time";
import {
  NO_SHIFT_TEXT,
  NOBODY_TEXT,
  parsePrintBy,
  printedLine,
  printedWeek,
  printFileName,
  printHref,
  slugify,
} from "./print-week";

const MONDAY = "2026-03-02";

// Paris is UTC+1 in early March: 05:00Z is 06:00 in Paris.
const plannings = [
  planning("p1", "2026-03-02T05:00:00Z", "2026-03-02T07:00:00Z", {
    title: "Bureaux",
    site: tour,
    assignedUsers: [assigned(karim), assigned(zoe)],
  }),
  planning("p2", "2026-03-04T21:00:00Z", "2026-03-05T05:00:00Z", {
    title: "Nuit",
    site: tour,
    breakMinutes: 30,
    assignedUsers: [assigned(zoe)],
  }),
  planning("p3", "2026-03-03T13:00:00Z", "2026-03-03T15:00:00Z", { title: "Vitres", site: bercy }),
];
const base = { monday: MONDAY, plannings, staff: [karim, zoe], sites: [bercy, tour], zone: PARIS };

describe("printedWeek by site", () => {
  const week = printedWeek({ ...base, by: "site", filters: { site: null, employee: null } });

  it("has one page per site that works that week, by name, with its address", () => {
    expect(week.period).toBe("Semaine du 02/03/2026 au 08/03/2026");
    expect(week.pages.map((page) => [page.heading, page.address])).toEqual([
      ["Bercy Village", "1 cour Saint-Émilion, 75012 Paris"],
      ["Tour Montparnasse", "33 avenue du Maine, 75015 Paris"],
    ]);
    expect(week.fileName).toBe("planning-semaine-2026-03-02-sites.pdf");
  });

  it("puts each shift on its Paris start day, Monday to Sunday, with who works it", () => {
    const page = week.pages[1];
    expect(page?.days.map((day) => day.label)).toEqual([
      "Lundi 2 mars",
      "Mardi 3 mars",
      "Mercredi 4 mars",
      "Jeudi 5 mars",
      "Vendredi 6 mars",
      "Samedi 7 mars",
      "Dimanche 8 mars",
    ]);
    expect(page?.days[0]?.shifts).toEqual([
      { time: "06:00–08:00", title: "Bureaux", detail: "Karim Benali, Zoé Lefèvre", holiday: null },
    ]);
    expect(page?.days[2]?.shifts).toEqual([
      { time: "22:00–06:00 (jusqu'au lendemain), pause 30 min", title: "Nuit", detail: "Zoé Lefèvre", holiday: null },
    ]);
    expect(week.pages[0]?.days[1]?.shifts[0]?.detail).toBe(NOBODY_TEXT);
  });

  it("names the file after the one site asked for, and gives it a page even when its week is empty", () => {
    const one = printedWeek({ ...base, by: "site", filters: { site: "t", employee: null } });
    expect(one.pages.map((page) => page.heading)).toEqual(["Tour Montparnasse"]);
    expect(one.fileName).toBe("planning-semaine-2026-03-02-tour-montparnasse.pdf");
    const empty = printedWeek({ ...base, plannings: [], by: "site", filters: { site: "b", employee: null } });
    expect(empty.pages).toHaveLength(1);
    expect(empty.pages[0]?.address).toBe("1 cour Saint-Émilion, 75012 Paris");
    expect(empty.pages[0]?.days.every((day) => day.shifts.length === 0)).toBe(true);
  });

  it("prints one page that says so for a week without work", () => {
    const empty = printedWeek({ ...base, plannings: [], by: "site", filters: { site: null, employee: null } });
    expect(empty.pages).toEqual([{ heading: NO_SHIFT_TEXT, address: null, days: [] }]);
  });
});

describe("printedWeek by employee", () => {
  it("has one page per employee who works that week, with the place of each shift", () => {
    const week = printedWeek({ ...base, by: "employe", filters: { site: null, employee: null } });
    expect(week.pages.map((page) => [page.heading, page.address])).toEqual([
      ["Karim Benali", null],
      ["Zoé Lefèvre", null],
    ]);
    expect(week.pages[1]?.days[0]?.shifts).toEqual([
      { time: "06:00–08:00", title: "Bureaux", detail: "Tour Montparnasse", holiday: null },
    ]);
    expect(week.fileName).toBe("planning-semaine-2026-03-02-employes.pdf");
  });

  it("names the file after the employee asked for", () => {
    const week = printedWeek({ ...base, by: "employe", filters: { site: null, employee: "z" } });
    expect(week.pages.map((page) => page.heading)).toEqual(["Zoé Lefèvre"]);
    expect(week.fileName).toBe("planning-semaine-2026-03-02-zoe-lefevre.pdf");
  });
});

describe("printedWeek on a public holiday", () => {
  it("marks the day and each shift that starts on it with the holiday's pay rule", () => {
    // Saturday 1 May 2027, 06:00–08:00 in Paris (UTC+2).
    const mayDay = planning("may", "2027-05-01T04:00:00Z", "2027-05-01T06:00:00Z", {
      title: "Bureaux",
      site: tour,
      assignedUsers: [assigned(karim)],
    });
    const week = printedWeek({
      ...base,
      monday: "2027-04-26",
      plannings: [mayDay],
      by: "site",
      filters: { site: null, employee: null },
    });
    const days = week.pages[0]?.days ?? [];
    expect(days.map((day) => day.label)).toContain("Samedi 1er mai · férié (Fête du Travail)");
    expect(days[5]?.shifts[0]?.holiday).toBe(
      "Fête du Travail, férié : travail payé double (Code du travail, art. L3133-6)",
    );
    expect(days[4]?.label).toBe("Vendredi 30 avril");
  });
});

describe("file names and links", () => {
  it("slugs names to lower-case ASCII words", () => {
    expect(slugify("Tour Montparnasse")).toBe("tour-montparnasse");
    expect(slugify("  Cœur d'Île-de-France — Bâtiment Ä ")).toBe("coeur-d-ile-de-france-batiment-a");
    expect(printFileName(MONDAY, "!!!")).toBe("planning-semaine-2026-03-02.pdf");
  });

  it("links to the PDF of the week and filters shown", () => {
    expect(printHref({ monday: MONDAY, by: "site", filters: { site: "t", employee: null } })).toBe(
      "/admin/schedules/semaine.pdf?semaine=2026-03-02&par=site&site=t",
    );
    expect(parsePrintBy("employe")).toBe("employe");
    expect(parsePrintBy("autre")).toBeNull();
  });
});

describe("printedLine", () => {
  it("keeps every letter, and puts line breaks and control characters on one line", () => {
    expect(printedLine("Nguyễn Thị Hương, Łukasz Wójcik — 06:00–08:00 €")).toBe(
      "Nguyễn Thị Hương, Łukasz Wójcik — 06:00–08:00 €",
    );
    expect(printedLine("Bureaux\r\nétage 3\u0000")).toBe("Bureaux étage 3 ");
  });
});
