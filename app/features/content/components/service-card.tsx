import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { ServiceCardData } from "../services";
import { CheckList } from "./check-list";
import { ServiceIcon } from "./service-icon";

/** A service of /services: bullet list and a link to its page. */
export function ServiceCard({ service }: { service: ServiceCardData }) {
  return (
    <article className="flex flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <ServiceIcon slug={service.slug} />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-slate-900">{service.name}</h2>
      <p className="mt-2 text-slate-700">{service.summary}</p>
      <CheckList items={service.bullets} className="mt-4 flex-1 text-sm text-slate-700" />
      <Link
        to={`/services/${service.slug}`}
        className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
      >
        Découvrir<span className="sr-only"> : {service.name}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
