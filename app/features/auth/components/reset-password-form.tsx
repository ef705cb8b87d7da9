import { Form, Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import type { Result } from "../../../lib/result";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { PASSWORD_RESET_MESSAGES, resetPasswordSchema } from "../password-reset.schema";
import { AuthCard } from "./auth-card";

const linkClass = "font-semibold text-brand-800 underline-offset-4 hover:underline";

/** Choosing a password from a reset link or an invitation: the new password twice, the link's token hidden. */
export function ResetPasswordForm({
  token,
  email,
  invitation,
  result,
}: {
  token: string;
  email: string;
  invitation: boolean;
  result: Result | undefined;
}) {
  const { fields, formProps } = useSchemaForm({
    id: "reset-password",
    check: schemaCheck(resetPasswordSchema),
    result,
  });
  return (
    <AuthCard
      title={invitation ? "Choisissez votre mot de passe" : "Nouveau mot de passe"}
      intro={
        <>
          {invitation ? "Bienvenue ! " : ""}Compte : <span className="font-medium text-slate-900">{email}</span>
        </>
      }
    >
      {result && !result.ok ? <Alert className="mt-4">{result.message}</Alert> : null}
      <Form {...formProps} className="mt-6 space-y-4">
        <input type="hidden" name="token" value={token} />
        <input type="text" name="username" value={email} autoComplete="username" readOnly hidden />
        <FormField
          label="Nouveau mot de passe"
          meta={fields.newPassword}
          hint="Au moins 6 caractères (12 pour un administrateur), ni l'email ni un mot de passe courant."
          required
        >
          {(control) => <Input {...control} type="password" autoComplete="new-password" maxLength={128} />}
        </FormField>
        <FormField label="Confirmer le mot de passe" meta={fields.confirmPassword} required>
          {(control) => <Input {...control} type="password" autoComplete="new-password" maxLength={128} />}
        </FormField>
        <Button type="submit" className="w-full">
          Enregistrer le mot de passe
        </Button>
      </Form>
    </AuthCard>
  );
}

/** What an expired, used or forged link shows: nothing was changed, and a new link is one step away. */
export function InvalidPasswordLink() {
  return (
    <AuthCard title="Lien expiré">
      <p className="mt-3 text-slate-700">{PASSWORD_RESET_MESSAGES.linkInvalid}</p>
      <p className="mt-2 text-sm text-slate-600">
        Votre mot de passe n'a pas été modifié. Demandez un nouveau lien : il vous sera envoyé par email. Pour une
        invitation, vous pouvez aussi en demander une nouvelle à votre administrateur.
      </p>
      <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link to="/auth/forgot-password" className={linkClass}>
          Demander un nouveau lien
        </Link>
        <Link to="/auth" className={linkClass}>
          Retour à la connexion
        </Link>
      </p>
    </AuthCard>
  );
}
