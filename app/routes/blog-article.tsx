import { data } from "react-router";
import { PagePlaceholder } from "../components/layout/page-placeholder";
import { rootPublicUrl, seo } from "../lib/seo";
import type { Route } from "./+types/blog-article";

export function loader(_args: Route.LoaderArgs) {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  seo({
    title: "Article",
    description: "Article du blog.",
    path: `/blog/${params.slug}`,
    publicUrl: rootPublicUrl(matches),
  });

export default function ArticlePage() {
  return <PagePlaceholder title="Article" />;
}
