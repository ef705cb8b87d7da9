import { useMemo } from "react";
import { toast } from "sonner";
import { Button, buttonClass } from "../../../components/ui/button";
import { TableHead, Td } from "../../../components/ui/table";
import { fullName } from "../../../domain/people";
import { copyToClipboard } from "../../../lib/copy-to-clipboard";
import { formatDateTime } from "../../../lib/time";
import { type Planning, type PlanningSite, placeText } from "../schedules";
import { mailtoUrl, recipientPhone, shareEmailSubject, shareText, whatsappUrl } from "../share-text";
import type { PickableStaff } from "../staff-choices";
import { DialogActions, DialogFrame } from "./dialog-frame";

export function ShareDialog({
  zone,
  onClose,
  plannings,
  staff,
  sites,
}: {
  zone: string;
  onClose: () => void;
  plannings: Planning[];
  /** Whose phones the WhatsApp link may open a conversation with. */
  staff: readonly PickableStaff[];
  /** The active sites, whose access instructions go to the one person working them. */
  sites: readonly PlanningSite[];
}) {
  const now = useMemo(() => new Date(), []);
  const text = shareText(plannings, now, zone);
  const phone = recipientPhone(plannings, staff);
  const accessOf = (planning: Planning) => sites.find((site) => site.id === planning.site?.id)?.accessInstructions;
  const whatsappText = phone ? shareText(plannings, now, zone, accessOf) : text;
  const copy = () =>
    copyToClipboard(text, {
      copied: { title: "Copié !", description: "Le planning a été copié dans le presse-papiers." },
      failed: { title: "Erreur", description: "Impossible de copier le planning." },
    });
  return (
    <DialogFrame
      title="Partager le planning"
      description={`${plannings.length} planning${plannings.length > 1 ? "s" : ""} sélectionné${plannings.length > 1 ? "s" : ""}`}
      wide="table"
      onClose={onClose}
    >
      {/* No scrolling region: the cells wrap, so that the preview reads on a phone too. */}
      <div className="rounded-lg border border-slate-200">
        <table className="w-full table-fixed text-left text-sm break-words">
          <TableHead columns={["Titre", "Employés", "Lieu", "Début", "Fin"]} />
          <tbody>
            {plannings.map((planning) => (
              <tr key={planning.id}>
                <Td>{planning.title}</Td>
                <Td>{planning.assignedUsers.map(fullName).join(", ") || "Aucun employé assigné"}</Td>
                <Td>{placeText(planning)}</Td>
                <Td>{formatDateTime(planning.startTime, zone)}</Td>
                <Td>{formatDateTime(planning.endTime, zone)}</Td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <DialogActions>
        <a
          className={buttonClass("outline")}
          href={whatsappUrl(whatsappText, phone)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() =>
            toast.success("WhatsApp ouvert", { description: "Le planning a été préparé pour partage sur WhatsApp." })
          }
        >
          WhatsApp
        </a>
        <a
          className={buttonClass("outline")}
          href={mailtoUrl(shareEmailSubject(now, zone), text)}
          onClick={() =>
            toast.success("Email ouvert", { description: "Le planning a été préparé pour envoi par email." })
          }
        >
          Email
        </a>
        <Button onClick={copy}>Copier</Button>
      </DialogActions>
    </DialogFrame>
  );
}
