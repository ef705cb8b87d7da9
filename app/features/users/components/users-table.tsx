import { Badge } from "../../../components/ui/badge";
import { Table, Td, Th } from "../../../components/ui/table";
import { roleLabel } from "../../../lib/permissions";
import type { UserRow } from "../users.server";
import { InvitationStatus } from "./invitation-status";
import { RoleSelect } from "./role-select";
import { StatusToggle } from "./status-toggle";

export function UsersTable({
  users,
  currentUserId,
  viewerIsOwner,
}: {
  users: UserRow[];
  currentUserId: string;
  /** The owner account (ADMIN_EMAIL) may also deactivate other admins. */
  viewerIsOwner: boolean;
}) {
  return (
    <Table>
      <caption className="sr-only">Utilisateurs et leurs rôles</caption>
      <thead>
        <tr>
          <Th>Nom</Th>
          <Th>Email</Th>
          <Th>Rôle actuel</Th>
          <Th>Changer le rôle</Th>
          <Th>Statut</Th>
        </tr>
      </thead>
      <tbody>
        {users.map((row) => {
          const name = `${row.firstName} ${row.lastName}`.trim() || row.email;
          const mayToggle = row.id !== currentUserId && (row.role !== "admin" || viewerIsOwner);
          return (
            <tr key={row.id}>
              <Td className="font-medium text-slate-900">
                {name}
                {row.id === currentUserId ? <span className="ml-2 text-slate-600">(vous)</span> : null}
              </Td>
              <Td>{row.email}</Td>
              <Td>
                <Badge tone={row.role === "admin" ? "brand" : "neutral"}>{roleLabel(row.role)}</Badge>
              </Td>
              <Td>{row.role === "client" ? null : <RoleSelect userId={row.id} name={name} role={row.role} />}</Td>
              <Td>
                <div className="flex items-center gap-2">
                  <Badge tone={row.active ? "success" : "danger"}>{row.active ? "Actif" : "Désactivé"}</Badge>
                  {mayToggle ? <StatusToggle userId={row.id} name={name} active={row.active} /> : null}
                </div>
                {row.invitation ? (
                  <InvitationStatus userId={row.id} name={name} expiresAt={row.invitation.expiresAt} />
                ) : null}
              </Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
