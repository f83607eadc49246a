// Abuse resistance (docs/decisions.md) on the domain functions against real PostgreSQL, time from the
// injected clock: sliding hourly quotas and per-minute limits across boundaries, canonical
// identities, captcha outside the transaction (hCaptcha fake), SMS caps and allow-list (Twilio fake).
import { setEnv } from "../helpers/env";
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock, setClock } from "../../lib/infra/clock";
import { ApiError } from "../../lib/contract/errors";
import { createHold, type CreateHoldInput } from "../../lib/domain/holds/create";
import { resendCode } from "../../lib/domain/holds/resend";
import { consume, consumeRead, flushReads } from "../../lib/infra/rate-limit";
import { LIMITS } from "../../lib/contract/limits";
import { pruneQuotaEvents } from "../../lib/domain/holds/quota";
import { pruneSpentCaptchaTokens, tokenHash } from "../../lib/domain/holds/captcha";
import { getLiveSite } from "../../lib/domain/sites";
import { demoStudioJson, type StudioJson, type TestStudio } from "../helpers/fixtures";
import { bookableStudio, holdBody, localDate, uniqueEmail } from "../api/holds.helpers";
import { startFakeHcaptcha } from "../fakes/hcaptcha";
import { startFakeSms } from "../fakes/sms";
import { startFakeSmtp } from "../fakes/smtp";
import { ok, route } from "../../lib/http/route";
import { parseStudioFile } from "../../lib/domain/studios/import";
import { PRODUCTION_ENV } from "../helpers/production-env";
import { sendEmail, smtpOptions } from "../../lib/infra/delivery/email";
import { testDb } from "../helpers/test-db";

const MIN = 60_000;
const HOUR = 60 * MIN;
let captcha: Awaited<ReturnType<typeof startFakeHcaptcha>>;
let slowCaptcha: Awaited<ReturnType<typeof startFakeHcaptcha>>;
let sms: Awaited<ReturnType<typeof startFakeSms>>;
let clk: ReturnType<typeof manualClock>;

const db = testDb(10, {
  env: {
    HCAPTCHA_SITE_KEY: "10000000-ffff-ffff-ffff-000000000001",
    HCAPTCHA_SECRET: "0x0000000000000000000000000000000000000000",
    ROOT_DOMAIN: "localhost:3000",
    SMTP_URL: undefined,
    TWILIO_ACCOUNT_SID: undefined,
    TWILIO_AUTH_TOKEN: undefined,
    TWILIO_FROM: undefined,
  },
});
beforeAll(async () => {
  captcha = await startFakeHcaptcha();
  slowCaptcha = await startFakeHcaptcha({ delayMs: 3000 });
  sms = await startFakeSms();
  setEnv({ HCAPTCHA_VERIFY_URL: captcha.url });
});
afterAll(async () => {
  await captcha?.close();
  await slowCaptcha?.close();
  await sms?.close();
});
let testN = 0;
beforeEach(() => {
  // Far from real time, so events of other test files (same database) never share a window,
  // and a week apart per test, so the platform-wide SMS count of one test is not another's.
  clk = manualClock(Date.UTC(2031, 2, 3, 9, 0, 0) + testN++ * 7 * 24 * HOUR);
  setClock(clk);
});
afterEach(() => setClock(null));

/** The bookable test studio of the hold tests, on this file's database. */
const studio = (edit: (f: StudioJson) => void = () => {}): Promise<TestStudio> => bookableStudio({ db }, edit);

const SLOTS = ["00:00", "02:00", "04:00", "06:00", "08:00", "10:00", "12:00", "14:00", "16:00", "18:00", "20:00", "22:00"];
let slotN = 0;
/** A hold body on a slot nobody else in this file uses (date and start rotate). */
function body(s: TestStudio, over: Record<string, unknown> = {}) {
  const n = slotN++;
  return holdBody(s, {
    date: localDate(2 + Math.floor(n / SLOTS.length)),
    startTime: SLOTS[n % SLOTS.length],
    ...over,
  }) as CreateHoldInput["body"];
}

async function refusal(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error("expected an ApiError");
}

describe("hourly hold quotas: any 60 minutes, not clock hours", () => {
  it("5 holds of one contact at 09:59 → the 6th at 10:00 is 429 with Retry-After until the oldest leaves; then one more fits", async () => {
    const s = await studio();
    const contact = uniqueEmail();
    const boundary = Math.ceil(clk.now().getTime() / HOUR) * HOUR;
    clk.set(boundary - MIN); // 09:59
    for (let i = 0; i < 5; i++) {
      await createHold(db, clk, { slug: s.slug, body: body(s, { contact }), ip: `192.0.2.${i + 1}` });
      clk.advance(1000);
    }
    clk.set(boundary + 1000); // 10:00:01 — a fixed window would start afresh here
    const e = await refusal(createHold(db, clk, { slug: s.slug, body: body(s, { contact }), ip: "192.0.2.50" }));
    expect(e.code).toBe("RATE_LIMIT_EXCEEDED");
    expect(e.status).toBe(429);
    // The oldest counted hold was made at 09:59:00; it leaves the window at 10:59:00.
    expect(e.retryAfter).toBe(HOUR / 1000 - 61);
    clk.set(boundary - MIN + HOUR - 1000); // 10:58:59: still five in the window
    expect((await refusal(createHold(db, clk, { slug: s.slug, body: body(s, { contact }), ip: "192.0.2.51" }))).code).toBe(
      "RATE_LIMIT_EXCEEDED",
    );
    clk.set(boundary - MIN + HOUR + 1); // 10:59:00.001: the first left
    await createHold(db, clk, { slug: s.slug, body: body(s, { contact }), ip: "192.0.2.52" });
    expect((await refusal(createHold(db, clk, { slug: s.slug, body: body(s, { contact }), ip: "192.0.2.53" }))).code).toBe(
      "RATE_LIMIT_EXCEEDED",
    );
  });

  it("20 holds per IP in any 60 minutes, across an hour boundary; failed requests do not count", async () => {
    // At most 3 live unverified holds per network per studio (abuse-networks.test.ts): the
    // holds go to a new studio every 3 (the hourly quota is per network, whatever the studio).
    const many = await Promise.all(Array.from({ length: 7 }, () => studio()));
    let n = 0;
    const next = () => many[Math.floor(n++ / 3)];
    const s = many[0];
    const ip = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const boundary = Math.ceil(clk.now().getTime() / HOUR) * HOUR;
    clk.set(boundary - 10 * MIN);
    // A request that fails on the slot (the past) rolls its count back.
    const past = await refusal(createHold(db, clk, { slug: s.slug, body: body(s, { date: localDate(-2) }), ip }));
    expect(past.code).toBe("OUTSIDE_BOOKING_WINDOW");
    const hold = () => {
      const t = next();
      return createHold(db, clk, { slug: t.slug, body: body(t), ip });
    };
    for (let i = 0; i < 10; i++) await hold();
    clk.set(boundary + MIN);
    for (let i = 0; i < 10; i++) await hold();
    const e = await refusal(hold());
    expect([e.status, e.code, e.retryAfter]).toEqual([429, "RATE_LIMIT_EXCEEDED", 49 * 60]);
  });

  it("one Gmail mailbox is one contact: case, +tags, dots and googlemail.com share the quota", async () => {
    const s = await studio();
    const user = `victim${randomUUID().slice(0, 6)}`;
    const spellings = [
      `${user}@gmail.com`,
      `${user.toUpperCase()}@GMAIL.com`,
      `${user}+1@gmail.com`,
      `${user.split("").join(".")}@gmail.com`,
      `${user}+x@googlemail.com`,
    ];
    for (const [i, contact] of spellings.entries())
      await createHold(db, clk, { slug: s.slug, body: body(s, { contact }), ip: `192.0.2.${100 + i}` });
    const e = await refusal(
      createHold(db, clk, {
        slug: s.slug,
        body: body(s, { contact: `${user.slice(0, 3)}.${user.slice(3)}+spam@googlemail.com` }),
        ip: "192.0.2.120",
      }),
    );
    expect(e.code).toBe("RATE_LIMIT_EXCEEDED");
    // Delivery still goes to the address as typed (normalized case only), not to the canonical one.
    const rows = await db.hold.findMany({ where: { studioId: s.studioId }, select: { contact: true } });
    expect(rows.map((r) => r.contact).sort()).toEqual(spellings.map((x) => x.toLowerCase()).sort());
    // Dots count for other providers.
    await createHold(db, clk, {
      slug: s.slug,
      body: body(s, { contact: `${user.slice(0, 3)}.${user.slice(3)}@example.com` }),
      ip: "192.0.2.121",
    });
  });

  it("one phone number in different spellings is one contact (E.164)", async () => {
    const s = await studio();
    const national = `6${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    const spellings = [
      `+34${national}`,
      `+34 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`,
      `+34-${national}`,
      `+34 (${national.slice(0, 3)}) ${national.slice(3)}`,
      `+34.${national}`,
    ];
    for (const [i, contact] of spellings.entries())
      await createHold(db, clk, { slug: s.slug, body: body(s, { channel: "phone", contact }), ip: `192.0.2.${130 + i}` });
    const e = await refusal(
      createHold(db, clk, { slug: s.slug, body: body(s, { channel: "phone", contact: `+34${national}` }), ip: "192.0.2.140" }),
    );
    expect(e.code).toBe("RATE_LIMIT_EXCEEDED");
  });

  it("IPv6: one /64 is one client; another /64 has its own budget", async () => {
    // A new studio every 3 holds: the live-holds cap per studio is not what this is about.
    const many = await Promise.all(Array.from({ length: 8 }, () => studio()));
    const net = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    for (let i = 0; i < 20; i++) {
      const s = many[Math.floor(i / 3)];
      await createHold(db, clk, { slug: s.slug, body: body(s), ip: `${net}::${(i + 1).toString(16)}` });
    }
    const s = many[7];
    const e = await refusal(createHold(db, clk, { slug: s.slug, body: body(s), ip: `${net}:ffff:ffff:ffff:ffff` }));
    expect(e.code).toBe("RATE_LIMIT_EXCEEDED");
    await createHold(db, clk, { slug: s.slug, body: body(s), ip: `${net.slice(0, -1)}${net.endsWith("0") ? "1" : "0"}::1` });
  });

  it("the sweep prunes quota events once they left every window", async () => {
    const s = await studio();
    await createHold(db, clk, { slug: s.slug, body: body(s), ip: "192.0.2.200" });
    const keys = await db.quotaEvent.count({ where: { at: clk.now() } });
    expect(keys).toBeGreaterThanOrEqual(2);
    clk.advance(HOUR + 1);
    expect(await pruneQuotaEvents(db, clk)).toBeGreaterThanOrEqual(2);
  });
});

describe("per-minute limits: sliding window counter", () => {
  it("15 writes at 10:00:59 → a 16th at 10:01:00.5 is refused (no boundary burst); Retry-After is honest", async () => {
    const ip = `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const start = Math.ceil(clk.now().getTime() / MIN) * MIN;
    clk.set(start + 59_000);
    for (let i = 0; i < 15; i++) await consume(db, clk, LIMITS.writes, ip);
    clk.set(start + MIN + 500);
    const e = await refusal(consume(db, clk, LIMITS.writes, ip));
    expect([e.status, e.code]).toEqual([429, "RATE_LIMIT_EXCEEDED"]);
    // 15 × (1 − t/60) + 1 ≤ 15 needs t ≥ 4 s into the new minute: 3.5 s from now → 4.
    expect(e.retryAfter).toBe(4);
    clk.advance(3000);
    expect((await refusal(consume(db, clk, LIMITS.writes, ip))).code).toBe("RATE_LIMIT_EXCEEDED");
    clk.advance(1000);
    await consume(db, clk, LIMITS.writes, ip);
    // Refused requests were not counted: the window holds the 15 old ones and this one.
    const rows = await db.rateCounter.findMany({ where: { key: `write:${ip}` }, orderBy: { windowStart: "asc" } });
    expect(rows.map((r) => r.count)).toEqual([15, 1]);
  });

  it("a full minute refuses until the next one has weighed enough of it off", async () => {
    const ip = `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const start = Math.ceil(clk.now().getTime() / MIN) * MIN;
    clk.set(start + 1000);
    for (let i = 0; i < 15; i++) await consume(db, clk, LIMITS.writes, ip);
    const e = await refusal(consume(db, clk, LIMITS.writes, ip));
    // 15 in this minute: the next minute starts at weight 15, fitting one more after 4 s of it.
    expect(e.retryAfter).toBe(59 + 4);
  });

  it("reads (in-process fast path): 120 at the end of a minute, the next read after the boundary is refused", async () => {
    const ip = `198.20.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const start = Math.ceil(clk.now().getTime() / MIN) * MIN;
    clk.set(start + 59_500);
    for (let i = 0; i < 120; i++) await consumeRead(db, clk, ip);
    expect((await refusal(consumeRead(db, clk, ip))).code).toBe("RATE_LIMIT_EXCEEDED");
    await flushReads();
    clk.set(start + MIN + 200);
    const e = await refusal(consumeRead(db, clk, ip));
    expect([e.status, e.code]).toEqual([429, "RATE_LIMIT_EXCEEDED"]);
    expect(e.retryAfter).toBe(1); // 120 × (1 − t/60) + 1 ≤ 120 at t = 0.5 s
    clk.set(start + MIN + 1000);
    await consumeRead(db, clk, ip);
    await flushReads();
    const rows = await db.rateCounter.findMany({ where: { key: `read:${ip}` }, orderBy: { windowStart: "asc" } });
    expect(rows.map((r) => r.count)).toEqual([120, 1]);
  });
});

describe("captcha outside the transaction", () => {
  const captchaStudio = () => studio((f) => (f.booking.captcha = true));

  it("50 concurrent holds while siteverify takes 3 s do not block reads on other connections", async () => {
    setEnv({ HCAPTCHA_VERIFY_URL: slowCaptcha.url });
    try {
      const s = await captchaStudio();
      const burst = Array.from({ length: 50 }, (_, i) =>
        createHold(db, clk, { slug: s.slug, body: body(s, { captchaToken: `good-${randomUUID()}` }), ip: `203.0.113.${i + 1}` }).then(
          () => "created",
          (e: ApiError) => e.code,
        ),
      );
      // More siteverify calls at once than the pool has connections: nobody holds one meanwhile
      // (with verification inside the transaction, at most 10 could be in flight).
      const deadline = Date.now() + 20_000;
      while (slowCaptcha.inFlight() <= 10 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(slowCaptcha.inFlight()).toBeGreaterThan(10);
      const started = performance.now();
      for (let i = 0; i < 5; i++) await getLiveSite(db, s.slug);
      const readMs = performance.now() - started;
      // A pool held by the burst would make these wait for siteverify (~3 s): well above 2 s.
      expect(readMs).toBeLessThan(2000);
      const results = await Promise.all(burst);
      expect(results.filter((r) => r === "created").length).toBe(50);
    } finally {
      setEnv({ HCAPTCHA_VERIFY_URL: captcha.url });
    }
  }, 60_000);

  it("a parallel duplicate (same key, payload and token) replays its twin's hold; siteverify is asked once", async () => {
    setEnv({ HCAPTCHA_VERIFY_URL: slowCaptcha.url });
    try {
      const s = await captchaStudio();
      const token = `good-${randomUUID()}`;
      const b = body(s, { captchaToken: token });
      const [a, c] = await Promise.all([
        createHold(db, clk, { slug: s.slug, body: b, ip: "203.0.113.200" }),
        createHold(db, clk, { slug: s.slug, body: b, ip: "203.0.113.200" }),
      ]);
      expect(a.holdId).toBe(c.holdId);
      expect(slowCaptcha.calls.filter((x) => x.response === token).length).toBe(1);
      // The token is bound to that request: another request with it fails.
      const e = await refusal(createHold(db, clk, { slug: s.slug, body: body(s, { captchaToken: token }), ip: "203.0.113.200" }));
      expect(e.code).toBe("CAPTCHA_FAILED");
    } finally {
      setEnv({ HCAPTCHA_VERIFY_URL: captcha.url });
    }
  }, 30_000);

  it("a token solved on another site's host → CAPTCHA_FAILED; the studio's own host passes", async () => {
    const s = await captchaStudio();
    captcha.setHostname("evil.example");
    try {
      const e = await refusal(
        createHold(db, clk, { slug: s.slug, body: body(s, { captchaToken: `good-${randomUUID()}` }), ip: "203.0.113.201" }),
      );
      expect([e.status, e.code]).toEqual([400, "CAPTCHA_FAILED"]);
      captcha.setHostname(`${s.slug}.localhost`);
      await createHold(db, clk, { slug: s.slug, body: body(s, { captchaToken: `good-${randomUUID()}` }), ip: "203.0.113.201" });
    } finally {
      captcha.setHostname("localhost");
    }
  });

  it("a rejected token stays spent; the sweep prunes tokens older than their lifetime", async () => {
    const s = await captchaStudio();
    const token = "bad-token-" + randomUUID();
    const b = body(s, { captchaToken: token });
    expect((await refusal(createHold(db, clk, { slug: s.slug, body: b, ip: "203.0.113.202" }))).code).toBe("CAPTCHA_FAILED");
    expect((await refusal(createHold(db, clk, { slug: s.slug, body: b, ip: "203.0.113.202" }))).code).toBe("CAPTCHA_FAILED");
    const hash = tokenHash(token);
    const row = await db.spentCaptchaToken.findUniqueOrThrow({ where: { tokenHash: hash } });
    expect(row.status).toBe("failed");
    clk.advance(119_000);
    await pruneSpentCaptchaTokens(db, clk);
    expect(await db.spentCaptchaToken.count({ where: { tokenHash: hash } })).toBe(1);
    clk.advance(2_000);
    await pruneSpentCaptchaTokens(db, clk);
    expect(await db.spentCaptchaToken.count({ where: { tokenHash: hash } })).toBe(0);
  });
});

describe("SMS spend caps and destinations", () => {
  beforeAll(() =>
    setEnv({
      SMS_PROVIDER_URL: sms.url,
      TWILIO_ACCOUNT_SID: "AC0123456789abcdef0123456789abcdef",
      TWILIO_AUTH_TOKEN: "test-auth-token",
      TWILIO_FROM: "+15005550006",
      SMS_DAILY_CAP_PER_STUDIO: "3",
      SMS_DAILY_CAP_PLATFORM: "5",
    }),
  );
  afterAll(() =>
    setEnv({
      TWILIO_ACCOUNT_SID: undefined,
      TWILIO_AUTH_TOKEN: undefined,
      TWILIO_FROM: undefined,
      SMS_DAILY_CAP_PER_STUDIO: undefined,
      SMS_DAILY_CAP_PLATFORM: undefined,
    }),
  );

  let phoneN = 0;
  const phone = (cc = "34") => `+${cc}6${String(Math.floor(Math.random() * 1e6) * 100 + (phoneN++ % 100)).padStart(8, "0")}`;
  let ipN = 0;
  const ip = () => `192.0.2.${(ipN++ % 200) + 1}`;

  it("per studio and platform-wide caps over any 24 hours → 503 SMS_UNAVAILABLE (use email); email still works; resends count", async () => {
    const a = await studio();
    const b = await studio();
    const first = await createHold(db, clk, { slug: a.slug, body: body(a, { channel: "phone", contact: phone() }), ip: ip() });
    clk.advance(61_000);
    await resendCode(db, clk, first.holdId); // the 2nd text of studio A
    await createHold(db, clk, { slug: a.slug, body: body(a, { channel: "phone", contact: phone() }), ip: ip() });
    const e = await refusal(createHold(db, clk, { slug: a.slug, body: body(a, { channel: "phone", contact: phone() }), ip: ip() }));
    // Not a day-long 429: the guest is sent to email at once (docs/decisions-sites.md, Texts).
    expect([e.status, e.code, e.retryAfter]).toEqual([503, "SMS_UNAVAILABLE", undefined]);
    expect(e.message).toMatch(/email/);
    await createHold(db, clk, { slug: a.slug, body: body(a, { channel: "email", contact: uniqueEmail() }), ip: ip() });
    // The platform has sent 3 of its 5: studio B gets two, then the platform cap refuses.
    await createHold(db, clk, { slug: b.slug, body: body(b, { channel: "phone", contact: phone() }), ip: ip() });
    await createHold(db, clk, { slug: b.slug, body: body(b, { channel: "phone", contact: phone() }), ip: ip() });
    const p = await refusal(createHold(db, clk, { slug: b.slug, body: body(b, { channel: "phone", contact: phone() }), ip: ip() }));
    expect([p.status, p.code, p.retryAfter]).toEqual([503, "SMS_UNAVAILABLE", undefined]);
    clk.advance(24 * HOUR);
    await createHold(db, clk, { slug: b.slug, body: body(b, { channel: "phone", contact: phone() }), ip: ip() });
  });

  it("destinations outside the studio's allow-list → 400 VALIDATION_ERROR naming contact; default = own country", async () => {
    const es = await studio(); // demo studio: country ES
    const e = await refusal(createHold(db, clk, { slug: es.slug, body: body(es, { channel: "phone", contact: phone("33") }), ip: ip() }));
    expect([e.status, e.code]).toEqual([400, "VALIDATION_ERROR"]);
    expect(e.message).toMatch(/^contact: /);
    const fr = await studio((f) => (f.booking.smsCountryCodes = ["33"]));
    await createHold(db, clk, { slug: fr.slug, body: body(fr, { channel: "phone", contact: phone("33") }), ip: ip() });
    const no34 = await refusal(
      createHold(db, clk, { slug: fr.slug, body: body(fr, { channel: "phone", contact: phone("34") }), ip: ip() }),
    );
    expect(no34.code).toBe("VALIDATION_ERROR");
  });
});

describe("client IP: the last X-Forwarded-For entry", () => {
  const handler = route({ limit: "none" }, async (ctx) => ok({ ip: ctx.ip }));
  const ipOf = async (headers: Record<string, string>) =>
    (await (await handler(new Request("http://app.test/v1/public/x", { headers }), { params: Promise.resolve({}) })).json()).data.ip;

  it("is the entry our proxy appended, whatever the client sent before it; Next's socket address without a proxy", async () => {
    expect(await ipOf({ "x-forwarded-for": "1.2.3.4, 203.0.113.9" })).toBe("203.0.113.9");
    expect(await ipOf({ "x-forwarded-for": "1.2.3.4,203.0.113.9 , " })).toBe("203.0.113.9");
    expect(await ipOf({ "x-forwarded-for": "::ffff:192.0.2.7" })).toBe("192.0.2.7");
    expect(await ipOf({ "x-client-ip": "1.2.3.4" })).toBe("unknown");
  });
});

describe("strict inputs", () => {
  it("studio URLs at import: https or a path on this site; http only outside production; other schemes refused", () => {
    const file = (edit: (f: StudioJson) => void) => {
      const f = demoStudioJson();
      edit(f);
      return () => parseStudioFile(f);
    };
    expect(file((f) => ((f.studio.logoUrl = "https://cdn.example/logo.png"), (f.studio.coverImageUrl = "/demo/cover.svg")))).not.toThrow();
    expect(file((f) => (f.studio.website = "http://studio.example"))).not.toThrow();
    expect(file((f) => (f.studio.website = "javascript:alert(1)"))).toThrow(/studio\.website: must be an https URL/);
    expect(file((f) => (f.studio.logoUrl = "data:image/svg+xml,<svg/>"))).toThrow(/studio\.logoUrl/);
    expect(file((f) => (f.studio.coverImageUrl = "//evil.example/x.png"))).toThrow(/studio\.coverImageUrl/);
    expect(file((f) => (f.rooms[0].photos = ["https://cdn.example/a.jpg", "ftp://cdn.example/b.jpg"]))).toThrow(/rooms\.0\.photos\.1/);
    // Production refuses the local http fakes' URLs.
    setEnv({ ...PRODUCTION_ENV, HCAPTCHA_VERIFY_URL: undefined, SMS_PROVIDER_URL: undefined });
    try {
      expect(file((f) => (f.studio.website = "http://studio.example"))).toThrow(/studio\.website/);
      expect(file((f) => (f.studio.website = "https://studio.example"))).not.toThrow();
    } finally {
      setEnv({
        APP_ENV: "preproduction",
        PUBLIC_BASE_URL: undefined,
        ROOT_DOMAIN: "localhost:3000",
        CODE_HASH_SECRET: undefined,
        SMTP_URL: undefined,
        TRUST_PROXY: undefined,
        HCAPTCHA_VERIFY_URL: captcha.url,
        SMS_PROVIDER_URL: sms.url,
      });
    }
  });

  it("studio file: smsCountryCodes are calling codes", () => {
    const f = demoStudioJson();
    f.booking.smsCountryCodes = ["+34"];
    expect(() => parseStudioFile(f)).toThrow(/booking\.smsCountryCodes\.0/);
    f.booking.smsCountryCodes = ["34", "1"];
    expect(parseStudioFile(f).booking.smsCountryCodes).toEqual(["34", "1"]);
    delete f.booking.smsCountryCodes;
    expect(parseStudioFile(f).booking.smsCountryCodes).toEqual([]);
  });

  it("SMTP requires TLS unless the URL says otherwise", async () => {
    expect(smtpOptions("smtps://u:p@mail.example")).toMatchObject({ secure: true, port: 465 });
    expect(smtpOptions("smtp://u:p@mail.example")).toMatchObject({ secure: false, requireTLS: true, port: 587 });
    expect(smtpOptions("smtp://127.0.0.1:2525?tls=off")).toMatchObject({ secure: false, requireTLS: false, port: 2525 });
    expect(() => smtpOptions("http://mail.example")).toThrow(/smtp:\/\/ or smtps:\/\//);
    // Against a server without STARTTLS: refused unless tls=off.
    const smtp = await startFakeSmtp();
    try {
      const plain = smtp.url.replace("?tls=off", "");
      await expect(sendEmail(plain, "a@example.com", { to: "b@example.com", subject: "s", text: "t" })).rejects.toThrow();
      expect(smtp.mails).toHaveLength(0);
      await sendEmail(smtp.url, "a@example.com", { to: "b@example.com", subject: "s", text: "t" });
      expect(smtp.mails).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});
