import { describe, expect, it } from "vitest";
import { PARIS } from "../../lib/time";
import { absence, at, contract, everyDay, shift } from "./labour-test-fixtures";
import { type CandidateFacts, candidateLines, rankReplacements } from "./replacement-ranking";

// Thursday 3 December 2026, 06:00–08:00: the shift to replace.
const SHIFT = shift("vacant", "2026-12-03T06:00", "08:00");
const NOW = at("2026-12-03T05:10");

function candidate(name: string, facts: Partial<CandidateFacts["inputs"]> = {}, visits = 0): CandidateFacts {
  return {
    id: name,
    name,
    contact: { firstName: name, phone: null },
    visits,
    inputs: { contracts: [contract(24)], shifts: [], absences: [], ...facts },
  };
}

const rank = (candidates: CandidateFacts[]) => rankReplacements(SHIFT, candidates, PARIS, NOW);

describe("replacement candidates", () => {
  it("leaves out whoever has no contract in force on the shift's day", () => {
    const ended = candidate("Ancien", { contracts: [contract(24, { endsOn: "2026-11-30" })] });
    const later = candidate("Futur", { contracts: [contract(24, { startsOn: "2026-12-04" })] });
    expect(rank([ended, later, candidate("Présent")])).toEqual({
      eligible: [expect.objectContaining({ name: "Présent" })],
      ineligible: [],
    });
  });

  it("lists apart, with the reason, who is absent, who already works then, and who would break an illegal rule", () => {
    const sick = candidate("Moussa", { absences: [absence("2026-12-03", "2026-12-03", "sickness")] });
    const busy = candidate("Karim", { shifts: [shift("k", "2026-12-03T07:00", "09:00")] });
    // Until 22:00 the evening before: 8 h of rest before 06:00, under the 11 h the law asks.
    const tired = candidate("Lucía", { shifts: [shift("l", "2026-12-02T18:00", "22:00")] });
    const { eligible, ineligible } = rank([sick, busy, tired, candidate("Anne")]);
    expect(eligible.map((one) => one.name)).toEqual(["Anne"]);
    expect(ineligible).toEqual([
      { id: "Karim", name: "Karim", reason: "Déjà en intervention de 07:00 à 09:00" },
      { id: "Lucía", name: "Lucía", reason: expect.stringMatching(/^Repos quotidien de 8 h/) },
      { id: "Moussa", name: "Moussa", reason: "Absence (Arrêt maladie)" },
    ]);
  });

  it("lists apart who declared the time unavailable, once approved, and not on another weekday", () => {
    const thursdays = {
      weekday: 3,
      onDate: null,
      fromTime: "05:00",
      toTime: "07:00",
      validFrom: null,
      validUntil: null,
    };
    const fridays = { ...thursdays, weekday: 4 };
    const { eligible, ineligible } = rank([
      { ...candidate("Inès"), unavailable: [thursdays] },
      { ...candidate("Anne"), unavailable: [fridays] },
    ]);
    expect(eligible.map((one) => one.name)).toEqual(["Anne"]);
    expect(ineligible).toEqual([{ id: "Inès", name: "Inès", reason: "Indisponible (chaque jeudi de 05:00 à 07:00)" }]);
  });

  it("an afternoon's absence leaves a morning shift free", () => {
    const afternoon = { ...absence("2026-12-03", "2026-12-03", "other"), halfDay: "afternoon" as const };
    expect(rank([candidate("Anne", { absences: [afternoon] })]).eligible).toHaveLength(1);
  });

  it("ranks fewer rules to check first, then the site known best, then the week most under its contract", () => {
    // 24 h contracts; Monday to Wednesday worked 8 h a day: 24 h before the shift, 26 h with it.
    const full = everyDay("f", "2026-11-30", 3, "10:00", "18:00");
    const knows = candidate("Bea", { shifts: full }, 5);
    const stranger = candidate("Ali", {}, 0);
    const regular = candidate("Chloé", {}, 3);
    const underworked = candidate("Dan", {}, 3);
    // A 16 h contract with 20 h planned before: the shift goes past a third of the contract (a rule to check).
    const capped = candidate(
      "Eve",
      { contracts: [contract(16)], shifts: everyDay("e", "2026-11-30", 2, "10:00", "20:00") },
      9,
    );
    regular.inputs.shifts = [shift("c", "2026-11-30T10:00", "14:00")];
    const names = rank([capped, stranger, knows, regular, underworked]).eligible.map((one) => one.name);
    expect(names).toEqual(["Bea", "Dan", "Chloé", "Ali", "Eve"]);
  });

  it("does not rank down a part-timer for the short notice every early replacement brings", () => {
    const early = rank([candidate("Anne", {}, 2), candidate("Bob", { contracts: [contract(35)] }, 1)]);
    expect(early.eligible.map((one) => one.name)).toEqual(["Anne", "Bob"]);
    expect(early.eligible[0]?.checks).toEqual([expect.stringContaining("prévenance")]);
  });

  it("says why, in a line each: the site, the week against the contract, the room left, the rules", () => {
    const { eligible } = rank([candidate("Anne", { shifts: [shift("a", "2026-11-30T10:00", "14:00")] }, 1)]);
    const [anne] = eligible;
    expect(anne).toMatchObject({ plannedMinutes: 360, expectedMinutes: 1440, complementaryRoomMinutes: 480 });
    expect(candidateLines(anne as NonNullable<typeof anne>)).toEqual([
      "1 intervention sur ce site ces 8 dernières semaines",
      "Semaine avec ce remplacement : 6 h sur 24 h prévues au contrat",
      "Heures complémentaires : encore 8 h possibles cette semaine",
      expect.stringContaining("prévenance"),
    ]);
    const fullTime = rank([candidate("Bob", { contracts: [contract(35)] })]).eligible[0];
    expect(candidateLines(fullTime as NonNullable<typeof fullTime>)).toEqual([
      "Aucune intervention sur ce site ces 8 dernières semaines",
      "Semaine avec ce remplacement : 2 h sur 35 h prévues au contrat",
      "Aucune règle du travail enfreinte",
    ]);
  });
});
