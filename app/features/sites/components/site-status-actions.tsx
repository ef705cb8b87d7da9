import { useFetcher } from "react-router";
import { Button } from "../../../components/ui/button";
import { ButtonDialog } from "../../../components/ui/button-dialog";
import { ConfirmDeleteForm } from "../../../components/ui/confirm-delete-form";
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
  return (
    <ButtonDialog
      label="Supprimer"
      ariaLabel={`Supprimer ${site.name}`}
      variant="destructive"
      title="Confirmer la suppression"
      description={`Êtes-vous sûr de vouloir supprimer le site « ${site.name} » ? Aucun planning n'y est rattaché. Cette action est irréversible.`}
    >
      {(close) => <ConfirmDeleteForm intent="delete" id={site.id} onDone={close} />}
    </ButtonDialog>
  );
}
