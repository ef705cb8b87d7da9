import { parseWithZod } from "@conform-to/zod/v4";
import { ForgotPasswordForm } from "../features/auth/components/forgot-password-form";
import { forgotPasswordSchema, PASSWORD_RESET_MESSAGES } from "../features/auth/password-reset.schema";
import { requestPasswordReset } from "../features/auth/password-reset.server";
import { noStore } from "../lib/cache-control";
import { failure, success } from "../lib/result";
import { unindexedMeta } from "../lib/seo";
import type { Route } from "./+types/forgot-password";

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== "success")
    return failure(400, "VALIDATION_ERROR", "Veuillez corriger les champs indiqués.", {
      submission: submission.reply(),
    });
  const { throttled } = await requestPasswordReset(request, submission.value.email);
  if (throttled)
    return failure(429, "TOO_MANY_REQUESTS", PASSWORD_RESET_MESSAGES.throttled, { submission: submission.reply() });
  return success(PASSWORD_RESET_MESSAGES.requested, { submission: submission.reply({ resetForm: true }) });
}

/** The sign-in and password pages (a reset link's token in the URL): never kept by a cache. */
export const headers = noStore;

export const meta: Route.MetaFunction = unindexedMeta(
  "Mot de passe oublié",
  "Recevoir un lien pour choisir un nouveau mot de passe.",
  "/auth/forgot-password",
);

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  return <ForgotPasswordForm result={actionData} />;
}
