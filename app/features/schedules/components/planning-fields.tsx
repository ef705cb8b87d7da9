import type { FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { Input, Textarea } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { WholeNumberInput } from "../../../components/ui/whole-number-input";
import { siteAddressLine } from "../../../domain/sites";
import { toDateTimeLocal } from "../../../lib/time";
import { LIMITS } from "../planning-messages";
import { matchSite, type Planning, type PlanningSite } from "../schedules";
import type { StaffChoice } from "../staff-choices";

type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

export interface DetailMetas {
  title: Meta;
  startTime: Meta;
  endTime: Meta;
  location: Meta;
  description: Meta;
  breakMinutes: Meta;
}

/**
 * A planning's details as its form first shows them: Paris wall times for the `datetime-local` inputs, and its
 * series' repetition.
 */
export function detailDefaults(planning: Planning | undefined, zone: string) {
  if (!planning) return undefined;
  const repeat = planning.series?.repeat;
  return {
    title: planning.title,
    startTime: toDateTimeLocal(planning.startTime, zone),
    endTime: toDateTimeLocal(planning.endTime, zone),
    location: planning.location ?? "",
    description: planning.description ?? "",
    breakMinutes: String(planning.breakMinutes),
    ...(repeat ? { repeatInterval: String(repeat.interval), repeatUntil: repeat.until ?? "" } : {}),
  };
}

/** Titre, début, fin, pause, localisation, description: the fields every planning form shares. */
export function PlanningFields({ fields, sites }: { fields: DetailMetas; sites: readonly PlanningSite[] }) {
  return (
    <>
      <FormField label="Titre" meta={fields.title} required>
        {(control) => <Input {...control} required={false} aria-required maxLength={LIMITS.title} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateTimeField label="Date et heure de début" meta={fields.startTime} />
        <DateTimeField label="Date et heure de fin" meta={fields.endTime} />
      </div>
      <FormField label="Pause (minutes)" meta={fields.breakMinutes} hint="Non payée, au milieu de la vacation.">
        {(control) => (
          <WholeNumberInput
            {...control}
            min={0}
            step={5}
            defaultValue={control.defaultValue ?? "0"}
            className="sm:max-w-48"
          />
        )}
      </FormField>
      <PlaceField meta={fields.location} sites={sites} />
      <FormField label="Description" meta={fields.description}>
        {(control) => <Textarea {...control} rows={3} maxLength={LIMITS.description} />}
      </FormField>
    </>
  );
}

/**
 * 'Localisation': a text input offering the active sites' names (a native datalist, so the keyboard and screen
 * readers know it). The exact name of a site links the planning to it; anything else is a free-text place. The
 * hint says which, as the server will decide.
 */
function PlaceField({ meta, sites }: { meta: Meta; sites: readonly PlanningSite[] }) {
  const [typed, setTyped] = useState(typeof meta.initialValue === "string" ? meta.initialValue : "");
  const site = matchSite(sites, typed);
  const listId = `${meta.id}-sites`;
  const hint = site
    ? `Site client : ${site.name} — ${siteAddressLine(site)}`
    : sites.length > 0
      ? "Choisissez un site de la liste, ou saisissez un lieu libre."
      : "Lieu libre (aucun site client actif).";
  return (
    <>
      <FormField label="Localisation" meta={meta} hint={<span aria-live="polite">{hint}</span>}>
        {(control) => (
          <Input
            {...control}
            list={listId}
            autoComplete="off"
            maxLength={LIMITS.location}
            onInput={(event) => setTyped(event.currentTarget.value)}
          />
        )}
      </FormField>
      <datalist id={listId}>
        {sites.map((option) => (
          <option key={option.id} value={option.name}>
            {option.city}
          </option>
        ))}
      </datalist>
    </>
  );
}

/** A required Paris wall-time input (`datetime-local`). */
function DateTimeField({ label, meta }: { label: string; meta: Meta }) {
  return (
    <FormField label={label} meta={meta} required>
      {(control) => <Input {...control} required={false} aria-required type="datetime-local" />}
    </FormField>
  );
}

/** A select's empty choice, then the people by name and e-mail; someone absent is shown so, and cannot be chosen. */
export function StaffOptions({ choices, empty }: { choices: readonly StaffChoice[]; empty: string }) {
  return (
    <>
      <option value="">{empty}</option>
      {choices.map(({ person, label, absence }) => (
        <option key={person.id} value={person.id} disabled={absence !== null}>
          {label}
        </option>
      ))}
    </>
  );
}

/** A value shown, not edited (the employee of an individual edit, a calendar address). */
export function ReadOnlyField({
  id,
  label,
  value,
  className,
}: {
  id: string;
  label: string;
  value: string;
  className?: string;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <Input id={id} readOnly value={value} className={className} />
    </div>
  );
}
