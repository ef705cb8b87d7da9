import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../../../db/schema";
import { getAuth } from "../../lib/auth.server";
import { getDb } from "../../lib/db.server";
import { signUp, signUpAllowed } from "./auth.server";

// Read when the environment and Better Auth are first built, after this file is loaded.
process.env.ALLOW_SIGNUP = "false";

describe("with ALLOW_SIGNUP=false", () => {
  it("refuses sign-up in our action and in Better Auth's endpoint", async () => {
    expect(signUpAllowed()).toBe(false);
    const request = new Request("http://localhost/auth", { method: "POST", headers: { "x-client-ip": "192.0.2.1" } });
    const input = { firstName: "Léa", lastName: "Martin", email: "ferme@exemple.fr", password: "motdepasse" };
    expect(await signUp(request, input)).toMatchObject({ ok: false, status: 403 });
    await expect(getAuth().api.signUpEmail({ body: { ...input, name: "Léa Martin" } })).rejects.toMatchObject({
      statusCode: 400,
      body: { code: "EMAIL_PASSWORD_SIGN_UP_DISABLED" },
    });
    expect(await getDb().select().from(user).where(eq(user.email, "ferme@exemple.fr"))).toEqual([]);
  });
});
