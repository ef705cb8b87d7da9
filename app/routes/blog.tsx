import { articleSummary, articles } from "../features/content/articles";
import { ArticleCard } from "../features/content/components/article-card";
import { PageHero } from "../features/content/components/page-hero";
import { NewsletterForm } from "../features/newsletter/components/newsletter-form";
import type { HydrationHandle } from "../lib/hydration";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/blog";

/** No framework JavaScript on this page (docs/decisions/028-marketing-pages-without-framework-js.md). */
export const handle: HydrationHandle = { hydrate: false };

export const meta: Route.MetaFunction = pageMeta({
  title: "Blog",
  description:
    "Conseils d'hygiène, d'entretien et de propreté pour les professionnels, par les experts de Clarté Propreté.",
  path: "/blog",
});

export function loader() {
  return { articles: articles.map(articleSummary) };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Conseils et actualités de la propreté"
        lead="Hygiène, réglementation, méthodes : ce que nos équipes ont appris sur le terrain, pour vous aider à mieux entretenir vos locaux."
      />
      <section aria-label="Articles" className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-3 lg:px-8">
          {loaderData.articles.map((article, index) => (
            <ArticleCard key={article.slug} article={article} eager={index < 3} />
          ))}
        </div>
      </section>
      <section id="newsletter" aria-labelledby="newsletter-titre" className="bg-brand-50">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6">
          <h2 id="newsletter-titre" className="text-2xl font-bold text-brand-900">
            Recevez nos conseils
          </h2>
          <p className="mt-3 text-slate-700">
            Un e-mail par mois avec nos nouveaux articles et nos conseils d'entretien. Désinscription en un clic.
          </p>
          <NewsletterForm className="mx-auto mt-6 max-w-md text-left" />
        </div>
      </section>
    </>
  );
}
