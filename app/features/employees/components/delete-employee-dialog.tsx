import { ButtonDialog } from "../../../components/ui/button-dialog";
import { ConfirmDeleteForm } from "../../../components/ui/confirm-delete-form";

export function DeleteEmployeeDialog({ employeeId, name }: { employeeId: string; name: string }) {
  return (
    <ButtonDialog
      label="Supprimer"
      ariaLabel={`Supprimer ${name}`}
      variant="destructive"
      title="Confirmer la suppression"
      description={`Êtes-vous sûr de vouloir supprimer le compte de ${name} ? Ses plannings lui seront retirés. Cette action est irréversible.`}
    >
      {(close) => <ConfirmDeleteForm intent="delete" id={employeeId} onDone={close} />}
    </ButtonDialog>
  );
}
