import { describe, expect, it } from "vitest";
import { getAuth } from "../../app/lib/auth.server";
import { login } from "../support/login";

describe("login", () => {
  it("makes an account of the role and a session Better Auth reads from the cookie", async () => {
    const manager = await login({ role: "manager", firstName: "Maud" });
    const session = await getAuth().api.getSession({ headers: new Headers({ cookie: manager.cookie }) });
    expect(session?.user).toMatchObject({ id: manager.id, email: manager.email, role: "manager", firstName: "Maud" });
  });

  it("signs the cookie: a token without the secret's signature is no session", async () => {
    const employee = await login({ role: "employee" });
    const forged = employee.cookie.replace(/\.[^.]+$/, `.${"A".repeat(43)}=`);
    expect(await getAuth().api.getSession({ headers: new Headers({ cookie: forged }) })).toBeNull();
  });
});
