import { Banknote, Briefcase, Clock, MapPin } from "lucide-react";
import { formatPay, type JobOffer } from "../job-offers";
import { CheckList } from "./check-list";

/** Where, which contract, hours and pay, the description and the profile of one offer. */
export function JobOfferDetails({ offer, headingLevel = 3 }: { offer: JobOffer; headingLevel?: 2 | 3 }) {
  const ProfileHeading = headingLevel === 2 ? "h2" : "h3";
  return (
    <>
      <p className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-slate-700">
        <span className="inline-flex items-center gap-1">
          <MapPin aria-hidden="true" className="size-4 text-brand-600" />
          {offer.location}
        </span>
        <span className="inline-flex items-center gap-1">
          <Briefcase aria-hidden="true" className="size-4 text-brand-600" />
          {offer.type}
        </span>
      </p>
      <dl className="mt-4 grid gap-3 rounded-md bg-slate-50 p-4 text-slate-800 sm:grid-cols-2">
        <div>
          <dt className="flex items-center gap-2 font-semibold text-slate-900">
            <Clock aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
            Horaires
          </dt>
          <dd className="mt-1 pl-7">{offer.hours}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 font-semibold text-slate-900">
            <Banknote aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
            Rémunération
          </dt>
          <dd className="mt-1 pl-7">{formatPay(offer.pay)}</dd>
        </div>
      </dl>
      <p className="mt-4 text-slate-800">{offer.description}</p>
      <ProfileHeading className="mt-5 font-semibold text-slate-900">Profil recherché</ProfileHeading>
      <CheckList items={offer.requirements} className="mt-2 text-slate-700" />
    </>
  );
}
