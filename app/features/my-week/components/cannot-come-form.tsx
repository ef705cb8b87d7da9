import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { Button, buttonClass } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { Textarea } from "../../../components/ui/field";
import { CANNOT_COME_BUTTONS, CANNOT_COME_NOTE_MAX, CANNOT_COME_REASONS } from "../cannot-come";
import type { MyShift } from "../my-week";

/**
 * « Je ne peux pas venir » under a coming shift: one tap opens it, one tap on the reason sends it (a plain form, so it
 * works without JavaScript). The few words before are optional.
 */
export function CannotComeForm({ shift }: { shift: MyShift }) {
  const busy = useNavigation().state === "submitting";
  // The next shift shows on top and in its day: one id per form.
  const noteId = useId();
  return (
    <details className="mt-3">
      <summary className={cn(buttonClass("outline", "sm"), "min-h-11 cursor-pointer list-none")}>
        Je ne peux pas venir
      </summary>
      <Form method="post" className="mt-3 space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3">
        <input type="hidden" name="intent" value="cannot-come" />
        <input type="hidden" name="planningId" value={shift.id} />
        <p className="text-sm text-slate-900">
          Vos responsables sont prévenus tout de suite, et l'intervention est confiée à un remplaçant.
        </p>
        <div className="space-y-1">
          <label htmlFor={noteId} className="block text-sm font-medium text-slate-800">
            Un mot pour vos responsables (facultatif)
          </label>
          <Textarea id={noteId} name="note" rows={2} maxLength={CANNOT_COME_NOTE_MAX} />
        </div>
        <div className="flex flex-wrap gap-2">
          {CANNOT_COME_REASONS.map((reason) => (
            <Button key={reason} type="submit" name="reason" value={reason} className="min-h-11" disabled={busy}>
              {CANNOT_COME_BUTTONS[reason]}
            </Button>
          ))}
        </div>
      </Form>
    </details>
  );
}
