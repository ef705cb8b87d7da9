import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { AuthProvider, useAuth } from "./auth-context";

function Probe() {
  const auth = useAuth();
  return (
    <p>{`${auth.user?.email ?? "personne"} admin=${auth.isAdmin} manager=${auth.isManager} employee=${auth.isEmployee} loading=${auth.loading}`}</p>
  );
}

const manager = { id: "1", email: "chef@exemple.fr", firstName: "A", lastName: "B", role: "manager" as const };

function WithProvider() {
  return (
    <AuthProvider user={manager}>
      <Probe />
    </AuthProvider>
  );
}

const Inside = createRoutesStub([{ path: "/", Component: WithProvider }]);
const Outside = createRoutesStub([{ path: "/", Component: Probe }]);

describe("useAuth", () => {
  it("gives the role flags of the server-known user, without a loading state", () => {
    expect(renderToString(<Inside initialEntries={["/"]} />)).toContain(
      "chef@exemple.fr admin=false manager=true employee=false loading=false",
    );
  });

  it("throws outside its provider", () => {
    expect(() => renderToString(<Outside initialEntries={["/"]} />)).toThrow(
      "useAuth must be used within an AuthProvider",
    );
  });
});
