import { fullName } from "../../../domain/people";
import { NO_LOCATION, placeName } from "../../../domain/sites";
import { breakText } from "../../../lib/durations";
import type { HolidayWork } from "../../../lib/french-holidays";
import type { Planning, Vacancy } from "../schedules";
import type { GridDay, ShiftPlacement } from "./grid-days";

/** A shift as a block of the grid: a button that opens its planning. */
export interface GridBlock {
  planningId: string;
  time: string;
  title: string;
  /** The site's name, the free-text location, or 'Sans localisation'. */
  place: string;
  /** Who works it (the sites grid shows them; empty in the employees grid). */
  people: string[];
  /** '→ lendemain', '← veille', '→ 10/03'; null for a shift within its day. */
  spill: string | null;
  /** 'pause 30 min'; null for a shift without a break. */
  pause: string | null;
  /** The button's accessible name. */
  label: string;
  /** The labour rules the shift breaks, in French (with who, in the sites grid): the button's description. */
  alerts: string[];
  /** The public holiday the shift starts on, and how work on it is paid; null on an ordinary day. */
  holiday: HolidayWork | null;
  /** 'À remplacer (Congés payés)', or with who in the sites grid: the shift waits for someone; null otherwise. */
  vacancy: string | null;
}

/** A planning with its place in the week. */
export interface Placed {
  planning: Planning;
  placement: ShiftPlacement;
}

/** The site's name, the free-text location, or 'Sans localisation'. */
export function placeOf(planning: Pick<Planning, "site" | "location">): string {
  return placeName(planning.site?.name, planning.location, NO_LOCATION);
}

function spillText(placement: ShiftPlacement): string | null {
  if (placement.fromPreviousWeek) return "← veille";
  if (placement.endsOn === "lendemain") return "→ lendemain";
  return placement.endsOn ? `→ ${placement.endsOn}` : null;
}

function spillLabel(placement: ShiftPlacement): string {
  if (placement.fromPreviousWeek) return ", commencé la semaine précédente";
  if (placement.endsOn === "lendemain") return ", jusqu'au lendemain";
  return placement.endsOn ? `, jusqu'au ${placement.endsOn}` : "";
}

/** 'À remplacer (Congés payés)' in the absent person's row; with their names in the sites grid. */
export function vacancyText(vacancies: readonly Vacancy[], withPeople: boolean): string | null {
  if (vacancies.length === 0) return null;
  const who = vacancies.map((vacancy) =>
    withPeople ? `${vacancy.name}${vacancy.reason ? ` (${vacancy.reason})` : ""}` : (vacancy.reason ?? ""),
  );
  if (!withPeople) return who[0] ? `À remplacer (${who[0]})` : "À remplacer";
  return `À remplacer : ${who.join(", ")}`;
}

/**
 * The block of a placed planning: in the sites grid (`withPeople`) with who works it and who it waits to replace;
 * in an employee's row with `vacancies`, the ones of that employee, when an absence took them off it.
 */
export function block(
  { planning, placement }: Placed,
  withPeople: boolean,
  days: readonly GridDay[],
  vacancies: readonly Vacancy[] = withPeople ? (planning.vacancies ?? []) : [],
): GridBlock {
  const place = placeOf(planning);
  const people = withPeople ? planning.assignedUsers.map(fullName) : [];
  const who = withPeople ? `, ${people.length > 0 ? people.join(", ") : "Aucun employé assigné"}` : "";
  const holiday = placement.fromPreviousWeek ? null : (days[placement.column]?.holiday ?? null);
  const vacancy = vacancyText(vacancies, withPeople);
  const pause = breakText(planning.breakMinutes);
  return {
    planningId: planning.id,
    time: placement.time,
    title: planning.title,
    place,
    people,
    spill: spillText(placement),
    pause,
    label:
      `${placement.time}${spillLabel(placement)}${pause ? `, ${pause}` : ""}, ${place}, ${planning.title}${who}` +
      `${holiday ? `, ${holiday.rule}` : ""}${vacancy ? `, ${vacancy.toLowerCase()}` : ""}`,
    alerts: [],
    holiday,
    vacancy,
  };
}
