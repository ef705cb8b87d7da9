import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { isLimitedInSession, parseSubmissionTimes, recentSubmissions } from "./contact";
import { contactSchema } from "./contact.schema";

describe("session hint of the contact rate limit", () => {
  const now = 1_000_000_000;

  it("limits the fourth submission within five minutes", () => {
    expect(isLimitedInSession([now - 1000, now - 2000], now)).toBe(false);
    expect(isLimitedInSession([now - 1000, now - 2000, now - 299_999], now)).toBe(true);
  });

  it("forgets submissions older than five minutes", () => {
    expect(isLimitedInSession([now - 1000, now - 2000, now - 300_000], now)).toBe(false);
    expect(recentSubmissions([now - 400_000, now - 10], now)).toEqual([now - 10]);
  });

  it("reads whatever is stored without failing", () => {
    expect(parseSubmissionTimes(null)).toEqual([]);
    expect(parseSubmissionTimes("pas du json")).toEqual([]);
    expect(parseSubmissionTimes('{"a":1}')).toEqual([]);
    expect(parseSubmissionTimes('[1, "2", 3]')).toEqual([1, 3]);
  });
});

describe("contact schema through Conform", () => {
  it("answers 'Ce champ est requis' for fields sent empty (Conform turns them into undefined)", () => {
    const form = new FormData();
    for (const name of ["name", "email", "phone", "subject", "message"]) form.set(name, "");
    const submission = parseWithZod(form, { schema: contactSchema });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({
      name: ["Ce champ est requis"],
      email: ["Ce champ est requis"],
      subject: ["Ce champ est requis"],
      message: ["Ce champ est requis"],
    });
  });

  it("answers 'Ce champ est requis' for a name that sanitising empties", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: "<><>", email: "a@b.fr", subject: "info", message: "m" }))
      form.set(name, value);
    expect(parseWithZod(form, { schema: contactSchema }).reply().error).toEqual({ name: ["Ce champ est requis"] });
  });
});
