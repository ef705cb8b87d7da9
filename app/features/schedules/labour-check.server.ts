import { listedAlertLines } from "../../domain/alert-lists";
import type { OverrideReason } from "../../domain/enums";
import { overrideReasonText, type Severity } from "../../domain/labour-overrides";
import type { Tx } from "../../lib/db.server";
import { LABOUR_CODE, OVERLAP_CODE } from "./planning-messages";
import type { Outcome } from "./schedule-outcome";

/** An alert as the planning screen shows it; the gate keeps whatever else it needs to record it. */
export interface GateAlert {
  line: string;
  severity: Severity;
}

/**
 * The labour rules, handed in by the route (a feature does not import another): the alerts the transaction's writes
 * bring, and how a save past them is recorded.
 */
export interface LabourGate<A extends GateAlert = GateAlert> {
  alerts(tx: Tx): Promise<readonly A[]>;
  record(tx: Tx, actorId: string, reason: string, alerts: readonly A[]): Promise<void>;
}

/** Thrown to roll a transaction back while answering: the write would break rules nobody confirmed. */
export class RolledBack extends Error {
  constructor(readonly outcome: Outcome) {
    super(outcome.ok ? outcome.message : outcome.code);
  }
}

interface Checked {
  tx: Tx;
  actorId: string;
  /** Only an admin saves past an illegal alert. */
  actorIsAdmin: boolean;
  confirmed: boolean;
  /** The reason typed, or past an illegal alert the note that goes with `reasonCode`. */
  reason: string | null;
  reasonCode: OverrideReason | null;
  /** The action's write, in `tx`; `confirmed` overrides the action's own confirmation of overlaps. */
  write: (tx: Tx, confirmed: boolean) => Promise<Outcome>;
}

/**
 * Runs a planning write and the labour rules on what it wrote, in the same transaction. Alerts nobody confirmed roll
 * the write back and come back for confirmation: a rule to check with a reason, an illegal one only by an admin with a
 * listed reason and a note. Confirmed ones are recorded with the reason. When the write first asks to confirm
 * overlaps, it is tried in a savepoint to list its labour alerts too, so that one "Enregistrer quand même" answers both.
 */
export async function writeWithinLabourRules<A extends GateAlert>(
  gate: LabourGate<A>,
  { tx, actorId, actorIsAdmin, confirmed, reason, reasonCode, write }: Checked,
): Promise<Outcome> {
  const outcome = await write(tx, confirmed);
  if (!outcome.ok) {
    if (outcome.code !== OVERLAP_CODE) return outcome;
    return { ...outcome, ...(await alertsIfWritten(gate, tx, write)) };
  }
  const alerts = await gate.alerts(tx);
  if (alerts.length === 0) return outcome;
  const illegal = alerts.some((alert) => alert.severity === "illegal");
  if (confirmed && reason && (!illegal || (actorIsAdmin && reasonCode))) {
    await gate.record(tx, actorId, overrideReasonText(illegal ? reasonCode : null, reason), alerts);
    return outcome;
  }
  throw new RolledBack({
    ok: false,
    code: LABOUR_CODE,
    message: "Règles du travail",
    ...warning(alerts),
    labourAdminOnly: illegal && !actorIsAdmin,
    labourReasonMissing: confirmed && !reason && (!illegal || actorIsAdmin),
    labourReasonCodeMissing: confirmed && illegal && actorIsAdmin && !reasonCode,
  });
}

/** The alerts as the dialog lists them: the illegal ones apart from those to check. */
function warning(alerts: readonly GateAlert[]): Pick<Extract<Outcome, { ok: false }>, "labour" | "labourIllegal"> {
  const lines = (severity: Severity) =>
    listedAlertLines(alerts.filter((alert) => alert.severity === severity).map((alert) => alert.line));
  const illegal = lines("illegal");
  const check = lines("check");
  return { ...(check.length > 0 ? { labour: check } : {}), ...(illegal.length > 0 ? { labourIllegal: illegal } : {}) };
}

/** Undoes a savepoint once what it wrote has been read. */
class TriedOnly extends Error {}

/** The labour alerts the write would bring with its overlaps confirmed: written in a savepoint, read, undone. */
async function alertsIfWritten<A extends GateAlert>(gate: LabourGate<A>, tx: Tx, write: Checked["write"]) {
  let found: readonly A[] = [];
  await tx
    .transaction(async (savepoint) => {
      if ((await write(savepoint, true)).ok) found = await gate.alerts(savepoint);
      throw new TriedOnly();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TriedOnly)) throw error;
    });
  return warning(found);
}
