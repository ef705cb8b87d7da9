import { sql } from "drizzle-orm";
import { user } from "../../../db/schema";
import { type Intents, intent, refused, runAction } from "../../lib/action-runner.server";
import { getDb } from "../../lib/db.server";
import { accountRecords } from "./account-records.server";
import { contactRecords } from "./contact-records.server";
import { PERSONAL_DATA_INTENT, PERSONAL_DATA_MESSAGES, personalDataRequestSchema } from "./personal-data.schema";
import { archiveFileName, personalDataArchive } from "./personal-data-archive.server";
import type { TableRows } from "./table-rows.server";

/** Every row held about the address, from its account (if any) and from what was written under it. */
export async function personRecords(email: string): Promise<TableRows[]> {
  const [account] = await getDb().select({ id: user.id }).from(user).where(sql`lower(${user.email}) = ${email}`);
  const fromAccount = account ? await accountRecords(account.id) : [];
  return [...fromAccount, ...(await contactRecords(email, account?.id ?? null))];
}

/** The zip of a person's data as a download; null when nothing at all is held about the address. */
export async function personalDataDownload(email: string, now = new Date()): Promise<Response | null> {
  const tables = await personRecords(email);
  if (!tables.some((table) => table.rows.length > 0)) return null;
  return new Response(new Uint8Array(personalDataArchive(email, tables, now)), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${archiveFileName(email)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

const PERSONAL_DATA_INTENTS: Intents<object, Response> = {
  [PERSONAL_DATA_INTENT]: intent({
    schema: personalDataRequestSchema,
    form: "keep",
    async run({ email }) {
      const download = await personalDataDownload(email);
      if (download) return download;
      return refused(PERSONAL_DATA_MESSAGES.unknown, { status: 404, code: "PERSON_NOT_FOUND", field: "email" });
    },
  }),
};

const ANSWERS = { unexpected: PERSONAL_DATA_MESSAGES.unexpected };

/** The export form's post: the zip, or the form again with the French reason nothing was downloaded. */
export function runPersonalDataAction(formData: FormData) {
  return runAction(PERSONAL_DATA_INTENTS, PERSONAL_DATA_INTENT, formData, {}, ANSWERS);
}
