import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { LEAD_STATUSES } from "../../domain/enums";
import { PHOTO_MESSAGES } from "../../domain/photos";
import { authorNameOf, CLIENT_REQUEST_STATUS_LABELS, excerptOf } from "./client-requests";
import { CLIENT_REQUEST_MESSAGES, clientRequestSchema } from "./client-requests.schema";

const SITE = "3f2a9c1e-7b4d-4e2f-9a1b-0c2d3e4f5a6b";

function form(fields: Record<string, string | File>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return parseWithZod(data, { schema: clientRequestSchema });
}

describe("a request as the client reads it", () => {
  it("names every follow-up status in the client's words", () => {
    expect(LEAD_STATUSES.map((status) => CLIENT_REQUEST_STATUS_LABELS[status])).toEqual([
      "Reçue",
      "En cours",
      "Traitée",
      "Classée",
    ]);
  });

  it("shows a message on one line, cut at a word past the excerpt's length", () => {
    expect(excerptOf("  Vitres du hall\n\nà refaire  ")).toBe("Vitres du hall à refaire");
    const long = `${"Les poubelles du deuxième étage n'ont pas été vidées ".repeat(4)}depuis lundi.`;
    const excerpt = excerptOf(long, 60);
    expect(excerpt).toBe("Les poubelles du deuxième étage n'ont pas été vidées Les…");
    expect(excerpt.length).toBeLessThanOrEqual(60);
    expect(excerptOf("x".repeat(80), 60)).toBe(`${"x".repeat(59)}…`);
  });

  it("keeps the account's name as the author, else its address", () => {
    expect(authorNameOf({ firstName: "Hélène", lastName: "Dubois", email: "h@exemple.fr" })).toBe("Hélène Dubois");
    expect(authorNameOf({ firstName: " ", lastName: "", email: "h@exemple.fr" })).toBe("h@exemple.fr");
  });
});

describe("the request form's schema through Conform", () => {
  it("takes a request without a photo, the empty file input being no photo", () => {
    const sent = form({ siteId: SITE, kind: "complaint", message: " Tache au sol ", photo: new File([], "") });
    expect(sent.status === "success" && sent.value).toEqual({
      siteId: SITE,
      kind: "complaint",
      message: "Tache au sol",
    });
  });

  it("refuses a missing site, kind or message in French", () => {
    expect(form({ siteId: "", message: "" }).reply().error).toEqual({
      siteId: [CLIENT_REQUEST_MESSAGES.site],
      kind: [CLIENT_REQUEST_MESSAGES.kind],
      message: ["Ce champ est requis"],
    });
    expect(form({ siteId: SITE, kind: "autre", message: "m".repeat(2001) }).reply().error).toEqual({
      kind: [CLIENT_REQUEST_MESSAGES.kind],
      message: ["Ce champ ne peut pas dépasser 2000 caractères"],
    });
  });

  it("refuses a photo declared of another type, or over 5 MB", () => {
    const text = new File(["texte"], "notes.txt", { type: "text/plain" });
    expect(form({ siteId: SITE, kind: "complaint", message: "m", photo: text }).reply().error).toEqual({
      photo: [PHOTO_MESSAGES.type],
    });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "grande.jpg", { type: "image/jpeg" });
    expect(form({ siteId: SITE, kind: "complaint", message: "m", photo: big }).reply().error).toEqual({
      photo: [PHOTO_MESSAGES.tooLarge],
    });
  });
});
