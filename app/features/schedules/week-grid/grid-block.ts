import { fullName } from "../../../domain/people";
import { breakText } from "../../../lib/durations";
import type { HolidayWork } from "../../../lib/french-holidays";
import { NO_LOCATION, type Planning } from "../schedules";
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
}

/** A shift with its place in the week. */
export interface Placed {
  planning: Planning;
  placement: ShiftPlacement;
}

/** The site's name, the free-text location, or 'Sans localisation'. */
export function placeOf(planning: Pick<Planning, "site" | "location">): string {
  return planning.site?.name ?? (planning.location?.trim() || NO_LOCATION);
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

/** A shift as the grid shows it: with who works it in the sites grid (`withPeople`). */
export function gridBlock({ planning, placement }: Placed, withPeople: boolean, days: readonly GridDay[]): GridBlock {
  const place = placeOf(planning);
  const people = withPeople ? planning.assignedUsers.map(fullName) : [];
  const who = withPeople ? `, ${people.length > 0 ? people.join(", ") : "Aucun employé assigné"}` : "";
  const holiday = placement.fromPreviousWeek ? null : (days[placement.column]?.holiday ?? null);
  const pause = breakText(planning.breakMinutes);
  return {
    planningId: planning.id,
    time: placement.time,
    title: planning.title,
    place,
    people,
    spill: spillText(placement),
    pause,
    label: `${placement.time}${spillLabel(placement)}${pause ? `, ${pause}` : ""}, ${place}, ${planning.title}${who}${holiday ? `, ${holiday.rule}` : ""}`,
    alerts: [],
    holiday,
  };
}
