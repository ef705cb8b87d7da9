import { randomInt } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { DATE_BOUNDS_MESSAGES, dayBounds } from "../../app/domain/date-bounds";
import { PARIS, shiftDay, todayIn } from "../../app/lib/time";
import { E2E_ORIGIN } from "./accounts";
import { expect } from "./fixtures";
import { createPlanning, createSite, test, uniqueName } from "./plannings-helpers";

// Each attack of the plannings' hardening, replayed over HTTP against the running site: every test here failed on
// the code before it.

const bounds = dayBounds(todayIn(PARIS));

/** Posts a planning form to the action's data route, as the app's own fetchers do. */
async function postPlanning(request: APIRequestContext, values: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(key, item);
  }
  const started = Date.now();
  const response = await request.post("/admin/schedules.data", {
    data: body.toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: E2E_ORIGIN },
  });
  return { response, text: await response.text(), took: Date.now() - started };
}

test("1. an employee reads a site's access code only while a shift there is still to come or under way", async ({
  api,
  plannedWeek,
}) => {
  const [{ asManager, origin }, anne, karim] = await plannedWeek(["Anne", "Karim"], { managerOn: "request" });
  const site = uniqueName("Tour Montparnasse");
  const code = `${randomInt(1000, 10_000)}K`;
  const instructions = uniqueName("Badge à l'accueil");
  await createSite(asManager, origin, { name: site, accessCode: code, accessInstructions: instructions });
  const past = shiftDay(todayIn(PARIS), -21);
  const pastTitle = uniqueName("Bureaux passés");
  await createPlanning(asManager, origin, {
    employeeIds: [anne.id],
    title: pastTitle,
    startTime: `${past}T08:00`,
    endTime: `${past}T10:00`,
    location: site,
  });
  const coming = shiftDay(todayIn(PARIS), 14);
  await createPlanning(asManager, origin, {
    employeeIds: [karim.id],
    title: uniqueName("Bureaux à venir"),
    startTime: `${coming}T08:00`,
    endTime: `${coming}T10:00`,
    location: site,
  });

  const asAnne = await api(anne);
  for (const path of [`/my-schedule?semaine=${past}`, `/my-schedule.data?semaine=${past}`]) {
    const page = await (await asAnne.get(path)).text();
    expect(page, path).toContain(pastTitle);
    expect(page, path).not.toContain(code);
    expect(page, path).not.toContain(instructions);
  }
  const asKarim = await api(karim);
  const karimsWeek = await (await asKarim.get("/my-schedule")).text();
  expect(karimsWeek).toContain(code);
  expect(karimsWeek).toContain(instructions);
});

test("2. a planning out of the dates, too long, or with an impossible repetition is refused at once in French", async ({
  api,
  plannedWeek,
}) => {
  const [{ asManager }, anne] = await plannedWeek(["Anne"], { managerOn: "request" });
  const day = shiftDay(todayIn(PARIS), 30);
  const title = uniqueName("Attaque");
  const base = { intent: "create", employeeIds: [anne.id], title, confirmOverlap: "true", labourReason: "Essai" };
  const weekly = { repeat: "weekly", repeatDays: ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] };
  const attempts: Array<[string, Record<string, string | string[]>, string]> = [
    [
      "série depuis l'an 1000",
      { ...base, ...weekly, startTime: "1000-01-06T08:00", endTime: "1000-01-06T10:00" },
      DATE_BOUNDS_MESSAGES.start(bounds),
    ],
    [
      "an 9999",
      { ...base, startTime: "9999-01-06T08:00", endTime: "9999-01-06T10:00" },
      DATE_BOUNDS_MESSAGES.start(bounds),
    ],
    [
      "100 ans",
      { ...base, startTime: `${day}T08:00`, endTime: `${Number(day.slice(0, 4)) + 100}${day.slice(4)}T08:00` },
      DATE_BOUNDS_MESSAGES.duration,
    ],
    [
      "25 heures",
      { ...base, startTime: `${day}T08:00`, endTime: `${shiftDay(day, 1)}T09:00` },
      DATE_BOUNDS_MESSAGES.duration,
    ],
    [
      "fin de répétition impossible",
      { ...base, ...weekly, startTime: `${day}T08:00`, endTime: `${day}T10:00`, repeatUntil: "2027-02-30" },
      "Date invalide.",
    ],
    [
      "répétition jusqu'en 2999",
      { ...base, ...weekly, startTime: `${day}T08:00`, endTime: `${day}T10:00`, repeatUntil: "2999-12-31" },
      DATE_BOUNDS_MESSAGES.repeatUntil(bounds),
    ],
  ];
  for (const [name, values, message] of attempts) {
    const { response, text, took } = await postPlanning(asManager, values);
    // Refusals a manager can correct answer 200 with ok: false (docs/forms-and-actions.md); never a 500.
    expect(response.status(), name).toBe(200);
    expect(text, name).toContain("VALIDATION_ERROR");
    expect(text, name).toContain(message);
    expect(took, name).toBeLessThan(5_000);
  }
  const asAnne = await api(anne);
  expect(await (await asAnne.get(`/my-schedule?semaine=${day}`)).text()).not.toContain(title);
});

test("3. an absence in year 0 or decades away is refused with a 400 in French, and not recorded", async ({
  api,
  newAccount,
  adminRequest,
}) => {
  const employee = await newAccount({ role: "employee" });
  const attempts: Array<[Record<string, string>, string]> = [
    [{ startsOn: "0000-01-01", endsOn: "0000-01-02" }, "Date invalide"],
    [{ startsOn: "1000-03-02", endsOn: "1000-03-06" }, DATE_BOUNDS_MESSAGES.day(bounds)],
    [{ startsOn: shiftDay(todayIn(PARIS), 7), endsOn: "2999-12-31" }, DATE_BOUNDS_MESSAGES.day(bounds)],
  ];
  for (const [dates, message] of attempts) {
    const response = await adminRequest.post(`/employees/${employee.id}.data?intent=absence-add`, {
      form: { kind: "paid_leave", note: "Attaque", ...dates },
      headers: { Origin: E2E_ORIGIN },
    });
    expect(response.status(), JSON.stringify(dates)).toBe(400);
    const text = await response.text();
    expect(text).toContain("Données du formulaire invalides");
    expect(text).toContain(message);
  }
  const asEmployee = await api(employee);
  expect(await (await asEmployee.get("/my-schedule")).text()).not.toContain("Attaque");
});
