import { useFetcher } from "react-router";
import { Button } from "../../../components/ui/button";
import { Table, Td, Th } from "../../../components/ui/table";
import type { Result } from "../../../lib/result";
import { useResultToast } from "../../../lib/use-result-toast";
import type { PendingAccount } from "../users.server";

/**
 * The self-registered accounts awaiting approval. Admins approve (an active employee) or refuse (the account is
 * deleted) them; `decide` false lists them only.
 */
export function PendingAccounts({ accounts, decide }: { accounts: PendingAccount[]; decide: boolean }) {
  if (accounts.length === 0) return null;
  return (
    <section aria-labelledby="pending-title" className="mt-8">
      <h2 id="pending-title" className="text-lg font-semibold text-slate-900">
        Comptes en attente
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Inscrits depuis le site, ils n'ont accès à rien et ne reçoivent aucun planning tant qu'un administrateur ne les
        a pas approuvés.
      </p>
      <div className="mt-4">
        <Table>
          <caption className="sr-only">Comptes en attente d'approbation</caption>
          <thead>
            <tr>
              <Th>Nom</Th>
              <Th>Email</Th>
              <Th>Inscription</Th>
              {decide ? <Th>Décision</Th> : null}
            </tr>
          </thead>
          <tbody>
            {accounts.map((row) => (
              <tr key={row.id}>
                <Td className="font-medium text-slate-900">{row.name}</Td>
                <Td>{row.email}</Td>
                <Td>{row.signedUpAt}</Td>
                {decide ? (
                  <Td>
                    <Decision account={row} />
                  </Td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </section>
  );
}

function Decision({ account }: { account: PendingAccount }) {
  const fetcher = useFetcher<Result>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  return (
    <div className="flex gap-2">
      <fetcher.Form method="post" action="?intent=approve">
        <input type="hidden" name="userId" value={account.id} />
        <Button type="submit" size="sm" disabled={busy} aria-label={`Approuver le compte de ${account.name}`}>
          Approuver
        </Button>
      </fetcher.Form>
      <fetcher.Form method="post" action="?intent=refuse">
        <input type="hidden" name="userId" value={account.id} />
        <Button
          type="submit"
          variant="ghost"
          size="sm"
          disabled={busy}
          aria-label={`Refuser le compte de ${account.name}`}
        >
          Refuser
        </Button>
      </fetcher.Form>
    </div>
  );
}
