import { Building2, FileText, Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { Card } from "../../../components/ui/card";
import { RecordHeader } from "../../../components/ui/record-header";
import { TEXT_LINK } from "../../../components/ui/text-link";
import type { ClientFile } from "../clients.server";
import { AddContactDialog, DeleteContactDialog, EditClientDialog, InviteContactDialog } from "./client-forms";

/** A client's page: billing identity, contacts, sites, and the quote requests it was made from. */
export function ClientPage({ client }: { client: ClientFile }) {
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <RecordHeader
        back={{ to: "/admin/clients", label: "Retour aux clients" }}
        title={client.name}
        action={<EditClientDialog client={client} />}
      >
        <p className="mt-1 text-slate-700">
          Facturation : {client.billing}
          {client.siren ? ` · SIREN ${client.siren}` : ""}
        </p>
      </RecordHeader>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-semibold text-slate-900">Contacts</h2>
            <AddContactDialog />
          </div>
          <ul className="mt-3 space-y-3">
            {client.contacts.map((contact) => (
              <li key={contact.id}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium break-words text-slate-900">{contact.name}</p>
                  <div className="flex flex-wrap gap-2">
                    {client.sites.length > 0 ? <InviteContactDialog contact={contact} sites={client.sites} /> : null}
                    {client.contacts.length > 1 ? <DeleteContactDialog contact={contact} /> : null}
                  </div>
                </div>
                {contact.portalSiteIds ? (
                  <p className="text-sm text-slate-700">
                    Portail client :{" "}
                    {client.sites
                      .filter((site) => contact.portalSiteIds?.includes(site.id))
                      .map((site) => site.name)
                      .join(", ")}
                  </p>
                ) : null}
                <p className="flex items-center gap-2">
                  <Mail aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
                  <a href={`mailto:${contact.email}`} className={`${TEXT_LINK} break-all`}>
                    {contact.email}
                  </a>
                </p>
                {contact.phone ? (
                  <p className="flex items-center gap-2">
                    <Phone aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
                    <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className={TEXT_LINK}>
                      {contact.phone}
                    </a>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <h2 className="text-lg font-semibold text-slate-900">Sites</h2>
          <ul className="mt-3 space-y-3">
            {client.sites.map((site) => (
              <li key={site.id} className="flex items-start gap-2">
                <Building2 aria-hidden="true" className="mt-1 size-4 shrink-0 text-slate-600" />
                <div className="min-w-0">
                  <Link to={`/admin/sites/${site.id}`} className={`${TEXT_LINK} break-words`}>
                    {site.name}
                    {site.active ? "" : " (archivé)"}
                  </Link>
                  <p className="break-words text-slate-700">{site.address}</p>
                </div>
              </li>
            ))}
          </ul>
          <Link to="/admin/sites" className={TEXT_LINK}>
            Gérer les sites
          </Link>
        </Card>
      </div>
      {client.quotes.length > 0 ? (
        <Card>
          <h2 className="text-lg font-semibold text-slate-900">Demandes de devis d'origine</h2>
          <ul className="mt-2">
            {client.quotes.map((quote) => (
              <li key={quote.reference} className="flex items-center gap-2">
                <FileText aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
                <Link to={quote.href} className={TEXT_LINK}>
                  Devis {quote.reference}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </section>
  );
}
