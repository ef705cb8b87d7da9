import { describe, expect, it } from "vitest";
import { articles } from "./articles";
import { jobOffers } from "./job-offers";
import { blogPostingJsonLd, jobPostingJsonLd, localBusinessJsonLd, serviceJsonLd } from "./json-ld";
import { services } from "./services";

const origin = "https://www.example.fr";

describe("JSON-LD", () => {
  it("describes the company as a local business serving Île-de-France, with its hours", () => {
    const business = localBusinessJsonLd(origin);
    expect(business["@type"]).toBe("LocalBusiness");
    expect(business.areaServed).toEqual({ "@type": "AdministrativeArea", name: "Île-de-France" });
    expect(business.openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: "08:00", closes: "18:00" }),
      expect.objectContaining({ dayOfWeek: ["https://schema.org/Saturday"], opens: "09:00", closes: "12:00" }),
    ]);
  });

  it("gives each service page a Service provided by the company", () => {
    const service = serviceJsonLd(services[0] as (typeof services)[0], origin);
    expect(service).toMatchObject({
      "@type": "Service",
      name: "Nettoyage de bureaux",
      url: "https://www.example.fr/services/bureaux",
      provider: { "@id": "https://www.example.fr/#entreprise" },
    });
  });

  it("gives each article a BlogPosting with its date and absolute image", () => {
    const article = articles[0] as (typeof articles)[0];
    expect(blogPostingJsonLd(article, origin)).toMatchObject({
      "@type": "BlogPosting",
      headline: article.title,
      datePublished: article.date,
      image: `${origin}${article.image.src}`,
    });
  });

  it("gives each offer a JobPosting with its town and contract, or the region alone", () => {
    const [paris, region] = jobOffers;
    expect(jobPostingJsonLd(paris as (typeof jobOffers)[0], origin)).toMatchObject({
      "@type": "JobPosting",
      employmentType: "PART_TIME",
      workHours: expect.stringContaining("24 h par semaine"),
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "EUR",
        value: { "@type": "QuantitativeValue", value: 12.2, unitText: "HOUR" },
      },
      jobLocation: { address: { addressLocality: "Paris", addressRegion: "Île-de-France" } },
    });
    const regional = jobPostingJsonLd(region as (typeof jobOffers)[0], origin);
    expect(regional.baseSalary).toMatchObject({ value: { minValue: 2300, maxValue: 2600, unitText: "MONTH" } });
    expect(regional.jobLocation).toEqual({
      "@type": "Place",
      address: { "@type": "PostalAddress", addressRegion: "Île-de-France", addressCountry: "FR" },
    });
  });
});
