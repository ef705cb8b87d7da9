import { Link } from "react-router";
import { Button, buttonClass } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import type { Service } from "../services";
import { CheckList } from "./check-list";
import { ServiceIcon } from "./service-icon";

/** The home page's service cards; each opens a dialog with the service's details. */
export function HomeServiceCards({ services }: { services: Service[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.slug} className="flex flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <ServiceIcon slug={service.slug} />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">
            <Link to={`/services/${service.slug}`} className="hover:text-brand-700 hover:underline">
              {service.name}
            </Link>
          </h3>
          <p className="mt-2 flex-1 text-slate-700">{service.summary}</p>
          <Dialog
            title={service.name}
            description={service.summary}
            trigger={
              <Button variant="outline" className="mt-5 self-start">
                En savoir plus<span className="sr-only"> : {service.name}</span>
              </Button>
            }
          >
            <CheckList items={service.bullets} className="text-slate-700" />
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to={`/services/${service.slug}`} className={buttonClass("primary")}>
                Voir le service
              </Link>
              <Link to="/quote" className={buttonClass("accent")}>
                Demander un devis
              </Link>
            </div>
          </Dialog>
        </li>
      ))}
    </ul>
  );
}
