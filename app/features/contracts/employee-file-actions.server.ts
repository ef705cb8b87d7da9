import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { failure, success } from "../../lib/result";
import { frenchDay } from "../../lib/time";
import { addAbsence, deleteAbsence, updateAbsence } from "./absences.server";
import {
  ABSENCE_INTENTS,
  absenceFormSchema,
  absenceIdSchema,
  CONTRACT_INTENTS,
  CONTRACT_MESSAGES,
  type ContractIntent,
  contractFormSchema,
  contractIdSchema,
  detailsFormSchema,
  endContractSchema,
  type FileIntent,
  updateAbsenceSchema,
  updateContractSchema,
} from "./contracts.schema";
import { addContract, deleteContract, endContract, updateContract } from "./contracts.server";
import { saveEmployeeDetails } from "./employee-file.server";

type Refusal = "EMPLOYEE_NOT_FOUND" | "NOT_FOUND" | "OVERLAP" | "TOO_SOON" | "END_BEFORE_START";
type Outcome = { ok: true; description?: string } | { ok: false; reason: Refusal };

const REFUSALS: Record<Refusal, { status: number; message: string; field?: string }> = {
  EMPLOYEE_NOT_FOUND: { status: 404, message: CONTRACT_MESSAGES.employeeNotFound },
  NOT_FOUND: { status: 404, message: CONTRACT_MESSAGES.contractNotFound },
  OVERLAP: { status: 409, message: CONTRACT_MESSAGES.overlap, field: "startsOn" },
  TOO_SOON: { status: 409, message: CONTRACT_MESSAGES.tooSoon, field: "startsOn" },
  END_BEFORE_START: { status: 400, message: CONTRACT_MESSAGES.contractEnd, field: "endsOn" },
};

export function isContractIntent(value: string | null): value is ContractIntent {
  return (CONTRACT_INTENTS as readonly string[]).includes(value ?? "");
}

export function isFileIntent(value: string | null): value is FileIntent {
  return isContractIntent(value) || (ABSENCE_INTENTS as readonly string[]).includes(value ?? "");
}

interface FileContext {
  employeeId: string;
  actorId: string;
  /** The company's zone, whose today bounds the days of an absence. */
  zone: string;
}

/** Each intent's form schema, the write it leads to, and what a success says. */
const WRITES: Record<
  FileIntent,
  {
    schema: z.ZodType | ((zone: string) => z.ZodType);
    done: string;
    write: (value: never, context: FileContext) => Promise<Outcome>;
  }
> = {
  "contract-add": {
    schema: contractFormSchema,
    done: CONTRACT_MESSAGES.contractAdded,
    write: async (value: z.output<typeof contractFormSchema>, { employeeId }) => {
      const outcome = await addContract(employeeId, value);
      if (!outcome.ok) return outcome;
      const closed = outcome.closedOn ? CONTRACT_MESSAGES.previousClosed(frenchDay(outcome.closedOn)) : undefined;
      return { ok: true, description: closed };
    },
  },
  "contract-update": {
    schema: updateContractSchema,
    done: CONTRACT_MESSAGES.contractUpdated,
    write: ({ id, ...value }: z.output<typeof updateContractSchema>, { employeeId }) =>
      updateContract(employeeId, id, value),
  },
  "contract-end": {
    schema: endContractSchema,
    done: CONTRACT_MESSAGES.contractEnded,
    write: ({ id, endsOn }: z.output<typeof endContractSchema>, { employeeId }) => endContract(employeeId, id, endsOn),
  },
  "contract-delete": {
    schema: contractIdSchema,
    done: CONTRACT_MESSAGES.contractDeleted,
    write: ({ id }: z.output<typeof contractIdSchema>, { employeeId }) => deleteContract(employeeId, id),
  },
  details: {
    schema: detailsFormSchema,
    done: CONTRACT_MESSAGES.detailsUpdated,
    write: async (value: z.output<typeof detailsFormSchema>, { employeeId }) =>
      (await saveEmployeeDetails(employeeId, value)) ? { ok: true } : { ok: false, reason: "EMPLOYEE_NOT_FOUND" },
  },
  "absence-add": {
    schema: absenceFormSchema,
    done: CONTRACT_MESSAGES.absenceAdded,
    write: (value: z.output<ReturnType<typeof absenceFormSchema>>, { employeeId, actorId }) =>
      addAbsence(employeeId, value, actorId),
  },
  "absence-update": {
    schema: updateAbsenceSchema,
    done: CONTRACT_MESSAGES.absenceUpdated,
    write: ({ id, ...value }: z.output<ReturnType<typeof updateAbsenceSchema>>, { employeeId }) =>
      updateAbsence(employeeId, id, value),
  },
  "absence-delete": {
    schema: absenceIdSchema,
    done: CONTRACT_MESSAGES.absenceDeleted,
    write: ({ id }: z.output<typeof absenceIdSchema>, { employeeId }) => deleteAbsence(employeeId, id),
  },
};

function refusalOf(intent: FileIntent, reason: Refusal) {
  const refusal = REFUSALS[reason];
  if (reason === "NOT_FOUND" && intent.startsWith("absence-"))
    return { ...refusal, message: CONTRACT_MESSAGES.absenceNotFound };
  return refusal;
}

/**
 * Parses the form of one intent on the employee's file, writes, and answers the one Result. The caller has checked
 * the role (contracts and details: admins; absences: admins and managers).
 */
export async function runEmployeeFileAction(intent: FileIntent, context: FileContext, formData: FormData) {
  const { schema, write, done } = WRITES[intent];
  const submission = parseWithZod(formData, { schema: typeof schema === "function" ? schema(context.zone) : schema });
  if (submission.status !== "success") {
    return failure(400, "VALIDATION_ERROR", CONTRACT_MESSAGES.invalid, { intent, submission: submission.reply() });
  }
  let outcome: Outcome;
  try {
    outcome = await write(submission.value as never, context);
  } catch (error) {
    console.error(error);
    return failure(500, "UNEXPECTED_ERROR", CONTRACT_MESSAGES.unexpected, { intent });
  }
  if (!outcome.ok) {
    const refusal = refusalOf(intent, outcome.reason);
    const fieldErrors = refusal.field ? { [refusal.field]: [refusal.message] } : undefined;
    return failure(refusal.status, outcome.reason, refusal.message, {
      intent,
      submission: submission.reply(fieldErrors ? { fieldErrors } : undefined),
    });
  }
  return success(done, {
    intent,
    description: outcome.description,
    submission: submission.reply({ resetForm: true }),
  });
}
