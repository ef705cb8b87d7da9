import { RowActionForm } from "../../../components/ui/row-action-form";
import { DataTable, Td } from "../../../components/ui/table";

export interface FailedMailView {
  id: string;
  to: string;
  subject: string;
  lastError: string | null;
  attempts: number;
  /** Already formatted in the company's time zone. */
  createdAt: string;
}

function ResendButton({ mailId, subject }: { mailId: string; subject: string }) {
  return (
    <RowActionForm
      intent="resend"
      field={{ name: "mailId", value: mailId }}
      label="Renvoyer"
      ariaLabel={`Renvoyer le courriel « ${subject} »`}
    />
  );
}

export function FailedMailTable({ rows }: { rows: FailedMailView[] }) {
  return (
    <DataTable
      caption="Courriels en échec"
      columns={["Date", "Destinataire", "Objet", "Dernière erreur", "Action"]}
      items={rows}
    >
      {(row) => (
        <>
          <Td className="whitespace-nowrap">{row.createdAt}</Td>
          <Td className="break-all">{row.to}</Td>
          <Td>{row.subject}</Td>
          <Td className="text-slate-700">
            {row.lastError ?? "—"}
            <span className="block text-xs text-slate-600">{`${row.attempts} tentative${row.attempts > 1 ? "s" : ""}`}</span>
          </Td>
          <Td>
            <ResendButton mailId={row.id} subject={row.subject} />
          </Td>
        </>
      )}
    </DataTable>
  );
}
