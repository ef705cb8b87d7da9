import { describe, expect, it } from "vitest";
import { PARIS } from "../../lib/time";
import type { Planning } from "./schedules";
import {
  mailtoUrl,
  recipientPhone,
  replacementRequestText,
  shareEmailSubject,
  shareText,
  whatsappUrl,
} from "./share-text";

const planning: Planning = {
  id: "p1",
  title: "Nettoyage bureaux",
  description: "Badge à l'accueil",
  location: "Tour Montparnasse",
  startTime: "2026-03-30T06:00:00.000Z",
  endTime: "2026-03-30T09:00:00.000Z",
  isAllDay: false,
  breakMinutes: 0,
  site: null,
  assignedUsers: [
    { id: "u1", firstName: "Anne", lastName: "Durand", assignmentId: "a1" },
    { id: "u2", firstName: "Karim", lastName: "Benali", assignmentId: "a2" },
  ],
};

describe("share text", () => {
  it("lists numbered plannings with names, place or 'Non spécifié', start, end, description and a footer", () => {
    const text = shareText(
      [planning, { ...planning, id: "p2", title: "Vitres", location: null, description: null, assignedUsers: [] }],
      new Date("2026-03-27T16:05:00.000Z"),
      PARIS,
    );
    expect(text).toBe(
      [
        "PLANNING ÉQUIPE",
        "",
        "1. Nettoyage bureaux",
        "Employés : Anne Durand, Karim Benali",
        "Lieu : Tour Montparnasse",
        "Début : 30/03/2026 à 08:00",
        "Fin : 30/03/2026 à 11:00",
        "Description : Badge à l'accueil",
        "",
        "2. Vitres",
        "Employés : Aucun employé assigné",
        "Lieu : Non spécifié",
        "Début : 30/03/2026 à 08:00",
        "Fin : 30/03/2026 à 11:00",
        "",
        "Généré le 27/03/2026 à 17:05",
      ].join("\n"),
    );
  });

  it("adds a planning's access instructions after its place when asked, for the one person working it", () => {
    const access = (one: Planning) => (one.id === "p1" ? "  Badge au PC sécurité, niveau -1 " : null);
    const text = shareText([planning, { ...planning, id: "p2" }], new Date("2026-03-27T16:05:00.000Z"), PARIS, access);
    expect(text).toContain("Lieu : Tour Montparnasse\nAccès : Badge au PC sécurité, niveau -1\nDébut");
    expect(text.match(/Accès :/g)).toHaveLength(1);
    expect(shareText([planning], new Date(), PARIS)).not.toContain("Accès");
  });

  it("builds the e-mail subject and the links with the text encoded", () => {
    expect(shareEmailSubject(new Date("2026-03-27T23:30:00.000Z"), PARIS)).toBe("Planning équipe - 28/03/2026");
    expect(whatsappUrl("a & b\nc")).toBe("https://wa.me/?text=a%20%26%20b%0Ac");
    expect(whatsappUrl("Bonjour", "06 12 34 56 78")).toBe("https://wa.me/33612345678?text=Bonjour");
    expect(whatsappUrl("Bonjour", "12")).toBe("https://wa.me/?text=Bonjour");
    expect(mailtoUrl("Planning équipe - 28/03/2026", "x?y")).toBe(
      "mailto:?subject=Planning%20%C3%A9quipe%20-%2028%2F03%2F2026&body=x%3Fy",
    );
  });

  it("asks a candidate to replace, with the shift's title, times and place, and no access details", () => {
    expect(replacementRequestText(planning, "Lucía", PARIS)).toBe(
      [
        "Bonjour Lucía, pouvez-vous assurer ce remplacement ?",
        "Nettoyage bureaux",
        "lundi 30 mars de 08:00 à 11:00",
        "Tour Montparnasse",
        "Merci de me répondre au plus vite.",
      ].join("\n"),
    );
  });

  it("shares with the one person every planning is about, when their phone is on file", () => {
    const anne = planning.assignedUsers.slice(0, 1);
    const staff = [
      { id: "u1", phone: "06 12 34 56 78" },
      { id: "u2", phone: null },
    ];
    expect(
      recipientPhone(
        [
          { ...planning, assignedUsers: anne },
          { ...planning, id: "p2", assignedUsers: anne },
        ],
        staff,
      ),
    ).toBe("06 12 34 56 78");
    expect(recipientPhone([planning], staff)).toBeNull();
    expect(recipientPhone([{ ...planning, assignedUsers: planning.assignedUsers.slice(1) }], staff)).toBeNull();
    expect(recipientPhone([{ ...planning, assignedUsers: [] }], staff)).toBeNull();
  });
});
