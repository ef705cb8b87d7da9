import { data, redirect, useSearchParams } from "react-router";
import { toast } from "sonner";
import { type AuthMode, authMode, signInSchema, signUpSchema } from "../features/auth/auth.schema";
import { type AuthOutcome, signIn, signUp, signUpAllowed } from "../features/auth/auth.server";
import { type AuthActionData, AuthForm } from "../features/auth/components/auth-form";
import { type FieldErrors, formValues, parseForm } from "../lib/form-data";
import { getSessionUser } from "../lib/permissions.server";
import { rootPublicUrl, seo } from "../lib/seo";
import type { Route } from "./+types/auth";

export async function loader({ request }: Route.LoaderArgs) {
  if (await getSessionUser(request)) throw redirect("/");
  return { allowSignup: signUpAllowed() };
}

async function submit(request: Request, mode: AuthMode, formData: FormData): Promise<AuthOutcome> {
  const invalid = (fieldErrors: FieldErrors): AuthOutcome => ({
    ok: false,
    status: 400,
    code: "VALIDATION_ERROR",
    message: "Veuillez corriger les champs indiqués.",
    fieldErrors,
  });
  if (mode === "inscription") {
    const parsed = parseForm(signUpSchema, formData);
    return parsed.success ? signUp(request, parsed.data) : invalid(parsed.fieldErrors);
  }
  const parsed = parseForm(signInSchema, formData);
  return parsed.success ? signIn(request, parsed.data) : invalid(parsed.fieldErrors);
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const mode: AuthMode = formData.get("mode") === "inscription" ? "inscription" : "connexion";
  const outcome = await submit(request, mode, formData);
  if (!outcome.ok) {
    const { firstName, lastName, email } = formValues(formData);
    return data<AuthActionData>(
      {
        ok: false,
        mode,
        message: outcome.message,
        fieldErrors: outcome.fieldErrors,
        values: { firstName, lastName, email },
      },
      { status: outcome.status },
    );
  }
  // A hydrated page toasts, then its revalidated loader sends the new user to /; without JavaScript, redirect.
  if (formData.get("enhanced") === "1") return data<AuthActionData>({ ok: true, mode }, { headers: outcome.headers });
  throw redirect("/", { headers: outcome.headers });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  const result = await serverAction();
  if (result.ok && result.mode === "inscription") toast.success("Compte créé");
  return result;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Connexion",
    description: "Connexion à l'espace du personnel.",
    path: "/auth",
    publicUrl: rootPublicUrl(matches),
    noindex: true,
  });

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const mode = loaderData.allowSignup ? authMode(searchParams) : "connexion";
  return (
    <section className="bg-slate-50 px-4 py-12 sm:py-16">
      <AuthForm mode={mode} allowSignup={loaderData.allowSignup} result={actionData} />
    </section>
  );
}
