import { ConfirmDeleteDialog } from "../../../components/ui/confirm-delete-dialog";
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
      {deletable ? (
        <ConfirmDeleteDialog
          intent="delete"
          id={site.id}
          ariaLabel={`Supprimer ${site.name}`}
          description={`Êtes-vous sûr de vouloir supprimer le site « ${site.name} » ? Aucun planning n'y est rattaché. Cette action est irréversible.`}
        />
      ) : null}
    </>
  );
}

const label = (toggle: "archive" | "reactivate") => (toggle === "archive" ? "Archiver" : "Réactiver");
