import { Button } from "../../../components/ui/button";
import { ButtonDialog } from "../../../components/ui/button-dialog";
import { formatInZone } from "../../../lib/time";

/**
 * « Code de pointage »: prints the site's A4 sheet with a new QR code and short code. The code is kept hashed, so each
 * print makes a new one, and the old sheet stops working: the dialog says so before. A plain form, so that the
 * browser downloads the PDF the server answers.
 */
export function AttendanceCodeDialog({
  site,
  zone,
}: {
  site: { id: string; name: string; attendanceCodeSetAt: Date | string | null };
  zone: string;
}) {
  const printed = site.attendanceCodeSetAt ? formatInZone(site.attendanceCodeSetAt, "dd/MM/yyyy", zone) : null;
  return (
    <ButtonDialog
      label="Code de pointage"
      ariaLabel={`Code de pointage de ${site.name}`}
      variant="outline"
      title="Imprimer un nouveau code de pointage"
      description={
        printed
          ? `Le code affiché sur le site « ${site.name} » depuis le ${printed} cessera de fonctionner : remplacez l'affiche sur place.`
          : `Le site « ${site.name} » n'a pas encore de code : imprimez l'affiche et posez-la à l'entrée.`
      }
    >
      {(close) => (
        <form
          method="post"
          action={`/admin/sites/${site.id}/code-pointage.pdf`}
          // Closed once the browser has sent the form: closing at once would unmount the form and cancel the download.
          onSubmit={() => window.setTimeout(close)}
          className="flex flex-wrap justify-end gap-2"
        >
          <Button variant="outline" onClick={close}>
            Annuler
          </Button>
          <Button type="submit">Imprimer le nouveau code</Button>
        </form>
      )}
    </ButtonDialog>
  );
}
