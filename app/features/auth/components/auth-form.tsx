import { useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Field, Input } from "../../../components/ui/field";
import { useAuth } from "../../../lib/auth-context";
import type { FieldErrors } from "../../../lib/form-data";
import type { AuthMode } from "../auth.schema";

export type AuthActionData =
  | { ok: true; mode: AuthMode }
  | {
      ok: false;
      mode: AuthMode;
      message: string;
      fieldErrors?: FieldErrors;
      values?: { firstName?: string; lastName?: string; email?: string };
    };

const tabClass = (active: boolean) =>
  `flex-1 rounded-md px-3 py-2 text-center text-sm font-semibold ${
    active ? "bg-white text-brand-800 shadow-sm" : "text-slate-700 hover:text-brand-800"
  }`;

/** Connexion / Inscription: a plain form post that works before (or without) JavaScript. */
export function AuthForm({
  mode,
  allowSignup,
  result,
}: {
  mode: AuthMode;
  allowSignup: boolean;
  result: AuthActionData | undefined;
}) {
  const { loading } = useAuth();
  // Only a hydrated page asks for an answer it can toast; a page without JavaScript follows a redirect.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const failure = result && !result.ok && result.mode === mode ? result : undefined;
  const errors = failure?.fieldErrors ?? {};
  const signUp = mode === "inscription";
  return (
    <Card className="mx-auto w-full max-w-md">
      {allowSignup ? (
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
      ) : null}
      <h1 className="text-2xl font-bold text-slate-900">{signUp ? "Créer un compte" : "Connexion"}</h1>
      <p className="mt-1 text-sm text-slate-600">
        {signUp ? "Créez votre compte employé." : "Accédez à l'espace du personnel."}
      </p>
      {failure ? <Alert className="mt-4">{failure.message}</Alert> : null}
      <Form
        method="post"
        action={signUp ? "/auth?mode=inscription" : "/auth"}
        noValidate={enhanced}
        className="mt-6 space-y-4"
        key={mode}
      >
        <input type="hidden" name="mode" value={mode} />
        {enhanced ? <input type="hidden" name="enhanced" value="1" /> : null}
        {signUp ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Prénom" error={errors.firstName} required>
              {(control) => (
                <Input
                  {...control}
                  name="firstName"
                  autoComplete="given-name"
                  maxLength={100}
                  defaultValue={failure?.values?.firstName}
                />
              )}
            </Field>
            <Field label="Nom" error={errors.lastName} required>
              {(control) => (
                <Input
                  {...control}
                  name="lastName"
                  autoComplete="family-name"
                  maxLength={100}
                  defaultValue={failure?.values?.lastName}
                />
              )}
            </Field>
          </div>
        ) : null}
        <Field label="Email" error={errors.email} required>
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={254}
              defaultValue={failure?.values?.email}
            />
          )}
        </Field>
        <Field
          label="Mot de passe"
          error={errors.password}
          hint={signUp ? "Au moins 6 caractères." : undefined}
          required
        >
          {(control) => (
            <Input
              {...control}
              name="password"
              type="password"
              autoComplete={signUp ? "new-password" : "current-password"}
              minLength={signUp ? 6 : undefined}
              maxLength={128}
            />
          )}
        </Field>
        <Button type="submit" className="w-full" disabled={loading}>
          {loading ? "Chargement..." : signUp ? "Créer mon compte" : "Se connecter"}
        </Button>
      </Form>
    </Card>
  );
}
