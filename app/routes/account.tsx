import { useFetcher, useLocation } from "react-router";
import { Button } from "../components/ui/button";
import { Input } from "../components/ui/field";
import { FormField } from "../components/ui/form-field";
import { nameSchema, passwordChangeSchema } from "../features/account/account.schema";
import { runAccountAction } from "../features/account/account-actions.server";
import { requireUser } from "../lib/permissions.server";
import type { Result } from "../lib/result";
import { schemaCheck } from "../lib/schema-check";
import { unindexedMeta } from "../lib/seo";
import { useResultToast } from "../lib/use-result-toast";
import { useSchemaForm } from "../lib/use-schema-form";
import type { Route } from "./+types/account";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, { signedOutTo: "/auth" });
  return { user };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request, { signedOutTo: "/auth" });
  return runAccountAction(await request.formData(), { request, user });
}

export const meta: Route.MetaFunction = unindexedMeta("Mon compte", "Mon compte.", "/account");

function NameForm({ firstName, lastName }: { firstName: string; lastName: string }) {
  const { fetcher, busy, fields, formProps } = useSchemaForm({
    id: "account-name",
    check: schemaCheck(nameSchema),
    defaultValue: { firstName, lastName },
  });
  return (
    <fetcher.Form {...formProps} className="space-y-4">
      <input type="hidden" name="intent" value="name" />
      <FormField label="Prénom" meta={fields.firstName} required>
        {(control) => <Input {...control} autoComplete="given-name" />}
      </FormField>
      <FormField label="Nom" meta={fields.lastName} required>
        {(control) => <Input {...control} autoComplete="family-name" />}
      </FormField>
      <Button type="submit" disabled={busy}>
        Enregistrer
      </Button>
    </fetcher.Form>
  );
}

function PasswordForm({ email }: { email: string }) {
  const { fetcher, busy, fields, formProps } = useSchemaForm({
    id: "account-password",
    check: schemaCheck(passwordChangeSchema),
  });
  return (
    <fetcher.Form {...formProps} className="space-y-4">
      <input type="hidden" name="intent" value="password" />
      <input type="text" name="username" value={email} autoComplete="username" readOnly hidden />
      <FormField label="Mot de passe actuel" meta={fields.currentPassword} required>
        {(control) => <Input {...control} type="password" autoComplete="current-password" />}
      </FormField>
      <FormField
        label="Nouveau mot de passe"
        meta={fields.newPassword}
        hint="Au moins 6 caractères (12 pour un administrateur), ni l'email ni un mot de passe courant."
        required
      >
        {(control) => <Input {...control} type="password" autoComplete="new-password" />}
      </FormField>
      <FormField label="Confirmer le nouveau mot de passe" meta={fields.confirmPassword} required>
        {(control) => <Input {...control} type="password" autoComplete="new-password" />}
      </FormField>
      <Button type="submit" disabled={busy}>
        Changer le mot de passe
      </Button>
    </fetcher.Form>
  );
}

function SessionsForm() {
  const fetcher = useFetcher<Result>();
  useResultToast(fetcher.data);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="sessions" />
      <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"}>
        Déconnecter mes autres appareils
      </Button>
    </fetcher.Form>
  );
}

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  const location = useLocation();
  return (
    <section className="mx-auto max-w-2xl space-y-10 px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Mon compte</h1>
      <div className="space-y-4">
        <h2 className="text-xl font-semibold text-slate-900">Identité</h2>
        <p className="text-slate-700">{user.email}</p>
        <NameForm firstName={user.firstName} lastName={user.lastName} />
      </div>
      <div className="space-y-4">
        <h2 className="text-xl font-semibold text-slate-900">Mot de passe</h2>
        {/* A new form after the change's redirect: the passwords typed are not left in the fields. */}
        <PasswordForm key={location.key} email={user.email} />
      </div>
      <div className="space-y-4">
        <h2 className="text-xl font-semibold text-slate-900">Appareils</h2>
        <p className="text-slate-700">Ferme les sessions ouvertes ailleurs ; celle-ci reste ouverte.</p>
        <SessionsForm />
      </div>
    </section>
  );
}
