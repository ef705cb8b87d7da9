import { Download } from "lucide-react";
import { Form, Link } from "react-router";
import { buttonClass } from "../components/ui/button";
import { EnumOptions } from "../components/ui/field";
import { FilterSelect } from "../components/ui/filter-select";
import { LEAD_STATUS_LABELS, LEAD_STATUSES, LEAD_TYPE_LABELS, LEAD_TYPES } from "../domain/enums";
import { type InboxListRow, InboxTable } from "../features/inbox/components/inbox-table";
import { inboxSearch, pageCount } from "../features/inbox/inbox";
import { inboxFiltersSchema } from "../features/inbox/inbox.schema";
import { listLeads } from "../features/inbox/inbox.server";
import { getEnv } from "../lib/env.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { staffMeta } from "../lib/seo";
import { formatDateTime } from "../lib/time";
import type { Route } from "./+types/admin-inbox";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUserWithRole(request, ["admin", "manager"]);
  const filters = inboxFiltersSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { rows, total } = await listLeads(filters);
  const zone = getEnv().APP_TIME_ZONE;
  return {
    filters,
    total,
    pages: pageCount(total),
    rows: rows.map((row): InboxListRow => ({ ...row, receivedAt: formatDateTime(row.createdAt, zone) })),
  };
}

export const meta: Route.MetaFunction = staffMeta("Demandes reçues", "/admin/inbox");

export default function InboxPage({ loaderData }: Route.ComponentProps) {
  const { filters, total, pages, rows } = loaderData;
  const page = Math.min(filters.page, pages);
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Demandes reçues</h1>
          <p className="mt-1 text-slate-600" aria-live="polite">
            {`${total} demande${total > 1 ? "s" : ""}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {LEAD_TYPES.map((type) => (
            <a
              key={type}
              href={`/admin/inbox/export.csv?type=${type}${filters.status === "all" ? "" : `&status=${filters.status}`}`}
              className={buttonClass("outline", "sm")}
              download
            >
              <Download aria-hidden="true" className="size-4" />
              Exporter {LEAD_TYPE_LABELS[type].toLowerCase()} (CSV)
            </a>
          ))}
        </div>
      </div>

      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4 rounded-lg bg-slate-50 p-4">
        <FilterSelect id="filtre-type" name="type" label="Type" defaultValue={filters.type} className="w-56">
          <option value="all">Tous les types</option>
          <EnumOptions values={LEAD_TYPES} labels={LEAD_TYPE_LABELS} />
        </FilterSelect>
        <FilterSelect id="filtre-statut" name="status" label="Statut" defaultValue={filters.status} className="w-48">
          <option value="all">Tous les statuts</option>
          <EnumOptions values={LEAD_STATUSES} labels={LEAD_STATUS_LABELS} />
        </FilterSelect>
        <button type="submit" className={buttonClass("primary")}>
          Filtrer
        </button>
      </Form>

      <div className="mt-6">
        {rows.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
            Aucune demande ne correspond à ces critères.
          </p>
        ) : (
          <InboxTable rows={rows} />
        )}
      </div>

      {pages > 1 ? (
        <nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-4">
          {page > 1 ? (
            <Link
              to={`/admin/inbox${inboxSearch({ ...filters, page: page - 1 })}`}
              className={buttonClass("outline", "sm")}
            >
              Page précédente
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-slate-700">
            Page {page} sur {pages}
          </p>
          {page < pages ? (
            <Link
              to={`/admin/inbox${inboxSearch({ ...filters, page: page + 1 })}`}
              className={buttonClass("outline", "sm")}
            >
              Page suivante
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
