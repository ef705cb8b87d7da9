import { fullName } from "../../../domain/people";
import { breakText } from "../../../lib/durations";
import { formatDateTime } from "../../../lib/time";
import { type Planning, placeText } from "../schedules";
import { vacancyText } from "../week-grid/grid-block";
import { FinderLink } from "./finder-link";
import { RowAction } from "./row-actions";
import type { DialogState } from "./schedule-dialog";

interface PlanningRowProps {
  planning: Planning;
  zone: string;
  /** In selection mode: whether this planning is selected, and how to toggle it. */
  selection: { checked: boolean; onToggle: () => void } | null;
  /** Opens a dialog about this planning. */
  onOpen: (dialog: DialogState) => void;
}

/**
 * One planning of a location's table: title, employees' badges, period, description and its actions. Below 768 px
 * the row is a card (app.css), which also shows the place: the group's heading may have scrolled away.
 */
export function PlanningRow({ planning, zone, selection, onOpen }: PlanningRowProps) {
  const planningId = planning.id;
  return (
    <tr>
      {selection ? (
        <td>
          {/* The label makes a 44 px target around the box on phones. */}
          <label className="planning-select">
            <input
              type="checkbox"
              className="size-4 max-md:size-5"
              aria-label={`Sélectionner ${planning.title}`}
              checked={selection.checked}
              onChange={selection.onToggle}
            />
          </label>
        </td>
      ) : null}
      <td className="planning-title font-medium text-slate-900">{planning.title}</td>
      <td className="planning-place text-slate-700">
        <svg aria-hidden="true" className="mr-1 inline size-4 align-[-0.125em] text-slate-500">
          <use href="#icone-lieu" />
        </svg>
        {placeText(planning)}
      </td>
      <td>
        {planning.vacancies?.length ? (
          <div className="mb-1">
            <p className="text-sm font-semibold text-amber-900">{vacancyText(planning.vacancies, true)}</p>
            <FinderLink planningId={planningId} title={planning.title} />
          </div>
        ) : null}
        {planning.assignedUsers.length === 0 ? (
          <span className="text-slate-600">Aucun employé assigné</span>
        ) : (
          <ul className="flex flex-wrap gap-1">
            {planning.assignedUsers.map((user) => (
              <li key={user.assignmentId}>
                <button
                  type="button"
                  className="planning-badge"
                  onClick={() => onOpen({ kind: "edit-one", planningId, assignmentId: user.assignmentId })}
                >
                  {fullName(user)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </td>
      <td className="whitespace-nowrap">
        <div>{`Début : ${formatDateTime(planning.startTime, zone)}`}</div>
        <div>{`Fin : ${formatDateTime(planning.endTime, zone)}`}</div>
        {planning.breakMinutes > 0 ? (
          <div className="first-letter:uppercase">{breakText(planning.breakMinutes)}</div>
        ) : null}
      </td>
      <td className={planning.description ? "max-w-xs whitespace-pre-line" : "planning-none"}>
        {planning.description || <span className="text-slate-600">Aucune description</span>}
      </td>
      <td className="planning-actions whitespace-nowrap">
        <RowAction label="Voir le planning" icon="voir" onClick={() => onOpen({ kind: "view", planningId })} />
        <RowAction label="Modifier le planning" icon="modifier" onClick={() => onOpen({ kind: "edit", planningId })} />
        <RowAction
          label="Ajouter un employé"
          icon="ajouter"
          onClick={() => onOpen({ kind: "add-employee", planningId })}
        />
        <RowAction
          label="Retirer un employé"
          icon="retirer"
          disabled={planning.assignedUsers.length === 0}
          onClick={() => onOpen({ kind: "remove-employee", planningId })}
        />
        <RowAction
          label="Supprimer le planning"
          icon="supprimer"
          danger
          onClick={() => onOpen({ kind: "delete", planningId })}
        />
      </td>
    </tr>
  );
}
