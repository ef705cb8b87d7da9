import { PagePlaceholder } from "../components/layout/page-placeholder";
import { rootPublicUrl, seo } from "../lib/seo";
import type { Route } from "./+types/job-offers";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Offres d'emploi",
    description:
      "Rejoignez Clarté Propreté : nos offres d'emploi d'agent de propreté et de chef d'équipe en Île-de-France.",
    path: "/job-offers",
    publicUrl: rootPublicUrl(matches),
  });

export default function Page() {
  return <PagePlaceholder title="Offres d'emploi" />;
}
