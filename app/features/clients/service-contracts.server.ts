import { and, desc, eq } from "drizzle-orm";
import { serviceContracts, serviceContractsMeeting, sites } from "../../../db/schema";
import { refusingOn } from "../../lib/constraint-refusal.server";
import { addContractFrom } from "../../lib/contract-addition.server";
import { closingDay } from "../../lib/day-periods";
import { getDb, type Tx } from "../../lib/db.server";
import { isUuid } from "../../lib/uuid";
import { previousContract, type ServiceContractTerms } from "./service-contracts";
import type { ServiceContractInput } from "./service-contracts.schema";

export type ServiceContractRow = ServiceContractTerms & { id: string };

type Refusal = { ok: false; reason: "SITE_NOT_FOUND" | "NOT_FOUND" | "OVERLAP" | "TOO_SOON" };

/** `closedOn`: the new last day of the contract before, when the write moved it. */
export type ServiceContractOutcome = { ok: true; id: string; closedOn: string | null } | Refusal;

/** `reopened`: the contract before took the deleted one's days back, up to `endsOn` (null: without an end). */
export type ServiceContractDeletion = { ok: true; reopened: { endsOn: string | null } | null } | Refusal;

const termsColumns = {
  weeklyMinutes: serviceContracts.weeklyMinutes,
  frequency: serviceContracts.frequency,
  pricing: serviceContracts.pricing,
  priceCents: serviceContracts.priceCents,
  startsOn: serviceContracts.startsOn,
  endsOn: serviceContracts.endsOn,
};

const termsValues = (input: ServiceContractInput) => ({
  weeklyMinutes: input.weeklyHours,
  frequency: input.frequency,
  pricing: input.pricing,
  priceCents: input.price,
  startsOn: input.startsOn,
  endsOn: input.endsOn,
});

/**
 * Runs a write of the site's contracts in a transaction that locks the site first, so that two writes to the same
 * site's contracts run one after the other; SITE_NOT_FOUND when there is no such site, OVERLAP when the database
 * refuses contracts of the site that overlap (exclusion constraint, 23P01).
 */
function writingSite<T>(siteId: string, write: (tx: Tx) => Promise<T | Refusal>): Promise<T | Refusal> {
  if (!isUuid(siteId)) return Promise.resolve({ ok: false, reason: "SITE_NOT_FOUND" });
  return refusingOn<T | Refusal>("23P01", { ok: false, reason: "OVERLAP" }, () =>
    getDb().transaction(async (tx) => {
      const [site] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).for("update");
      return site ? write(tx) : { ok: false, reason: "SITE_NOT_FOUND" };
    }),
  );
}

const setEnd = (tx: Tx, id: string, endsOn: string | null) =>
  tx.update(serviceContracts).set({ endsOn, updatedAt: new Date() }).where(eq(serviceContracts.id, id));

/** Every contract of the site, the latest first. */
export function listServiceContracts(siteId: string): Promise<ServiceContractRow[]> {
  return getDb()
    .select({ id: serviceContracts.id, ...termsColumns })
    .from(serviceContracts)
    .where(eq(serviceContracts.siteId, siteId))
    .orderBy(desc(serviceContracts.startsOn));
}

/** The site's contract in force on `day`, if any. */
export async function serviceContractInForce(siteId: string, day: string): Promise<ServiceContractTerms | null> {
  const [terms] = await getDb()
    .select(termsColumns)
    .from(serviceContracts)
    .where(and(eq(serviceContracts.siteId, siteId), serviceContractsMeeting(day, day)));
  return terms ?? null;
}

/**
 * Records a contract from its first day (docs/decisions/060-service-contracts.md). The contract running on that day,
 * if it began earlier, ends the day before in the same transaction: the history is kept, never overwritten. Any
 * other overlap is refused (the exclusion constraint) and nothing changes.
 */
export function addServiceContract(
  siteId: string,
  input: ServiceContractInput,
  authorId: string,
): Promise<ServiceContractOutcome> {
  return writingSite(siteId, async (tx) => {
    const added = await addContractFrom(
      tx,
      serviceContracts,
      and(eq(serviceContracts.siteId, siteId), serviceContractsMeeting(input.startsOn, input.startsOn)),
      { siteId, ...termsValues(input), createdBy: authorId },
      "Contrat de prestation non créé.",
    );
    return added === "TOO_SOON" ? { ok: false, reason: "TOO_SOON" } : { ok: true, ...added };
  });
}

/** The contract `id` of the locked site, with the one that ended the day before it began; null if none is the site's. */
async function contractWithPrevious(tx: Tx, siteId: string, id: string) {
  const periods = await tx
    .select({ id: serviceContracts.id, startsOn: serviceContracts.startsOn, endsOn: serviceContracts.endsOn })
    .from(serviceContracts)
    .where(eq(serviceContracts.siteId, siteId));
  const contract = periods.find((period) => period.id === id);
  return contract ? { contract, previous: previousContract(periods, contract) } : null;
}

/**
 * Corrects every term of one of the site's contracts, over it: nothing is replaced. The contract that ended the day
 * before it began keeps ending the day before when its first day moves (refused, as for an addition, if that would
 * leave it a single day); any overlap is refused and nothing changes.
 */
export function correctServiceContract(
  siteId: string,
  id: string,
  input: ServiceContractInput,
): Promise<ServiceContractOutcome> {
  return writingSite(siteId, async (tx) => {
    const found = await contractWithPrevious(tx, siteId, id);
    if (!found) return { ok: false, reason: "NOT_FOUND" };
    const { contract, previous } = found;
    const moving = input.startsOn !== contract.startsOn ? previous : null;
    const closedOn = moving ? closingDay(moving, input.startsOn) : null;
    if (moving && closedOn === null) return { ok: false, reason: "TOO_SOON" };
    // The contract giving days up is written first, so that the two never overlap in between.
    const earlier = input.startsOn < contract.startsOn;
    if (moving && closedOn && earlier) await setEnd(tx, moving.id, closedOn);
    await tx
      .update(serviceContracts)
      .set({ ...termsValues(input), updatedAt: new Date() })
      .where(eq(serviceContracts.id, id));
    if (moving && closedOn && !earlier) await setEnd(tx, moving.id, closedOn);
    return { ok: true, id, closedOn };
  });
}

/**
 * Deletes one of the site's contracts, typed by mistake. The contract that ended the day before it began (the one
 * its addition closed) takes its days back: it ends when the deleted one did, or runs on if that one was running.
 */
export function deleteServiceContract(siteId: string, id: string): Promise<ServiceContractDeletion> {
  return writingSite(siteId, async (tx) => {
    const found = await contractWithPrevious(tx, siteId, id);
    if (!found) return { ok: false, reason: "NOT_FOUND" };
    const { contract, previous } = found;
    await tx.delete(serviceContracts).where(eq(serviceContracts.id, id));
    if (!previous) return { ok: true, reopened: null };
    await setEnd(tx, previous.id, contract.endsOn);
    return { ok: true, reopened: { endsOn: contract.endsOn } };
  });
}
