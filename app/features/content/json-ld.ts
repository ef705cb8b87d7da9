import { company } from "../../lib/company";
import type { Article } from "./articles";
import type { JobOffer } from "./job-offers";
import type { Service } from "./services";

type JsonLd = Record<string, unknown>;

function postalAddress(): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: company.address.street,
    postalCode: company.address.postalCode,
    addressLocality: company.address.city,
    addressRegion: company.address.region,
    addressCountry: company.address.country,
  };
}

function organization(origin: string): JsonLd {
  return { "@type": "Organization", name: company.name, url: `${origin}/`, logo: `${origin}/favicon.svg` };
}

const areaServed = { "@type": "AdministrativeArea", name: company.areaServed };

/** The company as a local business, for the home page. */
export function localBusinessJsonLd(origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${origin}/#entreprise`,
    name: company.name,
    legalName: company.legalName,
    description: company.tagline,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}/og-image.png`,
    telephone: company.phones[0].tel,
    email: company.email,
    foundingDate: String(company.foundedYear),
    address: postalAddress(),
    areaServed,
    openingHoursSpecification: company.hours.map((slot) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: slot.dayCodes.map((code) => `https://schema.org/${dayNames[code]}`),
      opens: slot.opens,
      closes: slot.closes,
    })),
  };
}

const dayNames: Record<string, string> = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
};

export function serviceJsonLd(service: Service, origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.seoDescription,
    serviceType: service.name,
    url: `${origin}/services/${service.slug}`,
    provider: {
      "@type": "LocalBusiness",
      "@id": `${origin}/#entreprise`,
      name: company.name,
      address: postalAddress(),
    },
    areaServed,
  };
}

export function blogPostingJsonLd(article: Article, origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.excerpt,
    articleSection: article.category,
    datePublished: article.date,
    inLanguage: "fr-FR",
    image: `${origin}${article.image.src}`,
    url: `${origin}/blog/${article.slug}`,
    mainEntityOfPage: `${origin}/blog/${article.slug}`,
    author: { "@type": "Person", name: article.author },
    publisher: organization(origin),
  };
}

export function jobPostingJsonLd(offer: JobOffer, origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: offer.title,
    description: `<p>${offer.description}</p><ul>${offer.requirements.map((item) => `<li>${item}</li>`).join("")}</ul>`,
    identifier: { "@type": "PropertyValue", name: company.name, value: offer.id },
    datePosted: offer.datePosted,
    employmentType: offer.employmentType,
    workHours: offer.hours,
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "EUR",
      value: {
        "@type": "QuantitativeValue",
        ...(offer.pay.max === undefined
          ? { value: offer.pay.min }
          : { minValue: offer.pay.min, maxValue: offer.pay.max }),
        unitText: offer.pay.per,
      },
    },
    hiringOrganization: organization(origin),
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        ...(offer.locality ? { addressLocality: offer.locality } : {}),
        addressRegion: company.address.region,
        addressCountry: company.address.country,
      },
    },
    url: `${origin}/job-offers/${offer.id}`,
  };
}
