import { and, desc, eq, lt } from "drizzle-orm";
import { serviceContracts, serviceContractsMeeting, sites } from "../../../db/schema";
import { refusingOn } from "../../lib/constraint-refusal.server";
import { getDb } from "../../lib/db.server";
import { shiftDay } from "../../lib/time";
import { isUuid } from "../../lib/uuid";
import type { ServiceContractTerms } from "./service-contracts";
import type { ServiceContractInput } from "./service-contracts.schema";

export type ServiceContractRow = ServiceContractTerms & { id: string };

export type ServiceContractOutcome =
  | { ok: true; id: string; closedOn: string | null }
  | { ok: false; reason: "SITE_NOT_FOUND" | "OVERLAP" | "TOO_SOON" };

const termsColumns = {
  weeklyMinutes: serviceContracts.weeklyMinutes,
  frequency: serviceContracts.frequency,
  pricing: serviceContracts.pricing,
  priceCents: serviceContracts.priceCents,
  startsOn: serviceContracts.startsOn,
  endsOn: serviceContracts.endsOn,
};

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
  if (!isUuid(siteId)) return Promise.resolve({ ok: false, reason: "SITE_NOT_FOUND" });
  return refusingOn<ServiceContractOutcome>("23P01", { ok: false, reason: "OVERLAP" }, () =>
    getDb().transaction(async (tx) => {
      // Locking the site orders two additions for the same site one after the other.
      const [site] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).for("update");
      if (!site) return { ok: false, reason: "SITE_NOT_FOUND" };
      const [running] = await tx
        .select({ id: serviceContracts.id, startsOn: serviceContracts.startsOn })
        .from(serviceContracts)
        .where(
          and(
            eq(serviceContracts.siteId, siteId),
            lt(serviceContracts.startsOn, input.startsOn),
            serviceContractsMeeting(input.startsOn, input.startsOn),
          ),
        );
      let closedOn: string | null = null;
      if (running) {
        closedOn = shiftDay(input.startsOn, -1);
        if (closedOn <= running.startsOn) return { ok: false, reason: "TOO_SOON" };
        await tx
          .update(serviceContracts)
          .set({ endsOn: closedOn, updatedAt: new Date() })
          .where(eq(serviceContracts.id, running.id));
      }
      const [created] = await tx
        .insert(serviceContracts)
        .values({
          siteId,
          weeklyMinutes: input.weeklyHours,
          frequency: input.frequency,
          pricing: input.pricing,
          priceCents: input.price,
          startsOn: input.startsOn,
          endsOn: input.endsOn,
          createdBy: authorId,
        })
        .returning({ id: serviceContracts.id });
      if (!created) throw new Error("Contrat de prestation non créé.");
      return { ok: true, id: created.id, closedOn };
    }),
  );
}
