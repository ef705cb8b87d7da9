import articlesData from "./articles.json";
import { formatLongDate } from "./format";

/** The six articles of the blog; their full text is in articles.json. */

export type ArticleBlock =
  | { type: "paragraph"; text: string }
  | { type: "heading"; text: string }
  | { type: "list"; items: string[] };

export interface Article {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  /** Illustration served from /images/blog/. */
  image: { src: string; alt: string };
  author: string;
  body: ArticleBlock[];
}

export const articles = articlesData as Article[];

/** What the blog list shows of an article: everything but its text, and its date written in French. */
export type ArticleSummary = Omit<Article, "body"> & { dateLabel: string };

export function articleSummary({ body: _body, ...summary }: Article): ArticleSummary {
  return { ...summary, dateLabel: formatLongDate(summary.date) };
}

export function findArticle(slug: string | undefined): Article | undefined {
  return articles.find((article) => article.slug === slug);
}
