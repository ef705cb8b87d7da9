import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { plannings, sites } from "../../../db/schema";
import { formData } from "../../../tests/support/form-data";
import { getDb } from "../../lib/db.server";
import { runSiteAction } from "./site-actions.server";
import type { SiteInput } from "./sites.schema";
import { createSite, deleteSite, listActiveSiteOptions, listSites, setSiteActive, updateSite } from "./sites.server";

/** The Tour's address, as the fixture and the form both give it. */
const TODAY = "2026-11-27";
const TOUR_ADDRESS = { address: "33 avenue du Maine", postalCode: "75015", city: "Paris" };

let count = 0;
function site(overrides: Partial<SiteInput> = {}): SiteInput {
  count += 1;
  return {
    name: `Tour ${count}`,
    clientName: "Montparnasse SA",
    ...TOUR_ADDRESS,
    accessInstructions: "Badge à l'accueil",
    accessCode: "4589B",
    contactName: "Mme Durand",
    contactPhone: "01 23 45 67 89",
    active: true,
    ...overrides,
  };
}

async function planningAt(location: string | null, siteId: string | null = null) {
  const [row] = await getDb()
    .insert(plannings)
    .values({
      title: "Bureaux",
      location,
      siteId,
      startTime: new Date("2026-03-30T06:00:00Z"),
      endTime: new Date("2026-03-30T09:00:00Z"),
    })
    .returning({ id: plannings.id });
  if (!row) throw new Error("no planning");
  return row.id;
}

async function planningById(id: string) {
  const [row] = await getDb()
    .select({ siteId: plannings.siteId, location: plannings.location })
    .from(plannings)
    .where(eq(plannings.id, id));
  return row;
}

describe("sites", () => {
  it("creates a site and links the plannings written at its name, in any case, trimmed", async () => {
    const atName = await planningAt("  tour eiffel ");
    const elsewhere = await planningAt("Tour Eiffel 2");
    const none = await planningAt(null);
    const created = await createSite(site({ name: "Tour Eiffel" }));
    expect(created).toMatchObject({ ok: true, linked: 1 });
    if (!created.ok) return;
    expect(await planningById(atName)).toEqual({ siteId: created.id, location: "Tour Eiffel" });
    expect(await planningById(elsewhere)).toEqual({ siteId: null, location: "Tour Eiffel 2" });
    expect(await planningById(none)).toEqual({ siteId: null, location: null });
  });

  it("refuses a name already used, whatever the case, and changes nothing", async () => {
    const first = await createSite(site({ name: "Gare de Lyon" }));
    expect(first.ok).toBe(true);
    const before = await listSites(TODAY);
    expect(await createSite(site({ name: "GARE DE LYON" }))).toEqual({ ok: false, reason: "NAME_TAKEN" });
    const other = await createSite(site({ name: "Gare du Nord" }));
    if (!other.ok) throw new Error("not created");
    expect(await updateSite(other.id, site({ name: "gare de lyon" }))).toEqual({ ok: false, reason: "NAME_TAKEN" });
    const after = await listSites(TODAY);
    expect(after.filter((row) => row.id !== other.id)).toEqual(before);
    expect(after.find((row) => row.id === other.id)?.name).toBe("Gare du Nord");
  });

  it("a rename renames its plannings and links those written at the new name", async () => {
    const created = await createSite(site({ name: "Opéra" }));
    if (!created.ok) throw new Error("not created");
    const linked = await planningAt("Opéra", created.id);
    const atNewName = await planningAt("Opéra Garnier");
    expect(await updateSite(created.id, site({ name: "Opéra Garnier" }))).toMatchObject({ ok: true, linked: 1 });
    expect(await planningById(linked)).toEqual({ siteId: created.id, location: "Opéra Garnier" });
    expect(await planningById(atNewName)).toEqual({ siteId: created.id, location: "Opéra Garnier" });
  });

  it("archives and re-activates; archived sites are not offered; a site with plannings is never deleted", async () => {
    const created = await createSite(site({ name: "Bercy" }));
    if (!created.ok) throw new Error("not created");
    await planningAt("Bercy", created.id);
    expect(await deleteSite(created.id)).toEqual({ ok: false, reason: "HAS_PLANNINGS" });
    expect(await setSiteActive(created.id, false)).toMatchObject({ ok: true });
    expect((await listActiveSiteOptions(TODAY)).map((option) => option.id)).not.toContain(created.id);
    expect((await listSites(TODAY)).find((row) => row.id === created.id)).toMatchObject({
      active: false,
      planningCount: 1,
    });
    expect(await setSiteActive(created.id, true)).toMatchObject({ ok: true });
    expect((await listActiveSiteOptions(TODAY)).map((option) => option.id)).toContain(created.id);
    const options = await listActiveSiteOptions(TODAY);
    expect(Object.keys(options[0] ?? {})).not.toContain("accessCode");
  });

  it("deletes a site where nothing was planned; an unknown id is not found", async () => {
    const created = await createSite(site());
    if (!created.ok) throw new Error("not created");
    expect(await deleteSite(created.id)).toMatchObject({ ok: true });
    expect(await getDb().select().from(sites).where(eq(sites.id, created.id))).toEqual([]);
    expect(await deleteSite(created.id)).toEqual({ ok: false, reason: "NOT_FOUND" });
    expect(await setSiteActive("pas-un-id", false)).toEqual({ ok: false, reason: "NOT_FOUND" });
    expect(await updateSite("00000000-0000-4000-8000-000000000000", site())).toEqual({
      ok: false,
      reason: "NOT_FOUND",
    });
  });

  it("the action answers French messages: created, name taken (409), invalid (400)", async () => {
    const values = {
      name: "Tour Montparnasse",
      clientName: "Montparnasse SA",
      ...TOUR_ADDRESS,
      active: "on",
    };
    const created = await runSiteAction("create", formData(values));
    expect(created.data).toMatchObject({ ok: true, message: "Site créé" });
    const [stored] = await getDb().select().from(sites).where(eq(sites.name, "Tour Montparnasse"));
    expect(stored?.city).toBe(TOUR_ADDRESS.city);
    const taken = await runSiteAction("create", formData({ ...values, name: "tour montparnasse" }));
    expect(taken.init?.status).toBe(409);
    expect(taken.data).toMatchObject({ ok: false, message: "Un site porte déjà ce nom." });
    const invalid = await runSiteAction("create", formData({ ...values, name: "Autre", postalCode: "750" }));
    expect(invalid.init?.status).toBe(400);
    expect(JSON.stringify(invalid.data)).toContain("Le code postal doit comporter 5 chiffres");
  });
});
