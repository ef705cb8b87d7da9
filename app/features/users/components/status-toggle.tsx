import { useFetcher } from "react-router";
import { Button } from "../../../components/ui/button";
import type { Result } from "../../../lib/result";
import { useResultToast } from "../../../lib/use-result-toast";

/** Deactivates an active account (its sessions end at once) or reactivates a deactivated one, in one step. */
export function StatusToggle({ userId, name, active }: { userId: string; name: string; active: boolean }) {
  const fetcher = useFetcher<Result>();
  useResultToast(fetcher.data);
  const label = active ? "Désactiver" : "Réactiver";
  return (
    <fetcher.Form method="post" action="?intent=status">
      <input type="hidden" name="userId" value={userId} />
      <input type="hidden" name="active" value={String(!active)} />
      <Button
        type="submit"
        variant={active ? "ghost" : "outline"}
        size="sm"
        disabled={fetcher.state !== "idle"}
        aria-label={`${label} le compte de ${name}`}
      >
        {label}
      </Button>
    </fetcher.Form>
  );
}
