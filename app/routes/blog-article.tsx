import { data, Link } from "react-router";
import { BackLink } from "../components/ui/back-link";
import { articleSummary, articles, findArticle } from "../features/content/articles";
import { ArticleBody } from "../features/content/components/article-body";
import { ArticleByline } from "../features/content/components/article-byline";
import { CtaBlock } from "../features/content/components/cta-block";
import { ContentSection } from "../features/content/components/page-hero";
import { blogPostingJsonLd } from "../features/content/json-ld";
import type { HydrationHandle } from "../lib/hydration";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/blog-article";

/** No framework JavaScript on this page (docs/decisions/028-marketing-pages-without-framework-js.md). */
export const handle: HydrationHandle = { hydrate: false };

export function loader({ params }: Route.LoaderArgs) {
  const article = findArticle(params.slug);
  if (!article) throw data(null, { status: 404 });
  return {
    article: { ...article, dateLabel: articleSummary(article).dateLabel },
    others: articles
      .filter((other) => other.slug !== article.slug)
      .slice(0, 3)
      .map(({ slug, title, category }) => ({ slug, title, category })),
  };
}

export const meta: Route.MetaFunction = pageMeta(({ article }: Route.ComponentProps["loaderData"]) => ({
  title: article.title,
  description: article.excerpt,
  path: `/blog/${article.slug}`,
  type: "article",
  jsonLd: (publicUrl) => blogPostingJsonLd(article, publicUrl),
}));

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, others } = loaderData;
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <BackLink to="/blog">Tous les articles</BackLink>
        <header className="mt-6">
          <ArticleByline article={article}>
            <span className="text-slate-600">par {article.author}</span>
          </ArticleByline>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{article.title}</h1>
          <p className="mt-4 text-lg text-slate-700">{article.excerpt}</p>
        </header>
        <img
          src={article.image.src}
          alt={article.image.alt}
          width={768}
          height={432}
          className="mt-8 aspect-video h-auto w-full rounded-lg bg-brand-50 object-cover"
        />
        <ArticleBody blocks={article.body} />
      </article>
      <ContentSection title="À lire aussi" tone="muted">
        <ul className="grid gap-4 md:grid-cols-3">
          {others.map((other) => (
            <li key={other.slug} className="rounded-lg border border-slate-200 bg-white p-5">
              <p className="text-sm text-slate-600">{other.category}</p>
              <Link to={`/blog/${other.slug}`} className="mt-1 block font-semibold text-brand-700 hover:underline">
                {other.title}
              </Link>
            </li>
          ))}
        </ul>
      </ContentSection>
      <CtaBlock
        title="Besoin d'un conseil pour vos locaux ?"
        text="Nos responsables de secteur se déplacent gratuitement pour évaluer vos besoins."
      />
    </>
  );
}
