import { getAuth, HTTP_AUTH_PATHS } from "../lib/auth.server";
import { PRIVATE_NO_STORE } from "../lib/cache-control";
import type { Route } from "./+types/api-auth";

/** Better Auth over HTTP, limited to the few endpoints that stay open (HTTP_AUTH_PATHS); the rest is a 404. */
async function handle(request: Request) {
  const path = new URL(request.url).pathname.replace(/^\/api\/auth/, "").replace(/\/$/, "");
  if (!HTTP_AUTH_PATHS.includes(path)) return new Response("Not Found", { status: 404 });
  // Sessions and accounts: a copy of the answer is nobody else's.
  const answer = await getAuth().handler(request);
  const response = new Response(answer.body, answer);
  response.headers.set("Cache-Control", PRIVATE_NO_STORE);
  return response;
}

export function loader({ request }: Route.LoaderArgs) {
  return handle(request);
}

export function action({ request }: Route.ActionArgs) {
  return handle(request);
}
