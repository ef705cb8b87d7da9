import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../../db/schema";
import { formData } from "../../../tests/support/form-data";
import { getDb } from "../../lib/db.server";
import { listFailedMail, runMailAction } from "./outbox.server";

describe("failed mail", () => {
  it("lists failed mail only, and 'Renvoyer' gives it a new round of attempts once", async () => {
    const [failed] = await getDb()
      .insert(mailOutbox)
      .values([
        {
          to: "a@exemple.fr",
          subject: "Refusé",
          text: "…",
          status: "failed",
          attempts: 5,
          lastError: "452 Boîte pleine",
        },
        { to: "b@exemple.fr", subject: "Parti", text: "…", status: "sent", attempts: 1 },
      ])
      .returning();
    expect(await listFailedMail()).toEqual([
      expect.objectContaining({ id: failed?.id, to: "a@exemple.fr", subject: "Refusé", lastError: "452 Boîte pleine" }),
    ]);
    const answer = await runMailAction("resend", formData({ mailId: failed?.id ?? "" }));
    expect(answer.data).toMatchObject({ ok: true, message: "Courriel remis en file d'envoi" });
    const [row] = await getDb()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, failed?.id ?? ""));
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
    expect(await listFailedMail()).toEqual([]);
    expect((await runMailAction("resend", formData({ mailId: failed?.id ?? "" }))).data).toMatchObject({ ok: false });
    expect((await runMailAction("resend", formData({ mailId: "pas-un-uuid" }))).data).toMatchObject({ ok: false });
  });
});
