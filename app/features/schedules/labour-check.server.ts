import { listedAlertLines } from "../../domain/alert-lists";
import type { Tx } from "../../lib/db.server";
import type { Outcome } from "./schedule-outcome";
import { LABOUR_CODE, OVERLAP_CODE } from "./schedules.schema";

/** An alert as the planning screen shows it; the gate keeps whatever else it needs to record it. */
export interface GateAlert {
  line: string;
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
  confirmed: boolean;
  reason: string | null;
  /** The action's write, in `tx`; `confirmed` overrides the action's own confirmation of overlaps. */
  write: (tx: Tx, confirmed: boolean) => Promise<Outcome>;
}

/**
 * Runs a planning write and the labour rules on what it wrote, in the same transaction. Alerts nobody confirmed with
 * a reason roll the write back and come back for confirmation; confirmed ones are recorded with the reason. When
 * the write first asks to confirm overlaps, it is tried in a savepoint to list its labour alerts too, so that one
 * "Enregistrer quand même" answers both.
 */
export async function writeWithinLabourRules<A extends GateAlert>(
  gate: LabourGate<A>,
  { tx, actorId, confirmed, reason, write }: Checked,
): Promise<Outcome> {
  const outcome = await write(tx, confirmed);
  if (!outcome.ok) {
    if (outcome.code !== OVERLAP_CODE) return outcome;
    const labour = await alertsIfWritten(gate, tx, write);
    return labour.length > 0 ? { ...outcome, labour } : outcome;
  }
  const alerts = await gate.alerts(tx);
  if (alerts.length === 0) return outcome;
  if (confirmed && reason) {
    await gate.record(tx, actorId, reason, alerts);
    return outcome;
  }
  throw new RolledBack({
    ok: false,
    code: LABOUR_CODE,
    message: "Règles du travail",
    labour: lines(alerts),
    labourReasonMissing: confirmed,
  });
}

const lines = (alerts: readonly GateAlert[]) => listedAlertLines(alerts.map((alert) => alert.line));

/** Undoes a savepoint once what it wrote has been read. */
class TriedOnly extends Error {}

/** The labour alerts the write would bring with its overlaps confirmed: written in a savepoint, read, undone. */
async function alertsIfWritten<A extends GateAlert>(gate: LabourGate<A>, tx: Tx, write: Checked["write"]) {
  let found: string[] = [];
  await tx
    .transaction(async (savepoint) => {
      if ((await write(savepoint, true)).ok) found = lines(await gate.alerts(savepoint));
      throw new TriedOnly();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TriedOnly)) throw error;
    });
  return found;
}
