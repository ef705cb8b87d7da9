import { VALIDATE_ON_SUBMIT } from "../../../lib/form-timing";
import type { Result } from "../../../lib/result";
import { LABOUR_CODE, OVERLAP_CODE } from "../planning-messages";
import type { LabourWarning } from "./overlap-warning";

const isWarning = (answer: Result) => !answer.ok && (answer.code === OVERLAP_CODE || answer.code === LABOUR_CODE);

/**
 * How a planning dialog's `useSchemaForm` answers: the fields are checked on sending ('Erreur' toast with the first
 * message, as the server would answer), and the overlapping plannings and broken labour rules the server finds are
 * listed in the dialog for confirmation instead of toasted.
 */
export const PLANNING_FORM = { timing: VALIDATE_ON_SUBMIT, toastRefusals: "first", quiet: isWarning } as const;

/** What the form's `answer` lists for confirmation: the overlapping plannings and the broken labour rules. */
export function planningWarning(answer: Result | undefined) {
  const shown = answer && isWarning(answer) ? (answer.submission?.error ?? {}) : {};
  const overlaps = shown[""] ?? [];
  const labour: LabourWarning = {
    lines: shown.labour ?? [],
    illegal: shown.labourIllegal ?? [],
    adminOnly: shown.labourAdminOnly?.[0],
    reasonError: shown.labourReason?.[0],
    reasonCodeError: shown.labourReasonCode?.[0],
  };
  return { overlaps, labour };
}
