import { describe, expect, it } from "vitest";
import { PARIS } from "../../lib/time";
import { groupByDay, type MyShift, mapsUrl, nextShift, splitShifts, timeRange, webcalUrl } from "./my-week";

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
  it("splits shifts into those not over yet (soonest first) and past ones (latest first)", () => {
    const now = new Date("2031-01-13T06:00:00.000Z"); // during Monday's shift
    const { upcoming, past } = splitShifts([tuesday, mondayLate, monday], now);
    expect(upcoming.map((s) => s.id)).toEqual(["lundi", "lundi-soir", "mardi"]);
    expect(
      splitShifts([tuesday, monday, mondayLate], new Date("2031-01-14T06:00:00.000Z")).past.map((s) => s.id),
    ).toEqual(["lundi-soir", "lundi"]);
    expect(past).toEqual([]);
  });

  it("takes the shift under way, else the next to start, as the next shift", () => {
    expect(nextShift([tuesday, monday], new Date("2031-01-13T06:00:00.000Z"))?.id).toBe("lundi");
    expect(nextShift([tuesday, monday], new Date("2031-01-13T09:00:00.000Z"))?.id).toBe("mardi");
    expect(nextShift([tuesday, monday], new Date("2031-02-01T00:00:00.000Z"))).toBeNull();
  });

  it("groups by the Paris day a shift starts on, with the weekday name, and marks today", () => {
    const days = groupByDay([monday, mondayLate, tuesday, lateNight], "2031-01-14", PARIS);
    expect(days.map((d) => [d.day, d.label, d.isToday, d.shifts.length])).toEqual([
      ["2031-01-13", "lundi 13 janvier 2031", false, 2],
      ["2031-01-14", "mardi 14 janvier 2031", true, 1],
      ["2031-01-15", "mercredi 15 janvier 2031", false, 1],
    ]);
  });

  it("names the public holiday a day is, and writes the first of the month « 1er »", () => {
    const mayDay = {
      ...monday,
      id: "1er-mai",
      startTime: "2031-05-01T04:00:00.000Z",
      endTime: "2031-05-01T07:00:00.000Z",
    };
    const days = groupByDay([monday, mayDay], "2031-01-14", PARIS);
    expect(days.map((d) => [d.label, d.holiday])).toEqual([
      ["lundi 13 janvier 2031", null],
      ["jeudi 1er mai 2031", "Fête du Travail"],
    ]);
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
