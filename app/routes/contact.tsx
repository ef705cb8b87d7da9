import { PagePlaceholder } from "../components/layout/page-placeholder";
import { rootPublicUrl, seo } from "../lib/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Contact",
    description:
      "Contactez Clarté Propreté par téléphone, e-mail ou via notre formulaire. Du lundi au vendredi de 8h à 18h et le samedi de 9h à 12h.",
    path: "/contact",
    publicUrl: rootPublicUrl(matches),
  });

export default function Page() {
  return <PagePlaceholder title="Contact" />;
}
