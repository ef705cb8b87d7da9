import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, session } from "../../../db/schema";
import { staff } from "../../../tests/support/staff";
import { getDb } from "../../lib/db.server";
import { deleteExpiredOperations } from "./operations-retention.server";

const now = new Date("2032-06-15T10:00:00Z");

describe("deleteExpiredOperations", () => {
  it("deletes the mails done with for six months and the expired sessions, and keeps a pending mail", async () => {
    const awa = await staff("employee");
    const mail = (status: "sent" | "failed" | "pending", createdAt: string) => ({
      to: awa.email,
      subject: "Planning",
      text: "Bonjour",
      status,
      createdAt: new Date(createdAt),
    });
    const mails = await getDb()
      .insert(mailOutbox)
      .values([
        mail("sent", "2031-12-14T10:00:00Z"),
        mail("failed", "2031-12-01T10:00:00Z"),
        mail("sent", "2031-12-16T10:00:00Z"),
        mail("pending", "2031-01-01T10:00:00Z"),
      ])
      .returning({ id: mailOutbox.id });
    const sessions = await getDb()
      .insert(session)
      .values(
        ["2032-06-15T09:59:00Z", "2032-06-15T10:01:00Z"].map((expiresAt, index) => ({
          id: `session-${index}-${awa.id}`,
          token: `jeton-${index}-${awa.id}`,
          userId: awa.id,
          expiresAt: new Date(expiresAt),
        })),
      )
      .returning({ id: session.id });

    expect(await deleteExpiredOperations(now)).toEqual({ mails: 2, sessions: 1 });
    const ids = mails.map((row) => row.id);
    const kept = await getDb().select({ id: mailOutbox.id }).from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(kept.map((row) => row.id).sort()).toEqual([ids[2], ids[3]].sort());
    const left = await getDb()
      .select({ id: session.id })
      .from(session)
      .where(
        inArray(
          session.id,
          sessions.map((row) => row.id),
        ),
      );
    expect(left.map((row) => row.id)).toEqual([sessions[1]?.id]);
  });
});
