import { data } from "react-router";
import { PagePlaceholder } from "../components/layout/page-placeholder";
import { rootPublicUrl, seo } from "../lib/seo";
import type { Route } from "./+types/service-detail";

const slugs = ["bureaux", "magasins", "industriel", "immeubles", "restaurants", "vitres", "medical", "ponctuels"];

export function loader({ params }: Route.LoaderArgs) {
  if (!slugs.includes(params.slug)) throw data(null, { status: 404 });
  return { slug: params.slug };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({
    title: `Service ${loaderData?.slug ?? ""}`,
    description: "Service de nettoyage professionnel en Île-de-France.",
    path: `/services/${loaderData?.slug ?? ""}`,
    publicUrl: rootPublicUrl(matches),
  });

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  return <PagePlaceholder title={`Service ${loaderData.slug}`} />;
}
