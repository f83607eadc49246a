// The phone's agenda endpoint over HTTP against the production build (docs/dashboard.md, Agenda and
// day sheet): today's and tomorrow's bookings in the studio's zone, cancelled ones left out, and a
// `version` that changes when the list does (after the answer's few seconds of keeping). Through the
// recording fetch, so the contract replay sees the reply; the codes every studio endpoint shares are
// studio-tenancy's and studio-contract's.
import { afterEach, describe, expect, it } from "vitest";
import { studioApiTest } from "../helpers/staff";
import { addBooking } from "../helpers/dashboard";
import { StudioAgenda } from "../../lib/contract/dashboard-schemas";
import { manualClock, setClock } from "../../lib/infra/clock";
import { ANSWER_TTL_MS } from "../../lib/domain/dashboard/calendar-answer";

const t = studioApiTest();
afterEach(() => setClock(null));

const agenda = async () => {
  const r = await t.app.get("/v1/studio/agenda", { headers: { cookie: t.staff.cookie } });
  expect(r.status).toBe(200);
  return StudioAgenda.parse((r.body as { data: unknown }).data);
};

describe("GET /v1/studio/agenda", () => {
  it("200: today and tomorrow in the studio's zone, soonest first, cancelled left out; the version follows the list", async () => {
    // 23:30 UTC on 31 March is already 1 April in Madrid (UTC+2).
    const clock = manualClock("2031-03-31T23:30:00Z");
    setClock(clock);
    await addBooking(t.app.db, t.studio, { at: "2031-04-02T18:00", guestName: "Tomorrow Guest" });
    await addBooking(t.app.db, t.studio, { at: "2031-04-01T09:00", guestName: "Today Guest" });
    await addBooking(t.app.db, t.studio, { at: "2031-04-01T12:00", guestName: "Gone Guest", status: "cancelled" });
    await addBooking(t.app.db, t.studio, { at: "2031-04-03T10:00", guestName: "Later Guest" });
    const first = await agenda();
    expect(first.days).toEqual(["2031-04-01", "2031-04-02"]);
    expect(first.bookings.map((b) => [b.date, b.startTime, b.guestName])).toEqual([
      ["2031-04-01", "09:00", "Today Guest"],
      ["2031-04-02", "18:00", "Tomorrow Guest"],
    ]);
    expect(first.bookings[0]).toMatchObject({ phone: "+34611222333", status: "confirmed", roomId: t.studio.file.rooms[0].id });

    await addBooking(t.app.db, t.studio, { at: "2031-04-02T20:00", guestName: "Late Guest" });
    // Kept for a few seconds (docs/dashboard.md, Data), then read again.
    expect((await agenda()).version).toBe(first.version);
    clock.advance(ANSWER_TTL_MS + 1);
    const next = await agenda();
    expect(next.version).not.toBe(first.version);
    expect(next.bookings.map((b) => b.guestName)).toEqual(["Today Guest", "Tomorrow Guest", "Late Guest"]);
  });
});
