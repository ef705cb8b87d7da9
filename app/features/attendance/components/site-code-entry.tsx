import { Form, Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import type { Result } from "../../../lib/result";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { siteCodeSchema } from "../attendance.schema";

/**
 * /pointage: the site's code typed by hand, for a phone that cannot scan the QR code. `refusal` says why a scanned
 * code opened nothing.
 */
export function SiteCodeEntry({ result, refusal }: { result: Result | undefined; refusal?: string }) {
  const { fields, formProps } = useSchemaForm({ id: "code-site", check: schemaCheck(siteCodeSchema), result });
  return (
    <section className="mx-auto max-w-md space-y-5 px-4 py-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Pointage</h1>
        <p className="mt-1 text-slate-700">Saisissez le code affiché sur le site, sous le QR code.</p>
      </div>
      {refusal ? <Alert>{refusal}</Alert> : null}
      <Form {...formProps} action="/pointage" className="space-y-4">
        <FormField label="Code du site" meta={fields.code} hint="Par exemple : K7P3-QX9M" required>
          {(control) => (
            <Input
              {...control}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              className="text-xl tracking-widest uppercase"
            />
          )}
        </FormField>
        <Button type="submit" size="lg" className="w-full">
          Continuer
        </Button>
      </Form>
      <p className="text-sm text-slate-600">
        <Link to="/pointage/informations" className="font-medium text-brand-800 underline">
          Pointage : vos données et vos droits
        </Link>
      </p>
    </section>
  );
}
