import { Form, Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { ResultAlert } from "../../../components/ui/result-alert";
import type { Result } from "../../../lib/result";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { forgotPasswordSchema } from "../password-reset.schema";
import { AuthCard } from "./auth-card";

/** Asks for a reset link by e-mail: a plain form post, the same answer whether the address has an account or not. */
export function ForgotPasswordForm({ result }: { result: Result | undefined }) {
  const { fields, formProps } = useSchemaForm({
    id: "forgot-password",
    check: schemaCheck(forgotPasswordSchema),
    result,
  });
  return (
    <AuthCard
      title="Mot de passe oublié"
      intro="Indiquez l'email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe."
    >
      <ResultAlert result={result} className="mt-4" />
      <Form {...formProps} className="mt-6 space-y-4">
        <FormField label="Email" meta={fields.email} required>
          {(control) => <Input {...control} type="email" autoComplete="email" maxLength={254} />}
        </FormField>
        <Button type="submit" className="w-full">
          Envoyer le lien
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/auth" className="font-semibold text-brand-800 underline-offset-4 hover:underline">
          Retour à la connexion
        </Link>
      </p>
    </AuthCard>
  );
}
