import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../../../db/schema";
import { assignedShift, cdi } from "../../../../tests/support/labour-fixtures";
import { peopleOn } from "../../../../tests/support/planning-rows";
import { staff } from "../../../../tests/support/staff";
import { getDb } from "../../../lib/db.server";
import type { SessionUser } from "../../../lib/permissions";
import { addContract } from "../../contracts/contracts.server";
import { planningLabourGate } from "../../labour/labour-gate.server";
import { answerSwap, cancelSwap, decideSwap, proposeSwap } from "./swap-actions.server";
import { swapsOf, swapsToApprove } from "./swaps.server";

async function person(role: "employee" | "manager", firstName: string): Promise<SessionUser> {
  const account = await staff(role, { firstName, lastName: "Test" });
  if (role === "employee") await addContract(account.id, cdi("2026-01-05", 35));
  return { ...account, role };
}

const gate = planningLabourGate;

describe("a swap between employees", () => {
  it("moves both shifts once the colleague accepted and a manager approved, and tells both", async () => {
    const manager = await person("manager", "Marc");
    const anne = await person("employee", "Anne");
    const bob = await person("employee", "Bob");
    const hers = await assignedShift(anne.id, "2027-08-03T05:00:00Z", "2027-08-03T08:00:00Z", manager.id);
    const his = await assignedShift(bob.id, "2027-08-05T05:00:00Z", "2027-08-05T08:00:00Z", manager.id);

    const input = { planningId: hers, colleagueId: bob.id, theirPlanningId: his };
    expect(await proposeSwap(anne, input, gate)).toEqual({
      ok: true,
      message: "Proposition envoyée : votre collègue va y répondre.",
    });
    expect(await proposeSwap(anne, input, gate)).toMatchObject({ ok: false, code: "ALREADY_OPEN" });
    const [swap] = await swapsOf(bob.id, new Date());
    expect(swap).toMatchObject({ status: "proposed", from: { name: "Anne Test" }, theirs: { planningId: his } });
    const swapId = swap?.id ?? "";
    expect(await decideSwap(manager, swapId, true, gate)).toMatchObject({ ok: false, code: "NOT_OPEN" });
    expect(await answerSwap(anne, swapId, true, gate)).toMatchObject({ ok: false, code: "NOT_OPEN" });
    expect(await answerSwap(bob, swapId, true, gate)).toMatchObject({ ok: true });
    expect((await swapsToApprove()).map((open) => open.id)).toContain(swapId);
    expect(await peopleOn(hers)).toEqual([anne.id]);

    expect(await decideSwap(manager, swapId, true, gate)).toEqual({
      ok: true,
      message: "Échange approuvé : Anne Test et Bob Test.",
    });
    expect(await peopleOn(hers)).toEqual([bob.id]);
    expect(await peopleOn(his)).toEqual([anne.id]);
    for (const who of [anne, bob]) {
      const subjects = (await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, who.email))).map(
        (m) => m.subject,
      );
      expect(subjects).toContain("Échange approuvé");
    }
    expect(await decideSwap(manager, swapId, true, gate)).toMatchObject({ ok: false, code: "NOT_OPEN" });
  });

  it("is refused when the colleague has no contract that day, works then, or the shift is not the proposer's", async () => {
    const manager = await person("manager", "Marc");
    const anne = await person("employee", "Anne");
    const bob = await person("employee", "Bob");
    const stranger = await staff("employee");
    const hers = await assignedShift(anne.id, "2027-08-10T05:00:00Z", "2027-08-10T08:00:00Z", manager.id);
    await assignedShift(bob.id, "2027-08-10T06:00:00Z", "2027-08-10T09:00:00Z", manager.id);
    expect(
      await proposeSwap(anne, { planningId: hers, colleagueId: stranger.id, theirPlanningId: null }, gate),
    ).toMatchObject({
      code: "NOT_COLLEAGUE",
    });
    expect(
      await proposeSwap(anne, { planningId: hers, colleagueId: bob.id, theirPlanningId: null }, gate),
    ).toMatchObject({
      code: "SWAP_BUSY",
    });
    expect(
      await proposeSwap(bob, { planningId: hers, colleagueId: anne.id, theirPlanningId: null }, gate),
    ).toMatchObject({
      code: "NOT_YOURS",
    });
    expect(await peopleOn(hers)).toEqual([anne.id]);
  });

  it("as a hand-over, can be declined by the colleague or cancelled by its author, and then changes nothing", async () => {
    const manager = await person("manager", "Marc");
    const anne = await person("employee", "Anne");
    const bob = await person("employee", "Bob");
    const hers = await assignedShift(anne.id, "2027-08-17T05:00:00Z", "2027-08-17T08:00:00Z", manager.id);
    await proposeSwap(anne, { planningId: hers, colleagueId: bob.id, theirPlanningId: null }, gate);
    const [first] = await swapsOf(bob.id, new Date());
    expect(await answerSwap(bob, first?.id ?? "", false, gate)).toMatchObject({
      ok: true,
      message: "Proposition refusée.",
    });
    await proposeSwap(anne, { planningId: hers, colleagueId: bob.id, theirPlanningId: null }, gate);
    const open = (await swapsOf(anne.id, new Date())).find((swap) => swap.status === "proposed");
    expect(await cancelSwap(bob, open?.id ?? "")).toMatchObject({ ok: false });
    expect(await cancelSwap(anne, open?.id ?? "")).toMatchObject({ ok: true });
    expect(await peopleOn(hers)).toEqual([anne.id]);
    // The week lists the declined proposal, not the cancelled one, and nothing once the shift has started.
    expect((await swapsOf(anne.id, new Date())).map((swap) => swap.status)).toEqual(["declined"]);
    expect(await swapsOf(anne.id, new Date("2027-08-17T05:00:00Z"))).toEqual([]);
  });
});
