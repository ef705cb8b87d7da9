import { data } from "react-router";
import { BackLink } from "../components/ui/back-link";
import { Card } from "../components/ui/card";
import { LEAD_TYPE_LABELS } from "../domain/enums";
import { getApplication } from "../features/applications/applications.server";
import { QuoteConversion } from "../features/clients/components/quote-conversion";
import { FollowUpForm } from "../features/inbox/components/follow-up-form";
import { StatusBadge } from "../features/inbox/components/status-badge";
import { mailtoHref, referenceOf, replySubject, telHref } from "../features/inbox/inbox";
import { leadKeySchema, leadUpdateSchema } from "../features/inbox/inbox.schema";
import { getContactMessage, getQuoteRequest, getSubscriber, updateLead } from "../features/inbox/inbox.server";
import { type LeadRecord, leadFields } from "../features/inbox/lead-fields.server";
import { getClientRequest } from "../features/inbox/request-leads.server";
import { unsubscribeUrl } from "../features/newsletter/newsletter.server";
import { getEnv } from "../lib/env.server";
import { parseSubmission, readForm } from "../lib/lead-submission.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { failure, success } from "../lib/result";
import { staffMeta } from "../lib/seo";
import type { Route } from "./+types/admin-inbox-detail";

/** How each type of lead is read by its id. */
const READ_LEAD: { [Lead in LeadRecord as Lead["type"]]: (id: string) => Promise<Lead["row"] | null> } = {
  contact: getContactMessage,
  quote: getQuoteRequest,
  newsletter: getSubscriber,
  application: getApplication,
  request: getClientRequest,
};

async function findLead(params: { type?: string; id?: string }): Promise<LeadRecord | null> {
  const key = leadKeySchema.safeParse(params);
  if (!key.success) return null;
  const { type, id } = key.data;
  const row = await READ_LEAD[type](id);
  // The table reads each type's own row; TypeScript does not carry that pairing through an indexed call.
  return row ? ({ type, row } as LeadRecord) : null;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUserWithRole(request, ["admin", "manager"]);
  const lead = await findLead(params);
  if (!lead) throw data(null, { status: 404 });
  return {
    type: lead.type,
    status: lead.row.status,
    note: lead.row.note,
    fields: leadFields(lead, getEnv().APP_TIME_ZONE),
    reference: referenceOf(lead.type, lead.row.id),
    replySubject: replySubject(lead.type, lead.row.id),
    unsubscribeLink: lead.type === "newsletter" ? unsubscribeUrl(lead.row.unsubscribeToken) : null,
    cvLink: lead.type === "application" ? `/admin/inbox/application/${lead.row.id}/cv` : null,
    conversion: lead.type === "quote" ? { quoteId: lead.row.id, clientId: lead.row.clientId } : null,
    photoLink: lead.type === "request" && lead.row.hasPhoto ? `/admin/inbox/request/${lead.row.id}/photo` : null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireUserWithRole(request, ["admin", "manager"]);
  const key = leadKeySchema.safeParse(params);
  if (!key.success) return failure(404, "NOT_FOUND", "Demande introuvable.");
  const formData = await readForm(request);
  const submission = formData ? await parseSubmission(formData, leadUpdateSchema) : null;
  if (submission?.status !== "success")
    return failure(400, "VALIDATION_ERROR", "Données du formulaire invalides", {
      ...(submission ? { submission: submission.reply() } : {}),
    });
  if (!(await updateLead(key.data.type, key.data.id, submission.value)))
    return failure(404, "NOT_FOUND", "Demande introuvable.");
  return success("Modifications enregistrées", { submission: submission.reply() });
}

export const meta: Route.MetaFunction = (args) =>
  staffMeta("Détail de la demande", `/admin/inbox/${args.params.type}/${args.params.id}`)(args);

export default function InboxDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { type, status, note, fields, reference, replySubject, unsubscribeLink, cvLink, conversion, photoLink } =
    loaderData;
  /** E-mail and phone as links: a reply (under the lead's reference) or a call is one tap away; a photo as itself. */
  const shownValue = (label: string, value: string) => {
    if (label === "Photo" && photoLink)
      return (
        <a href={photoLink} className="inline-block">
          <img
            src={photoLink}
            alt="Cliché joint par le client à sa demande"
            className="max-h-96 w-auto rounded-md border border-slate-200"
          />
        </a>
      );
    if (!value) return "—";
    const href = label === "E-mail" ? mailtoHref(value, replySubject) : label === "Téléphone" ? telHref(value) : null;
    return href ? (
      <a href={href} className="text-brand-700 underline">
        {value}
      </a>
    ) : (
      value
    );
  };

  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <BackLink to="/admin/inbox">Retour aux demandes</BackLink>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{LEAD_TYPE_LABELS[type]}</h1>
        <StatusBadge status={status} />
        {reference ? <p className="text-sm text-slate-700">Référence : {reference}</p> : null}
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <h2 className="text-lg font-semibold text-slate-900">Informations transmises</h2>
          <dl className="mt-4 divide-y divide-slate-100">
            {fields.map(([label, value]) => (
              <div key={label} className="grid gap-1 py-3 sm:grid-cols-3">
                <dt className="text-sm font-medium text-slate-600">{label}</dt>
                <dd className="whitespace-pre-wrap break-words text-slate-900 sm:col-span-2">
                  {shownValue(label, value)}
                </dd>
              </div>
            ))}
            {unsubscribeLink ? (
              <div className="grid gap-1 py-3 sm:grid-cols-3">
                <dt className="text-sm font-medium text-slate-600">Lien de désinscription</dt>
                <dd className="break-all sm:col-span-2">
                  <a href={unsubscribeLink} className="text-brand-700 underline">
                    {unsubscribeLink}
                  </a>
                </dd>
              </div>
            ) : null}
            {cvLink ? (
              <div className="grid gap-1 py-3 sm:grid-cols-3">
                <dt className="text-sm font-medium text-slate-600">CV</dt>
                <dd className="sm:col-span-2">
                  <a href={cvLink} className="text-brand-700 underline" download>
                    Télécharger le CV
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
        </Card>

        <div className="space-y-8">
          {conversion ? <QuoteConversion {...conversion} /> : null}
          <Card>
            <h2 className="text-lg font-semibold text-slate-900">Suivi</h2>
            <FollowUpForm status={status} note={note} result={actionData} />
          </Card>
        </div>
      </div>
    </section>
  );
}
