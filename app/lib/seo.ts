import type { MetaDescriptor } from "react-router";
import { company } from "./company";

export interface SeoInput {
  title: string;
  description: string;
  /** Path of the page, e.g. "/services"; the canonical URL is PUBLIC_URL + path. */
  path: string;
  publicUrl: string;
  type?: "website" | "article";
  noindex?: boolean;
  jsonLd?: Record<string, unknown> | Array<Record<string, unknown>>;
}

/** Title, description, canonical, Open Graph and JSON-LD of a page, in one list for a route's `meta`. */
export function seo(input: SeoInput): MetaDescriptor[] {
  const url = `${input.publicUrl}${input.path === "/" ? "/" : input.path}`;
  const title = input.title.includes(company.name) ? input.title : `${input.title} | ${company.name}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:locale", content: "fr_FR" },
    { property: "og:site_name", content: company.name },
    { property: "og:image", content: `${input.publicUrl}/og-image.png` },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  if (input.jsonLd) tags.push({ "script:ld+json": input.jsonLd });
  return tags;
}

type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** The public URL the root loader exposes, for use in `meta` functions. */
export function rootPublicUrl(matches: MetaMatches): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { publicUrl?: string } | undefined;
  return root?.publicUrl ?? "";
}

/** What a route says of its page: `seo`'s input, with the JSON-LD built from the public URL once it is known. */
export type PageSeo = Omit<SeoInput, "publicUrl" | "jsonLd"> & { jsonLd?: (publicUrl: string) => SeoInput["jsonLd"] };

/**
 * A route's `meta`: its page's tags with the root loader's public URL. A page whose tags come from its loader's
 * data passes a function of that data, and has no tags when there is none (its 404).
 */
export function pageMeta<Data = unknown>(page: PageSeo | ((data: Data) => PageSeo)) {
  return ({ matches, loaderData }: { matches: MetaMatches; loaderData?: Data }): MetaDescriptor[] => {
    if (typeof page === "function" && loaderData === undefined) return [];
    const { jsonLd, ...input } = typeof page === "function" ? page(loaderData as Data) : page;
    const publicUrl = rootPublicUrl(matches);
    return seo({ ...input, publicUrl, jsonLd: jsonLd?.(publicUrl) });
  };
}

/** A page that search engines leave out: an account's pages, links from a mail, the staff area. */
export function unindexedMeta(title: string, description: string, path: string) {
  return pageMeta({ title, description, path, noindex: true });
}

/** A staff page's `meta`: its title and path, the staff area's one description, never indexed. */
export function staffMeta(title: string, path: string) {
  return unindexedMeta(title, "Espace du personnel.", path);
}

/** A client portal page's `meta`: its title and path, never indexed. */
export function portalMeta(title: string, path: string) {
  return unindexedMeta(title, "Espace client.", path);
}
