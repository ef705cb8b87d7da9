import { redirect } from "react-router";
import { PagePlaceholder } from "../components/layout/page-placeholder";
import { getSessionUser } from "../lib/permissions.server";
import { rootPublicUrl, seo } from "../lib/seo";
import type { Route } from "./+types/auth";

export async function loader({ request }: Route.LoaderArgs) {
  if (await getSessionUser(request)) throw redirect("/");
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Connexion",
    description: "Connexion à l'espace du personnel.",
    path: "/auth",
    publicUrl: rootPublicUrl(matches),
    noindex: true,
  });

export default function AuthPage() {
  return <PagePlaceholder title="Connexion" />;
}
