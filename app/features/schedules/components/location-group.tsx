import { Th } from "../../../components/ui/table";
import type { LocationGroup } from "../grouping";
import { PlanningRow } from "./planning-row";
import type { DialogState } from "./schedule-dialog";

export function plural(count: number, word: string) {
  return `${count} ${word}${count > 1 ? "s" : ""}`;
}

interface LocationGroupTableProps {
  group: LocationGroup;
  index: number;
  zone: string;
  /** The selected plannings in selection mode, null otherwise. */
  selected: ReadonlySet<string> | null;
  onToggle: (planningId: string) => void;
  onOpen: (dialog: DialogState) => void;
}

/**
 * A location's heading (with its count over the whole range) and the table of its plannings on this page: a table
 * from 768 px, a list of cards below (app.css), one markup for both.
 */
export function LocationGroupTable({ group, index, zone, selected, onToggle, onOpen }: LocationGroupTableProps) {
  return (
    <section aria-labelledby={`groupe-${index}`} className="space-y-2">
      <h2
        id={`groupe-${index}`}
        className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xl font-semibold break-words text-slate-900"
      >
        {group.label}
        {group.city ? <span className="text-base font-normal text-slate-600">{group.city}</span> : null}
        <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-sm font-medium text-brand-800">
          {plural(group.total, "planning")}
        </span>
        {group.plannings.length < group.total ? (
          <span className="text-sm font-normal text-slate-600">dont {group.plannings.length} sur cette page</span>
        ) : null}
      </h2>
      <div className="w-full md:overflow-x-auto md:rounded-lg md:border md:border-slate-200">
        <table className="planning-table w-full text-left text-sm">
          <thead>
            <tr>
              {selected ? (
                <Th>
                  <span className="sr-only">Sélection</span>
                </Th>
              ) : null}
              <Th>Titre</Th>
              <Th className="planning-place">Lieu</Th>
              <Th>Employés assignés</Th>
              <Th>Période</Th>
              <Th>Description</Th>
              <Th>Actions</Th>
            </tr>
          </thead>
          <tbody>
            {group.plannings.map((planning) => (
              <PlanningRow
                key={planning.id}
                planning={planning}
                zone={zone}
                selection={
                  selected ? { checked: selected.has(planning.id), onToggle: () => onToggle(planning.id) } : null
                }
                onOpen={onOpen}
              />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
