import { afterAll, beforeAll, beforeEach } from "vitest";
import { getDb } from "../../app/lib/db.server";
import { mailOutbox } from "../../db/schema";
import { type ReceivedMail, startSmtpServer } from "./smtp";

/**
 * A test file's SMTP sink: started before its tests, stopped after them, and each test starts with an empty outbox
 * and nothing received.
 */
export function smtpSinkPerTest(): { readonly url: string; readonly received: ReceivedMail[] } {
  let server: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  const started = () => {
    if (!server) throw new Error("Le serveur SMTP de test n'est pas démarré.");
    return server;
  };
  beforeAll(async () => {
    server = await startSmtpServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    await getDb().delete(mailOutbox);
    started().received.length = 0;
  });
  return {
    get url() {
      return started().url;
    },
    get received() {
      return started().received;
    },
  };
}
