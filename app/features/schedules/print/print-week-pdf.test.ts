import { describe, it } from "vitest";
import { expectOneSelfContainedPage } from "../../../../tests/support/pdf-expectations";
import { pdfWords } from "../../../../tests/support/pdf-text";
import { assigned, planning, tour } from "../../../../tests/support/planning-fixtures";
import { expectToContainAll } from "../../../../tests/support/text-expectations";
import { PARIS } from "../../../lib/time";
import type { StaffMember } from "../schedules";
import { printedWeek } from "./print-week";
import { renderWeekPdf } from "./print-week-pdf.server";

const huong: StaffMember = { id: "h", firstName: "Nguyễn Thị", lastName: "Hương", email: "h@exemple.fr" };
const lukasz: StaffMember = { id: "l", firstName: "Łukasz", lastName: "Wójcik", email: "l@exemple.fr" };

describe("the week's PDF", () => {
  it("prints Vietnamese and Polish names as they are written, in an embedded font", async () => {
    const week = printedWeek({
      monday: "2026-03-02",
      zone: PARIS,
      plannings: [
        planning("p1", "2026-03-02T05:00:00Z", "2026-03-02T07:00:00Z", {
          title: "Bureaux — hall d'entrée",
          site: tour,
          breakMinutes: 30,
          assignedUsers: [assigned(huong), assigned(lukasz)],
        }),
      ],
      staff: [huong, lukasz],
      sites: [tour],
      by: "site",
      filters: { site: null, employee: null },
    });
    const pdf = await renderWeekPdf(week, "Clarté Propreté", "lundi 2 mars 2026");
    expectToContainAll(pdfWords(pdf), [
      "Nguyễn Thị Hương",
      "Łukasz Wójcik",
      "Bureaux — hall d'entrée",
      "06:00–08:00, pause 30 min",
      "Clarté Propreté",
    ]);
    expectOneSelfContainedPage(pdf);
  });
});
