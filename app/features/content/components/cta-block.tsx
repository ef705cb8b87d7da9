import { Phone } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button";
import type { ServiceSlug } from "../../../domain/services";
import { company } from "../../../lib/company";

interface CtaBlockProps {
  title: string;
  text: string;
  /** Shows the emergency line next to the quote button. */
  emergency?: boolean;
  /** The service page's slug: the quote form opens with that service chosen. */
  service?: ServiceSlug;
}

/** The closing call to action of a public page: ask for a quote, or call. */
export function CtaBlock({ title, text, emergency = false, service }: CtaBlockProps) {
  const phone = emergency ? company.phones[1] : company.phones[0];
  return (
    <section className="bg-brand-50">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h2>
          <p className="mt-3 text-slate-700">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={service ? `/quote?service=${service}` : "/quote"} className={buttonClass("accent", "lg")}>
            Demander un devis
          </Link>
          <a href={`tel:${phone.tel}`} className={buttonClass("outline", "lg")}>
            <Phone aria-hidden="true" className="size-5" />
            {emergency ? `Urgences : ${phone.display}` : phone.display}
          </a>
        </div>
      </div>
    </section>
  );
}
