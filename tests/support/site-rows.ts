import { getDb } from "../../app/lib/db.server";
import { sites } from "../../db/schema";

/** A client site written directly, active unless told otherwise; answers its id. */
export async function insertSite(name: string, active = true): Promise<string> {
  const [row] = await getDb()
    .insert(sites)
    .values({ name, clientName: "Client", address: "33 avenue du Maine", postalCode: "75015", city: "Paris", active })
    .returning({ id: sites.id });
  if (!row) throw new Error("no site");
  return row.id;
}
