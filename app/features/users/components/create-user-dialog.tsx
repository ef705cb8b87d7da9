import { UserPlus } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { DialogActions } from "../../../components/ui/dialog-actions";
import { Input, NativeSelect } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { NameFields } from "../../../components/ui/name-fields";
import { STAFF_ROLE_LABELS } from "../../../lib/permissions";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { adminCreationQuestion } from "../users";
import { createUserSchema, PROMOTION_CONFIRMED, USER_MESSAGES } from "../users.schema";

/** The create-user button and its form, posted to the page's own action with `?intent=create`. */
export function CreateUserDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" className="size-4" />
        Créer un utilisateur
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Créer un utilisateur"
        description="Le nouvel utilisateur pourra se connecter avec cet email et ce mot de passe."
      >
        {/* Mounted with the dialog: every opening starts from an empty form with the role employee. */}
        <CreateUserForm onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

function CreateUserForm({ onDone }: { onDone: () => void }) {
  const [invite, setInvite] = useState(false);
  const inviteId = useId();
  // The admin role is asked to be confirmed, as a promotion is, before the form is posted.
  const [confirming, setConfirming] = useState<string | null>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { fetcher, busy, fields, formProps } = useSchemaForm({
    id: "create-user",
    check: schemaCheck(createUserSchema),
    defaultValue: { role: "employee" },
    onSuccess: onDone,
    toastRefusals: "every",
  });
  return (
    <fetcher.Form
      {...formProps}
      action="?intent=create"
      ref={formRef}
      onSubmit={(event) => {
        const values = new FormData(event.currentTarget);
        if (values.get("role") === "admin" && confirmRef.current?.value !== PROMOTION_CONFIRMED) {
          event.preventDefault();
          const name = `${values.get("firstName") ?? ""} ${values.get("lastName") ?? ""}`.trim();
          setConfirming(name || String(values.get("email") ?? ""));
          return;
        }
        formProps.onSubmit(event);
        // Read by the submission in this same event: a later submit asks again.
        queueMicrotask(() => {
          if (confirmRef.current) confirmRef.current.value = "";
        });
      }}
      className="space-y-4"
    >
      <input ref={confirmRef} type="hidden" name="confirm" defaultValue="" />
      <NameFields firstName={fields.firstName} lastName={fields.lastName} autoComplete="off" />
      <FormField label="Email" meta={fields.email} required>
        {(control) => <Input {...control} type="email" autoComplete="off" maxLength={254} />}
      </FormField>
      {/* The whole box is the checkbox's label: a large target that a field's error appearing above cannot dodge. */}
      <label
        htmlFor={inviteId}
        className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-3 hover:bg-slate-50"
      >
        <input
          id={inviteId}
          type="checkbox"
          name={fields.invite.name}
          checked={invite}
          onChange={(event) => setInvite(event.currentTarget.checked)}
          aria-labelledby={`${inviteId}-label`}
          aria-describedby={`${inviteId}-hint`}
          className="mt-0.5 size-4 shrink-0"
        />
        <span>
          <span id={`${inviteId}-label`} className="block text-sm font-medium text-slate-800">
            Envoyer une invitation
          </span>
          <span id={`${inviteId}-hint`} className="block text-sm text-slate-600">
            L'utilisateur choisira son mot de passe depuis le lien reçu par email (valable 7 jours).
          </span>
        </span>
      </label>
      {/* Without JavaScript both stay: the server ignores the password when the invitation is chosen. */}
      {invite ? null : (
        <FormField label="Mot de passe" meta={fields.password} hint="Au moins 6 caractères." required>
          {(control) => <Input {...control} type="password" autoComplete="new-password" />}
        </FormField>
      )}
      <FormField label="Rôle" meta={fields.role}>
        {(control) => (
          <NativeSelect {...control}>
            {Object.entries(STAFF_ROLE_LABELS).map(([role, label]) => (
              <option key={role} value={role}>
                {label}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <DialogActions onCancel={onDone} busy={busy} submitLabel="Créer" busyLabel="Création..." className="pt-2" />
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={USER_MESSAGES.adminCreationTitle}
        description={adminCreationQuestion(confirming ?? "")}
      >
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setConfirming(null)}>
            Annuler
          </Button>
          <Button
            onClick={() => {
              setConfirming(null);
              if (confirmRef.current) confirmRef.current.value = PROMOTION_CONFIRMED;
              formRef.current?.requestSubmit();
            }}
          >
            Confirmer
          </Button>
        </div>
      </Dialog>
    </fetcher.Form>
  );
}
