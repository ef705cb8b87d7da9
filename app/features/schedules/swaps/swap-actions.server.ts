import { eq } from "drizzle-orm";
import { personColumns, shiftSwaps, user } from "../../../../db/schema";
import { myScheduleUrl } from "../../../domain/my-schedule-regions";
import { fullName } from "../../../domain/people";
import { staffHomePanelUrl } from "../../../domain/staff-home-panels";
import { getDb, type Tx } from "../../../lib/db.server";
import { getEnv } from "../../../lib/env.server";
import { queueMail } from "../../../lib/mail.server";
import { managersAddress } from "../../../lib/managers.server";
import type { SessionUser } from "../../../lib/permissions";
import { shiftMessageMail } from "../../../mail/shift-message";
import { type LabourGate, RolledBack, writeWithinLabourRules } from "../labour-check.server";
import { done, type Outcome, refused } from "../schedule-outcome";
import { swapObstacle, writeSwap } from "./swap-writes.server";
import { SWAP_MESSAGES } from "./swaps.schema";
import { colleaguesFor, comingShiftOf, lockSwap, type SwapView, viewSwap } from "./swaps.server";

/** The reason recorded when a manager approves a swap past the rules to check: both employees agreed. */
export const SWAP_LABOUR_REASON = "Échange entre employés accepté par les deux, approuvé par un responsable.";

const NOT_OPEN = refused("NOT_OPEN", SWAP_MESSAGES.notOpen);

function shiftsOf(swap: SwapView): Array<[string, string]> {
  const line = (shift: SwapView["shift"]) => `${shift.title}, ${shift.when}, ${shift.place}`;
  return [
    [`Vacation de ${swap.from.name}`, line(swap.shift)],
    ...(swap.theirs ? [[`Vacation de ${swap.to.name}`, line(swap.theirs)] as [string, string]] : []),
  ];
}

async function tell(userIds: readonly string[], swap: SwapView, subject: string, lines: string[]) {
  const url = myScheduleUrl(getEnv().PUBLIC_URL, "swaps");
  for (const id of userIds) {
    const [person] = await getDb().select(personColumns).from(user).where(eq(user.id, id));
    if (!person) continue;
    const mail = shiftMessageMail({
      firstName: person.firstName,
      subject,
      lines,
      shifts: shiftsOf(swap),
      action: { label: "Voir mon planning", url },
    });
    await queueMail({ to: person.email, ...mail });
  }
}

/**
 * « Proposer à un collègue »: one of the employee's coming shifts, to a colleague under contract that day, with one of
 * the colleague's coming shifts in exchange or none. Nothing moves yet; what would stop it now is said now.
 */
export async function proposeSwap(
  employee: SessionUser,
  input: { planningId: string; colleagueId: string; theirPlanningId: string | null },
  gate: LabourGate,
  now = new Date(),
): Promise<Outcome> {
  const zone = getEnv().APP_TIME_ZONE;
  const shift = await comingShiftOf(employee.id, input.planningId, now);
  if (!shift) return refused("NOT_YOURS", SWAP_MESSAGES.notYours);
  const colleagues = await colleaguesFor(employee.id, shift.startTime);
  if (!colleagues.some((colleague) => colleague.id === input.colleagueId))
    return refused("NOT_COLLEAGUE", SWAP_MESSAGES.notColleague, "colleagueId");
  if (input.theirPlanningId && !(await comingShiftOf(input.colleagueId, input.theirPlanningId, now)))
    return refused("NOT_THEIRS", SWAP_MESSAGES.notTheirs, "theirPlanningId");
  const legs = {
    planningId: shift.planningId,
    fromEmployeeId: employee.id,
    toEmployeeId: input.colleagueId,
    theirPlanningId: input.theirPlanningId,
  };
  const obstacle = await swapObstacle(getDb(), legs, employee, gate, zone);
  if (obstacle) return obstacle;
  const [created] = await getDb()
    .insert(shiftSwaps)
    .values(legs)
    .onConflictDoNothing()
    .returning({ id: shiftSwaps.id });
  if (!created) return refused("ALREADY_OPEN", SWAP_MESSAGES.alreadyOpen);
  const swap = await getDb().transaction((tx) => viewSwap(tx, created.id));
  if (swap)
    await tell([input.colleagueId], swap, `${fullName(employee)} vous propose une vacation`, [
      swap.theirs
        ? `${fullName(employee)} vous propose d'échanger sa vacation contre l'une des vôtres.`
        : `${fullName(employee)} vous propose de prendre sa vacation.`,
      "Répondez depuis votre planning ; un responsable validera ensuite l'échange.",
    ]);
  return done(SWAP_MESSAGES.proposed);
}

/** The colleague's answer; an acceptance is checked again, then waits for a manager. */
export async function answerSwap(
  colleague: SessionUser,
  swapId: string,
  accept: boolean,
  gate: LabourGate,
): Promise<Outcome> {
  const zone = getEnv().APP_TIME_ZONE;
  const answered = await getDb().transaction(async (tx) => {
    const swap = await lockSwap(tx, swapId);
    if (swap?.toEmployeeId !== colleague.id || swap.status !== "proposed") return NOT_OPEN;
    if (accept) {
      const obstacle = await swapObstacle(tx, swap, colleague, gate, zone);
      if (obstacle) return obstacle;
    }
    await setStatus(tx, swap.id, accept ? "accepted" : "declined", { answeredAt: new Date() });
    return viewSwap(tx, swap.id);
  });
  if (!answered || "ok" in answered) return answered ?? NOT_OPEN;
  if (accept) {
    const to = await managersAddress();
    if (to)
      await queueMail({
        to,
        ...shiftMessageMail({
          firstName: "",
          subject: `Échange à valider : ${answered.from.name} et ${answered.to.name}`,
          lines: ["Les deux employés sont d'accord : approuvez ou refusez l'échange depuis l'accueil du personnel."],
          shifts: shiftsOf(answered),
          action: { label: "Voir l'accueil du personnel", url: staffHomePanelUrl(getEnv().PUBLIC_URL, "swaps") },
        }),
      });
    return done(SWAP_MESSAGES.accepted);
  }
  await tell([answered.from.id], answered, `${answered.to.name} a refusé votre proposition`, [
    `${answered.to.name} ne prend pas votre vacation : elle reste la vôtre.`,
  ]);
  return done(SWAP_MESSAGES.declined);
}

/** « Annuler » by the employee who proposed, while it is still open. */
export async function cancelSwap(employee: SessionUser, swapId: string): Promise<Outcome> {
  return getDb().transaction(async (tx) => {
    const swap = await lockSwap(tx, swapId);
    if (!swap || swap.fromEmployeeId !== employee.id || !["proposed", "accepted"].includes(swap.status))
      return NOT_OPEN;
    await setStatus(tx, swap.id, "cancelled");
    return done(SWAP_MESSAGES.cancelled);
  });
}

/**
 * A manager's decision on a swap both employees agreed on: approved, the shifts move in one transaction through the
 * labour rules (the rules to check are passed by the approval, an illegal one needs an admin); both are told.
 */
export async function decideSwap(
  manager: SessionUser,
  swapId: string,
  approve: boolean,
  gate: LabourGate,
): Promise<Outcome> {
  const zone = getEnv().APP_TIME_ZONE;
  let decided: Outcome | SwapView | null;
  try {
    decided = await getDb().transaction(async (tx) => {
      const swap = await lockSwap(tx, swapId);
      if (swap?.status !== "accepted") return NOT_OPEN;
      if (approve) {
        const written = await writeWithinLabourRules(gate, {
          tx,
          actorId: manager.id,
          actorIsAdmin: manager.role === "admin",
          confirmed: true,
          reason: SWAP_LABOUR_REASON,
          reasonCode: null,
          write: (writer) => writeSwap(writer, swap, manager, zone),
        });
        if (!written.ok) return written;
      }
      await setStatus(tx, swap.id, approve ? "approved" : "refused", { decidedBy: manager.id, decidedAt: new Date() });
      return viewSwap(tx, swap.id);
    });
  } catch (error) {
    if (!(error instanceof RolledBack) || error.outcome.ok) throw error;
    return refused("LABOUR_RULES", SWAP_MESSAGES.illegal(error.outcome.labourIllegal ?? error.outcome.labour ?? []));
  }
  if (!decided || "ok" in decided) return decided ?? NOT_OPEN;
  const answer = approve ? "approuvé" : "refusé";
  await tell([decided.from.id, decided.to.id], decided, `Échange ${answer}`, [
    approve
      ? "Un responsable a approuvé l'échange : votre planning est à jour."
      : "Un responsable a refusé l'échange : chacun garde sa vacation.",
  ]);
  return done(
    `${approve ? SWAP_MESSAGES.approved : SWAP_MESSAGES.refused} : ${decided.from.name} et ${decided.to.name}.`,
  );
}

async function setStatus(
  tx: Tx,
  swapId: string,
  status: "accepted" | "declined" | "cancelled" | "approved" | "refused",
  extra: { answeredAt?: Date; decidedBy?: string; decidedAt?: Date } = {},
) {
  await tx
    .update(shiftSwaps)
    .set({ status, ...extra })
    .where(eq(shiftSwaps.id, swapId));
}
