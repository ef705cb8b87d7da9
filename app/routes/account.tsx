import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher, useLocation } from "react-router";
import { Button } from "../components/ui/button";
import { Input } from "../components/ui/field";
import { FormField } from "../components/ui/form-field";
import { nameSchema, passwordChangeSchema } from "../features/account/account.schema";
import { changeOwnPassword, renameSelf, signOutOtherDevices } from "../features/account/account.server";
import { requireUser } from "../lib/permissions.server";
import { failure, type Result, success } from "../lib/result";
import { schemaCheck } from "../lib/schema-check";
import { pageMeta } from "../lib/seo";
import { redirectWithToast } from "../lib/toast.server";
import { useResultToast } from "../lib/use-result-toast";
import { useSchemaForm } from "../lib/use-schema-form";
import type { Route } from "./+types/account";

const VALIDATION = "Veuillez corriger les champs indiqués.";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, { signedOutTo: "/auth" });
  return { user };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request, { signedOutTo: "/auth" });
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  if (intent === "name") {
    const submission = parseWithZod(formData, { schema: nameSchema });
    if (submission.status !== "success")
      return failure(400, "VALIDATION_ERROR", VALIDATION, { intent, submission: submission.reply() });
    await renameSelf(request, submission.value.firstName, submission.value.lastName);
    return success("Nom mis à jour", { intent, submission: submission.reply() });
  }
  if (intent === "password") {
    const submission = parseWithZod(formData, { schema: passwordChangeSchema });
    if (submission.status !== "success")
      return failure(400, "VALIDATION_ERROR", VALIDATION, { intent, submission: submission.reply() });
    const { currentPassword, newPassword } = submission.value;
    const outcome = await changeOwnPassword(request, user, currentPassword, newPassword);
    if (!outcome.ok)
      return failure(outcome.status, "VALIDATION_ERROR", outcome.message, {
        intent,
        submission: submission.reply({ fieldErrors: { [outcome.field ?? "newPassword"]: [outcome.message] } }),
      });
    // Every session ended, this one included: the new one's cookie rides on a redirect, so that the page is read
    // with it, with or without JavaScript.
    return redirectWithToast(
      "/account",
      { type: "success", title: "Mot de passe modifié", description: "Vos autres appareils ont été déconnectés." },
      { headers: outcome.headers },
    );
  }
  if (intent === "sessions") {
    await signOutOtherDevices(request);
    return success("Autres appareils déconnectés", { intent });
  }
  return failure(400, "UNKNOWN_INTENT", "Action inconnue.");
}

export const meta: Route.MetaFunction = pageMeta({
  title: "Mon compte",
  description: "Mon compte.",
  path: "/account",
  noindex: true,
});

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
