// Abuse across networks (docs/decisions-abuse.md, Client networks), on the domain functions against real
// PostgreSQL with the injected clock: writes, holds and texts counted per IPv6 /56 and /48 as
// well as per /64 (twice the limits), IPv4 per address; live unverified holds capped per studio
// per network; near a studio's SMS cap, phone holds need its captcha or go to email; twenty /64s
// of one /48 cannot spend a studio's texts, and a real guest never waits a day.
import { setEnv } from "../helpers/env";
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock, setClock } from "../../lib/infra/clock";
import { ApiError } from "../../lib/contract/errors";
import type { Hold } from "../../lib/contract/schemas";
import { createHold, type CreateHoldInput } from "../../lib/domain/holds/create";
import { verifyHold } from "../../lib/domain/holds/verify";
import { consume } from "../../lib/infra/rate-limit";
import { LIMITS } from "../../lib/contract/limits";
import { HOLD_TTL_MS } from "../../lib/contract/hold-rules";
import { type TestStudio } from "../helpers/fixtures";
import { bookableStudio, holdBody, localDate, uniqueEmail } from "../api/holds.helpers";
import { startFakeHcaptcha } from "../fakes/hcaptcha";
import { startFakeSms } from "../fakes/sms";
import { testDb } from "../helpers/test-db";

const MIN = 60_000;
const HOUR = 60 * MIN;
let captcha: Awaited<ReturnType<typeof startFakeHcaptcha>>;
let sms: Awaited<ReturnType<typeof startFakeSms>>;
let clk: ReturnType<typeof manualClock>;

/** Texts really sent (Twilio fake); email has no provider, so email holds carry a devCode. */
const SMS_ON = {
  SMS_PROVIDER_URL: "",
  TWILIO_ACCOUNT_SID: "AC0123456789abcdef0123456789abcdef",
  TWILIO_AUTH_TOKEN: "test-auth-token",
  TWILIO_FROM: "+15005550006",
  SMS_DAILY_CAP_PER_STUDIO: undefined as string | undefined,
  SMS_DAILY_CAP_PLATFORM: "1000000",
};
const SMS_OFF = {
  TWILIO_ACCOUNT_SID: undefined,
  TWILIO_AUTH_TOKEN: undefined,
  TWILIO_FROM: undefined,
  SMS_DAILY_CAP_PER_STUDIO: undefined,
};

const db = testDb(10, {
  env: {
    HCAPTCHA_SITE_KEY: "10000000-ffff-ffff-ffff-000000000001",
    HCAPTCHA_SECRET: "0x0000000000000000000000000000000000000000",
    ROOT_DOMAIN: "localhost:3000",
    SMTP_URL: undefined,
    SMS_DAILY_CAP_PLATFORM: undefined,
    ...SMS_OFF,
  },
});
beforeAll(async () => {
  captcha = await startFakeHcaptcha();
  sms = await startFakeSms();
  SMS_ON.SMS_PROVIDER_URL = sms.url;
  setEnv({ HCAPTCHA_VERIFY_URL: captcha.url });
});
afterAll(async () => {
  await captcha?.close();
  await sms?.close();
});
let testN = 0;
beforeEach(() => {
  // Far from real time and from tests/db/abuse.test.ts's dates, a week apart per test: quota
  // events of one test (or file) never share a window with another's.
  clk = manualClock(Date.UTC(2034, 4, 8, 7, 0, 0) + testN++ * 7 * 24 * HOUR);
  setClock(clk);
});
afterEach(() => {
  setClock(null);
  setEnv(SMS_OFF);
});

const studio = (edit: Parameters<typeof bookableStudio>[1] = () => {}): Promise<TestStudio> => bookableStudio({ db }, edit);
const studios = (n: number) => Promise.all(Array.from({ length: n }, () => studio()));

const SLOTS = ["00:00", "02:00", "04:00", "06:00", "08:00", "10:00", "12:00", "14:00", "16:00", "18:00", "20:00", "22:00"];
const slotOf = new Map<string, number>();
/** A hold body on a slot of this studio nobody took yet (date and start rotate per studio). */
function body(s: TestStudio, over: Record<string, unknown> = {}): CreateHoldInput["body"] {
  const n = slotOf.get(s.slug) ?? 0;
  slotOf.set(s.slug, n + 1);
  return holdBody(s, {
    date: localDate(1 + Math.floor(n / SLOTS.length)),
    startTime: SLOTS[n % SLOTS.length],
    ...over,
  }) as CreateHoldInput["body"];
}

let phoneN = 0;
const phone = () => `+346${String(Math.floor(Math.random() * 1e5) * 1000 + (phoneN++ % 1000)).padStart(8, "0")}`;

// Never 0: a zero group would be written "::" in the keys the tests spell out.
const hex = () => (0x1000 + Math.floor(Math.random() * 0xefff)).toString(16);
const byte = () => 1 + Math.floor(Math.random() * 0xfe);
/** A random /48: "2001:db8:xxxx". */
const net48 = () => `2001:db8:${hex()}`;
/** Address `host` of /64 number `sub` of /56 number `s56` of the /48 (the 4th group is s56 · 256 + sub). */
const addr = (n48: string, s56: number, sub: number, host = 1) => `${n48}:${((s56 << 8) | sub).toString(16)}::${host.toString(16)}`;

const hold = (s: TestStudio, ip: string, over: Record<string, unknown> = {}) =>
  createHold(db, clk, { slug: s.slug, body: body(s, over), ip });
const phoneHold = (s: TestStudio, ip: string, over: Record<string, unknown> = {}) =>
  hold(s, ip, { channel: "phone", contact: phone(), ...over });

async function refusal(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error("expected an ApiError");
}

/** Verify an email hold with its devCode: a verified hold no longer counts as a live one. */
async function verified(p: Promise<Hold>): Promise<Hold> {
  const h = await p;
  return verifyHold(db, clk, h.holdId, h.devCode!);
}

const smsCount = (studioId: string) => db.quotaEvent.count({ where: { key: `sms-studio:${studioId}` } });

describe("writes per /56 and /48 (twice the /64 limit)", () => {
  const atMinuteStart = () => clk.set(Math.ceil(clk.now().getTime() / MIN) * MIN + 1000);

  it("two /64s of one /56 use its 30; a third /64 of it is refused and counted nowhere; another /48 is served", async () => {
    atMinuteStart();
    const n = net48();
    const s56 = byte();
    for (let i = 0; i < 15; i++) await consume(db, clk, LIMITS.writes, addr(n, s56, 1, i + 1));
    for (let i = 0; i < 15; i++) await consume(db, clk, LIMITS.writes, addr(n, s56, 2, i + 1));
    const e = await refusal(consume(db, clk, LIMITS.writes, addr(n, s56, 3)));
    expect([e.status, e.code]).toEqual([429, "RATE_LIMIT_EXCEEDED"]);
    expect(e.retryAfter).toBeGreaterThan(0);
    const count = async (key: string) =>
      (await db.rateCounter.findMany({ where: { key: `write:${key}` } })).reduce((a, r) => a + r.count, 0);
    expect(await count(`${n}:${(s56 << 8).toString(16)}::/56`)).toBe(30);
    expect(await count(`${n}::/48`)).toBe(30);
    expect(await count(`${n}:${((s56 << 8) | 3).toString(16)}::/64`)).toBe(0);
    await consume(db, clk, LIMITS.writes, addr(net48(), s56, 3));
  });

  it("/64s in different /56s of one /48 share its 30", async () => {
    atMinuteStart();
    const n = net48();
    for (let i = 0; i < 15; i++) await consume(db, clk, LIMITS.writes, addr(n, 1, 0, i + 1));
    for (let i = 0; i < 15; i++) await consume(db, clk, LIMITS.writes, addr(n, 2, 0, i + 1));
    expect((await refusal(consume(db, clk, LIMITS.writes, addr(n, 3, 0)))).code).toBe("RATE_LIMIT_EXCEEDED");
    // The sliding window frees the /48 as it frees a /64: once its minute has weighed off.
    clk.advance(2 * MIN);
    await consume(db, clk, LIMITS.writes, addr(n, 3, 0));
  });
});

describe("IPv4 keeps its per-address keys", () => {
  it("one address: 15 writes, 3 live holds at a studio; the other addresses of its /24 are not summed", async () => {
    const minute = Math.ceil(clk.now().getTime() / MIN) * MIN;
    clk.set(minute + 1000);
    const base = `198.51.${byte()}`;
    for (let i = 1; i <= 20; i++) for (let j = 0; j < 15; j++) await consume(db, clk, LIMITS.writes, `${base}.${i}`);
    expect((await refusal(consume(db, clk, LIMITS.writes, `${base}.1`))).code).toBe("RATE_LIMIT_EXCEEDED");
    const rows = await db.rateCounter.findMany({ where: { key: { startsWith: `write:${base}.` }, windowStart: new Date(minute) } });
    expect(rows.map((r) => r.count)).toEqual(Array(20).fill(15));

    const s = await studio();
    for (let i = 0; i < 3; i++) await hold(s, `${base}.1`);
    const e = await refusal(hold(s, `${base}.1`));
    expect([e.status, e.code]).toEqual([429, "RATE_LIMIT_EXCEEDED"]);
    // Twenty addresses of one /24 are twenty clients: 3 live holds each, no wider cap.
    for (let i = 2; i <= 20; i++) for (let j = 0; j < 3; j++) await hold(s, `${base}.${i}`);
    const row = await db.hold.findFirstOrThrow({ where: { studioId: s.studioId, clientIp: `${base}.2` } });
    expect(row.clientNets).toEqual([`${base}.2`]);
  });
});

describe("hold quotas per /56 and /48", () => {
  it("a /64 has 20 an hour, its /48 40: two /56s fill the /48, a third /56 is refused; each /56 was counted", async () => {
    const s = await studio();
    const n = net48();
    for (let i = 0; i < 20; i++) await verified(hold(s, addr(n, 1, 0, i + 1)));
    expect((await refusal(hold(s, addr(n, 1, 0, 99)))).code).toBe("RATE_LIMIT_EXCEEDED"); // the /64's 20
    for (let i = 0; i < 20; i++) await verified(hold(s, addr(n, 2, 7, i + 1)));
    const e = await refusal(hold(s, addr(n, 3, 9)));
    expect([e.status, e.code]).toEqual([429, "RATE_LIMIT_EXCEEDED"]);
    expect(e.retryAfter).toBeGreaterThan(55 * 60); // until the oldest of the 40 leaves the hour
    const events = (key: string) => db.quotaEvent.count({ where: { key: `hold-ip:${key}` } });
    expect(await events(`${n}::/48`)).toBe(40);
    expect(await events(`${n}:100::/56`)).toBe(20);
    expect(await events(`${n}:200::/56`)).toBe(20);
    await hold(s, addr(net48(), 3, 9)); // another /48
  });
});

describe("live unverified holds per studio per network", () => {
  it("a 4th pending hold from one /64 at a studio → 429 until the oldest expires; other studios, verify and expiry free places", async () => {
    const [s, other] = await studios(2);
    const n = net48();
    const first = await hold(s, addr(n, 0, 1, 1));
    clk.advance(2 * MIN);
    await hold(s, addr(n, 0, 1, 2));
    await hold(s, addr(n, 0, 1, 3));
    const e = await refusal(hold(s, addr(n, 0, 1, 4)));
    expect([e.status, e.code]).toEqual([429, "RATE_LIMIT_EXCEEDED"]);
    expect(e.retryAfter).toBe((HOLD_TTL_MS - 2 * MIN) / 1000); // the first one's expiry
    await hold(other, addr(n, 0, 1, 4)); // the cap is per studio
    // Entering a code proves a reachable guest: that hold no longer counts.
    await verifyHold(db, clk, first.holdId, first.devCode!);
    await hold(s, addr(n, 0, 1, 5));
    expect((await refusal(hold(s, addr(n, 0, 1, 6)))).code).toBe("RATE_LIMIT_EXCEEDED");
    clk.advance(HOLD_TTL_MS); // all of them expired
    for (let i = 0; i < 3; i++) await hold(s, addr(n, 0, 1, 7 + i));
  });

  it("the /48 (and /56) may have 6: the 7th from yet another /64 of it is refused; another /48 is served", async () => {
    const s = await studio();
    const n = net48();
    for (let i = 0; i < 6; i++) await hold(s, addr(n, i % 2, i + 1));
    const e = await refusal(hold(s, addr(n, 1, 200)));
    expect([e.status, e.code]).toEqual([429, "RATE_LIMIT_EXCEEDED"]);
    expect(e.message).toMatch(/network/);
    await hold(s, addr(net48(), 0, 1));
  });

  it("is race-free: 10 parallel creates from one /64 at one studio → exactly 3 holds", async () => {
    const s = await studio();
    const n = net48();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        hold(s, addr(n, 0, 0, i + 1)).then(
          () => "created",
          (e: ApiError) => e.code,
        ),
      ),
    );
    expect(results.filter((r) => r === "created")).toHaveLength(3);
    expect(results.filter((r) => r !== "created").every((r) => r === "RATE_LIMIT_EXCEEDED")).toBe(true);
    expect(await db.hold.count({ where: { studioId: s.studioId, status: "pending" } })).toBe(3);
  });
});

describe("texts per network and the studio's SMS cap", () => {
  it("10 texted holds a day per /64, 20 per /56 and /48; past them phone → 503 SMS_UNAVAILABLE, email still works", async () => {
    setEnv(SMS_ON);
    const pool = await studios(10);
    let k = 0;
    const next = () => pool[Math.floor(k++ / 3) % pool.length]; // under the live-holds cap
    const n = net48();
    for (let i = 0; i < 10; i++) await phoneHold(next(), addr(n, 5, 1, i + 1));
    const a = await refusal(phoneHold(next(), addr(n, 5, 1, 50)));
    expect([a.status, a.code, a.retryAfter]).toEqual([503, "SMS_UNAVAILABLE", undefined]);
    expect(a.message).toMatch(/email/);
    for (let i = 0; i < 10; i++) await phoneHold(next(), addr(n, 5, 2, i + 1)); // the /56's second 10
    expect((await refusal(phoneHold(next(), addr(n, 5, 3)))).code).toBe("SMS_UNAVAILABLE"); // the /56 is at 20
    expect((await refusal(phoneHold(next(), addr(n, 6, 3)))).code).toBe("SMS_UNAVAILABLE"); // so is the /48
    await hold(next(), addr(n, 6, 3)); // email
    await phoneHold(next(), addr(net48(), 6, 3)); // another /48
    clk.advance(24 * HOUR);
    await phoneHold(next(), addr(n, 5, 3));
  });

  it("191 phone holds from 20 /64s of one /48 in seconds do not spend the studio's 200 texts: a real guest still gets one", async () => {
    setEnv({ ...SMS_ON, SMS_DAILY_CAP_PER_STUDIO: "200" });
    const s = await studio();
    const n = net48();
    const refusals: ApiError[] = [];
    let created = 0;
    for (let batch = 0; batch < 10; batch++) {
      await Promise.all(
        Array.from({ length: 20 }, (_, sub) =>
          phoneHold(s, addr(n, sub % 4, sub, batch + 1)).then(
            () => created++,
            (e: unknown) => {
              if (!(e instanceof ApiError)) throw e;
              refusals.push(e);
            },
          ),
        ),
      );
    }
    expect(created).toBeLessThanOrEqual(2 * 3); // the /48's live holds at this studio
    expect(await smsCount(s.studioId)).toBe(created);
    // Whatever the attackers were told, nobody is asked to wait longer than a hold lives.
    for (const e of refusals) {
      expect(["RATE_LIMIT_EXCEEDED", "SMS_UNAVAILABLE"]).toContain(e.code);
      expect(e.retryAfter ?? 0).toBeLessThanOrEqual(HOLD_TTL_MS / 1000);
    }
    const before = sms.messages.length;
    const guest = phone();
    await phoneHold(s, "203.0.113.77", { contact: guest });
    expect(sms.messages.slice(before).map((m) => m.to)).toEqual([guest]);
  });
});

describe("a studio near its daily SMS cap", () => {
  it("without a captcha: from 80 % used, phone → 503 SMS_UNAVAILABLE (use email), email books; 24 h later phone again", async () => {
    setEnv({ ...SMS_ON, SMS_DAILY_CAP_PER_STUDIO: "10" });
    const s = await studio();
    const ip = () => `192.0.2.${byte()}`;
    for (let i = 0; i < 8; i++) await phoneHold(s, `198.18.${byte()}.${i + 1}`);
    const e = await refusal(phoneHold(s, ip()));
    expect([e.status, e.code, e.retryAfter]).toEqual([503, "SMS_UNAVAILABLE", undefined]);
    expect(e.message).toMatch(/email/);
    expect(await smsCount(s.studioId)).toBe(8); // nothing spent on the refusal
    await hold(s, ip(), { contact: uniqueEmail() });
    clk.advance(24 * HOUR + 1);
    await phoneHold(s, ip());
  });

  it("with the studio's captcha: phone holds that passed it go on to the cap; the full cap is SMS_UNAVAILABLE, not a day-long 429", async () => {
    setEnv({ ...SMS_ON, SMS_DAILY_CAP_PER_STUDIO: "10" });
    const s = await studio((f) => (f.booking.captcha = true));
    const token = () => ({ captchaToken: `good-${randomUUID()}` });
    for (let i = 0; i < 10; i++) await phoneHold(s, `198.18.${byte()}.${i + 1}`, token());
    expect((await refusal(phoneHold(s, "192.0.2.10"))).code).toBe("CAPTCHA_FAILED");
    const e = await refusal(phoneHold(s, "192.0.2.11", token()));
    expect([e.status, e.code, e.retryAfter]).toEqual([503, "SMS_UNAVAILABLE", undefined]);
    expect(e.message).toMatch(/email/);
    await hold(s, "192.0.2.12", token());
  });
});
