import { Link } from "react-router";
import type { ArticleSummary } from "../articles";
import { ArticleByline } from "./article-byline";
import { LinkedTitle } from "./linked-title";

/** An article of the blog list; the first ones load their image at once, the others when scrolled to. */
export function ArticleCard({ article, eager = false }: { article: ArticleSummary; eager?: boolean }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <img
        src={article.image.src}
        alt={article.image.alt}
        width={640}
        height={360}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-video h-auto w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <ArticleByline article={article} />
        <LinkedTitle level={2} to={`/blog/${article.slug}`} className="mt-3 text-xl">
          {article.title}
        </LinkedTitle>
        <p className="mt-2 flex-1 text-slate-700">{article.excerpt}</p>
        <Link to={`/blog/${article.slug}`} className="mt-4 font-semibold text-brand-700 hover:underline">
          Lire l'article<span className="sr-only"> : {article.title}</span>
        </Link>
      </div>
    </article>
  );
}
