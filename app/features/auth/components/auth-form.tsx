import type { FieldMetadata } from "@conform-to/react";
import { Form, Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { NameFields } from "../../../components/ui/name-fields";
import { useAuth } from "../../../lib/auth-context";
import type { Result } from "../../../lib/result";
import { signInPath } from "../../../lib/return-path";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { type AuthMode, signInSchema, signUpSchema } from "../auth.schema";
import { AuthCard } from "./auth-card";

const tabClass = (active: boolean) =>
  `flex-1 rounded-md px-3 py-2 text-center text-sm font-semibold ${
    active ? "bg-white text-brand-800 shadow-sm" : "text-slate-700 hover:text-brand-800"
  }`;

/**
 * Connexion / Inscription: a plain form post that works before (or without) JavaScript. The mode travels in the
 * URL (`?mode=inscription`), for the page and for its action alike.
 */
export function AuthForm({
  mode,
  allowSignup,
  returnTo,
  result,
}: {
  mode: AuthMode;
  allowSignup: boolean;
  /** The page to go back to once signed in. */
  returnTo: string | null;
  result: Result | undefined;
}) {
  const signUp = mode === "inscription";
  return (
    <AuthCard
      above={
        allowSignup ? (
          <nav aria-label="Connexion ou inscription" className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1">
            <Link to="/auth" replace className={tabClass(!signUp)} aria-current={signUp ? undefined : "page"}>
              Connexion
            </Link>
            <Link
              to="/auth?mode=inscription"
              replace
              className={tabClass(signUp)}
              aria-current={signUp ? "page" : undefined}
            >
              Inscription
            </Link>
          </nav>
        ) : null
      }
      title={signUp ? "Créer un compte" : "Connexion"}
      intro={signUp ? "Créez votre compte employé." : "Accédez à l'espace du personnel."}
    >
      {result && !result.ok ? <Alert className="mt-4">{result.message}</Alert> : null}
      {signUp ? <SignUpForm result={result} /> : <SignInForm result={result} returnTo={returnTo} />}
    </AuthCard>
  );
}

function SignInForm({ result, returnTo }: { result: Result | undefined; returnTo: string | null }) {
  const { fields, formProps } = useSchemaForm({ id: "sign-in", check: schemaCheck(signInSchema), result });
  return (
    <Form {...formProps} action={signInPath(returnTo)} className="mt-6 space-y-4">
      <CredentialFields email={fields.email} password={fields.password} />
      <SubmitButton label="Se connecter" />
      <p className="text-center text-sm">
        <Link to="/auth/forgot-password" className="font-semibold text-brand-800 underline-offset-4 hover:underline">
          Mot de passe oublié ?
        </Link>
      </p>
    </Form>
  );
}

function SignUpForm({ result }: { result: Result | undefined }) {
  const { fields, formProps } = useSchemaForm({ id: "sign-up", check: schemaCheck(signUpSchema), result });
  return (
    <Form {...formProps} action="/auth?mode=inscription" className="mt-6 space-y-4">
      <NameFields firstName={fields.firstName} lastName={fields.lastName} autoComplete="own" />
      <CredentialFields email={fields.email} password={fields.password} newPassword />
      <SubmitButton label="Créer mon compte" />
    </Form>
  );
}

type Meta = FieldMetadata<string, Record<string, unknown>, string[]>;

function CredentialFields({ email, password, newPassword }: { email: Meta; password: Meta; newPassword?: boolean }) {
  return (
    <>
      <FormField label="Email" meta={email} required>
        {(control) => <Input {...control} type="email" autoComplete="email" maxLength={254} />}
      </FormField>
      <FormField
        label="Mot de passe"
        meta={password}
        hint={newPassword ? "Au moins 6 caractères." : undefined}
        required
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete={newPassword ? "new-password" : "current-password"}
            maxLength={128}
          />
        )}
      </FormField>
    </>
  );
}

/** Disabled while a sign-in, sign-up or sign-out is on its way. */
function SubmitButton({ label }: { label: string }) {
  const { loading } = useAuth();
  return (
    <Button type="submit" className="w-full" disabled={loading}>
      {loading ? "Chargement..." : label}
    </Button>
  );
}
