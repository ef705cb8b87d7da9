import { describe, expect, it } from "vitest";
import { assigned, gridInput, karim, planning, sofia, tour } from "../../../../tests/support/planning-fixtures";
import { employeeGrid, employeePage, siteGrid } from "./week-grid";
import { type EmployeeWeekLabour, gridEmployeeIds, withLabour } from "./week-grid-labour";

const evening = planning("e", "2026-03-24T17:00:00Z", "2026-03-24T22:00:00Z", {
  title: "Bureaux",
  site: tour,
  assignedUsers: [assigned(karim), assigned(sofia)],
});
const morning = planning("m", "2026-03-25T05:00:00Z", "2026-03-25T08:00:00Z", {
  title: "Bureaux",
  site: tour,
  assignedUsers: [assigned(karim)],
});
const input = gridInput([evening, morning]);
const REST = "Repos quotidien de 7 h seulement entre la fin du travail le mardi 24 mars à 23:00 et la reprise…";
const labour = new Map<string, EmployeeWeekLabour>([
  [
    "k",
    {
      hours: "Prévu 8 h · Contrat 26 h, absences 3 h 43 · Écart −14 h 17",
      absences: { "2026-03-27": "Congés payés" },
      alerts: { e: [REST], m: [REST] },
    },
  ],
  ["s", { hours: "Prévu 5 h · Sans contrat", absences: {}, alerts: {} }],
]);

describe("the grid's labour figures", () => {
  it("asks for the page's employees in the employees grid, the shifts' in the sites grid", () => {
    expect(employeePage({ ...input, filters: { site: null, employee: "s" } }).items).toEqual([sofia]);
    expect(gridEmployeeIds(employeeGrid(input))).toEqual(["k", "s"]);
    expect(gridEmployeeIds(siteGrid({ ...input, plannings: [morning] }))).toEqual(["k"]);
  });

  it("puts the hours beside the name, the absence in its day and the alerts on their shifts", () => {
    const grid = withLabour(employeeGrid(input), labour);
    const [karimRow, sofiaRow] = grid.rows;
    expect(karimRow?.hours).toBe("Prévu 8 h · Contrat 26 h, absences 3 h 43 · Écart −14 h 17");
    expect(sofiaRow?.hours).toBe("Prévu 5 h · Sans contrat");
    expect(karimRow?.cells.map((cell) => cell.absence)).toEqual([null, null, null, null, "Congés payés", null, null]);
    expect(karimRow?.cells[4]?.addLabel).toBe(
      "Ajouter un planning pour Karim Benali le vendredi 27 mars, Congés payés",
    );
    expect(karimRow?.cells[2]?.blocks[0]).toMatchObject({
      alerts: [REST],
      label: "06:00–09:00, Tour Montparnasse, Bureaux",
    });
    expect(sofiaRow?.cells[1]?.blocks[0]?.alerts).toEqual([]);
  });

  it("names whom each alert concerns in the sites grid, the site's hours kept and no absences", () => {
    const grid = withLabour(siteGrid(input), labour);
    const row = grid.rows.find((candidate) => candidate.header === tour.name);
    expect(row?.hours).toBe(siteGrid(input).rows.find((candidate) => candidate.header === tour.name)?.hours);
    expect(row?.hours).toMatch(/^Prévu /);
    expect(row?.cells[4]?.absence).toBeNull();
    expect(row?.cells[1]?.blocks[0]?.alerts).toEqual([`Karim Benali : ${REST}`]);
  });
});
