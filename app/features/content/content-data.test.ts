import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { SERVICE_SLUGS } from "../../domain/services";
import { articles } from "./articles";
import { services } from "./services";

// The texts live in JSON, which the compiler takes on trust: these schemas hold them to the types the pages read.
const text = z.string().trim().min(1);
const texts = z.array(text).min(1);

const articleSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  excerpt: text,
  category: text,
  date: z.iso.date(),
  image: z.strictObject({ src: z.string().startsWith("/images/blog/"), alt: text }),
  author: text,
  body: z
    .array(
      z.discriminatedUnion("type", [
        z.strictObject({ type: z.literal("paragraph"), text }),
        z.strictObject({ type: z.literal("heading"), text }),
        z.strictObject({ type: z.literal("list"), items: texts }),
      ]),
    )
    .min(1),
});

const serviceSchema = z.strictObject({
  slug: z.enum(SERVICE_SLUGS),
  name: text,
  summary: text,
  bullets: texts,
  seoDescription: text,
  hero: z.strictObject({ title: text, lead: text, highlights: texts }),
  sections: z
    .array(
      z.strictObject({
        title: text,
        intro: text.optional(),
        items: z.array(z.strictObject({ title: text, text })).min(1),
      }),
    )
    .min(1),
  feature: z.strictObject({ title: text, intro: text, items: texts }),
  cta: z.strictObject({ title: text, text }),
});

const unique = (values: string[]) => new Set(values).size === values.length;

describe("the blog's articles", () => {
  it("each has every field a page shows, a unique slug and an illustration that exists", () => {
    expect(z.array(articleSchema).length(6).safeParse(articles).error).toBeUndefined();
    expect(unique(articles.map((article) => article.slug))).toBe(true);
    for (const { image } of articles) expect(existsSync(`public${image.src}`), image.src).toBe(true);
  });
});

describe("the services", () => {
  it("are the catalogue's eight, once each, with every text their card, dialog and page show", () => {
    expect(z.array(serviceSchema).safeParse(services).error).toBeUndefined();
    expect(services.map((service) => service.slug).toSorted()).toEqual([...SERVICE_SLUGS].toSorted());
  });
});
