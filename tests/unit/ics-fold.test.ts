// icsText writes the events itself and folds them with foldLines (docs/performance.md, Bookings
// feed): the text must be byte for byte what ical-generator writes on its own, long lines,
// multi-byte characters and emoji included; with several zones, the same lines.
import { describe, expect, it } from "vitest";
import { buildCalendar, foldLines, icsText, type IcsEvent } from "../../lib/domain/calendars/ics-out";

const events = (n: number, zone = "Europe/Madrid"): IcsEvent[] =>
  Array.from({ length: n }, (_, i) => ({
    uid: `id-${i}-${zone}@x.example`,
    timezone: zone,
    startsAt: new Date(Date.UTC(2026, 11, 1, 10 + i)),
    endsAt: new Date(Date.UTC(2026, 11, 1, 12 + i)),
    stamp: new Date(Date.UTC(2026, 10, 1)),
    lastModified: new Date(Date.UTC(2026, 10, 1)),
    sequence: i,
    summary: `Sala Gràcia: Ñandú ${i} (REF-${i}) · payment pending`,
    location: "Sala A",
    description: `Guest: Ümlaut 🎸 ${"a long line that must be folded at seventy-five octets, ".repeat(1 + (i % 3))}\nContact: z@example.com`,
    cancelled: i % 2 === 0,
  }));
const around = new Date(Date.UTC(2026, 10, 27));
const library = (e: IcsEvent[]) => {
  const s = buildCalendar(e, { name: "Sala Gràcia", around }).toString();
  return s.endsWith("\r\n") ? s : `${s}\r\n`;
};

describe("icsText", () => {
  it("is the library's own text, byte for byte, for 0, 1 and many events", () => {
    for (const n of [0, 1, 2, 40]) expect(icsText(buildCalendar(events(n), { name: "Sala Gràcia", around }))).toBe(library(events(n)));
  });

  it("with several zones: the same lines, each zone's VTIMEZONE once", () => {
    const mixed = [...events(3), ...events(3, "America/New_York"), ...events(2)];
    const ours = icsText(buildCalendar(mixed, { name: "Sala Gràcia", around }));
    expect(ours.split("\r\n").sort()).toEqual(library(mixed).split("\r\n").sort());
    expect(ours.match(/BEGIN:VTIMEZONE/g)).toHaveLength(2);
  });

  it("folds at 75 octets, never inside a character", () => {
    const line = `DESCRIPTION:${"é".repeat(50)}🎸${"x".repeat(80)}`;
    const folded = foldLines(line);
    for (const l of folded.split("\r\n")) expect(Buffer.byteLength(l)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });
});
