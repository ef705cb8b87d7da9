import { BulletList } from "../../../components/ui/bullet-list";
import { EnumSelect, Textarea } from "../../../components/ui/field";
import { OVERRIDE_REASON_LABELS, OVERRIDE_REASONS } from "../../../domain/enums";
import { LIMITS } from "../planning-messages";

/** What the warning asks, and what its confirmation button says: saving by default, copying for copy week. */
const WORDING = {
  save: { question: "Voulez-vous enregistrer malgré ce chevauchement ?", confirm: "Enregistrer quand même" },
  copy: { question: "Voulez-vous copier malgré ce chevauchement ?", confirm: "Copier quand même" },
} as const;

const LABOUR_QUESTION = "Voulez-vous enregistrer malgré ces alertes ? Le motif est enregistré avec votre nom.";
const ILLEGAL_QUESTION =
  "Voulez-vous enregistrer malgré ces infractions ? Le motif et la note sont enregistrés avec votre nom.";

/** The labour rules a change breaks, and what its confirmation asks for. */
export interface LabourWarning {
  /** The rules to check: a typed reason saves past them. */
  lines: readonly string[];
  /** The rules the law forbids breaking: an admin saves past them with a listed reason and a note. */
  illegal?: readonly string[];
  /** Why this user cannot save past them (not an admin). */
  adminOnly?: string;
  reasonError?: string;
  reasonCodeError?: string;
}

/**
 * The server found plannings overlapping this one, or labour rules the change breaks (one line each): name them,
 * say what confirming does when it needs saying, ask why when rules are broken, and let the user go ahead anyway,
 * unless the rules broken are illegal ones and the user is no admin.
 */
export function OverlapWarning({
  id,
  lines,
  labour = { lines: [] },
  busy,
  consequence,
  wording = "save",
}: {
  id: string;
  lines: readonly string[];
  labour?: LabourWarning;
  busy: boolean;
  consequence?: string;
  wording?: keyof typeof WORDING;
}) {
  const illegal = labour.illegal ?? [];
  const alerted = labour.lines.length > 0 || illegal.length > 0;
  if (lines.length === 0 && !alerted) return null;
  const question = illegal.length > 0 ? ILLEGAL_QUESTION : alerted ? LABOUR_QUESTION : WORDING[wording].question;
  return (
    <div
      id={id}
      role="alert"
      className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      {lines.length > 0 ? (
        <>
          <p className="font-semibold">Attention : chevauchement de planning</p>
          <BulletList items={lines} className="space-y-1" />
        </>
      ) : null}
      {illegal.length > 0 ? (
        <>
          <p className="font-semibold text-red-800">Infractions au droit du travail</p>
          <BulletList items={illegal} className="space-y-1" />
        </>
      ) : null}
      {labour.lines.length > 0 ? (
        <>
          <p className="font-semibold">Attention : règles du travail</p>
          <BulletList items={labour.lines} className="space-y-1" />
        </>
      ) : null}
      {consequence ? <p>{consequence}</p> : null}
      {labour.adminOnly ? (
        <p className="font-medium">{labour.adminOnly}</p>
      ) : (
        <>
          <p>{question}</p>
          {illegal.length > 0 ? <ReasonCodeField id={`${id}-motif-liste`} error={labour.reasonCodeError} /> : null}
          {alerted ? (
            <ReasonField id={`${id}-motif`} label={illegal.length > 0 ? "Note" : "Motif"} error={labour.reasonError} />
          ) : null}
          <button
            type="submit"
            name="confirmOverlap"
            value="true"
            disabled={busy}
            className="min-h-11 rounded-md bg-amber-700 px-3 py-1.5 font-semibold text-white hover:bg-amber-800 disabled:opacity-60"
          >
            {WORDING[wording].confirm}
          </button>
        </>
      )}
    </div>
  );
}

/** An error under a warning's field, tied to it. */
function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-erreur`} className="font-medium text-red-800">
      {error}
    </p>
  ) : null;
}

function ReasonField({ id, label, error }: { id: string; label: string; error?: string }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <Textarea
        id={id}
        name="labourReason"
        rows={2}
        maxLength={LIMITS.labourReason}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-erreur` : undefined}
        className="bg-white"
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The listed reason an admin gives for saving past an illegal alert. */
function ReasonCodeField({ id, error }: { id: string; error?: string }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-medium">
        Motif de la dérogation
      </label>
      <EnumSelect
        id={id}
        name="labourReasonCode"
        placeholder="Choisir"
        values={OVERRIDE_REASONS}
        labels={OVERRIDE_REASON_LABELS}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-erreur` : undefined}
        className="min-h-11 bg-white"
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
