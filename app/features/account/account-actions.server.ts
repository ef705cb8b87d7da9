import { z } from "zod";
import { done, type Intents, intent, runAction } from "../../lib/action-runner.server";
import type { SessionUser } from "../../lib/permissions";
import { redirectWithToast } from "../../lib/toast.server";
import { nameSchema, passwordChangeSchema } from "./account.schema";
import { changeOwnPassword, renameSelf, signOutOtherDevices } from "./account.server";

interface AccountContext {
  request: Request;
  user: SessionUser;
}

/** The three forms of the account page, told apart by the body's `intent`. */
const ACCOUNT_ACTIONS: Intents<AccountContext, Response> = {
  name: intent({
    schema: nameSchema,
    form: "keep",
    async run({ firstName, lastName }, { request }) {
      await renameSelf(request, firstName, lastName);
      return done("Nom mis à jour");
    },
  }),
  password: intent({
    schema: passwordChangeSchema,
    form: "keep",
    async run({ currentPassword, newPassword }, { request, user }) {
      const changed = await changeOwnPassword(request, user, currentPassword, newPassword);
      if ("kind" in changed) return changed;
      // Every session ended, this one included: the new one's cookie rides on a redirect, so that the page is read
      // with it, with or without JavaScript.
      return redirectWithToast(
        "/account",
        { type: "success", title: "Mot de passe modifié", description: "Vos autres appareils ont été déconnectés." },
        { headers: changed.headers },
      );
    },
  }),
  sessions: intent({
    schema: z.object({}),
    async run(_value, { request }) {
      await signOutOtherDevices(request);
      return done("Autres appareils déconnectés");
    },
  }),
};

/** Runs the intent the account page's form posted as the signed-in user. The caller has run the guard. */
export function runAccountAction(formData: FormData, context: AccountContext) {
  return runAction(ACCOUNT_ACTIONS, String(formData.get("intent") ?? ""), formData, context, {
    invalid: { status: 400, message: "Veuillez corriger les champs indiqués." },
    unknown: { code: "UNKNOWN_INTENT" },
  });
}
