import { getDb } from "../../app/lib/db.server";
import { quoteRequests } from "../../db/schema";

/** A quote request written directly, as the wizard stores one, from `company`; answers its id. */
export async function insertQuoteRequest(
  company: string | null,
  changes: Partial<typeof quoteRequests.$inferInsert> = {},
): Promise<string> {
  const [row] = await getDb()
    .insert(quoteRequests)
    .values({
      name: "Marc Leroy",
      email: "marc.leroy@exemple.fr",
      phone: "01 42 00 00 00",
      company,
      address: "12 rue de Rivoli",
      city: "Paris",
      zipCode: "75004",
      serviceType: "bureaux",
      propertyType: "bureau",
      area: "450 m²",
      frequency: "hebdomadaire",
      ...changes,
    })
    .returning({ id: quoteRequests.id });
  if (!row) throw new Error("no quote request");
  return row.id;
}
