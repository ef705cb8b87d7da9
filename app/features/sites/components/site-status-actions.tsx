import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { DialogActions } from "../../../components/ui/dialog-actions";
import type { Result } from "../../../lib/result";
import { useResultToast } from "../../../lib/use-result-toast";
import { type SiteSummary, siteActions } from "../sites";

/** 'Archiver' or 'Réactiver', and 'Supprimer' (after confirmation) for a site where nothing was planned. */
export function SiteStatusActions({ site }: { site: SiteSummary }) {
  const fetcher = useFetcher<Result>();
  useResultToast(fetcher.data);
  const { toggle, deletable } = siteActions(site);
  const busy = fetcher.state !== "idle";
  return (
    <>
      <fetcher.Form method="post" action={`?intent=${toggle}`}>
        <input type="hidden" name="id" value={site.id} />
        <Button type="submit" variant="outline" size="sm" disabled={busy} aria-label={`${label(toggle)} ${site.name}`}>
          {label(toggle)}
        </Button>
      </fetcher.Form>
      {deletable ? <DeleteSiteDialog site={site} /> : null}
    </>
  );
}

const label = (toggle: "archive" | "reactivate") => (toggle === "archive" ? "Archiver" : "Réactiver");

function DeleteSiteDialog({ site }: { site: SiteSummary }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<Result>();
  const busy = fetcher.state !== "idle";
  useResultToast(fetcher.data, (result) => {
    if (result.ok) setOpen(false);
  });
  return (
    <>
      <Button variant="destructive" size="sm" onClick={() => setOpen(true)} aria-label={`Supprimer ${site.name}`}>
        Supprimer
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Confirmer la suppression"
        description={`Êtes-vous sûr de vouloir supprimer le site « ${site.name} » ? Aucun planning n'y est rattaché. Cette action est irréversible.`}
      >
        <fetcher.Form method="post" action="?intent=delete">
          <input type="hidden" name="id" value={site.id} />
          <DialogActions
            onCancel={() => setOpen(false)}
            busy={busy}
            submitLabel="Supprimer"
            busyLabel="Suppression..."
            variant="destructive"
          />
        </fetcher.Form>
      </Dialog>
    </>
  );
}
