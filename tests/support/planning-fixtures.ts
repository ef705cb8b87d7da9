import type { AssignedUser, Planning, PlanningSite, StaffMember } from "../../app/features/schedules/schedules";
import type { GridInput } from "../../app/features/schedules/week-grid/week-grid";
import { PARIS } from "../../app/lib/time";

/** The people, sites and plannings the schedule screens' unit tests are written with. */

export const karim: StaffMember = { id: "k", firstName: "Karim", lastName: "Benali", email: "k@exemple.fr" };
export const sofia: StaffMember = { id: "s", firstName: "Sofia", lastName: "Martin", email: "s@exemple.fr" };
export const zoe: StaffMember = { id: "z", firstName: "Zoé", lastName: "Lefèvre", email: "z@exemple.fr" };

export const tour: PlanningSite = {
  id: "t",
  name: "Tour Montparnasse",
  address: "33 avenue du Maine",
  postalCode: "75015",
  city: "Paris",
};

export const bercy: PlanningSite = {
  id: "b",
  name: "Bercy Village",
  address: "1 cour Saint-Émilion",
  postalCode: "75012",
  city: "Paris",
};

/** A one-off planning named after its id, nobody on it, unless `extra` says otherwise. */
export function planning(id: string, startTime: string, endTime: string, extra: Partial<Planning> = {}): Planning {
  return {
    id,
    title: `Planning ${id}`,
    description: null,
    location: null,
    startTime,
    endTime,
    breakMinutes: 0,
    isAllDay: false,
    site: null,
    assignedUsers: [],
    ...extra,
  };
}

/** A staff member as assigned to a planning. */
export const assigned = (person: StaffMember): AssignedUser => ({ ...person, assignmentId: `${person.id}-row` });

/**
 * The week grids' input for the week of the spring change (Monday 23 March 2026), seen on Wednesday 25, unfiltered,
 * in Paris, with Karim, Sofia and the Tour unless `extra` says otherwise.
 */
export function gridInput(plannings: Planning[], extra: Partial<GridInput> = {}): GridInput {
  return {
    monday: "2026-03-23",
    today: "2026-03-25",
    plannings,
    staff: [karim, sofia],
    sites: [tour],
    filters: { site: null, employee: null },
    zone: PARIS,
    ...extra,
  };
}
