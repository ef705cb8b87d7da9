import { done, type Intents, intent, refused, runAction } from "../../lib/action-runner.server";
import { addContact, type ClientWriteOutcome, deleteContact, updateClient } from "./client-writes.server";
import {
  CLIENT_MESSAGES,
  clientSchema,
  contactIdSchema,
  contactInvitationSchema,
  contactSchema,
} from "./clients.schema";
import { type ClientAccountMaker, inviteContact } from "./contact-invitations.server";

const REFUSALS = {
  NOT_FOUND: refused(CLIENT_MESSAGES.notFound, { status: 404, code: "NOT_FOUND", submission: false }),
  NAME_TAKEN: refused(CLIENT_MESSAGES.nameTaken, { status: 409, code: "NAME_TAKEN", field: "name" }),
  SIREN_TAKEN: refused(CLIENT_MESSAGES.sirenTaken, { status: 409, code: "SIREN_TAKEN", field: "siren" }),
  CONTACT_TAKEN: refused(CLIENT_MESSAGES.contactTaken, { status: 409, code: "CONTACT_TAKEN", field: "email" }),
  CONTACT_NOT_FOUND: refused(CLIENT_MESSAGES.contactNotFound, { status: 404, code: "NOT_FOUND", submission: false }),
  LAST_CONTACT: refused(CLIENT_MESSAGES.lastContact, { status: 409, code: "LAST_CONTACT", submission: false }),
  FOREIGN_SITE: refused(CLIENT_MESSAGES.foreignSite, { status: 400, code: "FOREIGN_SITE", field: "siteIds" }),
  EMAIL_TAKEN: refused(CLIENT_MESSAGES.emailTaken, { status: 409, code: "EMAIL_TAKEN", field: "siteIds" }),
} as const;

const answer = async (write: Promise<ClientWriteOutcome>, message: string) => {
  const outcome = await write;
  return outcome.ok ? done(message) : REFUSALS[outcome.reason];
};

/** What a client's page writes: the client itself and its contacts. */
const CLIENT_ACTIONS: Intents<{ clientId: string; makeAccount: ClientAccountMaker }> = {
  update: intent({
    schema: clientSchema,
    form: "keep",
    run: (input, { clientId }) => answer(updateClient(clientId, input), CLIENT_MESSAGES.updated),
  }),
  "contact-add": intent({
    schema: contactSchema,
    form: "reset",
    run: (input, { clientId }) => answer(addContact(clientId, input), CLIENT_MESSAGES.contactAdded),
  }),
  "contact-delete": intent({
    schema: contactIdSchema,
    run: ({ id }, { clientId }) => answer(deleteContact(clientId, id), CLIENT_MESSAGES.contactDeleted),
  }),
  "contact-invite": intent({
    schema: contactInvitationSchema,
    run: async (input, { clientId, makeAccount }) => {
      const outcome = await inviteContact(clientId, input, makeAccount);
      if (!outcome.ok) return REFUSALS[outcome.reason];
      return done(outcome.mailed ? CLIENT_MESSAGES.invited : CLIENT_MESSAGES.accessUpdated);
    },
  }),
};

/** Parses the form of one intent, writes, and answers the one Result. The caller has checked the role. */
export function runClientAction(
  name: string | null,
  formData: FormData,
  clientId: string,
  makeAccount: ClientAccountMaker,
) {
  return runAction(
    CLIENT_ACTIONS,
    name,
    formData,
    { clientId, makeAccount },
    {
      invalid: { status: 400, message: CLIENT_MESSAGES.invalid },
      unexpected: CLIENT_MESSAGES.unexpected,
    },
  );
}
