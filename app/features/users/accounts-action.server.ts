import type { SessionUser } from "../../lib/permissions";
import { requireUserWithRole } from "../../lib/permissions.server";
import { failure } from "../../lib/result";
import { CREATE_USER_DENIED } from "./users.schema";
import { createUserFromForm } from "./users.server";

/**
 * The action of a page managing accounts (/admin/users, /employees). The form's intent travels in the URL
 * (`?intent=create`), so that the guard, with the refusal that intent calls for, runs before a byte of the body is
 * read. 'create' makes an account; every other intent is the admin's, answered by its handler.
 */
export async function accountsAction<Answer>(
  request: Request,
  intents: Record<string, (admin: SessionUser, formData: FormData) => Promise<Answer>>,
) {
  const intent = new URL(request.url).searchParams.get("intent");
  if (intent === "create") {
    await requireUserWithRole(request, ["admin"], { denied: CREATE_USER_DENIED });
    return createUserFromForm(await request.formData());
  }
  const user = await requireUserWithRole(request, ["admin"]);
  const handler = intent && Object.hasOwn(intents, intent) ? intents[intent] : undefined;
  if (handler) return handler(user, await request.formData());
  return failure(400, "UNKNOWN_ACTION", "Action inconnue.");
}
