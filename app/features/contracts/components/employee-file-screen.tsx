import type { ReactNode } from "react";
import { Link } from "react-router";
import { BackLink } from "../../../components/ui/back-link";
import { Badge } from "../../../components/ui/badge";
import { ButtonDialog } from "../../../components/ui/button-dialog";
import { Card } from "../../../components/ui/card";
import { ResultAlert } from "../../../components/ui/result-alert";
import { roleLabel } from "../../../domain/roles";
import type { Result } from "../../../lib/result";
import { frenchDay } from "../../../lib/time";
import type { AbsenceRow } from "../absences.server";
import { displayName } from "../contracts";
import type { ContractRow } from "../contracts.server";
import type { EmployeeIdentity } from "../employee-file.server";
import { AbsenceForm } from "./absence-form";
import { AbsenceList } from "./absence-list";
import { ContractForm } from "./contract-form";
import { ContractHistory } from "./contract-history";
import { DetailsForm } from "./details-form";

interface EmployeeFileScreenProps {
  employee: EmployeeIdentity;
  contracts: ContractRow[];
  absences: AbsenceRow[];
  today: string;
  /** The company's zone, whose today bounds the days of an absence. */
  zone: string;
  /** Admins change contracts, phone and hire date; managers read them. Both record absences. */
  canEditContracts: boolean;
  /** The answer of a form posted without JavaScript (with it, each form's fetcher toasts it). */
  answer: Result | undefined;
}

/** /employees/:id: who the employee is, their contracts over time, their absences. */
export function EmployeeFileScreen({
  employee,
  contracts,
  absences,
  today,
  zone,
  canEditContracts,
  answer,
}: EmployeeFileScreenProps) {
  const name = displayName(employee);
  return (
    <section className="mx-auto max-w-5xl space-y-8 px-4 py-6 sm:px-6 sm:py-10">
      <div>
        <BackLink to="/employees">Employés</BackLink>
        <h1 className="text-3xl font-bold text-slate-900">Fiche employé</h1>
        <p className="mt-1 text-lg text-slate-700">{name}</p>
        <p className="mt-2">
          <Link
            to={`/employees/${employee.id}/pointages`}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
          >
            Pointages de la semaine
          </Link>
        </p>
      </div>
      <ResultAlert result={answer} />

      <Card className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-xl font-semibold text-slate-900">Identité</h2>
          {canEditContracts ? (
            <ButtonDialog label="Modifier la fiche" variant="outline" title={`Modifier la fiche de ${name}`}>
              {(close) => <DetailsForm employee={employee} onDone={close} />}
            </ButtonDialog>
          ) : null}
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-slate-600">Nom</dt>
          <dd className="font-medium text-slate-900">{name}</dd>
          <dt className="text-slate-600">Email</dt>
          <dd className="break-all text-slate-900">{employee.email}</dd>
          <dt className="text-slate-600">Rôle</dt>
          <dd>
            <Badge tone={employee.role === "admin" ? "brand" : "neutral"}>{roleLabel(employee.role)}</Badge>
          </dd>
          <dt className="text-slate-600">Téléphone</dt>
          <dd className="text-slate-900">
            {employee.phone ? (
              <a
                className="inline-flex min-h-11 items-center text-brand-700 underline sm:min-h-0"
                href={`tel:${employee.phone.replace(/\s/g, "")}`}
              >
                {employee.phone}
              </a>
            ) : (
              "Non renseigné"
            )}
          </dd>
          <dt className="text-slate-600">Date d'embauche</dt>
          <dd className="text-slate-900">{employee.hiredOn ? frenchDay(employee.hiredOn) : "Non renseignée"}</dd>
          <dt className="text-slate-600">Matricule de paie</dt>
          <dd className="text-slate-900">{employee.payrollNumber ?? "Non renseigné"}</dd>
        </dl>
      </Card>

      <FileSection
        id="contrats"
        title="Contrats"
        action={
          canEditContracts ? (
            <ButtonDialog label="Ajouter un contrat" size="md" title="Ajouter un contrat" className="max-w-2xl">
              {(close) => <ContractForm onDone={close} />}
            </ButtonDialog>
          ) : null
        }
      >
        <ContractHistory contracts={contracts} today={today} editable={canEditContracts} />
      </FileSection>

      <FileSection
        id="absences"
        title="Absences"
        action={
          <ButtonDialog label="Enregistrer une absence" size="md" title="Enregistrer une absence">
            {(close) => <AbsenceForm zone={zone} onDone={close} />}
          </ButtonDialog>
        }
      >
        <AbsenceList absences={absences} editable zone={zone} empty="Aucune absence enregistrée" />
      </FileSection>
    </section>
  );
}

/** A part of the file: its heading, the button that adds to it, then its list. */
function FileSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
