import { Field, Input, Textarea } from "../../../components/ui/field";
import type { FieldErrors } from "../../../lib/form-data";
import { toDateTimeLocal } from "../../../lib/time";
import { type Overlap, overlapLine } from "../schedules";
import { LIMITS } from "../schedules.schema";

export interface PlanningDefaults {
  title?: string;
  startTime?: string;
  endTime?: string;
  location?: string | null;
  description?: string | null;
}

/** Titre, début, fin, localisation, description: the fields every planning dialog shares. */
export function PlanningFields({
  defaults = {},
  errors,
  zone,
}: {
  defaults?: PlanningDefaults;
  errors: FieldErrors;
  zone: string;
}) {
  return (
    <>
      <Field label="Titre" error={errors.title} required>
        {(control) => (
          <Input
            {...control}
            required={false}
            aria-required
            name="title"
            maxLength={LIMITS.title}
            defaultValue={defaults.title}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateTimeField
          label="Date et heure de début"
          name="startTime"
          instant={defaults.startTime}
          error={errors.startTime}
          zone={zone}
        />
        <DateTimeField
          label="Date et heure de fin"
          name="endTime"
          instant={defaults.endTime}
          error={errors.endTime}
          zone={zone}
        />
      </div>
      <Field label="Localisation" error={errors.location}>
        {(control) => (
          <Input {...control} name="location" maxLength={LIMITS.location} defaultValue={defaults.location ?? ""} />
        )}
      </Field>
      <Field label="Description" error={errors.description}>
        {(control) => (
          <Textarea
            {...control}
            name="description"
            rows={3}
            maxLength={LIMITS.description}
            defaultValue={defaults.description ?? ""}
          />
        )}
      </Field>
    </>
  );
}

/** The server found plannings overlapping this one: name them and let the user save anyway. */
export function OverlapWarning({ overlaps, zone, busy }: { overlaps: Overlap[]; zone: string; busy: boolean }) {
  if (overlaps.length === 0) return null;
  return (
    <div role="alert" className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">Attention : chevauchement de planning</p>
      <ul className="list-disc space-y-1 pl-5">
        {overlaps.map((overlap) => (
          <li key={`${overlap.employeeId}-${overlap.planningId}`}>{overlapLine(overlap, zone)}</li>
        ))}
      </ul>
      <p>Voulez-vous enregistrer malgré ce chevauchement ?</p>
      <button
        type="submit"
        name="confirmOverlap"
        value="true"
        disabled={busy}
        className="rounded-md bg-amber-700 px-3 py-1.5 font-semibold text-white hover:bg-amber-800 disabled:opacity-60"
      >
        Enregistrer quand même
      </button>
    </div>
  );
}

/** A required Paris wall-time input (`datetime-local`), prefilled from an instant. */
function DateTimeField(props: {
  label: string;
  name: "startTime" | "endTime";
  instant: string | Date | null | undefined;
  error: string[] | undefined;
  zone: string;
}) {
  return (
    <Field label={props.label} error={props.error} required>
      {(control) => (
        <Input
          {...control}
          required={false}
          aria-required
          type="datetime-local"
          name={props.name}
          defaultValue={props.instant ? toDateTimeLocal(props.instant, props.zone) : undefined}
        />
      )}
    </Field>
  );
}
