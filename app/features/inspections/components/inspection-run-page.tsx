import { Link } from "react-router";
import { BackLink } from "../../../components/ui/back-link";
import { cn } from "../../../components/ui/cn";
import type { Result } from "../../../lib/result";
import type { Template } from "../templates.server";
import { InspectionRunForm } from "./inspection-run-form";

const NOTICE = "rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900";

interface InspectionRunPageProps {
  site: { id: string; name: string; active: boolean; threshold: number };
  templates: Template[];
  template: Template | null;
  result?: Result;
}

/** « Nouvelle inspection » of a site, made on a phone: which checklist, then its points. */
export function InspectionRunPage({ site, templates, template, result }: InspectionRunPageProps) {
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6 md:py-10">
      <BackLink to={`/admin/sites/${site.id}`}>Retour au site</BackLink>
      <div>
        <h1 className="text-2xl font-bold break-words text-slate-900 md:text-3xl">Inspection : {site.name}</h1>
        <p className="mt-1 text-slate-700">
          Chaque point est conforme, non conforme ou sans objet (N/A). Le score est la part pondérée des points
          conformes, sans les N/A ; sous {site.threshold} %, ou pour un point critique non conforme, une action
          corrective s'ouvre.
        </p>
      </div>
      {!site.active ? (
        <p className={NOTICE}>Ce site est archivé : on n'y fait plus d'inspection.</p>
      ) : template === null ? (
        <p className={NOTICE}>Aucun modèle d'inspection : créez-en un dans les modèles d'inspection.</p>
      ) : (
        <>
          {templates.length > 1 ? (
            <nav aria-label="Modèles d'inspection" className="flex flex-wrap gap-2">
              {templates.map((choice) => (
                <Link
                  key={choice.id}
                  to={`?modele=${choice.id}`}
                  aria-current={choice.id === template.id ? "page" : undefined}
                  className={cn(
                    "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold",
                    choice.id === template.id
                      ? "border-brand-700 bg-brand-700 text-white"
                      : "border-slate-300 bg-white text-slate-800",
                  )}
                >
                  {choice.name}
                </Link>
              ))}
            </nav>
          ) : (
            <p className="text-slate-700">Modèle : {template.name}</p>
          )}
          <InspectionRunForm key={template.id} template={template} result={result} />
        </>
      )}
    </section>
  );
}
