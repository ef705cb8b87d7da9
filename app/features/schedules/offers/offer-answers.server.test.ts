import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { mailOutbox, replacementOffers } from "../../../../db/schema";
import { employeeRows } from "../../../../tests/support/employee-rows";
import { assignedShift, recordAbsence } from "../../../../tests/support/labour-fixtures";
import { peopleOn } from "../../../../tests/support/planning-rows";
import { staff } from "../../../../tests/support/staff";
import { getDb } from "../../../lib/db.server";
import { planningLabourGate } from "../../labour/labour-gate.server";
import { vacanciesOf } from "../vacancies.server";
import { acceptOffer, refuseOffer, viewOffer } from "./offer-answers.server";
import { sendOffers } from "./offers.server";

/** Lucía's Tuesday 06:00–08:00 shift, freed by her sick day and offered to Awa and Karim. */
async function offeredShift() {
  const manager = await staff("manager");
  const lucia = await staff("employee", { firstName: "Lucía", lastName: "Gómez" });
  const awa = await staff("employee", { firstName: "Awa", lastName: "Diallo" });
  const karim = await staff("employee", { firstName: "Karim", lastName: "Benali" });
  const planningId = await assignedShift(lucia.id, "2027-03-02T05:00:00Z", "2027-03-02T07:00:00Z", manager.id);
  await recordAbsence(lucia.id, { kind: "sickness", startsOn: "2027-03-02", endsOn: "2027-03-02" }, manager.id);
  const sent = await sendOffers({ planningId, employeeIds: [awa.id, karim.id], offeredBy: manager.id });
  expect(sent).toEqual({ ok: true, message: "Proposition envoyée à Awa Diallo et Karim Benali." });
  return { manager, lucia, awa, karim, planningId, token: (email: string) => tokenMailedTo(email) };
}

async function mailsTo(email: string) {
  return getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

async function tokenMailedTo(email: string): Promise<string> {
  const [mail] = (await mailsTo(email)).filter((row) => row.subject.startsWith("Remplacement proposé"));
  const token = /\/offers\/([A-Za-z0-9_-]+)\n/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`aucun lien de proposition pour ${email}`);
  return token;
}

async function statesOf(planningId: string) {
  const rows = await getDb()
    .select({ employeeId: replacementOffers.employeeId, state: replacementOffers.state })
    .from(replacementOffers)
    .where(eq(replacementOffers.planningId, planningId));
  return Object.fromEntries(rows.map((row) => [row.employeeId, row.state]));
}

describe("an offer by mail", () => {
  it("mails each candidate the shift with a link to accept and one to refuse, kept only as a hash", async () => {
    const { awa, planningId, token } = await offeredShift();
    const [mail] = (await mailsTo(awa.email)).filter((row) => row.subject.startsWith("Remplacement proposé"));
    expect(mail?.subject).toBe("Remplacement proposé : mardi 2 mars de 06:00 à 08:00");
    const link = await token(awa.email);
    expect(mail?.text).toContain(`Accepter : http://localhost:3000/offers/${link}\n`);
    expect(mail?.text).toContain(`Refuser : http://localhost:3000/offers/${link}?reponse=refuser`);
    const [stored] = await employeeRows(replacementOffers, awa.id);
    expect(stored?.tokenHash).not.toContain(link);
    expect(stored?.expiresAt.toISOString()).toBe("2027-03-02T05:00:00.000Z");
    expect(await viewOffer(link)).toMatchObject({
      kind: "open",
      firstName: "Awa",
      shift: { when: "mardi 2 mars de 06:00 à 08:00", title: "Bureaux" },
    });
    expect(await statesOf(planningId)).toMatchObject({ [awa.id]: "sent" });
  });

  it("is not sent twice to the same person", async () => {
    const { manager, awa, planningId } = await offeredShift();
    expect(await sendOffers({ planningId, employeeIds: [awa.id], offeredBy: manager.id })).toMatchObject({
      ok: false,
      code: "ALREADY_OFFERED",
    });
  });

  it("goes to the first who accepts: the shift is theirs, the others' links say it is filled", async () => {
    const { lucia, awa, karim, planningId, token } = await offeredShift();
    const awaLink = await token(awa.email);
    const karimLink = await token(karim.email);
    expect(await acceptOffer(awaLink, planningLabourGate)).toEqual({ kind: "won" });
    expect(await peopleOn(planningId)).toEqual([awa.id]);
    expect((await vacanciesOf([planningId])).size).toBe(0);
    expect(await statesOf(planningId)).toEqual({ [awa.id]: "accepted", [karim.id]: "filled" });
    expect(await viewOffer(karimLink)).toEqual({ kind: "filled" });
    expect(await acceptOffer(karimLink, planningLabourGate)).toEqual({ kind: "filled" });
    expect(await viewOffer(awaLink)).toEqual({ kind: "accepted" });
    expect(await acceptOffer(awaLink, planningLabourGate)).toEqual({ kind: "accepted" });
    expect(await peopleOn(planningId)).toEqual([awa.id]);

    const [confirmation] = (await mailsTo(awa.email)).filter((row) => row.subject.startsWith("Remplacement confirmé"));
    expect(confirmation?.subject).toBe("Remplacement confirmé : mardi 2 mars de 06:00 à 08:00");
    const [ics] = confirmation?.attachments ?? [];
    const event = new ICAL.Component(ICAL.parse(String(ics?.content))).getFirstSubcomponent("vevent");
    expect(event?.getFirstPropertyValue("uid")).toBe(`${planningId}@localhost:3000`);
    expect(String(event?.getFirstPropertyValue("dtstart"))).toBe("2027-03-02T06:00:00");
    const [replaced] = (await mailsTo(lucia.email)).filter((row) => row.subject.startsWith("Vous êtes remplacé"));
    expect(replaced?.text).toContain("Awa Diallo assure votre vacation ci-dessous.");
  });

  it("has one winner when two accept at once", async () => {
    const { awa, karim, planningId, token } = await offeredShift();
    const answers = await Promise.all([
      acceptOffer(await token(awa.email), planningLabourGate),
      acceptOffer(await token(karim.email), planningLabourGate),
    ]);
    expect(answers.map((answer) => answer.kind).sort()).toEqual(["filled", "won"]);
    expect(await peopleOn(planningId)).toHaveLength(1);
  });

  it("can be refused once, and the refusal changes nothing else", async () => {
    const { awa, planningId, token } = await offeredShift();
    const link = await token(awa.email);
    expect(await refuseOffer(link)).toEqual({ kind: "declined" });
    expect(await refuseOffer(link)).toEqual({ kind: "refused" });
    expect(await acceptOffer(link, planningLabourGate)).toEqual({ kind: "refused" });
    expect(await peopleOn(planningId)).toEqual([]);
  });

  it("answers nothing to a forged link, and expires at the shift's start", async () => {
    const { awa, planningId, token } = await offeredShift();
    expect(await viewOffer("forged-token")).toEqual({ kind: "unknown" });
    expect(await acceptOffer("forged-token", planningLabourGate)).toEqual({ kind: "unknown" });
    const link = await token(awa.email);
    const started = new Date("2027-03-02T05:00:00Z");
    expect(await viewOffer(link, started)).toEqual({ kind: "expired" });
    expect(await acceptOffer(link, planningLabourGate, started)).toEqual({ kind: "expired" });
    expect(await peopleOn(planningId)).toEqual([]);
    expect(await statesOf(planningId)).toMatchObject({ [awa.id]: "expired" });
  });

  it("is not given to someone who works elsewhere at that time since it was sent", async () => {
    const { manager, awa, planningId, token } = await offeredShift();
    await assignedShift(awa.id, "2027-03-02T04:00:00Z", "2027-03-02T06:00:00Z", manager.id);
    expect(await acceptOffer(await token(awa.email), planningLabourGate)).toEqual({
      kind: "barred",
      message:
        "Cette vacation ne peut pas vous être confiée : vous êtes déjà en intervention à ce moment. Prévenez votre responsable.",
    });
    expect(await peopleOn(planningId)).toEqual([]);
    expect(await statesOf(planningId)).toMatchObject({ [awa.id]: "sent" });
  });
});
