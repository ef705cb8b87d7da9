import { Download } from "lucide-react";
import { buttonClass } from "../../../components/ui/button";
import { RowActionForm } from "../../../components/ui/row-action-form";
import type { WeekNavigation } from "../../../lib/week-navigation";

/** Whose sheet it is: the manager's page acts on it, the employee's own page reads it and reports what was forgotten. */
export type SheetMode = "manager" | "employee";

export interface WeekValidationView {
  by: string;
  at: string;
}

/** The month's record of working time (art. D3171-8), as PDF and CSV downloads. */
export function RecordLinks({ employeeId, record }: { employeeId: string; record: { month: string; label: string } }) {
  const file = `/employees/${employeeId}/releve/horaires-${record.month}`;
  return (
    <section aria-labelledby="titre-releve" className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="titre-releve" className="font-semibold text-slate-900">
        Relevé des horaires de {record.label}
      </h2>
      <p className="text-sm text-slate-700">
        Chaque jour ses heures de début et de fin, chaque semaine son total : pointées si la semaine est validée,
        prévues sinon.
      </p>
      <div className="flex flex-wrap gap-2">
        {["PDF", "CSV"].map((format) => (
          <a
            key={format}
            href={`${file}.${format.toLowerCase()}`}
            download
            aria-label={`Relevé des horaires de ${record.label} (${format})`}
            className={`${buttonClass("outline", "md")} min-h-11`}
          >
            <Download aria-hidden="true" className="size-4" />
            {format}
          </a>
        ))}
      </div>
    </section>
  );
}

const VALIDATION_TEXT = {
  manager: {
    open: "Semaine à valider : ses heures pointées seront alors payées, et ses pointages verrouillés.",
    validated: " : ses heures pointées sont payées, et ses pointages verrouillés.",
  },
  employee: {
    open: "Semaine pas encore validée : un oubli de pointage peut encore être signalé.",
    validated: " : ses heures pointées sont payées.",
  },
} as const;

/** Who validated the week; for a manager, « Rouvrir la semaine », or « Valider la semaine » once it is over. */
export function WeekValidation({
  week,
  validation,
  weekOver,
  mode,
}: {
  week: WeekNavigation;
  validation: WeekValidationView | null;
  weekOver: boolean;
  mode: SheetMode;
}) {
  const texts = VALIDATION_TEXT[mode];
  const text = validation
    ? `Semaine validée par ${validation.by} le ${validation.at}${texts.validated}`
    : weekOver
      ? texts.open
      : "La semaine se valide une fois terminée.";
  const field = { name: "monday", value: week.monday };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <p className={validation ? "font-medium text-emerald-900" : "text-slate-800"}>{text}</p>
      {mode === "employee" ? null : validation ? (
        <RowActionForm
          intent="week-reopen"
          field={field}
          label="Rouvrir la semaine"
          ariaLabel={`Rouvrir la ${week.label.toLowerCase()}`}
        />
      ) : weekOver ? (
        <RowActionForm
          intent="week-validate"
          field={field}
          label="Valider la semaine"
          ariaLabel={`Valider la ${week.label.toLowerCase()}`}
          variant="primary"
        />
      ) : null}
    </div>
  );
}
