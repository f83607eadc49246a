// Concurrency (no double booking, ever; docs/decisions-bookings.md, Idempotency): PostgreSQL decides.
// Run 20 times in a row with:
//   for i in $(seq 20); do TZ=Asia/Kathmandu npx vitest run tests/api/holds-race.test.ts || break; done
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { startTestApp, errorOf, type ApiReply, type TestApp } from "../helpers/app";
import { startFakeSmtp } from "../fakes/smtp";
import { startFakeHcaptcha } from "../fakes/hcaptcha";
import { bookableStudio, holdBody, localDate, postHold, uniqueEmail } from "./holds.helpers";

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let captcha: Awaited<ReturnType<typeof startFakeHcaptcha>>;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  captcha = await startFakeHcaptcha({ singleUse: true }); // like hCaptcha: a token verifies once
  app = await startTestApp({
    env: {
      APP_ENV: "preproduction",
      SMTP_URL: smtp.url,
      TWILIO_ACCOUNT_SID: undefined,
      HCAPTCHA_SITE_KEY: "10000000-ffff-ffff-ffff-000000000001",
      HCAPTCHA_SECRET: "0x0000000000000000000000000000000000000000",
      HCAPTCHA_VERIFY_URL: captcha.url,
    },
  });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
  await captcha?.close();
});

const statusCodes = (replies: ApiReply[]) => replies.map((r) => (r.status === 201 ? "201" : `${r.status} ${errorOf(r).code}`));
const tally = (xs: string[]) => xs.reduce<Record<string, number>>((acc, x) => ((acc[x] = (acc[x] ?? 0) + 1), acc), {});

describe("no double booking", () => {
  it("50 concurrent creates for one slot: exactly one 201 and 49 × 409 SLOT_TAKEN, no 5xx", async () => {
    const s = await bookableStudio(app);
    const date = localDate(3);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => postHold(app, s.slug, holdBody(s, { date, startTime: "18:00", durationMinutes: 120 }))),
    );
    expect(tally(statusCodes(replies))).toEqual({ "201": 1, "409 SLOT_TAKEN": 49 });
    const [{ holds, claims }] = await app.db.$queryRaw<{ holds: number; claims: number }[]>`
      SELECT (SELECT count(*)::int FROM hold WHERE "studioId" = ${s.studioId}::uuid) AS holds,
             (SELECT count(*)::int FROM slot_claim WHERE "roomId" = ${s.roomIds[0]}::uuid) AS claims`;
    expect({ holds, claims }).toEqual({ holds: 1, claims: 1 });
  });

  it("overlapping but different slots: no two accepted holds overlap, buffer included", async () => {
    const s = await bookableStudio(app); // Sala A: step 30, 60–240 min, buffer 15
    const date = localDate(4);
    const requests = Array.from({ length: 40 }, (_, i) => {
      const start = 10 * 60 + ((i * 7) % 13) * 30; // 10:00 … 16:00 on the grid
      const durationMinutes = 60 + ((i * 5) % 4) * 30; // 60 … 150
      const startTime = `${String(Math.floor(start / 60)).padStart(2, "0")}:${String(start % 60).padStart(2, "0")}`;
      return holdBody(s, { date, startTime, durationMinutes });
    });
    const replies = await Promise.all(requests.map((b) => postHold(app, s.slug, b)));
    const codes = statusCodes(replies);
    expect(
      codes.every((c) => c === "201" || c === "409 SLOT_TAKEN"),
      JSON.stringify(tally(codes)),
    ).toBe(true);
    const accepted = codes.filter((c) => c === "201").length;
    expect(accepted).toBeGreaterThan(0);
    const [{ live, overlaps }] = await app.db.$queryRaw<{ live: number; overlaps: number }[]>`
      WITH live AS (
        SELECT id, "startsAt", "endsAt" FROM hold
         WHERE "roomId" = ${s.roomIds[0]}::uuid AND status IN ('pending', 'verified')
      )
      SELECT (SELECT count(*)::int FROM live) AS live,
             (SELECT count(*)::int FROM live a JOIN live b ON a.id < b.id
               WHERE tstzrange(a."startsAt" - interval '15 minutes', a."endsAt" + interval '15 minutes') && tstzrange(b."startsAt", b."endsAt")) AS overlaps`;
    expect({ live, overlaps }).toEqual({ live: accepted, overlaps: 0 });
  });
});

describe("idempotency under concurrency", () => {
  it("parallel identical requests → one hold, the same 201 body for all, one code sent", async () => {
    const s = await bookableStudio(app);
    const contact = uniqueEmail();
    const body = holdBody(s, { date: localDate(3), contact });
    const replies = await Promise.all(Array.from({ length: 10 }, () => postHold(app, s.slug, body)));
    expect(tally(statusCodes(replies))).toEqual({ "201": 10 });
    for (const r of replies) expect(r.body).toEqual(replies[0].body);
    expect(await app.db.hold.count({ where: { studioId: s.studioId } })).toBe(1);
    expect(smtp.mails.filter((m) => m.to.includes(contact))).toHaveLength(1);
  });

  it("the same with a captcha: the token is verified once and every duplicate replays", async () => {
    const s = await bookableStudio(app, (f) => {
      f.booking.captcha = true;
    });
    const contact = uniqueEmail();
    const token = `good-${randomUUID()}`;
    const body = holdBody(s, { date: localDate(3), contact, captchaToken: token });
    const replies = await Promise.all(Array.from({ length: 10 }, () => postHold(app, s.slug, body)));
    expect(tally(statusCodes(replies))).toEqual({ "201": 10 });
    expect(new Set(replies.map((r) => r.body.data.holdId)).size).toBe(1);
    expect(captcha.calls.filter((c) => c.response === token)).toHaveLength(1);
    expect(smtp.mails.filter((m) => m.to.includes(contact))).toHaveLength(1);
  });
});
