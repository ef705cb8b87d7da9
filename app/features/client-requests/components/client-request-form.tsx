import type { FieldMetadata } from "@conform-to/react";
import type { z } from "zod";
import { Button } from "../../../components/ui/button";
import { ChoiceFieldset, ChoiceTiles } from "../../../components/ui/choice-fields";
import { Input, RowSelect, Textarea } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { ResultAlert } from "../../../components/ui/result-alert";
import { CLIENT_REQUEST_MESSAGE_MAX } from "../../../domain/client-requests";
import { CLIENT_REQUEST_KIND_LABELS, CLIENT_REQUEST_KINDS } from "../../../domain/enums";
import { PHOTO_ACCEPT, PHOTO_MAX_MEGABYTES } from "../../../domain/photos";
import type { Result } from "../../../lib/result";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { clientRequestSchema } from "../client-requests.schema";

type RequestInput = z.input<typeof clientRequestSchema>;
type RequestOutput = z.output<typeof clientRequestSchema>;

/** « Intervention supplémentaire » or « Réclamation »: two large choices, each a 44 px target. */
function KindChoice({ meta }: { meta: FieldMetadata<unknown, Record<string, unknown>, string[]> }) {
  return (
    <ChoiceFieldset meta={meta} legend="Type de demande" required>
      <ChoiceTiles
        meta={meta}
        type="radio"
        values={CLIENT_REQUEST_KINDS}
        className="mt-1 grid gap-2 sm:grid-cols-2"
        tileClassName="gap-3 px-3 text-slate-900 has-checked:border-brand-700 has-checked:bg-brand-50"
        input={{ required: true, className: "size-5" }}
      >
        {(kind) => CLIENT_REQUEST_KIND_LABELS[kind]}
      </ChoiceTiles>
    </ChoiceFieldset>
  );
}

/**
 * A client's request about one of its sites, with an optional photo taken on the spot. Posted as multipart: with
 * JavaScript through the fetcher (its refusals toasted), without it as a plain post whose answer the page shows.
 */
export function ClientRequestForm({
  sites,
  siteId,
  result,
}: {
  sites: Array<{ id: string; name: string }>;
  siteId: string | null;
  result?: Result;
}) {
  const { fetcher, fields, formProps, busy } = useSchemaForm<RequestInput, RequestOutput>({
    id: "client-request",
    check: schemaCheck(clientRequestSchema),
    result,
    defaultValue: siteId ? { siteId } : undefined,
    toastRefusals: "first",
  });
  const length = fields.message.value?.length ?? 0;
  return (
    <fetcher.Form {...formProps} action="?intent=send" encType="multipart/form-data" className="space-y-5">
      <ResultAlert result={result} className="" />
      <FormField label="Site" meta={fields.siteId} required>
        {(control) => <RowSelect {...control} className="h-11" placeholder="Choisissez un site" rows={sites} />}
      </FormField>
      <KindChoice meta={fields.kind} />
      <FormField
        label="Message"
        meta={fields.message}
        required
        hint={`${length} / ${CLIENT_REQUEST_MESSAGE_MAX} caractères`}
      >
        {(control) => <Textarea {...control} rows={6} maxLength={CLIENT_REQUEST_MESSAGE_MAX} />}
      </FormField>
      <FormField
        label="Photo (facultative)"
        meta={fields.photo}
        hint={`JPEG, PNG ou WebP, ${PHOTO_MAX_MEGABYTES} Mo au plus.`}
      >
        {({ defaultValue: _none, ...control }) => (
          <Input
            {...control}
            type="file"
            accept={PHOTO_ACCEPT}
            capture="environment"
            className="h-auto min-h-11 py-2"
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
        {busy ? "Envoi..." : "Envoyer la demande"}
      </Button>
    </fetcher.Form>
  );
}
