// The calendar answer of the studio API (lib/domain/dashboard/calendar-answer.ts, docs/dashboard.md):
// kept a few seconds per studio and window, never longer, never across studios.
import { beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/infra/clock";
import { ANSWER_TTL_MS, calendarAnswer } from "../../lib/domain/dashboard/calendar-answer";
import type { CalendarView } from "../../lib/domain/dashboard/calendar";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { actorFor, addBooking } from "../helpers/dashboard";
import { testDb } from "../helpers/test-db";

let a: TestStudio;
let b: TestStudio;
const clock = manualClock("2030-01-10T12:00:00Z");
const week = { from: "2030-01-14", days: 7 } as const;
const items = (json: string) =>
  (JSON.parse(json) as { data: CalendarView }).data.items.filter((i) => i.kind === "booking").map((i) => i.id);

const db = testDb(4);
beforeAll(async () => {
  [a, b] = await Promise.all([createStudio(db), createStudio(db)]);
});

describe("calendarAnswer", () => {
  it("serves the kept answer within its few seconds, and a fresh one after", async () => {
    const first = await addBooking(db, a, { at: "2030-01-15T10:00" });
    const before = await calendarAnswer(db, clock, actorFor(a), week);
    expect(items(before)).toEqual([first.id]);
    const second = await addBooking(db, a, { at: "2030-01-16T10:00" });
    clock.advance(ANSWER_TTL_MS - 1);
    expect(await calendarAnswer(db, clock, actorFor(a), week)).toBe(before);
    clock.advance(1);
    expect(items(await calendarAnswer(db, clock, actorFor(a), week))).toEqual([first.id, second.id]);
  });

  it("keeps each studio's answer apart: another studio's staff never get it", async () => {
    const theirs = await calendarAnswer(db, clock, actorFor(b, "owner"), week);
    expect(items(theirs)).toEqual([]);
    expect(JSON.parse(theirs).data.studio.id).toBe(b.studioId);
  });
});
