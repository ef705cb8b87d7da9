import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import type { MutationResult } from "../../../lib/mutation-result";
import { useResultToast } from "../../../lib/use-result-toast";

export function DeleteEmployeeDialog({ employeeId, name }: { employeeId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<MutationResult>();
  const busy = fetcher.state !== "idle";
  useResultToast(fetcher.data, () => setOpen(false));
  return (
    <>
      <Button variant="destructive" size="sm" onClick={() => setOpen(true)} aria-label={`Supprimer ${name}`}>
        Supprimer
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Confirmer la suppression"
        description={`Êtes-vous sûr de vouloir supprimer le compte de ${name} ? Ses plannings lui seront retirés. Cette action est irréversible.`}
      >
        <fetcher.Form method="post" className="flex justify-end gap-2">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={employeeId} />
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Annuler
          </Button>
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? "Suppression..." : "Supprimer"}
          </Button>
        </fetcher.Form>
      </Dialog>
    </>
  );
}
