import { roleLabel, type SessionUser } from "../../lib/permissions";

/** Who is signed in, at the top of the account menu: name, e-mail and role. */
export function AccountSummary({ user }: { user: SessionUser }) {
  return (
    <>
      <p className="font-semibold text-slate-900">
        {user.firstName} {user.lastName}
      </p>
      <p className="truncate text-slate-600">{user.email}</p>
      <p className="mt-1 text-slate-600">Rôle : {roleLabel(user.role)}</p>
    </>
  );
}
