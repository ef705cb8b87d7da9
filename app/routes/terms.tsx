import { LegalNotice } from "../features/content/components/legal-notice";
import { PageHero } from "../features/content/components/page-hero";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = pageMeta({
  title: "Mentions légales et conditions d'utilisation",
  description: "Mentions légales et conditions d'utilisation du site de Clarté Propreté.",
  path: "/terms",
});

export default function Terms() {
  return (
    <>
      <PageHero
        title="Mentions légales et conditions d'utilisation"
        lead="Qui édite ce site, qui l'héberge, et les règles de son utilisation."
      />
      <LegalNotice />
    </>
  );
}
