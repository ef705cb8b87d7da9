import type { Database, Tx } from "../../../lib/db.server";
import type { SessionUser } from "../../../lib/permissions";
import type { GateAlert, LabourGate } from "../labour-check.server";
import type { Outcome } from "../schedule-outcome";
import { refused } from "../schedule-outcome";
import { lockOccurrence } from "../series/occurrences.server";
import { removeEmployeeAction } from "../staffing-actions.server";
import { SWAP_MESSAGES } from "./swaps.schema";

/** The plannings a proposal changes: each moves from one employee to the other. */
export interface SwapLegs {
  planningId: string;
  fromEmployeeId: string;
  toEmployeeId: string;
  theirPlanningId: string | null;
}

const STALE = refused("SWAP_STALE", SWAP_MESSAGES.stale);

/**
 * Writes a proposal in `tx`: the shift goes from its employee to the colleague, and for a swap the colleague's shift
 * comes back, each as « Remplacer par » would (this occurrence only; an overlap or an absence refuses it).
 */
export async function writeSwap(tx: Tx, legs: SwapLegs, actor: SessionUser, zone: string): Promise<Outcome> {
  const moves = [
    { planningId: legs.planningId, from: legs.fromEmployeeId, to: legs.toEmployeeId },
    ...(legs.theirPlanningId
      ? [{ planningId: legs.theirPlanningId, from: legs.toEmployeeId, to: legs.fromEmployeeId }]
      : []),
  ];
  // Both shifts are still as proposed before either moves.
  const held = [];
  for (const move of moves) {
    const locked = await lockOccurrence(tx, move.planningId);
    const person = locked?.planning.assignedUsers.find((candidate) => candidate.id === move.from);
    if (!person) return STALE;
    held.push({ ...move, assignmentId: person.assignmentId });
  }
  let outcome: Outcome = STALE;
  for (const move of held) {
    outcome = await removeEmployeeAction(
      {
        intent: "remove-employee",
        planningId: move.planningId,
        assignmentId: move.assignmentId,
        replacementId: move.to,
        scope: "occurrence",
        confirmed: false,
        labourReason: null,
        labourReasonCode: null,
      },
      { tx, actor, zone },
    );
    if (!outcome.ok) return outcome;
  }
  return outcome;
}

class DryRun extends Error {
  constructor(
    readonly outcome: Outcome,
    readonly alerts: readonly GateAlert[],
  ) {
    super("essai");
  }
}

/**
 * What a proposal would do if it were decided now, written and rolled back (a savepoint when `db` is a transaction):
 * its refusal, or the illegal labour alerts that would stop it (the others are for the manager who decides). Null
 * when nothing stops it.
 */
export async function swapObstacle(
  db: Database | Tx,
  legs: SwapLegs,
  actor: SessionUser,
  gate: LabourGate,
  zone: string,
) {
  try {
    await db.transaction(async (tx) => {
      const outcome = await writeSwap(tx, legs, actor, zone);
      throw new DryRun(outcome, outcome.ok ? await gate.alerts(tx) : []);
    });
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
    if (!error.outcome.ok) return error.outcome.code === "OVERLAP" ? refused("SWAP_BUSY", busyMessage) : error.outcome;
    const illegal = error.alerts.filter((alert) => alert.severity === "illegal").map((alert) => alert.line);
    return illegal.length > 0 ? refused("LABOUR_RULES", SWAP_MESSAGES.illegal(illegal)) : null;
  }
  return null;
}

const busyMessage = "Cet échange est impossible : l'un de vous travaille déjà à ce moment-là.";
