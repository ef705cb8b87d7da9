import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { NativeSelect } from "../../../components/ui/field";
import { VALIDATE_ON_SUBMIT } from "../../../lib/form-timing";
import { STAFF_ROLE_LABELS } from "../../../lib/permissions";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { promotionQuestion } from "../users";
import { PROMOTION_CONFIRMED, roleChangeSchema, USER_MESSAGES } from "../users.schema";

/**
 * A user's role: choosing another one saves it at once (with a button when JavaScript is off), except a promotion
 * to admin, which a dialog asks to confirm first (without JavaScript, the server asks on the page).
 */
export function RoleSelect({ userId, name, role }: { userId: string; name: string; role: string }) {
  // Shows the choice at once, and goes back to the stored role when the server refuses it.
  const [value, setValue] = useState(role);
  const [hydrated, setHydrated] = useState(false);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => setValue(role), [role]);
  const { fetcher, busy, fields, formProps } = useSchemaForm({
    id: `role-${userId}`,
    check: schemaCheck(roleChangeSchema),
    timing: VALIDATE_ON_SUBMIT,
    onFailure: () => setValue(role),
  });
  return (
    <fetcher.Form {...formProps} action="?intent=role" className="flex items-center gap-2">
      <input type="hidden" name={fields.userId.name} value={userId} />
      <label htmlFor={fields.newRole.id} className="sr-only">
        Rôle de {name}
      </label>
      <NativeSelect
        id={fields.newRole.id}
        name={fields.newRole.name}
        value={value}
        disabled={busy}
        className="w-44"
        onChange={(event) => {
          setValue(event.target.value);
          if (event.target.value === "admin" && role !== "admin") setConfirming(true);
          else event.currentTarget.form?.requestSubmit();
        }}
      >
        {Object.entries(STAFF_ROLE_LABELS).map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </NativeSelect>
      {hydrated ? null : (
        <Button type="submit" variant="outline" size="sm">
          Enregistrer
        </Button>
      )}
      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          // Closed by Annuler, Escape or the close button: the stored role comes back.
          if (open) return;
          setConfirming(false);
          setValue(role);
        }}
        title={USER_MESSAGES.promotionTitle}
        description={promotionQuestion(name)}
      >
        <div className="flex justify-end gap-2">
          <Button
            variant="ghost"
            onClick={() => {
              setConfirming(false);
              setValue(role);
            }}
          >
            Annuler
          </Button>
          <Button
            onClick={() => {
              setConfirming(false);
              fetcher.submit(
                { userId, newRole: "admin", confirm: PROMOTION_CONFIRMED },
                { method: "post", action: "?intent=role" },
              );
            }}
          >
            Confirmer
          </Button>
        </div>
      </Dialog>
    </fetcher.Form>
  );
}
