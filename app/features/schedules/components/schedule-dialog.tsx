import type { Planning, PlanningSite } from "../schedules";
import type { PickableStaff } from "../staff-choices";
import type { CellPrefill } from "../week-grid/week-grid";
import { CopyWeekDialog } from "./copy-week-dialog";
import { DeletePlanningDialog } from "./delete-planning-dialog";
import { AddEmployeeDialog, AddPlanningDialog, EditOneDialog, EditPlanningDialog } from "./planning-dialogs";
import { RemoveEmployeeDialog } from "./remove-employee-dialog";
import { ShareDialog } from "./share-dialog";
import { ViewPlanningDialog } from "./view-planning-dialog";

/** The one dialog the schedule screen shows (only one is ever open), and what it is about. */
export type DialogState =
  | { kind: "add"; prefill?: CellPrefill }
  | { kind: "share" }
  | { kind: "copy-week"; monday: string }
  | { kind: "view" | "edit" | "delete" | "add-employee" | "remove-employee"; planningId: string }
  | { kind: "edit-one"; planningId: string; assignmentId: string };

interface ScheduleDialogProps {
  state: DialogState;
  /** The plannings of the page shown, by id. */
  plannings: ReadonlyMap<string, Planning>;
  /** The plannings selected for sharing. */
  selected: Planning[];
  staff: PickableStaff[];
  /** The active sites the place picker offers. */
  sites: readonly PlanningSite[];
  zone: string;
  onClose: () => void;
}

/** Opens the dialog of `state`; nothing when its planning is no longer on the page (deleted, another page). */
export function ScheduleDialog({ state, plannings, selected, staff, sites, zone, onClose }: ScheduleDialogProps) {
  if (state.kind === "add") {
    return <AddPlanningDialog zone={zone} sites={sites} staff={staff} prefill={state.prefill} onClose={onClose} />;
  }
  if (state.kind === "share")
    return <ShareDialog zone={zone} plannings={selected} staff={staff} sites={sites} onClose={onClose} />;
  if (state.kind === "copy-week") {
    return <CopyWeekDialog monday={state.monday} zone={zone} sites={sites} onClose={onClose} />;
  }
  const planning = plannings.get(state.planningId);
  if (!planning) return null;
  switch (state.kind) {
    case "view":
      return <ViewPlanningDialog zone={zone} planning={planning} onClose={onClose} />;
    case "edit":
      return <EditPlanningDialog zone={zone} sites={sites} planning={planning} onClose={onClose} />;
    case "edit-one": {
      const person = planning.assignedUsers.find((user) => user.assignmentId === state.assignmentId);
      return person ? (
        <EditOneDialog zone={zone} sites={sites} planning={planning} person={person} onClose={onClose} />
      ) : null;
    }
    case "delete":
      return <DeletePlanningDialog planning={planning} onClose={onClose} />;
    case "add-employee":
      return <AddEmployeeDialog zone={zone} sites={sites} planning={planning} staff={staff} onClose={onClose} />;
    case "remove-employee":
      return <RemoveEmployeeDialog planning={planning} staff={staff} onClose={onClose} />;
  }
}
