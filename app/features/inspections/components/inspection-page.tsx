import { Link } from "react-router";
import { BackLink } from "../../../components/ui/back-link";
import { Badge } from "../../../components/ui/badge";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../components/ui/cn";
import { VERDICT_LABELS } from "../../../domain/enums";
import { formatInZone, frenchDay } from "../../../lib/time";
import type { CorrectiveAction } from "../corrective-actions.server";
import type { InspectionFile } from "../inspections.server";
import { inspectionScore, scoreExplanation } from "../score";
import { CorrectiveActionButtons } from "./corrective-action-forms";

const VERDICT_CLASSES = {
  conforme: "text-emerald-800",
  non_conforme: "font-semibold text-red-800",
  na: "text-slate-600",
} as const;

function ActionItem({
  action,
  owners,
  today,
}: {
  action: CorrectiveAction;
  owners: Array<{ id: string; name: string }> | null;
  today: string;
}) {
  const open = action.state === "ouverte";
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold break-words text-slate-900">{action.reason}</p>
        <Badge tone={open ? "warning" : "success"}>{open ? "Ouverte" : "Close"}</Badge>
      </div>
      <p className={cn("text-sm", open && action.dueOn < today ? "font-semibold text-red-800" : "text-slate-700")}>
        {open && action.dueOn < today ? "En retard : à faire avant le " : "À faire avant le "}
        {frenchDay(action.dueOn)} · Responsable : {action.owner ?? "personne"}
      </p>
      {action.closingNote ? (
        <p className="text-sm break-words text-slate-700">Ce qui a été fait : « {action.closingNote} »</p>
      ) : null}
      {open && owners ? <CorrectiveActionButtons action={action} owners={owners} /> : null}
    </li>
  );
}

/** Where the page is read: the staff's, with the actions' buttons and the inspector, or the client portal's. */
export interface InspectionPageSetting {
  back: { to: string; label: string };
  /** The address of the photos, each under its result's id. */
  photos: string;
  /** Who may take a corrective action in charge; null where nothing can be changed (the portal). */
  owners: Array<{ id: string; name: string }> | null;
}

/** An inspection's result: its score and how it was computed, every point as found, and its corrective actions. */
export function InspectionPage({
  inspection,
  setting: { back, photos, owners },
  today,
  zone,
}: {
  inspection: InspectionFile;
  setting: InspectionPageSetting;
  today: string;
  zone: string;
}) {
  const score = inspectionScore(inspection.results);
  const under = score.percent !== null && score.percent < inspection.thresholdPercent;
  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:px-6 md:py-10">
      <BackLink to={back.to}>{back.label}</BackLink>
      <div>
        <h1 className="text-2xl font-bold break-words text-slate-900 md:text-3xl">
          Inspection : {inspection.site.name}
        </h1>
        <p className="mt-1 text-slate-700 first-letter:uppercase">
          {formatInZone(inspection.inspectedAt, "EEEE d MMMM yyyy 'à' HH:mm", zone)} · {inspection.templateName}
          {owners ? ` · ${inspection.inspector ?? "Compte supprimé"}` : ""}
        </p>
      </div>
      <Card className="space-y-2">
        <h2 className="text-lg font-semibold text-slate-900">Score</h2>
        <p className={cn("text-4xl font-bold", under ? "text-red-800" : "text-emerald-800")}>
          {score.percent === null ? "Sans objet" : `${score.percent} %`}
        </p>
        <p className="text-slate-700">{scoreExplanation(score)}</p>
        <p className="text-sm text-slate-700">
          Seuil du site : {inspection.thresholdPercent} %. Chaque point compte pour son poids ; un point critique non
          conforme ouvre une action corrective quel que soit le score.
        </p>
      </Card>
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">Actions correctives</h2>
        {inspection.actions.length === 0 ? (
          <p className="text-slate-700">Aucune action corrective.</p>
        ) : (
          <ul className="space-y-3">
            {inspection.actions.map((action) => (
              <ActionItem key={action.id} action={action} owners={owners} today={today} />
            ))}
          </ul>
        )}
      </Card>
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">Points contrôlés</h2>
        <ul className="divide-y divide-slate-200">
          {inspection.results.map((result) => (
            <li key={result.id} className="space-y-1 py-3">
              <p className="text-sm text-slate-600">{result.area}</p>
              <p className="font-medium break-words text-slate-900">
                {result.label}
                {result.critical ? " (critique)" : ""}
              </p>
              <p className="text-sm">
                <span className={VERDICT_CLASSES[result.verdict]}>{VERDICT_LABELS[result.verdict]}</span>
                <span className="text-slate-700">
                  {" "}
                  · poids {result.weight} ·{" "}
                  {result.verdict === "na"
                    ? "non compté"
                    : `${result.verdict === "conforme" ? result.weight : 0} / ${result.weight} point${result.weight > 1 ? "s" : ""}`}
                </span>
              </p>
              {result.comment ? <p className="text-sm break-words text-slate-700">« {result.comment} »</p> : null}
              {result.hasPhoto ? (
                <Link to={`${photos}/${result.id}`} reloadDocument className="inline-block">
                  <img
                    src={`${photos}/${result.id}`}
                    alt={`Constat : ${result.label}`}
                    loading="lazy"
                    className="mt-1 max-h-48 rounded-md border border-slate-200"
                  />
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
