import { fullName } from "../../domain/people";
import { absenceRefusal, overlapRefusal, PLANNING_GONE, type PlanningHandler } from "./planning-checks.server";
import { addEmployee } from "./planning-writes.server";
import { done, refused } from "./schedule-outcome";
import { fillStatus } from "./schedules";
import { lockOccurrence, markDetached } from "./series/occurrences.server";
import { lockReplacement, planningDetailsOf } from "./staffing-actions.server";
import { vacancyHolders } from "./vacancies.server";

const SHIFT_OVER = refused("SHIFT_OVER", "Cette vacation est terminée : elle ne peut plus être pourvue.");
const SHIFT_FILLED = refused("SHIFT_FILLED", "Cette vacation a déjà été pourvue : plus personne n'est à remplacer.");

/** The refusals of « Choisir » an employee taking a shift themselves may meet, in their own words. */
export const FILL_REFUSALS_TO_EMPLOYEE: Record<string, string> = {
  EMPLOYEE_BUSY: "vous êtes déjà en intervention à ce moment.",
  EMPLOYEE_ABSENT: "une absence est enregistrée pour vous ce jour-là.",
  EMPLOYEE_INACTIVE: "votre compte est désactivé.",
  ALREADY_ASSIGNED: "vous êtes déjà sur cette vacation.",
};

/**
 * « Choisir » in the replacement finder: the employee takes this occurrence of a shift that an absence freed or that
 * nobody works. The planning is locked first, so of two managers choosing at once the second is told it is filled.
 * A replacement never double-books: an overlap is refused, not offered for confirmation (the labour rules still are).
 */
export const fillShiftAction: PlanningHandler<"fill"> = async ({ planningId, employeeId }, context) => {
  const { tx, actor, zone } = context;
  const locked = await lockOccurrence(tx, planningId);
  if (!locked) return PLANNING_GONE;
  const { planning, occurrence } = locked;
  const replacing = await vacancyHolders(tx, planningId);
  const status = fillStatus(planning, replacing.length, new Date());
  if (status === "over") return SHIFT_OVER;
  if (status === "filled") return SHIFT_FILLED;
  const replacement = await lockReplacement(tx, planning, employeeId);
  if (!replacement.ok) return replacement.refusal;
  const name = fullName(replacement.employee);
  const details = planningDetailsOf(planning);
  const absent = await absenceRefusal(tx, [employeeId], details, zone);
  if (absent) return absent;
  if (await overlapRefusal(tx, details, [employeeId], null, false))
    return refused("EMPLOYEE_BUSY", `${name} est déjà en intervention à ce moment : choisissez quelqu'un d'autre.`);
  await addEmployee(tx, planning, employeeId, details, actor.id);
  if (occurrence) await markDetached(tx, planningId);
  return done(
    replacing[0]
      ? `${name} remplace ${fullName(replacing[0])} sur « ${planning.title} ».`
      : `${name} prend la vacation « ${planning.title} ».`,
  );
};
