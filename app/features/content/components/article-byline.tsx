import type { ReactNode } from "react";
import type { ArticleSummary } from "../articles";

/** An article's category and date, as the blog list and the article page show them; `children` follow them. */
export function ArticleByline({
  article,
  children,
}: {
  article: Pick<ArticleSummary, "category" | "date" | "dateLabel">;
  children?: ReactNode;
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 text-sm">
      <span className="rounded-full bg-brand-50 px-3 py-0.5 font-medium text-brand-800">{article.category}</span>
      <time dateTime={article.date} className="text-slate-600">
        {article.dateLabel}
      </time>
      {children}
    </p>
  );
}
