import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { user } from "../../db/schema";
import { fullName } from "../domain/people";
import { getDb } from "./db.server";
import { personName } from "./person-name.server";

describe("a person's name read by a query", () => {
  it("is the name fullName writes, an empty part left out, and null where a left join found nobody", async () => {
    const ids: string[] = [];
    for (const [firstName, lastName] of [
      ["Karim", "Benali"],
      ["", "Benali"],
      ["Karim", ""],
      ["", ""],
    ]) {
      const id = randomUUID();
      await getDb()
        .insert(user)
        .values({ id, name: `${firstName} ${lastName}`, email: `${id}@nom.test`, firstName, lastName });
      ids.push(id);
    }
    const rows = await getDb()
      .select({ firstName: user.firstName, lastName: user.lastName, name: personName() })
      .from(user)
      .where(inArray(user.id, ids));
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.name).toBe(fullName(row));

    const nobody = alias(user, "nobody");
    const [alone] = await getDb()
      .select({ name: personName<string | null>(nobody) })
      .from(user)
      .leftJoin(nobody, eq(nobody.id, "absent"))
      .where(eq(user.id, ids[0] ?? ""));
    expect(alone?.name).toBeNull();
  });
});
