import { UserPlus } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Field, Input, NativeSelect } from "../../../components/ui/field";
import { validationMessages } from "../../../lib/account-fields";
import { formValues } from "../../../lib/form-data";
import type { MutationResult } from "../../../lib/mutation-result";
import { ROLE_LABELS } from "../../../lib/permissions";
import { useResultToast } from "../../../lib/use-result-toast";
import { createUserSchema } from "../users.schema";

/** The create-user button and its form. Posts `intent=create` to the page's own action. */
export function CreateUserDialog() {
  const [open, setOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const fetcher = useFetcher<MutationResult>();
  const busy = fetcher.state !== "idle";
  const failure = fetcher.data && !fetcher.data.ok && fetcher.data.intent === "create" ? fetcher.data : undefined;

  useResultToast(fetcher.data, (result) => {
    if (result.ok) close();
  });

  function close() {
    formRef.current?.reset();
    setOpen(false);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = createUserSchema.safeParse(formValues(new FormData(event.currentTarget)));
    if (!parsed.success) {
      toast.error("Erreur de validation", { description: validationMessages(parsed.error).join("\n") });
      return;
    }
    fetcher.submit(event.currentTarget);
  }

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" className="size-4" />
        Créer un utilisateur
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title="Créer un utilisateur"
        description="Le nouvel utilisateur pourra se connecter avec cet email et ce mot de passe."
      >
        <fetcher.Form method="post" ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
          <input type="hidden" name="intent" value="create" />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Prénom" error={failure?.fieldErrors?.firstName} required>
              {(control) => <Input {...control} name="firstName" autoComplete="off" maxLength={100} />}
            </Field>
            <Field label="Nom" error={failure?.fieldErrors?.lastName} required>
              {(control) => <Input {...control} name="lastName" autoComplete="off" maxLength={100} />}
            </Field>
          </div>
          <Field label="Email" error={failure?.fieldErrors?.email} required>
            {(control) => <Input {...control} name="email" type="email" autoComplete="off" maxLength={254} />}
          </Field>
          <Field label="Mot de passe" hint="Au moins 6 caractères." error={failure?.fieldErrors?.password} required>
            {(control) => <Input {...control} name="password" type="password" autoComplete="new-password" />}
          </Field>
          <Field label="Rôle" error={failure?.fieldErrors?.role}>
            {(control) => (
              <NativeSelect {...control} name="role" defaultValue="employee">
                {Object.entries(ROLE_LABELS).map(([role, label]) => (
                  <option key={role} value={role}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="ghost" onClick={close}>
              Annuler
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Création..." : "Créer"}
            </Button>
          </div>
        </fetcher.Form>
      </Dialog>
    </>
  );
}
