import { Link } from "react-router";
import { Table, Td, Th } from "../../../components/ui/table";
import { CONTACT_SUBJECT_LABELS, LEAD_TYPE_LABELS, type LeadStatus, type LeadType } from "../../../domain/enums";
import { labelOf } from "../../../domain/leads";
import { SERVICE_TYPE_LABELS } from "../../../domain/services";
import { mailtoHref, replySubject } from "../inbox";
import { StatusBadge } from "./status-badge";

export interface InboxListRow {
  type: LeadType;
  id: string;
  receivedAt: string;
  status: LeadStatus;
  name: string | null;
  email: string;
  summary: string | null;
}

function summaryText(row: InboxListRow): string {
  if (row.type === "contact") return labelOf(CONTACT_SUBJECT_LABELS, row.summary);
  if (row.type === "quote") return labelOf(SERVICE_TYPE_LABELS, row.summary);
  if (row.type === "application" || row.type === "request") return row.summary ?? "";
  return row.summary === "subscribed" ? "Inscrit" : "Désinscrit";
}

export function InboxTable({ rows }: { rows: InboxListRow[] }) {
  return (
    <Table>
      <caption className="sr-only">Demandes reçues, les plus récentes d'abord</caption>
      <thead>
        <tr>
          <Th>Reçu le</Th>
          <Th>Type</Th>
          <Th>Statut</Th>
          <Th>Nom</Th>
          <Th>E-mail</Th>
          <Th>Objet</Th>
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.type}-${row.id}`}>
            <Td className="whitespace-nowrap">{row.receivedAt}</Td>
            <Td>{LEAD_TYPE_LABELS[row.type]}</Td>
            <Td>
              <StatusBadge status={row.status} />
            </Td>
            <Td>{row.name ?? "—"}</Td>
            <Td className="break-all">
              <a href={mailtoHref(row.email, replySubject(row.type, row.id))} className="text-brand-700 underline">
                {row.email}
              </a>
            </Td>
            <Td>{summaryText(row)}</Td>
            <Td>
              <Link
                to={`/admin/inbox/${row.type}/${row.id}`}
                className="font-medium text-brand-700 underline"
                aria-label={`Voir la demande de ${row.name ?? row.email} du ${row.receivedAt}`}
              >
                Voir
              </Link>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
