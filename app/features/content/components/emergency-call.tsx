import { Phone } from "lucide-react";
import { buttonClass } from "../../../components/ui/button";
import { company } from "../../../lib/company";

/** The 24/7 emergency line, first thing under the title of the page that promises it (/services/ponctuels). */
export function EmergencyCall() {
  const line = company.phones[1];
  return (
    <p className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-2">
      <a href={`tel:${line.tel}`} className={buttonClass("accent", "lg")}>
        <Phone aria-hidden="true" className="size-5" />
        Urgences 24h/24 : {line.display}
      </a>
      <span className="text-slate-100">Notre ligne d'urgence répond 7j/7, jour et nuit.</span>
    </p>
  );
}
