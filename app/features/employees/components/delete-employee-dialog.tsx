import { ConfirmDeleteDialog } from "../../../components/ui/confirm-delete-dialog";

export function DeleteEmployeeDialog({ employeeId, name }: { employeeId: string; name: string }) {
  return (
    <ConfirmDeleteDialog
      intent="delete"
      id={employeeId}
      ariaLabel={`Supprimer ${name}`}
      description={`Êtes-vous sûr de vouloir supprimer le compte de ${name} ? Ses plannings lui seront retirés. Cette action est irréversible.`}
    />
  );
}
