import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addContract } from "../../app/features/contracts/contracts.server";
import { CLIENT_IP_HEADER } from "../../app/lib/client-ip";
import { getDb } from "../../app/lib/db.server";
import { RATE_LIMITS } from "../../app/lib/rate-limit.server";
import { action as finderAction } from "../../app/routes/admin-replacement";
import { action as offerAction, loader as offerLoader } from "../../app/routes/offer";
import { mailOutbox, replacementOffers } from "../../db/schema";
import { assignedShift, cdi, recordAbsence } from "../support/labour-fixtures";
import { type LoggedIn, login } from "../support/login";
import { formPost, nextClientAddress } from "../support/requests";
import { answerOf } from "../support/route-answer";
import { staff } from "../support/staff";

// The two doors of a replacement offer: « Proposer » on the shift's page, and the link in the mail.

function offerPost(who: LoggedIn, planningId: string, employeeIds: string[]): Request {
  const body = new FormData();
  body.set("intent", "offer");
  for (const id of employeeIds) body.append("employeeIds", id);
  return new Request(`http://localhost/admin/replacements/${planningId}`, {
    method: "POST",
    body,
    headers: { [CLIENT_IP_HEADER]: nextClientAddress(), cookie: who.cookie },
  });
}

async function freedShift() {
  const manager = await login({ role: "manager" });
  const absent = await staff("employee");
  const planningId = await assignedShift(absent.id, "2027-05-04T05:00:00Z", "2027-05-04T07:00:00Z", manager.id);
  await recordAbsence(absent.id, { kind: "sickness", startsOn: "2027-05-04", endsOn: "2027-05-04" }, manager.id);
  const candidate = await staff("employee", { firstName: "Awa", lastName: "Diallo" });
  await addContract(candidate.id, cdi("2026-01-05", 24));
  return { manager, planningId, candidate };
}

async function offersOn(planningId: string) {
  return getDb().select().from(replacementOffers).where(eq(replacementOffers.planningId, planningId));
}

describe("« Proposer »", () => {
  it("offers the shift to a candidate the rules allow, for managers only", async () => {
    const { manager, planningId, candidate } = await freedShift();
    const employee = await login({ role: "employee" });
    const denied = await answerOf(finderAction, offerPost(employee, planningId, [candidate.id]), { planningId });
    expect(denied.status).toBe(403);
    expect(await offersOn(planningId)).toHaveLength(0);

    const sent = await answerOf(finderAction, offerPost(manager, planningId, [candidate.id]), { planningId });
    expect(sent.body).toMatchObject({ ok: true, description: "Proposition envoyée à Awa Diallo." });
    expect((await offersOn(planningId)).map((offer) => offer.employeeId)).toEqual([candidate.id]);
  });

  it("refuses someone who is not a candidate (no contract that day) or no one at all, and sends nothing", async () => {
    const { manager, planningId } = await freedShift();
    const stranger = await staff("employee");
    const refused = await answerOf(finderAction, offerPost(manager, planningId, [stranger.id]), { planningId });
    expect(refused.body).toMatchObject({
      ok: false,
      message: "Une personne cochée ne peut plus prendre cette vacation : la liste a été mise à jour, vérifiez-la.",
    });
    const empty = await answerOf(finderAction, offerPost(manager, planningId, []), { planningId });
    expect(empty.body).toMatchObject({ ok: false });
    expect(await offersOn(planningId)).toHaveLength(0);
    expect(await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, stranger.email))).toHaveLength(0);
  });
});

describe("the offer's link", () => {
  it("is found only with its token, answers once, and is rate-limited per client address", async () => {
    const { manager, planningId, candidate } = await freedShift();
    await answerOf(finderAction, offerPost(manager, planningId, [candidate.id]), { planningId });
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, candidate.email));
    const token = /\/offers\/([\w-]+)\n/.exec(mail?.text ?? "")?.[1] ?? "";
    const client = nextClientAddress();
    const open = (value: string) => answerOf(offerLoader, formGet(`/offers/${value}`, client), { token: value });

    expect((await open("forged")).status).toBe(404);
    expect((await open(token)).body).toMatchObject({ state: { kind: "open", shift: { title: "Bureaux" } } });
    const accept = formPost(`/offers/${token}`, { answer: "accept" }, client);
    expect((await answerOf(offerAction, accept, { token })).body).toEqual({ state: { kind: "won" }, refusing: false });
    for (let tries = 3; tries < RATE_LIMITS.offerLink.limit; tries++) await open(token);
    const throttled = await open(token);
    expect(throttled.status).toBe(429);
    expect(throttled.body).toMatchObject({ state: { kind: "throttled" } });
    expect(
      (await answerOf(offerLoader, formGet(`/offers/${token}`, nextClientAddress()), { token })).body,
    ).toMatchObject({
      state: { kind: "accepted" },
    });
  });
});

function formGet(path: string, client: string): Request {
  return new Request(`http://localhost${path}`, { headers: { [CLIENT_IP_HEADER]: client } });
}
