import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, newsletterSubscribers } from "../../../db/schema";
import { formPost, nextClientAddress } from "../../../tests/support/requests";
import { getDb } from "../../lib/db.server";
import { isKnownToken, subscribe, unsubscribe } from "./newsletter.server";

async function answer(request: Request) {
  const { data, init } = await subscribe(request);
  return { status: init?.status ?? 200, ...data };
}

const subscribers = () => getDb().select().from(newsletterSubscribers);

describe("newsletter", () => {
  beforeEach(async () => {
    await getDb().delete(newsletterSubscribers);
    await getDb().delete(mailOutbox);
  });

  it("stores a new address once, with its consent time and token, and answers the same for a duplicate", async () => {
    const confirmed = { status: 200, ok: true, message: "Inscription confirmée" };
    expect(await answer(formPost("/newsletter", { email: " Claire.Petit@Exemple.fr " }))).toMatchObject(confirmed);
    expect(await answer(formPost("/newsletter", { email: "claire.petit@exemple.fr" }))).toMatchObject(confirmed);
    const rows = await subscribers();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "claire.petit@exemple.fr", unsubscribedAt: null });
    expect(rows[0]?.consentedAt).toBeInstanceOf(Date);
    expect(rows[0]?.unsubscribeToken.length).toBeGreaterThan(20);
    const mails = await getDb().select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe("claire.petit@exemple.fr");
    expect(mails[0]?.text).toContain(`/newsletter/unsubscribe?token=${rows[0]?.unsubscribeToken}`);
  });

  it("unsubscribes with the token, and a new sign-up brings the address back", async () => {
    await subscribe(formPost("/newsletter", { email: "paul@exemple.fr" }));
    const [row] = await subscribers();
    const token = row?.unsubscribeToken ?? "";
    expect(await unsubscribe(token)).toBe(true);
    expect((await subscribers())[0]?.unsubscribedAt).toBeInstanceOf(Date);
    expect(await unsubscribe(token)).toBe(true);
    expect(await unsubscribe("inconnu")).toBe(false);
    expect(await isKnownToken("")).toBe(false);

    await subscribe(formPost("/newsletter", { email: "paul@exemple.fr" }));
    const [back] = await getDb()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "paul@exemple.fr"));
    expect(back?.unsubscribedAt).toBeNull();
  });

  for (const [label, fields, message] of [
    ["a missing e-mail", {}, "Ce champ est requis"],
    ["a bad e-mail", { email: "<script>alert(1)</script>" }, "Format d'email invalide"],
    ["an oversized e-mail", { email: `${"a".repeat(260)}@exemple.fr` }, "Ce champ ne peut pas dépasser 254 caractères"],
  ] as const) {
    it(`refuses ${label} in French and stores nothing`, async () => {
      const result = await answer(formPost("/newsletter", fields));
      expect(result).toMatchObject({ status: 400, ok: false, code: "VALIDATION_ERROR" });
      expect(result.submission?.error?.email?.[0]).toBe(message);
      expect(await subscribers()).toHaveLength(0);
    });
  }

  it("is rate-limited per client", async () => {
    const client = nextClientAddress();
    for (let i = 0; i < 5; i++) await subscribe(formPost("/newsletter", { email: `n${i}@exemple.fr` }, client));
    expect(await answer(formPost("/newsletter", { email: "n9@exemple.fr" }, client))).toMatchObject({
      status: 429,
      ok: false,
      code: "RATE_LIMIT_EXCEEDED",
    });
    expect(await subscribers()).toHaveLength(5);
  });
});
