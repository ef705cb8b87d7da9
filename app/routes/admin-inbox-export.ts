import { LEAD_TYPES, type LeadType } from "../domain/enums";
import { inboxFiltersSchema } from "../features/inbox/inbox.schema";
import { exportRows } from "../features/inbox/inbox.server";
import { type LeadRecord, leadCsvColumns } from "../features/inbox/lead-fields.server";
import { toCsv } from "../lib/csv";
import { getEnv } from "../lib/env.server";
import { requireUserWithRole } from "../lib/permissions.server";
import type { Route } from "./+types/admin-inbox-export";

const FILE_NAMES: Record<LeadType, string> = {
  contact: "messages",
  quote: "devis",
  newsletter: "lettre-information",
  application: "candidatures",
  request: "demandes-clients",
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireUserWithRole(request, ["admin", "manager"]);
  const params = new URL(request.url).searchParams;
  const filters = inboxFiltersSchema.parse(Object.fromEntries(params));
  const type: LeadType = (LEAD_TYPES as readonly string[]).includes(filters.type)
    ? (filters.type as LeadType)
    : "contact";
  const zone = getEnv().APP_TIME_ZONE;
  const records = (await exportRows(type, filters.status)).map((row) => ({ type, row }) as LeadRecord);
  const header = records[0] ? leadCsvColumns(records[0], zone).header : emptyHeader(type, zone);
  const csv = toCsv(
    header,
    records.map((record) => leadCsvColumns(record, zone).cells),
  );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="demandes-${FILE_NAMES[type]}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}

/** The header of an empty export, from a blank record of the type. */
function emptyHeader(type: LeadType, zone: string): string[] {
  const base = { id: "", status: "new" as const, note: "", createdAt: new Date(0), updatedAt: new Date(0) };
  const contact = { ...base, name: "", email: "", phone: null, subject: "", message: "" };
  const blank: Record<LeadType, LeadRecord> = {
    contact: { type: "contact", row: contact },
    quote: {
      type: "quote",
      row: {
        ...contact,
        phone: "",
        company: null,
        address: "",
        city: "",
        zipCode: "",
        serviceType: "",
        propertyType: "",
        area: "",
        frequency: "",
        startDate: null,
        specificRequirements: null,
        clientId: null,
        siteId: null,
        convertedAt: null,
      },
    },
    newsletter: {
      type: "newsletter",
      row: { ...base, email: "", consentedAt: new Date(0), unsubscribeToken: "", unsubscribedAt: null },
    },
    application: {
      type: "application",
      row: { ...contact, phone: "", offerId: "", offerTitle: "", consentedAt: new Date(0) },
    },
    request: {
      type: "request",
      row: {
        ...base,
        siteName: "",
        clientName: "",
        name: "",
        email: "",
        kind: "",
        message: "",
        hasPhoto: false,
      },
    },
  };
  return leadCsvColumns(blank[type], zone).header;
}
