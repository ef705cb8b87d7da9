import { PageHero } from "../features/content/components/page-hero";
import { PrivacyPolicy } from "../features/content/components/privacy-policy";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = pageMeta({
  title: "Politique de confidentialité",
  description:
    "Comment Clarté Propreté collecte, utilise et protège vos données personnelles, et comment exercer vos droits.",
  path: "/privacy",
});

export default function Privacy() {
  return (
    <>
      <PageHero
        title="Politique de confidentialité"
        lead="Ce que nous collectons, pourquoi, combien de temps nous le gardons, et comment exercer vos droits."
      />
      <PrivacyPolicy />
    </>
  );
}
