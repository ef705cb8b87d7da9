import { parseWithZod } from "@conform-to/zod/v4";
import { InvalidPasswordLink, ResetPasswordForm } from "../features/auth/components/reset-password-form";
import { PASSWORD_RESET_MESSAGES, resetPasswordSchema } from "../features/auth/password-reset.schema";
import { resetPasswordWithLink } from "../features/auth/password-reset.server";
import { noStore } from "../lib/cache-control";
import { findPasswordLink } from "../lib/password-links.server";
import { failure } from "../lib/result";
import { unindexedMeta } from "../lib/seo";
import { redirectWithToast } from "../lib/toast.server";
import type { Route } from "./+types/reset-password";

/** Only looks the link up: opening it (or a mail scanner fetching it) consumes nothing. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const link = await findPasswordLink(token);
  return { token, link: link ? { email: link.email, invitation: link.invitation } : null };
}

const LINK_INVALID = "INVALID_TOKEN";

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  const hideFields = ["newPassword", "confirmPassword"];
  if (submission.status !== "success") {
    if (submission.error?.token) return failure(400, LINK_INVALID, PASSWORD_RESET_MESSAGES.linkInvalid);
    return failure(400, "VALIDATION_ERROR", "Veuillez corriger les champs indiqués.", {
      submission: submission.reply({ hideFields }),
    });
  }
  const outcome = await resetPasswordWithLink(submission.value.token, submission.value.newPassword);
  if (outcome.ok)
    return redirectWithToast("/auth", {
      type: "success",
      title: PASSWORD_RESET_MESSAGES.passwordSet,
      description: PASSWORD_RESET_MESSAGES.passwordSetDescription,
    });
  if (outcome.reason === "link") return failure(400, LINK_INVALID, PASSWORD_RESET_MESSAGES.linkInvalid);
  return failure(400, "INVALID_PASSWORD", outcome.message, {
    submission: submission.reply({ fieldErrors: { newPassword: [outcome.message] }, hideFields }),
  });
}

/** The sign-in and password pages (a reset link's token in the URL): never kept by a cache. */
export const headers = noStore;

export const meta: Route.MetaFunction = unindexedMeta(
  "Choisir un mot de passe",
  "Choisir un nouveau mot de passe.",
  "/auth/reset-password",
);

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { token, link } = loaderData;
  const refused = !link || (actionData && !actionData.ok && actionData.code === LINK_INVALID);
  return refused ? (
    <InvalidPasswordLink />
  ) : (
    <ResetPasswordForm token={token} email={link.email} invitation={link.invitation} result={actionData} />
  );
}
