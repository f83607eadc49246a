// Shared by the hold tests (tests/api/holds*.test.ts, and the fuzz and hostile-input ones): a
// bookable test studio, dates in its zone from the injected clock, request bodies, and
// short-hands for the three hold endpoints.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { clock } from "../../lib/infra/clock";
import type { TestApp, ApiReply } from "../helpers/app";
import { ALWAYS_OPEN, createStudio, type StudioJson, type TestStudio } from "../helpers/fixtures";

const TZ = "Europe/Madrid";

/**
 * A studio (demo-based: room 0 "Sala A" 1800 EUR/h, step 30, 60–240 min, buffer 15, deposit 30 %,
 * card + on_site) open around the clock, no minimum notice, captcha off, no calendar blocks.
 */
export async function bookableStudio(app: Pick<TestApp, "db">, edit: (f: StudioJson) => void = () => {}): Promise<TestStudio> {
  return createStudio(app.db, (f) => {
    f.studio.operatingHours = ALWAYS_OPEN;
    f.booking.captcha = false;
    f.calendarBlocks = [];
    for (const r of f.rooms) {
      r.minNoticeMin = 0;
      r.maxAdvanceDays = 60;
    }
    edit(f);
  });
}

/** Local date in the studio zone, `days` after today by the injected clock. */
export function localDate(days = 1, tz = TZ): string {
  return DateTime.fromJSDate(clock().now()).setZone(tz).plus({ days }).toISODate()!;
}

let contactN = 0;
export const uniqueEmail = () => `guest${++contactN}.${randomUUID().slice(0, 8)}@example.com`;
export const uniquePhone = () => `+3461${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;

export function holdBody(studio: TestStudio, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    roomId: studio.roomIds[0],
    date: localDate(2),
    startTime: "10:00",
    durationMinutes: 60,
    guestName: "Ana Test",
    channel: "email",
    contact: uniqueEmail(),
    locale: "es",
    idempotencyKey: randomUUID(),
    ...over,
  };
}

export const postHold = (app: TestApp, slug: string, body: unknown, opts: { ip?: string } = {}): Promise<ApiReply> =>
  app.post(`/v1/public/sites/${slug}/holds`, body, opts);
export const verify = (app: TestApp, holdId: string, code: unknown, opts: { ip?: string } = {}): Promise<ApiReply> =>
  app.post(`/v1/public/holds/${holdId}/verify`, { code }, opts);
export const resend = (app: TestApp, holdId: string, opts: { ip?: string } = {}): Promise<ApiReply> =>
  app.post(`/v1/public/holds/${holdId}/resend`, undefined, opts);

export async function freeSpans(app: TestApp, studio: TestStudio, date: string, roomIndex = 0): Promise<{ start: string; end: string }[]> {
  const r = await app.get(`/v1/public/sites/${studio.slug}/rooms/${studio.roomIds[roomIndex]}/availability?from=${date}&to=${date}`);
  if (r.status !== 200) throw new Error(`availability answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body.data.days[0].free;
}

/** A code that is not `code` (for wrong guesses). */
export const otherCode = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, "0");

export async function holdRow(app: TestApp, holdId: string) {
  return app.db.hold.findUniqueOrThrow({ where: { id: holdId } });
}

export async function claimOf(app: TestApp, holdId: string): Promise<{ expiresAt: Date | null } | null> {
  const rows = await app.db.$queryRaw<{ expiresAt: Date | null }[]>`SELECT "expiresAt" FROM slot_claim WHERE "holdId" = ${holdId}::uuid`;
  return rows[0] ?? null;
}
