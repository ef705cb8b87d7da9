import { and, eq, ne } from "drizzle-orm";
import { personColumns, shiftVolunteers, user } from "../../../../db/schema";
import { fullName } from "../../../domain/people";
import { staffHomePanelUrl } from "../../../domain/staff-home-panels";
import type { Fit } from "../../../domain/volunteers";
import { getDb, type Tx } from "../../../lib/db.server";
import { getEnv } from "../../../lib/env.server";
import { deliverSoon, queueMail } from "../../../lib/mail.server";
import { managersAddress } from "../../../lib/managers.server";
import type { SessionUser } from "../../../lib/permissions";
import { isUuid } from "../../../lib/uuid";
import type { OfferedShift } from "../../../mail/replacement-offer";
import { shiftMessageMail } from "../../../mail/shift-message";
import { FILL_REFUSALS_TO_EMPLOYEE, fillShiftAction } from "../fill-shift.server";
import { type LabourGate, RolledBack, writeWithinLabourRules } from "../labour-check.server";
import { silenceNotices } from "../notice-silence.server";
import { offeredShift } from "../offers/offer-mail.server";
import { done, type Outcome, refused } from "../schedule-outcome";
import { fillStatus, type Planning } from "../schedules";
import { getPlanning } from "../schedules.server";
import { lockOccurrence } from "../series/occurrences.server";
import { writeFilledShiftMails } from "../shift-filled-mails.server";
import { vacanciesOf, vacancyHolders } from "../vacancies.server";
import { VOLUNTEER_MESSAGES } from "./volunteers.schema";
import { lockVolunteer, wasDeclined } from "./volunteers.server";

/** The reason recorded when a manager confirms a volunteer past the rules to check, shown to them with the offer. */
export const VOLUNTEER_LABOUR_REASON = "Vacation demandée par l'employé volontaire, confirmée par un responsable.";

/** What volunteering needs beyond the form, handed in by the route (a feature does not import another). */
export interface VolunteerContext {
  /** What the labour rules say of each shift added to the employee's plan, by planning id. */
  fitsOf(plannings: readonly Planning[]): Promise<ReadonlyMap<string, Fit>>;
  /** The company lets a volunteer take a shift at once when no rule is to check (`OPEN_SHIFT_AUTO_CONFIRM`). */
  autoConfirm: boolean;
  gate: LabourGate;
}

const NOT_OPEN = refused("NOT_OPEN", VOLUNTEER_MESSAGES.notOpen);
const NOT_PENDING = refused("NOT_PENDING", VOLUNTEER_MESSAGES.notPending);

function employeeRefusal(outcome: Extract<Outcome, { ok: false }>): Outcome {
  if (outcome.code === "SHIFT_FILLED" || outcome.code === "SHIFT_OVER") return NOT_OPEN;
  const reason = FILL_REFUSALS_TO_EMPLOYEE[outcome.code] ?? VOLUNTEER_MESSAGES.notOpen;
  return refused(outcome.code, VOLUNTEER_MESSAGES.notEligible(reason));
}

/**
 * Gives the shift to the volunteer in `tx`, through « Choisir »'s own handler and the labour rules (`confirmed`: a
 * manager passes the rules to check), closes the other volunteers, and writes the confirmation with its calendar file
 * and the word to the person it was freed from.
 */
async function giveShift(
  tx: Tx,
  { planningId, employeeId }: { planningId: string; employeeId: string },
  actor: SessionUser,
  gate: LabourGate,
  confirmed: boolean,
  now: Date,
): Promise<{ outcome: Outcome; mailIds: string[] }> {
  await silenceNotices(tx);
  const locked = await lockOccurrence(tx, planningId);
  if (!locked) return { outcome: NOT_OPEN, mailIds: [] };
  const [replaced] = await vacancyHolders(tx, planningId);
  const input = { intent: "fill" as const, planningId, employeeId, confirmed: true };
  const outcome = await writeWithinLabourRules(gate, {
    tx,
    actorId: actor.id,
    actorIsAdmin: actor.role === "admin",
    confirmed,
    reason: confirmed ? VOLUNTEER_LABOUR_REASON : null,
    reasonCode: null,
    write: (writer) =>
      fillShiftAction(
        { ...input, labourReason: null, labourReasonCode: null },
        { tx: writer, actor, zone: getEnv().APP_TIME_ZONE },
      ),
  });
  if (!outcome.ok) return { outcome, mailIds: [] };
  await tx
    .update(shiftVolunteers)
    .set({ status: "filled", decidedAt: now })
    .where(
      and(
        eq(shiftVolunteers.planningId, planningId),
        eq(shiftVolunteers.status, "pending"),
        ne(shiftVolunteers.employeeId, employeeId),
      ),
    );
  return { outcome, mailIds: await writeFilledShiftMails(tx, locked.planning, employeeId, replaced, now) };
}

async function tellManagers(subject: string, lines: string[], shift: OfferedShift) {
  const to = await managersAddress();
  if (!to) return;
  const facts: Array<[string, string]> = [["Vacation", `${shift.title}, ${shift.when}, ${shift.place}`]];
  const action = { label: "Voir l'accueil du personnel", url: staffHomePanelUrl(getEnv().PUBLIC_URL, "volunteers") };
  await queueMail({ to, ...shiftMessageMail({ firstName: "", subject, lines, shifts: facts, action }) });
}

/**
 * « Je suis disponible » on an open shift: the employee takes it at once when the company allows it and no rule is to
 * check; otherwise they wait for a manager, who is told. Someone the rules bar, absent or busy then, is refused.
 */
export async function volunteer(
  employee: SessionUser,
  planningId: string,
  context: VolunteerContext,
  now = new Date(),
): Promise<Outcome> {
  const planning = isUuid(planningId) ? await getPlanning(planningId) : null;
  if (!planning || new Date(planning.startTime) <= now) return NOT_OPEN;
  const waiting = (await vacanciesOf([planning.id])).get(planning.id)?.length ?? 0;
  if (fillStatus(planning, waiting, now) !== "open") return NOT_OPEN;
  if (await wasDeclined(planning.id, employee.id)) return refused("DECLINED", VOLUNTEER_MESSAGES.declinedBefore);
  const fit = (await context.fitsOf([planning])).get(planning.id);
  if (!fit) return NOT_OPEN;
  if (!fit.ok) return refused("NOT_ELIGIBLE", VOLUNTEER_MESSAGES.notEligible(fit.reason));
  const name = fullName(employee);
  const shift = offeredShift(planning);
  let checks = fit.checks;
  if (context.autoConfirm && checks.length === 0) {
    const wanted = { planningId: planning.id, employeeId: employee.id };
    try {
      const given = await getDb().transaction(async (tx) => {
        const written = await giveShift(tx, wanted, employee, context.gate, false, now);
        if (written.outcome.ok)
          await tx.insert(shiftVolunteers).values({ ...wanted, status: "confirmed", decidedAt: now });
        return written;
      });
      if (!given.outcome.ok) return employeeRefusal(given.outcome);
      await deliverSoon(given.mailIds, { urgent: true });
      await tellManagers(`${name} a pris une vacation à pourvoir`, [`${name} s'est proposé(e) et l'a obtenue.`], shift);
      return done(VOLUNTEER_MESSAGES.taken);
    } catch (error) {
      if (!(error instanceof RolledBack) || error.outcome.ok) throw error;
      const { labour = [], labourIllegal = [] } = error.outcome;
      if (labourIllegal.length > 0) return refused("LABOUR_RULES", VOLUNTEER_MESSAGES.illegal(labourIllegal));
      // The rules found something to check once written: a manager decides, as for anyone else.
      checks = [...labour];
    }
  }
  const [created] = await getDb()
    .insert(shiftVolunteers)
    .values({ planningId: planning.id, employeeId: employee.id, checks })
    .onConflictDoNothing()
    .returning({ id: shiftVolunteers.id });
  if (!created) return refused("ALREADY_VOLUNTEERED", VOLUNTEER_MESSAGES.already);
  const why = checks.length > 0 ? [`Règles à vérifier : ${checks.join(" ; ")}.`] : [];
  await tellManagers(
    `${name} se propose pour une vacation`,
    [`${name} est volontaire pour la vacation ci-dessous.`, ...why, "Confirmez ou déclinez depuis l'accueil."],
    shift,
  );
  return done(VOLUNTEER_MESSAGES.sent);
}

/** « Retirer » by the volunteer, while a manager has not decided. */
export async function withdrawVolunteer(employee: SessionUser, volunteerId: string): Promise<Outcome> {
  return getDb().transaction(async (tx) => {
    const row = await lockVolunteer(tx, volunteerId);
    if (row?.employeeId !== employee.id || row.status !== "pending") return NOT_PENDING;
    await tx.update(shiftVolunteers).set({ status: "withdrawn" }).where(eq(shiftVolunteers.id, row.id));
    return done(VOLUNTEER_MESSAGES.withdrawn);
  });
}

/**
 * A manager's « Confirmer » or « Décliner ». Confirmed, the shift is the volunteer's in one transaction through the
 * labour rules (the rules to check are passed by the confirmation, an illegal one needs an admin); the volunteer is
 * told either way. The planning is locked before the volunteer, as when the shift is given, so that two managers
 * confirming two volunteers for one shift wait for each other and the second finds it filled.
 */
export async function decideVolunteer(
  manager: SessionUser,
  volunteerId: string,
  approve: boolean,
  gate: LabourGate,
  now = new Date(),
): Promise<Outcome> {
  const [seen] = isUuid(volunteerId)
    ? await getDb().select().from(shiftVolunteers).where(eq(shiftVolunteers.id, volunteerId))
    : [];
  if (!seen) return NOT_PENDING;
  let decided: { outcome: Outcome; mailIds: string[] };
  try {
    decided = await getDb().transaction(async (tx) => {
      await lockOccurrence(tx, seen.planningId);
      const row = await lockVolunteer(tx, seen.id);
      if (row?.status !== "pending") return { outcome: NOT_PENDING, mailIds: [] };
      const decision = { decidedBy: manager.id, decidedAt: now };
      if (!approve) {
        await tx
          .update(shiftVolunteers)
          .set({ status: "declined", ...decision })
          .where(eq(shiftVolunteers.id, row.id));
        return { outcome: done(VOLUNTEER_MESSAGES.declined), mailIds: [] };
      }
      const given = await giveShift(tx, row, manager, gate, true, now);
      const { outcome } = given;
      if (!outcome.ok && (outcome.code === "SHIFT_FILLED" || outcome.code === "SHIFT_OVER")) {
        await tx
          .update(shiftVolunteers)
          .set({ status: "filled", ...decision })
          .where(eq(shiftVolunteers.id, row.id));
        return { outcome: refused("SHIFT_FILLED", VOLUNTEER_MESSAGES.filled), mailIds: [] };
      }
      if (outcome.ok)
        await tx
          .update(shiftVolunteers)
          .set({ status: "confirmed", ...decision })
          .where(eq(shiftVolunteers.id, row.id));
      return given;
    });
  } catch (error) {
    if (!(error instanceof RolledBack) || error.outcome.ok) throw error;
    return refused(
      "LABOUR_RULES",
      VOLUNTEER_MESSAGES.illegal(error.outcome.labourIllegal ?? error.outcome.labour ?? []),
    );
  }
  if (!decided.outcome.ok) return decided.outcome;
  if (approve) await deliverSoon(decided.mailIds, { urgent: true });
  else await tellDeclined(seen.employeeId, seen.planningId);
  return decided.outcome;
}

async function tellDeclined(employeeId: string, planningId: string) {
  const [person] = await getDb().select(personColumns).from(user).where(eq(user.id, employeeId));
  const planning = await getPlanning(planningId);
  if (!person || !planning) return;
  const shift = offeredShift(planning);
  const mail = shiftMessageMail({
    firstName: person.firstName,
    subject: "Votre proposition n'a pas été retenue",
    lines: [
      "Un responsable n'a pas retenu votre proposition pour la vacation ci-dessous. Merci de vous être proposé(e).",
    ],
    shifts: [["Vacation", `${shift.title}, ${shift.when}, ${shift.place}`]],
    action: { label: "Voir mon planning", url: `${getEnv().PUBLIC_URL}/my-schedule` },
  });
  await queueMail({ to: person.email, ...mail });
}
