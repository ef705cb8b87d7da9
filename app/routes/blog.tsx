import { articleSummary, articles } from "../features/content/articles";
import { ArticleCard } from "../features/content/components/article-card";
import { CardGrid } from "../features/content/components/card-grid";
import { PageHero } from "../features/content/components/page-hero";
import { staticPages } from "../features/content/pages";
import { NewsletterForm } from "../features/newsletter/components/newsletter-form";
import type { HydrationHandle } from "../lib/hydration";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/blog";

/** No framework JavaScript on this page (docs/decisions/028-marketing-pages-without-framework-js.md). */
export const handle: HydrationHandle = { hydrate: false };

export const meta: Route.MetaFunction = pageMeta(staticPages.blog.seo);

export function loader() {
  return { articles: articles.map(articleSummary) };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...staticPages.blog.hero} />
      <CardGrid label="Articles" columns={3}>
        {loaderData.articles.map((article, index) => (
          <ArticleCard key={article.slug} article={article} eager={index < 3} />
        ))}
      </CardGrid>
      <section aria-labelledby="newsletter-titre" className="bg-brand-50">
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
