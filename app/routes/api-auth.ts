import { getAuth } from "../lib/auth.server";
import type { Route } from "./+types/api-auth";

export function loader({ request }: Route.LoaderArgs) {
  return getAuth().handler(request);
}

export function action({ request }: Route.ActionArgs) {
  return getAuth().handler(request);
}
