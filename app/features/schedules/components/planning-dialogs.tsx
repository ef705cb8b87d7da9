import { type ReactNode, useMemo } from "react";
import { toast } from "sonner";
import { Button, buttonClass } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Dialog } from "../../../components/ui/dialog";
import { Field, Input, NativeSelect } from "../../../components/ui/field";
import { Td, Th } from "../../../components/ui/table";
import { formatDateTime } from "../../../lib/time";
import {
  type AssignedUser,
  fullName,
  mailtoUrl,
  type Planning,
  periodText,
  type StaffMember,
  shareEmailSubject,
  shareText,
  UNSPECIFIED_LOCATION,
  whatsappUrl,
} from "../schedules";
import {
  addEmployeeSchema,
  createPlanningSchema,
  updateAssignmentSchema,
  updatePlanningSchema,
} from "../schedules.schema";
import { OverlapWarning, PlanningFields } from "./planning-fields";
import { useScheduleForm } from "./use-schedule-form";

interface DialogBase {
  zone: string;
  onClose: () => void;
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-end gap-2 pt-2">{children}</div>;
}

function CancelButton({ onClose, label = "Annuler" }: { onClose: () => void; label?: string }) {
  return (
    <Button variant="ghost" onClick={onClose}>
      {label}
    </Button>
  );
}

function Hidden({ name, value }: { name: string; value: string }) {
  return <input type="hidden" name={name} value={value} />;
}

export function AddPlanningDialog({ zone, onClose, staff }: DialogBase & { staff: StaffMember[] }) {
  const schema = useMemo(() => createPlanningSchema(zone), [zone]);
  const { fetcher, errors, overlaps, busy, onSubmit } = useScheduleForm({ schema, onDone: onClose });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Ajouter un planning" className="max-w-2xl">
      <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <Hidden name="intent" value="create" />
        <fieldset
          className="space-y-2"
          aria-describedby={errors.employeeIds ? "employees-error" : undefined}
          aria-invalid={errors.employeeIds ? true : undefined}
        >
          <legend className="text-sm font-medium text-slate-800">
            Utilisateur
            <span className="text-red-700" aria-hidden="true">
              {" "}
              *
            </span>
          </legend>
          {staff.length === 0 ? (
            <p className="text-sm text-slate-600">Aucun employé disponible</p>
          ) : (
            <ul className="max-h-48 space-y-1 overflow-y-auto rounded-md border border-slate-300 p-2">
              {staff.map((person) => (
                <li key={person.id}>
                  <label className="flex items-center gap-2 text-sm">
                    <input type="checkbox" name="employeeIds" value={person.id} className="size-4" />
                    <span>
                      {fullName(person)} <span className="text-slate-600">({person.email})</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {errors.employeeIds ? (
            <p id="employees-error" className="text-sm font-medium text-red-700">
              {errors.employeeIds[0]}
            </p>
          ) : null}
        </fieldset>
        <PlanningFields errors={errors} zone={zone} />
        <OverlapWarning overlaps={overlaps} zone={zone} busy={busy} />
        <Actions>
          <CancelButton onClose={onClose} />
          <Button type="submit" disabled={busy}>
            {busy ? "Ajout..." : "Ajouter"}
          </Button>
        </Actions>
      </fetcher.Form>
    </Dialog>
  );
}

export function EditPlanningDialog({ zone, onClose, planning }: DialogBase & { planning: Planning }) {
  const schema = useMemo(() => updatePlanningSchema(zone), [zone]);
  const { fetcher, errors, overlaps, busy, onSubmit } = useScheduleForm({ schema, onDone: onClose });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Modifier le planning"
      description={`Les modifications s'appliquent à tous les employés assignés (${planning.assignedUsers.length}).`}
      className="max-w-2xl"
    >
      <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <Hidden name="intent" value="update" />
        <Hidden name="planningId" value={planning.id} />
        <PlanningFields defaults={planning} errors={errors} zone={zone} />
        <OverlapWarning overlaps={overlaps} zone={zone} busy={busy} />
        <Actions>
          <CancelButton onClose={onClose} />
          <Button type="submit" disabled={busy}>
            {busy ? "Mise à jour..." : "Mettre à jour"}
          </Button>
        </Actions>
      </fetcher.Form>
    </Dialog>
  );
}

export function EditOneDialog({
  zone,
  onClose,
  planning,
  person,
}: DialogBase & { planning: Planning; person: AssignedUser }) {
  const schema = useMemo(() => updateAssignmentSchema(zone), [zone]);
  const { fetcher, errors, overlaps, busy, onSubmit } = useScheduleForm({ schema, onDone: onClose });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Modifier le planning de ${fullName(person)}`}
      description="Les modifications ne concernent que cet employé."
      className="max-w-2xl"
    >
      <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <Hidden name="intent" value="update-one" />
        <Hidden name="scheduleId" value={person.scheduleId} />
        <Field label="Employé">{(control) => <Input {...control} readOnly value={fullName(person)} />}</Field>
        <PlanningFields defaults={planning} errors={errors} zone={zone} />
        <OverlapWarning overlaps={overlaps} zone={zone} busy={busy} />
        <Actions>
          <CancelButton onClose={onClose} />
          <Button type="submit" disabled={busy}>
            {busy ? "Mise à jour..." : "Mettre à jour"}
          </Button>
        </Actions>
      </fetcher.Form>
    </Dialog>
  );
}

export function DeletePlanningDialog({ onClose, planning }: Omit<DialogBase, "zone"> & { planning: Planning }) {
  const { fetcher, busy } = useScheduleForm({ onDone: onClose });
  const names = planning.assignedUsers.map(fullName).join(", ");
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Confirmer la suppression">
      <fetcher.Form method="post" className="space-y-4">
        <Hidden name="intent" value="delete" />
        <Hidden name="planningId" value={planning.id} />
        <p className="text-sm text-slate-700">
          Êtes-vous sûr de vouloir supprimer le planning « {planning.title} »{names ? ` pour ${names}` : ""} ? Cette
          action est irréversible.
        </p>
        <Actions>
          <CancelButton onClose={onClose} />
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? "Suppression..." : "Supprimer"}
          </Button>
        </Actions>
      </fetcher.Form>
    </Dialog>
  );
}

export function AddEmployeeDialog({
  zone,
  onClose,
  planning,
  staff,
}: DialogBase & { planning: Planning; staff: StaffMember[] }) {
  const schema = useMemo(() => addEmployeeSchema(zone), [zone]);
  const { fetcher, errors, overlaps, busy, onSubmit } = useScheduleForm({ schema, onDone: onClose });
  const assigned = new Set(planning.assignedUsers.map((person) => person.id));
  const available = staff.filter((person) => !assigned.has(person.id));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Ajouter un employé au planning"
      description={`Planning « ${planning.title} »`}
      className="max-w-2xl"
    >
      <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <Hidden name="intent" value="add-employee" />
        <Hidden name="planningId" value={planning.id} />
        {available.length === 0 ? (
          <p className="text-sm text-slate-600">Aucun employé disponible</p>
        ) : (
          <Field label="Utilisateur" error={errors.employeeId} required>
            {(control) => (
              <NativeSelect {...control} required={false} aria-required name="employeeId" defaultValue="">
                <option value="">Sélectionnez un utilisateur</option>
                {available.map((person) => (
                  <option key={person.id} value={person.id}>
                    {fullName(person)} ({person.email})
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        )}
        <Card className="space-y-4 p-4">
          <h3 className="text-sm font-semibold text-slate-800">Détails du planning</h3>
          <p className="text-sm text-slate-600">
            Des détails modifiés donnent à cet employé un planning à part ; sinon il rejoint celui-ci.
          </p>
          <PlanningFields defaults={planning} errors={errors} zone={zone} />
        </Card>
        <OverlapWarning overlaps={overlaps} zone={zone} busy={busy} />
        <Actions>
          <CancelButton onClose={onClose} />
          <Button type="submit" disabled={busy || available.length === 0}>
            {busy ? "Ajout en cours..." : "Ajouter"}
          </Button>
        </Actions>
      </fetcher.Form>
    </Dialog>
  );
}

export function RemoveEmployeeDialog({ onClose, planning }: Omit<DialogBase, "zone"> & { planning: Planning }) {
  const { fetcher, errors, busy } = useScheduleForm({ onDone: onClose });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Retirer un employé"
      description={`Planning « ${planning.title} »`}
    >
      {planning.assignedUsers.length === 0 ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">Aucun employé n'est assigné à ce planning.</p>
          <Actions>
            <CancelButton onClose={onClose} label="Fermer" />
          </Actions>
        </div>
      ) : (
        <fetcher.Form method="post" className="space-y-4">
          <Hidden name="intent" value="remove-employee" />
          <Hidden name="planningId" value={planning.id} />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">Employé à retirer</legend>
            {planning.assignedUsers.map((person) => (
              <label key={person.scheduleId} className="flex items-center gap-2 text-sm">
                <input type="radio" name="scheduleId" value={person.scheduleId} className="size-4" />
                {fullName(person)}
              </label>
            ))}
            {errors.scheduleId ? <p className="text-sm font-medium text-red-700">{errors.scheduleId[0]}</p> : null}
          </fieldset>
          <Actions>
            <CancelButton onClose={onClose} />
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? "Suppression..." : "Retirer"}
            </Button>
          </Actions>
        </fetcher.Form>
      )}
    </Dialog>
  );
}

export function ViewPlanningDialog({ zone, onClose, planning }: DialogBase & { planning: Planning }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={planning.title}>
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="font-semibold text-slate-800">Période</dt>
          <dd>{periodText(planning.startTime, planning.endTime, zone)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-800">Lieu</dt>
          <dd>{planning.location || UNSPECIFIED_LOCATION}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-800">Description</dt>
          <dd className="whitespace-pre-line">{planning.description || "Aucune description"}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-800">Employés assignés</dt>
          <dd>
            {planning.assignedUsers.length === 0 ? (
              "Aucun employé assigné"
            ) : (
              <ul className="list-disc pl-5">
                {planning.assignedUsers.map((person) => (
                  <li key={person.scheduleId}>{fullName(person)}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      <Actions>
        <CancelButton onClose={onClose} label="Fermer" />
      </Actions>
    </Dialog>
  );
}

export function ShareDialog({ zone, onClose, plannings }: DialogBase & { plannings: Planning[] }) {
  const now = useMemo(() => new Date(), []);
  const text = shareText(plannings, now, zone);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success("Copié !", { description: "Le planning a été copié dans le presse-papiers." });
    } catch {
      toast.error("Erreur", { description: "Impossible de copier le planning." });
    }
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Partager le planning"
      description={`${plannings.length} planning${plannings.length > 1 ? "s" : ""} sélectionné${plannings.length > 1 ? "s" : ""}`}
      className="max-w-3xl"
    >
      {/* No scrolling region: the cells wrap, so that the preview reads on a phone too. */}
      <div className="rounded-lg border border-slate-200">
        <table className="w-full table-fixed text-left text-sm break-words">
          <thead>
            <tr>
              <Th>Titre</Th>
              <Th>Employés</Th>
              <Th>Lieu</Th>
              <Th>Début</Th>
              <Th>Fin</Th>
            </tr>
          </thead>
          <tbody>
            {plannings.map((planning) => (
              <tr key={planning.id}>
                <Td>{planning.title}</Td>
                <Td>{planning.assignedUsers.map(fullName).join(", ") || "Aucun employé assigné"}</Td>
                <Td>{planning.location || UNSPECIFIED_LOCATION}</Td>
                <Td>{formatDateTime(planning.startTime, zone)}</Td>
                <Td>{formatDateTime(planning.endTime, zone)}</Td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Actions>
        <a
          className={buttonClass("outline")}
          href={whatsappUrl(text)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() =>
            toast.success("WhatsApp ouvert", { description: "Le planning a été préparé pour partage sur WhatsApp." })
          }
        >
          WhatsApp
        </a>
        <a
          className={buttonClass("outline")}
          href={mailtoUrl(shareEmailSubject(now, zone), text)}
          onClick={() =>
            toast.success("Email ouvert", { description: "Le planning a été préparé pour envoi par email." })
          }
        >
          Email
        </a>
        <Button onClick={copy}>Copier</Button>
      </Actions>
    </Dialog>
  );
}
