import { Clock, type LucideIcon, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { company, fullAddress } from "../../../lib/company";

/** The company's phones, e-mail, address and opening hours. */
export function ContactDetails() {
  return (
    <div className="space-y-6">
      <ContactItem icon={Phone} title="Téléphone">
        <ul>
          {company.phones.map((phone) => (
            <li key={phone.tel}>
              {phone.label} :{" "}
              <a href={`tel:${phone.tel}`} className="font-medium text-brand-700 underline">
                {phone.display}
              </a>
            </li>
          ))}
        </ul>
      </ContactItem>
      <ContactItem icon={Mail} title="E-mail">
        <a href={`mailto:${company.email}`} className="font-medium text-brand-700 underline">
          {company.email}
        </a>
      </ContactItem>
      <ContactItem icon={MapPin} title="Adresse">
        <address className="not-italic">{fullAddress}</address>
      </ContactItem>
      <ContactItem icon={Clock} title="Horaires">
        <ul>
          {company.hours.map((slot) => (
            <li key={slot.days}>
              {slot.days} : {slot.time}
            </li>
          ))}
        </ul>
      </ContactItem>
    </div>
  );
}

function ContactItem({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
      <div>
        <h2 className="font-semibold text-slate-900">{title}</h2>
        {children}
      </div>
    </div>
  );
}

/** A drawn map of the office's surroundings: nothing is loaded from a map provider. */
export function MapPlaceholder() {
  const query = encodeURIComponent(fullAddress);
  return (
    <figure className="overflow-hidden rounded-lg border border-slate-200">
      <img
        src="/images/plan-acces.svg"
        alt={`Plan schématique d'accès : ${fullAddress}, métro Oberkampf ou République`}
        width={640}
        height={360}
        loading="lazy"
        className="h-auto w-full bg-slate-100"
      />
      <figcaption className="flex flex-wrap items-center justify-between gap-2 bg-white p-4 text-sm text-slate-700">
        <span>Métro Oberkampf (lignes 5 et 9) ou République (lignes 3, 5, 8, 9 et 11).</span>
        <a
          href={`https://www.openstreetmap.org/search?query=${query}`}
          className="font-medium text-brand-700 underline"
          rel="noopener"
        >
          Ouvrir dans OpenStreetMap
        </a>
      </figcaption>
    </figure>
  );
}
