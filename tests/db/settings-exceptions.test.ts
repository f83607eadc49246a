// Date exceptions (docs/studio-settings.md, Date exceptions): a closed day or special hours on a
// studio-local date replace that weekday's opening for availability and for the hold rule alike.
import { describe, expect, it } from "vitest";
import { manualClock, systemClock } from "../../lib/infra/clock";
import { ApiError } from "../../lib/contract/errors";
import { createHold, type CreateHoldInput } from "../../lib/domain/holds/create";
import { getLiveSite } from "../../lib/domain/sites";
import { roomAvailability } from "../../lib/domain/availability/room";
import { StudioFile } from "../../lib/domain/studios/import";
import { demoStudioJson } from "../helpers/fixtures";
import { bookableStudio, holdBody, localDate } from "../api/holds.helpers";
import { saveSection } from "../../lib/domain/settings/save";
import { readSettings } from "../../lib/domain/settings/read";
import { actorFor } from "../helpers/dashboard";
import { testDb } from "../helpers/test-db";

const db = testDb(4, { env: { SMTP_URL: undefined, HCAPTCHA_SECRET: undefined } });

async function freeOn(slug: string, date: string): Promise<{ start: string; end: string }[]> {
  const site = await getLiveSite(db, slug);
  const days = await roomAvailability(db, systemClock, site, site.rooms[0], { from: date, to: date });
  return days.days[0].free;
}

async function holdError(slug: string, body: Record<string, unknown>): Promise<unknown> {
  return createHold(db, systemClock, { slug, body: body as CreateHoldInput["body"], ip: "192.0.2.20" }).catch((e: unknown) => e);
}

describe("date exceptions", () => {
  it("a closed day has no availability and a hold there fails OUTSIDE_HOURS; the day after stays open", async () => {
    const closed = localDate(2);
    const s = await bookableStudio({ db }, (f) => {
      f.studio.hourExceptions = [{ date: closed, closed: true }];
    });
    expect(await freeOn(s.slug, closed)).toEqual([]);
    expect((await freeOn(s.slug, localDate(3))).length).toBeGreaterThan(0);
    const err = await holdError(s.slug, holdBody(s, { date: closed, startTime: "10:00" }));
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe("OUTSIDE_HOURS");
    const [{ n }] = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM hold WHERE "roomId" = ${s.roomIds[0]}::uuid`;
    expect(n).toBe(0);
  });

  it("special hours replace the weekday's hours on that date only", async () => {
    const special = localDate(2);
    const s = await bookableStudio({ db }, (f) => {
      f.studio.hourExceptions = [{ date: special, open: "10:00", close: "14:00" }];
    });
    expect(await freeOn(s.slug, special)).toEqual([{ start: "10:00", end: "14:00" }]);
    const err = await holdError(s.slug, holdBody(s, { date: special, startTime: "15:00" }));
    expect((err as ApiError).code).toBe("OUTSIDE_HOURS");
    const hold = await createHold(db, systemClock, {
      slug: s.slug,
      body: holdBody(s, { date: special, startTime: "12:00" }) as CreateHoldInput["body"],
      ip: "192.0.2.21",
    });
    expect(hold.price.priceCents).toBeGreaterThan(0);
  });

  it("the studio file validates exceptions: defaults to none, refuses a bad time, a close before open, a repeated date", () => {
    const f = demoStudioJson();
    delete f.studio.hourExceptions;
    expect(StudioFile.parse(f).studio.hourExceptions).toEqual([]);
    const bad = (x: unknown) => StudioFile.safeParse({ ...f, studio: { ...f.studio, hourExceptions: x } }).success;
    expect(bad([{ date: "2026-12-25", closed: true }])).toBe(true);
    expect(bad([{ date: "2026-12-25", open: "10:00", close: "00:00" }])).toBe(true);
    expect(bad([{ date: "2026-12-25", open: "25:00", close: "26:00" }])).toBe(false);
    expect(bad([{ date: "2026-12-25", open: "14:00", close: "10:00" }])).toBe(false);
    expect(bad([{ date: "2026-02-30", closed: true }])).toBe(false);
    expect(
      bad([
        { date: "2026-12-25", closed: true },
        { date: "2026-12-25", open: "10:00", close: "14:00" },
      ]),
    ).toBe(false);
  });
});

describe("adding a special day", () => {
  it("a date before the studio's today is refused, naming the entry; today, later dates and past entries kept as they were save", async () => {
    // A fixed instant: 2030-03-10 23:30 UTC is already 2030-03-11 in Madrid, so "today" is the studio's.
    const clock = manualClock("2030-03-10T23:30:00Z");
    const s = await bookableStudio({ db }, (f) => {
      f.studio.timezone = "Europe/Madrid";
      f.studio.hourExceptions = [{ date: "2030-01-06", closed: true }];
    });
    const owner = actorFor(s, "owner");
    const old = { date: "2030-01-06", closed: true as const };
    const refused = await saveSection(db, clock, owner, "hours", {
      hourExceptions: [old, { date: "2030-03-10", closed: true }],
    }).catch((e: unknown) => e as ApiError);
    expect(refused).toMatchObject({ code: "VALIDATION_ERROR", message: "studio.hourExceptions.1.date: is in the past" });
    const r = await saveSection(db, clock, owner, "hours", {
      hourExceptions: [old, { date: "2030-03-11", closed: true }, { date: "2030-04-01", open: "10:00", close: "14:00" }],
    });
    expect(r.saved).toBe(true);
    expect((await readSettings(db, s.studioId)).studio.hourExceptions).toHaveLength(3);
  });
});
