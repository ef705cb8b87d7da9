import { X } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClass } from "../../../components/ui/button";
import type { ServiceCardData } from "../services";
import { CheckList } from "./check-list";
import { LinkedTitle } from "./linked-title";
import { ServiceIcon } from "./service-icon";

/**
 * The home page's service cards; each opens a modal dialog with the service's details. The browser's own
 * modal <dialog> makes the rest of the page inert, closes on Escape and gives focus back to the card's button,
 * for a fraction of the JavaScript the home page would otherwise load. The page's inline script (page-script.ts)
 * opens and closes it and wraps Tab around inside it: the home page ships no framework JavaScript.
 */
export function HomeServiceCards({ services }: { services: ServiceCardData[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.slug} className="flex flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <ServiceIcon slug={service.slug} />
          </span>
          <LinkedTitle level={3} to={`/services/${service.slug}`} className="mt-4 text-lg">
            {service.name}
          </LinkedTitle>
          <p className="mt-2 flex-1 text-slate-700">{service.summary}</p>
          <ServiceDialog service={service} />
        </li>
      ))}
    </ul>
  );
}

function ServiceDialog({ service }: { service: ServiceCardData }) {
  const dialogId = `service-${service.slug}`;
  const titleId = `${dialogId}-titre`;
  return (
    <>
      <Button variant="outline" className="mt-5 self-start" aria-haspopup="dialog" data-dialog-open={dialogId}>
        En savoir plus<span className="sr-only"> : {service.name}</span>
      </Button>
      <dialog
        id={dialogId}
        aria-labelledby={titleId}
        className="m-auto max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg overflow-y-auto rounded-lg bg-white p-6 shadow-xl backdrop:bg-slate-900/60"
      >
        <h2 id={titleId} className="pr-8 text-lg font-semibold text-slate-900">
          {service.name}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{service.summary}</p>
        <CheckList items={service.bullets} className="mt-4 text-slate-700" />
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={`/services/${service.slug}`} className={buttonClass("primary")}>
            Voir le service
          </Link>
          <Link to={`/quote?service=${service.slug}`} className={buttonClass("accent")}>
            Demander un devis
          </Link>
        </div>
        <button
          type="button"
          data-dialog-close
          className="absolute top-4 right-4 rounded-md p-1 text-slate-600 hover:bg-slate-100"
          aria-label="Fermer"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </dialog>
    </>
  );
}
