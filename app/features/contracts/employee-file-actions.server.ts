import { done, type Intents, intent, type Outcome, refused, runAction } from "../../lib/action-runner.server";
import { frenchDay } from "../../lib/time";
import { type AbsenceOutcome, type AbsenceShifts, addAbsence, deleteAbsence, updateAbsence } from "./absences.server";
import {
  absenceFormSchema,
  absenceIdSchema,
  CONTRACT_INTENTS,
  CONTRACT_MESSAGES,
  type ContractIntent,
  contractFormSchema,
  contractIdSchema,
  detailsFormSchema,
  endContractSchema,
  updateAbsenceSchema,
  updateContractSchema,
} from "./contracts.schema";
import { addContract, type ContractOutcome, deleteContract, endContract, updateContract } from "./contracts.server";
import { saveEmployeeDetails } from "./employee-file.server";

type Refusals<O> = Record<Extract<O, { ok: false }> extends { reason: infer R extends string } ? R : never, Outcome>;

const EMPLOYEE_NOT_FOUND = refused(CONTRACT_MESSAGES.employeeNotFound, { status: 404, code: "EMPLOYEE_NOT_FOUND" });

const CONTRACT_REFUSALS: Refusals<ContractOutcome> = {
  EMPLOYEE_NOT_FOUND,
  NOT_FOUND: refused(CONTRACT_MESSAGES.contractNotFound, { status: 404, code: "NOT_FOUND" }),
  OVERLAP: refused(CONTRACT_MESSAGES.overlap, { status: 409, code: "OVERLAP", field: "startsOn" }),
  TOO_SOON: refused(CONTRACT_MESSAGES.tooSoon, { status: 409, code: "TOO_SOON", field: "startsOn" }),
  END_BEFORE_START: refused(CONTRACT_MESSAGES.contractEnd, { status: 400, code: "END_BEFORE_START", field: "endsOn" }),
};

const ABSENCE_REFUSALS: Refusals<AbsenceOutcome> = {
  EMPLOYEE_NOT_FOUND,
  NOT_FOUND: refused(CONTRACT_MESSAGES.absenceNotFound, { status: 404, code: "NOT_FOUND" }),
  OVERLAP: refused(CONTRACT_MESSAGES.absenceOverlap, { status: 409, code: "OVERLAP", field: "startsOn" }),
};

export function isContractIntent(value: string | null): value is ContractIntent {
  return (CONTRACT_INTENTS as readonly string[]).includes(value ?? "");
}

interface FileContext {
  employeeId: string;
  actorId: string;
  /** The company's zone, whose today bounds the days of an absence. */
  zone: string;
  /** What an absence does to the plannings. */
  shifts: AbsenceShifts;
}

/** A write's outcome in the product's words: `message` once it went through, else its reason's refusal. */
function answerWith<Reason extends string>(refusals: Record<Reason, Outcome>) {
  return async (write: Promise<{ ok: true } | { ok: false; reason: Reason }>, message: string): Promise<Outcome> => {
    const outcome = await write;
    return outcome.ok ? done(message) : refusals[outcome.reason];
  };
}

const contractAnswer = answerWith(CONTRACT_REFUSALS);
/** An absence's write, and how many shifts it left *à remplacer*. */
async function absenceAnswer(write: Promise<AbsenceOutcome>, message: string): Promise<Outcome> {
  const outcome = await write;
  if (!outcome.ok) return ABSENCE_REFUSALS[outcome.reason];
  return done(message, outcome.freed > 0 ? CONTRACT_MESSAGES.shiftsFreed(outcome.freed) : undefined);
}

/** Each intent's form schema and the write it leads to; every form is reset once its write went through. */
const fileIntents = (zone: string): Intents<FileContext> => ({
  "contract-add": intent({
    schema: contractFormSchema,
    form: "reset",
    async run(value, { employeeId }) {
      const outcome = await addContract(employeeId, value);
      if (!outcome.ok) return CONTRACT_REFUSALS[outcome.reason];
      const closed = outcome.closedOn ? CONTRACT_MESSAGES.previousClosed(frenchDay(outcome.closedOn)) : undefined;
      return done(CONTRACT_MESSAGES.contractAdded, closed);
    },
  }),
  "contract-update": intent({
    schema: updateContractSchema,
    form: "reset",
    run: ({ id, ...value }, { employeeId }) =>
      contractAnswer(updateContract(employeeId, id, value), CONTRACT_MESSAGES.contractUpdated),
  }),
  "contract-end": intent({
    schema: endContractSchema,
    form: "reset",
    run: ({ id, endsOn }, { employeeId }) =>
      contractAnswer(endContract(employeeId, id, endsOn), CONTRACT_MESSAGES.contractEnded),
  }),
  "contract-delete": intent({
    schema: contractIdSchema,
    form: "reset",
    run: ({ id }, { employeeId }) => contractAnswer(deleteContract(employeeId, id), CONTRACT_MESSAGES.contractDeleted),
  }),
  details: intent({
    schema: detailsFormSchema,
    form: "reset",
    async run(value, { employeeId }) {
      const outcome = await saveEmployeeDetails(employeeId, value);
      if (outcome === "SAVED") return done(CONTRACT_MESSAGES.detailsUpdated);
      if (outcome === "NOT_FOUND") return EMPLOYEE_NOT_FOUND;
      return refused(CONTRACT_MESSAGES.payrollNumberTaken, {
        status: 409,
        code: "PAYROLL_NUMBER_TAKEN",
        field: "payrollNumber",
      });
    },
  }),
  "absence-add": intent({
    schema: absenceFormSchema(zone),
    form: "reset",
    run: (value, { employeeId, actorId, shifts }) =>
      absenceAnswer(addAbsence(employeeId, value, actorId, shifts), CONTRACT_MESSAGES.absenceAdded),
  }),
  "absence-update": intent({
    schema: updateAbsenceSchema(zone),
    form: "reset",
    run: ({ id, ...value }, { employeeId, shifts }) =>
      absenceAnswer(updateAbsence(employeeId, id, value, shifts), CONTRACT_MESSAGES.absenceUpdated),
  }),
  "absence-delete": intent({
    schema: absenceIdSchema,
    form: "reset",
    run: ({ id }, { employeeId, shifts }) =>
      absenceAnswer(deleteAbsence(employeeId, id, shifts), CONTRACT_MESSAGES.absenceDeleted),
  }),
});

/**
 * Parses the form of one intent on the employee's file, writes, and answers the one Result. The caller has checked
 * the role (contracts and details: admins; absences: admins and managers).
 */
export function runEmployeeFileAction(name: string | null, context: FileContext, formData: FormData) {
  return runAction(fileIntents(context.zone), name, formData, context, {
    invalid: { status: 400, message: CONTRACT_MESSAGES.invalid },
    unknown: { message: CONTRACT_MESSAGES.unknownAction },
    unexpected: CONTRACT_MESSAGES.unexpected,
  });
}
