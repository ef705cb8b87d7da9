import { redirect } from "react-router";
import { getAuth } from "../lib/auth.server";
import { PRIVATE_NO_STORE } from "../lib/cache-control";
import type { Route } from "./+types/logout";

export async function action({ request }: Route.ActionArgs) {
  const { headers } = await getAuth().api.signOut({ headers: request.headers, returnHeaders: true });
  headers.set("Cache-Control", PRIVATE_NO_STORE);
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/", { headers: { "Cache-Control": PRIVATE_NO_STORE } });
}
