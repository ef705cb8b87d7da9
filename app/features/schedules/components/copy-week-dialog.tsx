import { type ReactNode, useMemo, useState } from "react";
import { Input, NativeSelect } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { WholeNumberInput } from "../../../components/ui/whole-number-input";
import { schemaCheck } from "../../../lib/schema-check";
import { frenchDay, shiftDay, shiftWeek } from "../../../lib/time";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { copyWeekSchema, MAX_COPY_WEEKS } from "../copy-week/copy-week.schema";
import type { PlanningSite } from "../schedules";
import { CloseButton, DialogActions, DialogFrame, SubmitButton } from "./dialog-frame";
import { NotifyField } from "./notify-field";
import { OverlapWarning } from "./overlap-warning";
import { PLANNING_FORM, planningWarning } from "./planning-answer";

type Target = "week" | "next";

/**
 * 'Copier la semaine': the week shown, every planning or one site's, to another week or to the N weeks after.
 * The first submission copies at once when nothing overlaps; otherwise the server answers how many plannings the
 * copy creates and whom it overlaps, and 'Copier quand même' copies with the overlaps kept.
 */
export function CopyWeekDialog({
  monday,
  zone,
  sites,
  onClose,
}: {
  /** The Monday of the week shown. */
  monday: string;
  zone: string;
  sites: readonly PlanningSite[];
  onClose: () => void;
}) {
  const check = useMemo(() => schemaCheck(copyWeekSchema(zone)), [zone]);
  const { fetcher, form, fields, busy, answer, formProps } = useSchemaForm({
    id: "copy-week",
    check,
    defaultValue: { target: "week", targetWeek: shiftWeek(monday, 1), weeks: "4" },
    onSuccess: onClose,
    ...PLANNING_FORM,
  });
  const { overlaps } = planningWarning(answer);
  const [target, setTarget] = useState<Target>("week");
  const consequence = overlaps.length > 0 && fetcher.data && !fetcher.data.ok ? fetcher.data.message : "";
  const targetError = fields.target.errors?.[0];
  const choice = { name: fields.target.name, chosen: target, onChoose: setTarget };

  return (
    <DialogFrame
      title="Copier la semaine"
      description={`Semaine du ${frenchDay(monday)} au ${frenchDay(shiftDay(monday, 6))}. Les copies gardent les jours, les heures (heure de Paris), le site et les employés. Les plannings d'une série ne sont pas copiés : elle se répète déjà.`}
      wide="form"
      onClose={onClose}
    >
      <fetcher.Form {...formProps} className="space-y-4">
        <input type="hidden" name="intent" value="copy-week" />
        <input type="hidden" name="sourceWeek" value={monday} />
        <FormField label="Plannings à copier" meta={fields.siteId}>
          {(control) => (
            <NativeSelect {...control}>
              <option value="">Tous les plannings de la semaine</option>
              {sites.map((site) => (
                <option key={site.id} value={site.id}>
                  {`Site : ${site.name} (${site.city})`}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <fieldset
          className="space-y-3"
          aria-invalid={targetError ? true : undefined}
          aria-describedby={targetError ? fields.target.errorId : undefined}
        >
          <legend className="text-sm font-medium text-slate-800">Copier vers</legend>
          <TargetOption choice={choice} value="week" label="Une autre semaine">
            <FormField
              label="Semaine cible"
              meta={fields.targetWeek}
              hint="Choisissez un jour : la copie va dans sa semaine, du lundi au dimanche."
            >
              {(control) => <Input {...control} type="date" />}
            </FormField>
          </TargetOption>
          <TargetOption choice={choice} value="next" label="Les semaines suivantes">
            <FormField
              label="Nombre de semaines"
              meta={fields.weeks}
              hint={`De 1 à ${MAX_COPY_WEEKS} semaines, à partir de la semaine suivante.`}
            >
              {(control) => <WholeNumberInput {...control} min={1} max={MAX_COPY_WEEKS} className="max-w-32" />}
            </FormField>
          </TargetOption>
          {targetError ? (
            <p id={fields.target.errorId} className="text-sm font-medium text-red-700">
              {targetError}
            </p>
          ) : null}
        </fieldset>
        <NotifyField />
        <OverlapWarning
          id={form.errorId}
          lines={overlaps}
          busy={busy}
          wording="copy"
          consequence={`${consequence} Les plannings existants ne changent pas : les employés concernés auront deux plannings en même temps.`}
        />
        <DialogActions>
          <CloseButton onClose={onClose} />
          <SubmitButton label="Copier" busyLabel="Copie..." busy={busy} />
        </DialogActions>
      </fetcher.Form>
    </DialogFrame>
  );
}

/** One place to copy to: its radio, then its field, usable only while the radio is chosen. */
function TargetOption({
  choice,
  value,
  label,
  children,
}: {
  choice: { name: string; chosen: Target; onChoose: (value: Target) => void };
  value: Target;
  label: string;
  children: ReactNode;
}) {
  const checked = choice.chosen === value;
  return (
    <>
      <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
        <input
          type="radio"
          name={choice.name}
          value={value}
          checked={checked}
          onChange={() => choice.onChoose(value)}
          className="size-4 accent-sky-700"
        />
        {label}
      </label>
      <fieldset disabled={!checked} className="pl-7">
        {children}
      </fieldset>
    </>
  );
}
