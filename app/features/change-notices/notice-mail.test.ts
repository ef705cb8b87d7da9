import { describe, expect, it } from "vitest";
import { expectToContainAll } from "../../../tests/support/text-expectations";
import { type CurrentPlanning, diffNotices, type ToldPlanning } from "./change-notices";
import { changeNoticeWithCalendars } from "./notice-mail";

const base = { title: "Bureaux", place: "Tour Montparnasse", description: null };
const toldMoved: ToldPlanning = {
  ...base,
  planningId: "11111111-1111-4111-8111-111111111111",
  start: new Date("2026-03-09T05:00:00Z"),
  end: new Date("2026-03-09T07:00:00Z"),
  sequence: 1,
};
const toldRemoved: ToldPlanning = { ...toldMoved, planningId: "22222222-2222-4222-8222-222222222222" };
const moved: CurrentPlanning = {
  ...base,
  planningId: toldMoved.planningId,
  start: new Date("2026-03-10T06:00:00Z"),
  end: new Date("2026-03-10T08:00:00Z"),
  accessInstructions: "Badge à l'accueil",
};

function mail() {
  const { changes } = diffNotices([toldMoved, toldRemoved], [moved], new Date("2026-03-01T00:00:00Z"));
  return changeNoticeWithCalendars({
    employee: { firstName: "Anne", name: "Anne Martin", email: "anne@exemple.fr" },
    changes,
    zone: "Europe/Paris",
    publicUrl: "https://www.clarte-proprete.fr",
    from: "Clarté Propreté <planning@clarte-proprete.fr>",
    now: new Date("2026-03-01T00:00:00Z"),
  });
}

describe("changeNoticeWithCalendars", () => {
  it("tells what changed in French, with the access instructions and the link to the week", () => {
    const { subject, text, html } = mail();
    expect(subject).toBe("Votre planning a changé (2 modifications)");
    expectToContainAll(text, [
      "Bonjour Anne,",
      "lundi 9 mars 06:00–08:00 → mardi 10 mars 07:00–09:00, Tour Montparnasse",
      "Intervention annulée « Bureaux » : lundi 9 mars 06:00–08:00, Tour Montparnasse",
      "Accès — Tour Montparnasse : Badge à l'accueil",
      "https://www.clarte-proprete.fr/my-schedule",
      "Clarté Propreté",
    ]);
    expect(html).toContain("Badge à l&#39;accueil");
  });

  it("attaches one calendar per method, with the feed's UIDs, zoned times and raised sequences", () => {
    const [request, cancel, ...rest] = mail().attachments;
    expect(rest).toEqual([]);
    expect(request?.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    const requested = request?.content.replace(/\r\n /g, "") ?? "";
    expect(requested).toContain("METHOD:REQUEST");
    expect(requested).toContain(`UID:${toldMoved.planningId}@www.clarte-proprete.fr`);
    expect(requested).toContain("DTSTART;TZID=Europe/Paris:20260310T070000");
    expect(requested).toContain("SEQUENCE:2");
    expect(requested).toContain('ORGANIZER;CN="Clarté Propreté":mailto:planning@clarte-proprete.fr');
    expect(requested).toContain(":MAILTO:anne@exemple.fr");
    expect(cancel?.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(cancel?.content).toContain("METHOD:CANCEL");
    expect(cancel?.content).toContain(`UID:${toldRemoved.planningId}@www.clarte-proprete.fr`);
    expect(cancel?.content).toContain("STATUS:CANCELLED");
  });
});
