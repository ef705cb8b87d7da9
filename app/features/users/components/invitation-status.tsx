import { useFetcher } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import type { Result } from "../../../lib/result";
import { useResultToast } from "../../../lib/use-result-toast";

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
  const fetcher = useFetcher<Result>();
  useResultToast(fetcher.data);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <Badge tone="warning">{expiresAt ? "Invitation en attente" : "Invitation expirée"}</Badge>
      {expiresAt ? <span className="text-xs text-slate-600">{`valable jusqu'au ${expiresAt}`}</span> : null}
      <fetcher.Form method="post" action="?intent=invitation">
        <input type="hidden" name="userId" value={userId} />
        <Button
          type="submit"
          variant="outline"
          size="sm"
          disabled={fetcher.state !== "idle"}
          aria-label={`Renvoyer l'invitation de ${name}`}
        >
          Renvoyer l'invitation
        </Button>
      </fetcher.Form>
    </div>
  );
}
