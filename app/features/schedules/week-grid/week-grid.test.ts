import { describe, expect, it } from "vitest";
import { assigned, bercy, gridInput, karim, planning, sofia, tour } from "../../../../tests/support/planning-fixtures";
import type { PlanningSite, StaffMember } from "../schedules";
import { NO_SITE_FILTER } from "./schedule-view";
import { employeeGrid, GRID_PAGE_SIZE, siteGrid } from "./week-grid";

describe("employees grid", () => {
  const monday = planning("m", "2026-03-23T05:00:00Z", "2026-03-23T07:00:00Z", {
    title: "Bureaux",
    site: tour,
    location: tour.name,
    assignedUsers: [assigned(karim), assigned(sofia)],
  });
  const night = planning("n", "2026-03-26T21:00:00Z", "2026-03-27T04:00:00Z", {
    title: "Nuit",
    location: "Entrepôt Ivry",
    breakMinutes: 30,
    assignedUsers: [assigned(karim)],
  });
  const input = gridInput([night, monday]);

  it("has a row for every staff member, each shift in its day's cell of each assigned employee", () => {
    const grid = employeeGrid(input);
    expect(grid.rows.map((row) => row.header)).toEqual(["Karim Benali", "Sofia Martin"]);
    const [karimRow, sofiaRow] = grid.rows;
    expect(karimRow?.cells[0]?.blocks).toEqual([
      {
        planningId: "m",
        time: "06:00–08:00",
        title: "Bureaux",
        place: "Tour Montparnasse",
        people: [],
        spill: null,
        pause: null,
        label: "06:00–08:00, Tour Montparnasse, Bureaux",
        alerts: [],
        holiday: null,
        vacancy: null,
      },
    ]);
    expect(karimRow?.cells[3]?.blocks[0]).toMatchObject({
      time: "22:00–05:00",
      place: "Entrepôt Ivry",
      spill: "→ lendemain",
      pause: "pause 30 min",
      label: "22:00–05:00, jusqu'au lendemain, pause 30 min, Entrepôt Ivry, Nuit",
    });
    expect(sofiaRow?.cells.map((cell) => cell.blocks.length)).toEqual([1, 0, 0, 0, 0, 0, 0]);
    expect(sofiaRow?.cells[1]).toEqual({
      blocks: [],
      prefill: { employeeId: "s", day: "2026-03-24" },
      addLabel: "Ajouter un planning pour Sofia Martin le mardi 24 mars",
      absence: null,
    });
    expect(grid.plannings).toHaveLength(2);
  });

  it("keeps a shift an absence freed in the absent person's row, à remplacer, and names them in the sites grid", () => {
    const freed = planning("f", "2026-03-24T05:00:00Z", "2026-03-24T07:00:00Z", {
      title: "Hall",
      site: tour,
      location: tour.name,
      assignedUsers: [assigned(karim)],
      vacancies: [{ employeeId: sofia.id, name: "Sofia Martin", reason: "Arrêt maladie" }],
    });
    const [karimRow, sofiaRow] = employeeGrid(gridInput([freed])).rows;
    expect(karimRow?.cells[1]?.blocks[0]?.vacancy).toBeNull();
    expect(sofiaRow?.cells[1]?.blocks[0]).toMatchObject({
      vacancy: "À remplacer (Arrêt maladie)",
      label: "06:00–08:00, Tour Montparnasse, Hall, à remplacer (arrêt maladie)",
    });
    expect(
      employeeGrid(gridInput([freed], { filters: { site: null, employee: sofia.id } })).rows[0]?.cells[1]?.blocks,
    ).toHaveLength(1);
    expect(siteGrid(gridInput([freed])).rows[0]?.cells[1]?.blocks[0]).toMatchObject({
      people: ["Karim Benali"],
      vacancy: "À remplacer : Sofia Martin (Arrêt maladie)",
    });
  });

  it("filters by employee (one row) and by site (its shifts, its name prefilled)", () => {
    expect(employeeGrid({ ...input, filters: { site: null, employee: "s" } }).rows.map((row) => row.key)).toEqual([
      "s",
    ]);
    const atTour = employeeGrid({ ...input, filters: { site: "t", employee: null } });
    expect(atTour.rows[0]?.cells[3]?.blocks).toEqual([]);
    expect(atTour.rows[0]?.cells[0]?.blocks).toHaveLength(1);
    expect(atTour.rows[0]?.cells[2]?.prefill).toEqual({
      employeeId: "k",
      day: "2026-03-25",
      location: "Tour Montparnasse",
    });
    const elsewhere = employeeGrid({ ...input, filters: { site: NO_SITE_FILTER, employee: null } });
    expect(elsewhere.rows[0]?.cells.map((cell) => cell.blocks.length)).toEqual([0, 0, 0, 1, 0, 0, 0]);
  });

  it("names an account without a name (made from ADMIN_EMAIL) by its address", () => {
    const admin = { id: "a", firstName: "", lastName: "", email: "admin@clarte-proprete.fr" };
    const grid = employeeGrid({ ...input, staff: [admin] });
    expect(grid.rows[0]?.header).toBe("admin@clarte-proprete.fr");
    expect(grid.rows[0]?.cells[0]?.addLabel).toBe("Ajouter un planning pour admin@clarte-proprete.fr le lundi 23 mars");
    expect(grid.employeeOptions).toEqual([{ value: "a", label: "admin@clarte-proprete.fr" }]);
  });
});

describe("pages of rows", () => {
  const staff: StaffMember[] = Array.from({ length: GRID_PAGE_SIZE + 5 }, (_, index) => ({
    id: `e${index}`,
    firstName: "Agent",
    lastName: String(index).padStart(2, "0"),
    email: `e${index}@exemple.fr`,
  }));
  const shifts = staff.map((person, index) =>
    planning(`p${index}`, "2026-03-24T05:00:00Z", "2026-03-24T07:00:00Z", { assignedUsers: [assigned(person)] }),
  );
  const input = gridInput(shifts, { staff, sites: [] });

  it("shows a page of employees in the staff list's order, and only that page's plannings for the dialogs", () => {
    const first = employeeGrid(input);
    expect(first.rows).toHaveLength(GRID_PAGE_SIZE);
    expect(new Set(first.plannings)).toEqual(new Set(shifts.slice(0, GRID_PAGE_SIZE)));
    expect(first.pages).toEqual({
      page: 1,
      pageCount: 2,
      previous: null,
      next: "?semaine=2026-03-23&vue=employes&page=2",
    });
    const second = employeeGrid({ ...input, page: 2 });
    expect(second.rows.map((row) => row.header)).toEqual(
      staff.slice(GRID_PAGE_SIZE).map((person) => `Agent ${person.lastName}`),
    );
    expect(second.plannings).toHaveLength(5);
    expect(second.pages.previous).toBe("?semaine=2026-03-23&vue=employes");
    expect(second.pages.next).toBeNull();
    // A page past the last one is the last one.
    expect(employeeGrid({ ...input, page: 9 }).pages.page).toBe(2);
  });

  it("keeps the filters in the page links; one employee asked for is one page", () => {
    const filtered = employeeGrid({ ...input, filters: { site: NO_SITE_FILTER, employee: null } });
    expect(filtered.pages.next).toBe("?semaine=2026-03-23&vue=employes&site=aucun&page=2");
    const one = employeeGrid({ ...input, page: 2, filters: { site: null, employee: "e33" } });
    expect(one.rows.map((row) => row.key)).toEqual(["e33"]);
    expect(one.pages).toMatchObject({ page: 1, pageCount: 1 });
  });

  it("pages the sites grid the same way", () => {
    const sites: PlanningSite[] = Array.from({ length: GRID_PAGE_SIZE }, (_, index) => ({
      id: `s${index}`,
      name: `Site ${String(index).padStart(2, "0")}`,
      address: "1 rue de Rivoli",
      postalCode: "75001",
      city: "Paris",
    }));
    const grid = siteGrid({ ...input, sites, page: 2 });
    // The sites by name, then 'Sans localisation', which holds the shifts without a place.
    expect(grid.rows.map((row) => row.header)).toEqual(["Sans localisation"]);
    expect(grid.plannings).toHaveLength(shifts.length);
    expect(grid.pages).toMatchObject({ page: 2, pageCount: 2, previous: "?semaine=2026-03-23&vue=sites" });
    expect(siteGrid({ ...input, sites }).plannings).toEqual([]);
  });
});

describe("sites grid", () => {
  const loose = planning("l", "2026-03-24T08:00:00Z", "2026-03-24T09:00:00Z", { title: "Sans lieu" });
  const opera = planning("o", "2026-03-24T10:00:00Z", "2026-03-24T11:00:00Z", {
    title: "Vitres",
    location: " Opéra ",
    assignedUsers: [assigned(sofia)],
  });
  const atTour = planning("t1", "2026-03-25T05:00:00Z", "2026-03-25T07:00:00Z", {
    title: "Bureaux",
    site: tour,
    location: tour.name,
    assignedUsers: [assigned(karim), assigned(sofia)],
  });
  const input = gridInput([loose, opera, atTour], { sites: [tour, bercy] });

  it("shows each site's planned hours against its contracted hours, whoever the filter shows", () => {
    const contracted = { ...tour, contractedMinutesPerWeek: 180 };
    const rows = siteGrid({ ...input, sites: [contracted, bercy], filters: { site: null, employee: "k" } }).rows;
    expect(rows.map((row) => row.hours)).toEqual(["Prévu 0 h", "Prévu 4 h · Contrat 3 h · Écart +1 h", null]);
  });

  it("lists the active sites (even empty), then free-text places, then 'Sans localisation'", () => {
    const grid = siteGrid(input);
    expect(grid.rows.map((row) => row.header)).toEqual([
      "Bercy Village",
      "Tour Montparnasse",
      "Opéra",
      "Sans localisation",
    ]);
    const tourRow = grid.rows[1];
    expect(tourRow?.detail).toBe("Paris");
    expect(tourRow?.cells[2]?.blocks[0]).toMatchObject({
      time: "06:00–08:00",
      label: "06:00–08:00, Tour Montparnasse, Bureaux, Karim Benali, Sofia Martin",
    });
    expect(tourRow?.cells[0]).toMatchObject({
      prefill: { location: "Tour Montparnasse", day: "2026-03-23" },
      addLabel: "Ajouter un planning à Tour Montparnasse le lundi 23 mars",
    });
    expect(grid.rows[3]?.cells[1]?.blocks[0]?.label).toBe(
      "09:00–10:00, Sans localisation, Sans lieu, Aucun employé assigné",
    );
    expect(grid.rows[3]?.cells[0]?.addLabel).toBe("Ajouter un planning sans localisation le lundi 23 mars");
    expect(grid.rows[3]?.cells[0]?.prefill.location).toBe("");
    expect(grid.siteOptions.map((option) => option.label)).toEqual([
      "Bercy Village",
      "Tour Montparnasse",
      "Hors site client",
    ]);
  });

  it("filters by site (one row) and by employee (their shifts, their name prefilled)", () => {
    expect(siteGrid({ ...input, filters: { site: "t", employee: null } }).rows.map((row) => row.header)).toEqual([
      "Tour Montparnasse",
    ]);
    const karims = siteGrid({ ...input, filters: { site: null, employee: "k" } });
    expect(karims.rows.map((row) => row.header)).toEqual(["Bercy Village", "Tour Montparnasse", "Sans localisation"]);
    expect(siteGrid({ ...input, plannings: [], sites: [] }).rows.map((row) => row.header)).toEqual([
      "Sans localisation",
    ]);
    expect(karims.rows[0]?.cells[0]?.prefill).toEqual({
      location: "Bercy Village",
      day: "2026-03-23",
      employeeId: "k",
    });
  });
});
