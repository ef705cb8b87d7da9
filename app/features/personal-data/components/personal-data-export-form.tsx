import { FileArchive } from "lucide-react";
import { Form } from "react-router";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { Panel } from "../../../components/ui/panel";
import type { Result } from "../../../lib/result";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { PERSONAL_DATA_INTENT, PERSONAL_DATA_MESSAGES, personalDataRequestSchema } from "../personal-data.schema";

/**
 * Downloads the zip of everything held about an address, with or without an account (a lead, a candidate). A plain
 * post that reloads the document: the browser saves the archive and stays on the page, or shows the refusal.
 */
export function PersonalDataExportForm({ result }: { result: Result | undefined }) {
  const { fields, formProps } = useSchemaForm({
    id: "personal-data",
    check: schemaCheck(personalDataRequestSchema),
    result: result?.intent === PERSONAL_DATA_INTENT ? result : undefined,
  });
  return (
    <Panel id="donnees-personnelles" title={PERSONAL_DATA_MESSAGES.title} icon={FileArchive}>
      <p className="text-sm text-slate-600">{PERSONAL_DATA_MESSAGES.lead}</p>
      <Form
        {...formProps}
        action={`?intent=${PERSONAL_DATA_INTENT}`}
        reloadDocument
        className="mt-3 flex flex-wrap items-end gap-3"
      >
        <FormField label={PERSONAL_DATA_MESSAGES.field} meta={fields.email} required className="min-w-64 flex-1">
          {(control) => <Input {...control} type="email" autoComplete="off" />}
        </FormField>
        <Button type="submit">{PERSONAL_DATA_MESSAGES.submit}</Button>
      </Form>
    </Panel>
  );
}
