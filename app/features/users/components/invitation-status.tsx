import { Badge } from "../../../components/ui/badge";
import { RowActionForm } from "../../../components/ui/row-action-form";

/** An account waiting for its first password: when its link expires, and a new link (the old one stops working). */
export function InvitationStatus({
  userId,
  name,
  expiresAt,
}: {
  userId: string;
  name: string;
  expiresAt: string | null;
}) {
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <Badge tone="warning">{expiresAt ? "Invitation en attente" : "Invitation expirée"}</Badge>
      {expiresAt ? <span className="text-xs text-slate-600">{`valable jusqu'au ${expiresAt}`}</span> : null}
      <RowActionForm
        intent="invitation"
        field={{ name: "userId", value: userId }}
        label="Renvoyer l'invitation"
        ariaLabel={`Renvoyer l'invitation de ${name}`}
      />
    </div>
  );
}
