import type { FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { ChoiceFieldset, ChoiceTiles } from "../../../components/ui/choice-fields";
import { Input } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { WholeNumberInput } from "../../../components/ui/whole-number-input";
import {
  HOLIDAY_CHOICE_LABELS,
  HOLIDAY_CHOICES,
  SCOPE_LABELS,
  SCOPES,
  WEEKDAY_LABELS,
  WEEKDAYS,
} from "../../../domain/enums";
import { describeRepeat, MAX_REPEAT_INTERVAL, type SeriesInfo, type SeriesRepeat } from "../series/repeat";

type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

export interface RepeatMetas {
  repeat: Meta;
  repeatHolidays: Meta;
  repeatDays: Meta;
  repeatInterval: Meta;
  repeatUntil: Meta;
}

/**
 * 'Répéter': weekly on chosen weekdays, every N weeks, from the planning's start, until a day or open-ended. The
 * times stay Paris wall-clock times on every occurrence.
 */
export function RepeatFields({ fields, initial }: { fields: RepeatMetas; initial: SeriesRepeat | null }) {
  const [on, setOn] = useState(initial !== null);
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">Répétition</legend>
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input
          type="checkbox"
          name={fields.repeat.name}
          value="weekly"
          defaultChecked={initial !== null}
          onChange={(event) => setOn(event.currentTarget.checked)}
          className="size-5"
        />
        Répéter chaque semaine
      </label>
      {on ? (
        <div className="space-y-3">
          <ChoiceFieldset meta={fields.repeatDays} legend="Jours">
            <ChoiceTiles
              meta={fields.repeatDays}
              type="checkbox"
              values={WEEKDAYS}
              className="mt-1 flex flex-wrap gap-1"
              tileClassName="min-w-11 justify-center gap-1.5 px-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
              input={(day) => ({
                defaultChecked: initial?.days.includes(day),
                "aria-label": WEEKDAY_LABELS[day].long,
                className: "size-4",
              })}
            >
              {(day) => <span aria-hidden="true">{WEEKDAY_LABELS[day].short}</span>}
            </ChoiceTiles>
          </ChoiceFieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label="Toutes les … semaines" meta={fields.repeatInterval}>
              {(control) => (
                <WholeNumberInput
                  {...control}
                  min={1}
                  max={MAX_REPEAT_INTERVAL}
                  defaultValue={control.defaultValue ?? "1"}
                />
              )}
            </FormField>
            <FormField label="Jusqu'au" meta={fields.repeatUntil} hint="Vide : sans date de fin.">
              {(control) => <Input {...control} type="date" />}
            </FormField>
          </div>
          <HolidayField name={fields.repeatHolidays.name} worked={initial?.worksPublicHolidays ?? false} />
        </div>
      ) : null}
    </fieldset>
  );
}

/** « Jours fériés : travaillés / non travaillés »: whether occurrences falling on a public holiday are planned. */
function HolidayField({ name, worked }: { name: string; worked: boolean }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Jours fériés</legend>
      <div className="mt-1 flex flex-wrap gap-x-6">
        {HOLIDAY_CHOICES.map((choice) => (
          <label key={choice} className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="radio"
              name={name}
              value={choice}
              defaultChecked={(choice === "worked") === worked}
              className="size-5"
            />
            {HOLIDAY_CHOICE_LABELS[choice]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Which occurrences of its series a change concerns; 'Cette occurrence' unless the user says otherwise. */
export function ScopeField({ series, legend }: { series: SeriesInfo; legend: string }) {
  return (
    <fieldset className="space-y-1 rounded-md border border-sky-200 bg-sky-50 p-3">
      <legend className="px-1 text-sm font-medium text-slate-900">{legend}</legend>
      <p className="text-sm text-slate-700">{describeRepeat(series.repeat, series.from)}.</p>
      {series.detached ? <p className="text-sm text-slate-700">Cette occurrence a déjà été modifiée seule.</p> : null}
      {SCOPES.map((scope) => (
        <label key={scope} className="flex min-h-11 items-center gap-3 text-sm text-slate-900">
          <input type="radio" name="scope" value={scope} defaultChecked={scope === "occurrence"} className="size-5" />
          {SCOPE_LABELS[scope]}
        </label>
      ))}
    </fieldset>
  );
}
