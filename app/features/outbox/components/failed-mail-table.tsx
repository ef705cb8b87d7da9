import { useFetcher } from "react-router";
import { Button } from "../../../components/ui/button";
import { Table, TableHead, Td } from "../../../components/ui/table";
import type { Result } from "../../../lib/result";
import { useResultToast } from "../../../lib/use-result-toast";

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
  const fetcher = useFetcher<Result>();
  useResultToast(fetcher.data);
  return (
    <fetcher.Form method="post" action="?intent=resend">
      <input type="hidden" name="mailId" value={mailId} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={fetcher.state !== "idle"}
        aria-label={`Renvoyer le courriel « ${subject} »`}
      >
        Renvoyer
      </Button>
    </fetcher.Form>
  );
}

export function FailedMailTable({ rows }: { rows: FailedMailView[] }) {
  return (
    <Table>
      <caption className="sr-only">Courriels en échec</caption>
      <TableHead columns={["Date", "Destinataire", "Objet", "Dernière erreur", "Action"]} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
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
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
