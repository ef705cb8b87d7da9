import { BackLink } from "../../../components/ui/back-link";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { PAYROLL_VARIABLE_LABELS, PAYROLL_VARIABLES, type PayrollVariable } from "../../../domain/enums";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { payrollCodesSchema } from "../payroll-codes.schema";

/**
 * /admin/hours/silae: the company's Silae code of each payroll variable, which the export « silae-AAAA-MM.csv » uses;
 * a variable without a code is left out of it.
 */
export function PayrollCodesForm({ codes }: { codes: Partial<Record<PayrollVariable, string>> }) {
  const { fetcher, busy, fields, formProps } = useSchemaForm({
    id: "payroll-codes",
    check: schemaCheck(payrollCodesSchema),
    defaultValue: Object.fromEntries(PAYROLL_VARIABLES.map((variable) => [variable, codes[variable] ?? ""])),
  });
  return (
    <section className="mx-auto max-w-2xl space-y-6 px-4 py-6 sm:px-6 md:py-10">
      <div>
        <BackLink to="/admin/hours">Heures du mois</BackLink>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 md:text-3xl">Codes Silae</h1>
        <p className="mt-1 text-slate-700">
          Le code de chaque variable de paie dans votre dossier Silae. L'export Silae du mois donne, pour chaque salarié
          qui a un matricule, une ligne par variable codée : matricule, code, valeur, date de début, date de fin. Une
          variable sans code n'est pas exportée.
        </p>
      </div>
      <fetcher.Form {...formProps} className="space-y-4">
        <input type="hidden" name="intent" value="codes" />
        <div className="grid gap-4 sm:grid-cols-2">
          {PAYROLL_VARIABLES.map((variable) => (
            <FormField
              key={variable}
              label={PAYROLL_VARIABLE_LABELS[variable].label}
              meta={fields[variable]}
              hint={`En ${PAYROLL_VARIABLE_LABELS[variable].unit}.`}
            >
              {(control) => <Input {...control} maxLength={20} autoComplete="off" className="min-h-11" />}
            </FormField>
          ))}
        </div>
        <Button type="submit" disabled={busy} className="min-h-11">
          Enregistrer
        </Button>
      </fetcher.Form>
    </section>
  );
}
