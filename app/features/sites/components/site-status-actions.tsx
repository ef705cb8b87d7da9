import { ButtonDialog } from "../../../components/ui/button-dialog";
import { ConfirmDeleteForm } from "../../../components/ui/confirm-delete-form";
import { RowActionForm } from "../../../components/ui/row-action-form";
import { type SiteSummary, siteActions } from "../sites";

/** 'Archiver' or 'Réactiver', and 'Supprimer' (after confirmation) for a site where nothing was planned. */
export function SiteStatusActions({ site }: { site: SiteSummary }) {
  const { toggle, deletable } = siteActions(site);
  return (
    <>
      <RowActionForm
        intent={toggle}
        field={{ name: "id", value: site.id }}
        label={label(toggle)}
        ariaLabel={`${label(toggle)} ${site.name}`}
      />
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
