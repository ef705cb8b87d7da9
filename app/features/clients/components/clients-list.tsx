import { Link } from "react-router";
import { Card } from "../../../components/ui/card";
import { PageHeader } from "../../../components/ui/page-header";
import { ResultAlert } from "../../../components/ui/result-alert";
import { DataTable, Td } from "../../../components/ui/table";
import { TEXT_LINK } from "../../../components/ui/text-link";
import type { Result } from "../../../lib/result";
import type { ClientRow } from "../clients.server";

/** /admin/clients: every client with its sites; a client is made from a quote request in the inbox. */
export function ClientsList({ clients, answer }: { clients: ClientRow[]; answer: Result | undefined }) {
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader title="Clients" lead="Les entreprises clientes et leurs sites." />
      <ResultAlert result={answer} className="" />
      {clients.length === 0 ? (
        <Card>
          <p className="text-slate-700">
            Aucun client pour l'instant. Ouvrez une demande de devis dans{" "}
            <Link to="/admin/inbox?type=quote" className="font-medium text-brand-700 underline">
              les demandes
            </Link>{" "}
            et choisissez « Créer le client ».
          </p>
        </Card>
      ) : (
        <DataTable caption="Clients" columns={["Client", "Ville de facturation", "Sites"]} items={clients}>
          {(client) => (
            <>
              <Td>
                <Link to={`/admin/clients/${client.id}`} className={TEXT_LINK}>
                  {client.name}
                </Link>
              </Td>
              <Td>{client.city}</Td>
              <Td>{client.sites}</Td>
            </>
          )}
        </DataTable>
      )}
    </section>
  );
}
