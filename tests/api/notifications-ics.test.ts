// The .ics attachment: TZID on DTSTART/DTEND and a VTIMEZONE built from the zone's real
// transitions, so the event keeps its wall time on both sides of a DST change.
import { describe, expect, it } from "vitest";
import { buildIcs } from "../../lib/domain/calendars/ics-out";
import { vtimezoneLines } from "../../lib/domain/calendars/vtimezone";

const event = (tz: string, startsAt: string, endsAt: string) =>
  buildIcs({
    uid: "b-1@studio.test",
    timezone: tz,
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
    stamp: new Date("2030-01-01T00:00:00Z"),
    summary: "Sala A, rehearsal; bring cables",
    location: "Carrer de Verdi 12, Barcelona",
  });

/** Observances of a VTIMEZONE as {kind, start, from, to}. */
function observances(ics: string) {
  return [
    ...ics.matchAll(/BEGIN:(STANDARD|DAYLIGHT)\r\nDTSTART:(\d{8}T\d{6})\r\nTZOFFSETFROM:([+-]\d{4})\r\nTZOFFSETTO:([+-]\d{4})\r\nEND:\1/g),
  ].map((m) => ({ kind: m[1], start: m[2], from: m[3], to: m[4] }));
}

describe("buildIcs", () => {
  it("Europe/Madrid: summer and winter events keep their wall time; VTIMEZONE has the 2030 changes", () => {
    const summer = event("Europe/Madrid", "2030-07-15T08:00:00Z", "2030-07-15T10:00:00Z"); // 10:00–12:00 CEST
    expect(summer).toContain("DTSTART;TZID=Europe/Madrid:20300715T100000\r\n");
    expect(summer).toContain("DTEND;TZID=Europe/Madrid:20300715T120000\r\n");
    const winter = event("Europe/Madrid", "2030-01-15T09:00:00Z", "2030-01-15T11:00:00Z"); // 10:00–12:00 CET
    expect(winter).toContain("DTSTART;TZID=Europe/Madrid:20300115T100000\r\n");
    const obs = observances(summer);
    expect(obs).toContainEqual({ kind: "DAYLIGHT", start: "20300331T020000", from: "+0100", to: "+0200" });
    expect(obs).toContainEqual({ kind: "STANDARD", start: "20301027T030000", from: "+0200", to: "+0100" });
    expect(summer.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(summer.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(summer).toContain("SUMMARY:Sala A\\, rehearsal\\; bring cables");
  });

  it("an event on the day the clocks go forward is written in the new offset", () => {
    const ics = event("Europe/Madrid", "2030-03-31T08:00:00Z", "2030-03-31T10:00:00Z"); // 10:00 CEST
    expect(ics).toContain("DTSTART;TZID=Europe/Madrid:20300331T100000");
  });

  it("America/New_York transitions", () => {
    const obs = observances(event("America/New_York", "2030-11-03T14:00:00Z", "2030-11-03T15:00:00Z"));
    expect(obs).toContainEqual({ kind: "DAYLIGHT", start: "20300310T020000", from: "-0500", to: "-0400" });
    expect(obs).toContainEqual({ kind: "STANDARD", start: "20301103T020000", from: "-0400", to: "-0500" });
  });

  it("a zone without DST has a single observance", () => {
    const lines = vtimezoneLines("Asia/Kathmandu", new Date("2030-05-01T00:00:00Z"));
    expect(lines.filter((l) => l.startsWith("BEGIN:"))).toEqual(["BEGIN:VTIMEZONE", "BEGIN:STANDARD"]);
    expect(lines).toContain("TZOFFSETTO:+0545");
  });

  it("folds long lines at 75 octets", () => {
    const ics = buildIcs({
      uid: "x",
      timezone: "UTC",
      startsAt: new Date("2030-01-01T10:00:00Z"),
      endsAt: new Date("2030-01-01T11:00:00Z"),
      stamp: new Date(),
      summary: "Ç".repeat(100),
    });
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics).toContain("\r\n Ç");
  });
});
