import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  newsletterSubscribers,
  planningAssignments,
  planningSeries,
  plannings,
  planningVacancies,
  user,
} from "../../db/schema";
import { cdi, recordAbsence } from "../../tests/support/labour-fixtures";
import { insertEmployee, insertPlanning } from "../../tests/support/planning-rows";
import { insertSite } from "../../tests/support/site-rows";
import { addContract } from "../features/contracts/contracts.server";
import { readDataVersion, versionedCache } from "./data-version.server";
import { getDb } from "./db.server";

const at = (iso: string) => new Date(iso);

describe("the data version", () => {
  it("moves with every write to plannings, assignments, series, shifts to replace, absences, contracts, accounts and sites, and no other", async () => {
    const versions: Array<number | null> = [await readDataVersion()];
    const moved = async () => {
      versions.push(await readDataVersion());
      return (versions.at(-1) ?? 0) > (versions.at(-2) ?? 0);
    };
    const karim = await insertEmployee("Karim", "Benali");
    expect(await moved()).toBe(true);
    const id = await insertPlanning({
      title: "Bureaux",
      startTime: at("2026-03-03T05:00:00Z"),
      endTime: at("2026-03-03T07:00:00Z"),
    });
    expect(await moved()).toBe(true);
    await getDb().insert(planningAssignments).values({ planningId: id, employeeId: karim });
    expect(await moved()).toBe(true);
    await getDb().update(plannings).set({ breakMinutes: 15 }).where(eq(plannings.id, id));
    expect(await moved()).toBe(true);
    await addContract(karim, cdi("2026-01-05", 35));
    expect(await moved()).toBe(true);
    await recordAbsence(karim, { kind: "sickness", startsOn: "2026-03-10", endsOn: "2026-03-10" }, karim);
    expect(await moved()).toBe(true);
    await getDb().update(user).set({ lastName: "Benali-Martin" }).where(eq(user.id, karim));
    expect(await moved()).toBe(true);
    await getDb().delete(planningAssignments).where(eq(planningAssignments.planningId, id));
    expect(await moved()).toBe(true);
    await getDb().insert(planningVacancies).values({ planningId: id, employeeId: karim });
    expect(await moved()).toBe(true);
    await insertSite("Tour Montparnasse");
    expect(await moved()).toBe(true);
    // A statement-level trigger: a series' rule changed, even where no row matched, counts as a write.
    await getDb().update(planningSeries).set({ worksPublicHolidays: false }).where(eq(planningSeries.id, id));
    expect(await moved()).toBe(true);
    await getDb().insert(newsletterSubscribers).values({ email: "lea@exemple.fr", unsubscribeToken: "jeton" });
    expect(await moved()).toBe(false);
  });

  it("keeps a value until a write, per key, and forgets a failed one", async () => {
    const cached = versionedCache<number>();
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cached("semaine", compute)).toBe(1);
    expect(await cached("semaine", compute)).toBe(1);
    expect(await cached("autre semaine", compute)).toBe(2);
    await insertEmployee("Sofia", "Martin");
    expect(await cached("semaine", compute)).toBe(3);
    expect(await cached("semaine", compute)).toBe(3);

    await expect(cached("en échec", () => Promise.reject(new Error("base indisponible")))).rejects.toThrow(
      "base indisponible",
    );
    expect(await cached("en échec", compute)).toBe(4);
  });
});
