import { describe, expect, it } from "vitest";
import { PARIS } from "../../lib/time";
import { type MyShift, mapsUrl, timeRange, webcalUrl, weekDays, weekHoursText } from "./my-week";

function shift(id: string, startTime: string, endTime: string): MyShift {
  return {
    id,
    title: id,
    description: null,
    location: null,
    startTime,
    endTime,
    breakMinutes: 0,
    site: null,
    colleagues: [],
  };
}

// Paris is UTC+1 in January: 05:00Z is 06:00 in Paris.
const monday = shift("lundi", "2031-01-13T05:00:00.000Z", "2031-01-13T08:30:00.000Z");
const mondayLate = shift("lundi-soir", "2031-01-13T20:00:00.000Z", "2031-01-14T01:00:00.000Z");
const tuesday = shift("mardi", "2031-01-14T05:00:00.000Z", "2031-01-14T07:00:00.000Z");
// 23:30Z on Tuesday is already Wednesday in Paris.
const lateNight = shift("mercredi", "2031-01-14T23:30:00.000Z", "2031-01-15T02:00:00.000Z");

describe("the employee's week", () => {
  const week = (today: string, shifts: MyShift[] = [monday, mondayLate, tuesday, lateNight]) =>
    weekDays({ shifts, absences: [], monday: "2031-01-13", today }, PARIS);
  const summary = (days: ReturnType<typeof weekDays>["days"]) =>
    days.map((d) => [d.day, d.label, d.isToday, d.shifts.map((s) => s.id)]);

  it("lays out Monday to Sunday by the Paris day a shift starts on, empty days included", () => {
    const { days, earlier } = week("2031-02-03");
    expect(earlier).toEqual([]);
    expect(summary(days)).toEqual([
      ["2031-01-13", "lundi 13 janvier", false, ["lundi", "lundi-soir"]],
      ["2031-01-14", "mardi 14 janvier", false, ["mardi"]],
      ["2031-01-15", "mercredi 15 janvier", false, ["mercredi"]],
      ["2031-01-16", "jeudi 16 janvier", false, []],
      ["2031-01-17", "vendredi 17 janvier", false, []],
      ["2031-01-18", "samedi 18 janvier", false, []],
      ["2031-01-19", "dimanche 19 janvier", false, []],
    ]);
  });

  it("puts today first on this week, the days gone apart", () => {
    const { days, earlier } = week("2031-01-15");
    expect(summary(earlier).map(([day]) => day)).toEqual(["2031-01-13", "2031-01-14"]);
    expect(summary(days)[0]).toEqual(["2031-01-15", "mercredi 15 janvier", true, ["mercredi"]]);
    expect(days).toHaveLength(5);
  });

  it("names a day's public holiday and absence, and writes the first of the month « 1er »", () => {
    const { days } = weekDays(
      {
        shifts: [],
        absences: [{ kind: "paid_leave", startsOn: "2031-04-30", endsOn: "2031-05-01", halfDay: null, note: null }],
        monday: "2031-04-28",
        today: "2031-01-14",
      },
      PARIS,
    );
    expect(days.slice(2, 5).map((d) => [d.label, d.holiday, d.absence])).toEqual([
      ["mercredi 30 avril", null, "Congés payés"],
      ["jeudi 1er mai", "Fête du Travail", "Congés payés"],
      ["vendredi 2 mai", null, null],
    ]);
  });

  it("says the week's hours against the contract, less the absences", () => {
    const figures = { plannedMinutes: 1470, contractMinutes: 1560, absenceMinutes: 0, expectedMinutes: 1560 };
    expect(weekHoursText(figures)).toBe("24 h 30 planifiées sur 26 h prévues au contrat");
    expect(weekHoursText({ ...figures, absenceMinutes: 260, expectedMinutes: 1300 })).toBe(
      "24 h 30 planifiées sur 21 h 40 prévues au contrat (absences déduites)",
    );
    expect(weekHoursText({ plannedMinutes: 180, contractMinutes: 0, absenceMinutes: 0, expectedMinutes: 0 })).toBe(
      "3 h planifiées, sans contrat cette semaine",
    );
  });

  it("reads times in Paris, naming the end's day when the shift ends on another", () => {
    expect(timeRange(monday, PARIS)).toBe("06:00 – 09:30");
    expect(timeRange(mondayLate, PARIS)).toBe("21:00 – mar. 14/01 02:00");
  });

  it("turns the feed's https address into a webcal one", () => {
    expect(webcalUrl("https://clarte.example.fr/calendar/abc.ics")).toBe("webcal://clarte.example.fr/calendar/abc.ics");
    expect(webcalUrl("http://127.0.0.1:3000/calendar/abc.ics")).toBe("webcal://127.0.0.1:3000/calendar/abc.ics");
  });

  it("links a site's full address to a maps search", () => {
    expect(mapsUrl({ address: "33 avenue du Maine", postalCode: "75015", city: "Paris" })).toBe(
      "https://www.google.com/maps/search/?api=1&query=33%20avenue%20du%20Maine%2C%2075015%20Paris",
    );
  });
});
