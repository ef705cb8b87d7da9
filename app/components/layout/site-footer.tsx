import { SERVICE_CATALOGUE, SERVICE_TYPES } from "../../domain/services";
import { company, fullAddress } from "../../lib/company";
import type { SocialLink } from "../../lib/company-env";
import { LinkList } from "./link-list";
import { companyLinks, type NavLink } from "./nav-links";

/** The footer's column of services: the first five of the catalogue (docs/product.md). */
const serviceLinks: NavLink[] = SERVICE_TYPES.slice(0, 5).map((type) => ({
  to: `/services/${SERVICE_CATALOGUE[type].slug}`,
  label: SERVICE_CATALOGUE[type].label,
}));

const linkClass = "text-slate-300 hover:text-white hover:underline";

/** The public footer; the company's social pages appear only when they are configured (SOCIAL_*_URL). */
export function SiteFooter({ socialLinks = [] }: { socialLinks?: SocialLink[] }) {
  return (
    <footer className="bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="text-lg font-bold text-white">{company.name}</p>
          <p className="mt-2 text-sm text-slate-300">{company.tagline}.</p>
          {socialLinks.length > 0 ? (
            <nav aria-label="Réseaux sociaux" className="mt-4 text-sm">
              <p className="text-slate-300">Suivez-nous :</p>
              <ul className="mt-1 flex flex-wrap gap-x-4">
                {socialLinks.map((link) => (
                  <li key={link.network}>
                    <a href={link.url} rel="me noopener" className={`${linkClass} inline-flex min-h-11 items-center`}>
                      {link.network}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
        <FooterLinks title="Nos services" links={serviceLinks} />
        <FooterLinks title="L'entreprise" links={companyLinks} />
        <div>
          <h2 className="font-semibold text-white">Nous contacter</h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            {company.phones.map((phone) => (
              <p key={phone.tel}>
                {phone.label} :{" "}
                <a href={`tel:${phone.tel}`} className={linkClass}>
                  {phone.display}
                </a>
              </p>
            ))}
            <p>
              <a href={`mailto:${company.email}`} className={linkClass}>
                {company.email}
              </a>
            </p>
            <p className="text-slate-300">{fullAddress}</p>
            {company.hours.map((slot) => (
              <p key={slot.days} className="text-slate-300">
                {slot.days} : {slot.time}
              </p>
            ))}
          </address>
        </div>
      </div>
      <div className="border-t border-brand-800 py-4 text-center text-xs text-slate-300">
        © {company.foundedYear}–{new Date().getFullYear()} {company.legalName}. Tous droits réservés.
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-semibold text-white">{title}</h2>
      <LinkList links={links} className="mt-3 space-y-2 text-sm" linkClassName={linkClass} />
    </nav>
  );
}
