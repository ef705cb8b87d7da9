import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, useSearchParams } from "react-router";
import { signedInHome } from "../components/layout/nav-links";
import { authMode, signInSchema, signUpSchema } from "../features/auth/auth.schema";
import { type AuthOutcome, signIn, signUp, signUpAllowed } from "../features/auth/auth.server";
import { AuthForm } from "../features/auth/components/auth-form";
import { noStore } from "../lib/cache-control";
import { getSessionUser } from "../lib/permissions.server";
import { failure } from "../lib/result";
import { RETURN_PARAM, safeReturnPath } from "../lib/return-path";
import { unindexedMeta } from "../lib/seo";
import { redirectWithToast } from "../lib/toast.server";
import type { Route } from "./+types/auth";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (user) throw redirect(returnTo(request) ?? signedInHome(user));
  return { allowSignup: signUpAllowed() };
}

/** The page a signed-out visitor was sent here from (a site's pointage page), to go back to once signed in. */
const returnTo = (request: Request) => safeReturnPath(new URL(request.url).searchParams.get(RETURN_PARAM));

const INVALID_FORM = "Veuillez corriger les champs indiqués.";
const SIGN_UP_PENDING =
  "Un administrateur doit approuver votre compte avant que vous puissiez accéder à l'espace du personnel.";

/** Validates the form of the mode, then asks Better Auth; the password is never sent back to the page. */
async function submit(request: Request, formData: FormData) {
  if (authMode(new URL(request.url).searchParams) === "inscription") {
    const submission = parseWithZod(formData, { schema: signUpSchema });
    const outcome: AuthOutcome | null =
      submission.status === "success" ? await signUp(request, submission.value) : null;
    return { signUp: true, submission, outcome };
  }
  const submission = parseWithZod(formData, { schema: signInSchema });
  const outcome: AuthOutcome | null = submission.status === "success" ? await signIn(request, submission.value) : null;
  return { signUp: false, submission, outcome };
}

export async function action({ request }: Route.ActionArgs) {
  const { signUp: created, submission, outcome } = await submit(request, await request.formData());
  const reply = submission.reply({ hideFields: ["password"] });
  if (!outcome) return failure(400, "VALIDATION_ERROR", INVALID_FORM, { submission: reply });
  if (!outcome.ok) return failure(outcome.status, outcome.code, outcome.message, { submission: reply });
  // The new session cookie rides on the redirect, with or without JavaScript.
  const home = signedInHome(outcome.account);
  if (created)
    return redirectWithToast(
      home,
      { type: "success", title: "Compte créé", description: SIGN_UP_PENDING },
      { headers: outcome.headers },
    );
  return redirect(returnTo(request) ?? home, { headers: outcome.headers });
}

/** The sign-in and password pages (a reset link's token in the URL): never kept by a cache. */
export const headers = noStore;

export const meta: Route.MetaFunction = unindexedMeta("Connexion", "Connexion à l'espace du personnel.", "/auth");

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const mode = loaderData.allowSignup ? authMode(searchParams) : "connexion";
  const returnTo = safeReturnPath(searchParams.get(RETURN_PARAM));
  return (
    <AuthForm key={mode} mode={mode} allowSignup={loaderData.allowSignup} returnTo={returnTo} result={actionData} />
  );
}
