import { getEnv } from "../../lib/env.server";
import { queueMail } from "../../lib/mail.server";
import { managersAddress } from "../../lib/managers.server";
import { type ClientRequestNotice, clientRequestMail } from "../../mail/client-request";

/** Tells every active manager and admin of a new request, with the link to it in the inbox; a reply goes to its author. */
export async function notifyManagers(request: Omit<ClientRequestNotice, "url"> & { id: string }): Promise<void> {
  const to = await managersAddress();
  if (!to) return;
  const { id, ...notice } = request;
  const mail = clientRequestMail({ ...notice, url: `${getEnv().PUBLIC_URL}/admin/inbox/request/${id}` });
  await queueMail({ to, replyTo: request.authorEmail, ...mail });
}
