import { Form, useNavigation } from "react-router";
import { Button } from "../../../components/ui/button";
import { EnumOptions, NativeSelect, Textarea } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from "../../../domain/enums";
import { LEAD_LIMITS } from "../../../domain/leads";
import type { Result } from "../../../lib/result";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { leadUpdateSchema } from "../inbox.schema";

/** A lead's status and internal note, as staff set them (a plain POST: it works without JavaScript). */
export function FollowUpForm({ status, note, result }: { status: LeadStatus; note: string; result?: Result }) {
  const saving = useNavigation().state === "submitting";
  const { fields, formProps } = useSchemaForm({
    id: "lead-follow-up",
    check: schemaCheck(leadUpdateSchema),
    defaultValue: { status, note },
    result,
  });

  return (
    <>
      {result ? (
        <p role={result.ok ? "status" : "alert"} className="mt-3 text-sm font-medium">
          {result.message}
        </p>
      ) : null}
      <Form {...formProps} className="mt-4 space-y-4">
        <FormField label="Statut" meta={fields.status}>
          {(control) => (
            <NativeSelect {...control}>
              <EnumOptions values={LEAD_STATUSES} labels={LEAD_STATUS_LABELS} />
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label="Note interne"
          meta={fields.note}
          hint={`Visible du personnel uniquement, ${LEAD_LIMITS.note} caractères au plus.`}
        >
          {(control) => <Textarea {...control} rows={6} />}
        </FormField>
        <Button type="submit" disabled={saving}>
          {saving ? "Enregistrement..." : "Enregistrer"}
        </Button>
      </Form>
    </>
  );
}
