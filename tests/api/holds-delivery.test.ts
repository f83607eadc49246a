// Code delivery in pre-production with both providers configured: a real local SMTP server and
// a local fake of Twilio's Messages API. No devCode then; messages in the hold's locale; a
// failed delivery fails the request and leaves no hold blocking the slot.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, errorOf, type TestApp } from "../helpers/app";
import { manualClock, setClock } from "../../lib/infra/clock";
import { startFakeSmtp } from "../fakes/smtp";
import { startFakeSms } from "../fakes/sms";
import {
  bookableStudio,
  claimOf,
  freeSpans,
  holdBody,
  holdRow,
  localDate,
  postHold,
  resend,
  uniqueEmail,
  uniquePhone,
  verify,
} from "./holds.helpers";

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let sms: Awaited<ReturnType<typeof startFakeSms>>;
let clk: ReturnType<typeof manualClock>;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  sms = await startFakeSms();
  app = await startTestApp({
    env: {
      APP_ENV: "preproduction",
      SMTP_URL: smtp.url,
      SMTP_FROM: "Studio Booking <codes@studio.test>",
      SMS_PROVIDER_URL: sms.url,
      TWILIO_ACCOUNT_SID: "AC0123456789abcdef0123456789abcdef",
      TWILIO_AUTH_TOKEN: "test-auth-token",
      TWILIO_FROM: "+15005550006",
      HCAPTCHA_SITE_KEY: undefined,
      HCAPTCHA_SECRET: undefined,
    },
  });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
  await sms?.close();
});
beforeEach(() => {
  clk = manualClock(Math.floor(Date.now() / 1000) * 1000);
  setClock(clk);
});
afterEach(() => setClock(null));

const mailsTo = (to: string) => smtp.mails.filter((m) => m.to.includes(to));
const smsTo = (to: string) => sms.messages.filter((m) => m.to === to);
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? "";

describe("email (SMTP)", () => {
  it("sends the code in Spanish by default, naming the studio and the lifetime only; no devCode", async () => {
    const s = await bookableStudio(app);
    const contact = uniqueEmail();
    const r = await postHold(
      app,
      s.slug,
      holdBody(s, { contact: contact.toUpperCase(), guestName: "Guest Secretname", locale: undefined }),
    );
    expect(r.status).toBe(201);
    expect("devCode" in r.body.data).toBe(false);
    const mails = mailsTo(contact);
    expect(mails).toHaveLength(1);
    const [m] = mails;
    expect(m.from).toBe("codes@studio.test");
    expect(m.subject).toBe("Tu código de verificación de Sala Gràcia");
    expect(m.text).toContain("Tu código para reservar en Sala Gràcia es:");
    expect(m.text).toContain("Caduca en 10 minutos.");
    const code = codeIn(m.text);
    expect(code).toMatch(/^\d{6}$/);
    expect(m.html).toContain(code);
    for (const leak of ["Secretname", "10:00", r.body.data.date, r.body.data.holdId, "2700", "18,00"]) expect(m.raw).not.toContain(leak);
    expect((await verify(app, r.body.data.holdId, code)).status).toBe(200);
  });

  it("writes Catalan and English by locale", async () => {
    const s = await bookableStudio(app);
    const ca = uniqueEmail();
    const en = uniqueEmail();
    expect((await postHold(app, s.slug, holdBody(s, { contact: ca, locale: "ca", startTime: "10:00" }))).status).toBe(201);
    expect((await postHold(app, s.slug, holdBody(s, { contact: en, locale: "en", startTime: "14:00" }))).status).toBe(201);
    expect(mailsTo(ca)[0].text).toContain("El teu codi per reservar a Sala Gràcia és:");
    expect(mailsTo(ca)[0].text).toContain("Caduca d'aquí a 10 minuts.");
    expect(mailsTo(en)[0].subject).toBe("Your Sala Gràcia verification code");
    expect(mailsTo(en)[0].text).toContain("It expires in 10 minutes.");
  });

  it("an SMTP failure → 500 INTERNAL_ERROR 'Could not send the code by email', slot free at once", async () => {
    const s = await bookableStudio(app);
    const date = localDate(2);
    const body = holdBody(s, { date });
    const before = await freeSpans(app, s, date);
    smtp.failNext(1);
    const r = await postHold(app, s.slug, body);
    expect(errorOf(r)).toEqual({ status: 500, code: "INTERNAL_ERROR", envelope: true });
    expect(r.body.error.message).toBe("Could not send the code by email");
    const row = await app.db.hold.findFirstOrThrow({ where: { studioId: s.studioId, idempotencyKey: body.idempotencyKey as string } });
    expect(row.status).toBe("expired");
    expect(await claimOf(app, row.id)).toBeNull();
    expect(await freeSpans(app, s, date)).toEqual(before);
    expect((await postHold(app, s.slug, holdBody(s, { date }))).status).toBe(201);
  });
});

describe("SMS (Twilio Messages API)", () => {
  it("sends the code to the E.164 number from TWILIO_FROM, in the hold's locale", async () => {
    const s = await bookableStudio(app);
    const phone = uniquePhone();
    const r = await postHold(
      app,
      s.slug,
      holdBody(s, { channel: "phone", contact: `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`, locale: "en" }),
    );
    expect(r.status).toBe(201);
    expect(r.body.data.contactMasked).toBe(`+34 ••• ••• ${phone.slice(-3)}`);
    expect("devCode" in r.body.data).toBe(false);
    const msgs = smsTo(phone);
    expect(msgs).toHaveLength(1);
    expect(msgs[0]).toMatchObject({
      accountSid: "AC0123456789abcdef0123456789abcdef",
      from: "+15005550006",
      auth: "AC0123456789abcdef0123456789abcdef:test-auth-token",
    });
    const code = codeIn(msgs[0].body);
    expect(msgs[0].body).toBe(`${code} is your code to book at Sala Gràcia. It expires in 10 minutes.`);
    expect((await verify(app, r.body.data.holdId, code)).status).toBe(200);
  });

  it("resend sends a fresh code: the new one works, the old one no longer does", async () => {
    const s = await bookableStudio(app);
    const phone = uniquePhone();
    const r = await postHold(app, s.slug, holdBody(s, { channel: "phone", contact: phone }));
    const first = codeIn(smsTo(phone)[0].body);
    clk.advance(60_000);
    const again = await resend(app, r.body.data.holdId);
    expect(again.status).toBe(200);
    expect(again.body.data.resendsLeft).toBe(1);
    expect("devCode" in again.body.data).toBe(false);
    expect(smsTo(phone)).toHaveLength(2);
    const second = codeIn(smsTo(phone)[1].body);
    if (second !== first) expect(errorOf(await verify(app, r.body.data.holdId, first)).code).toBe("CODE_INVALID");
    expect((await verify(app, r.body.data.holdId, second)).status).toBe(200);
  });

  it("SMS provider down → 503 SMS_UNAVAILABLE, no hold left blocking the slot; the same key then needs replacing", async () => {
    const s = await bookableStudio(app);
    const date = localDate(2);
    const body = holdBody(s, { date, channel: "phone", contact: uniquePhone() });
    const before = await freeSpans(app, s, date);
    sms.setDown(true);
    try {
      const r = await postHold(app, s.slug, body);
      expect(errorOf(r)).toEqual({ status: 503, code: "SMS_UNAVAILABLE", envelope: true });
    } finally {
      sms.setDown(false);
    }
    const row = await app.db.hold.findFirstOrThrow({ where: { studioId: s.studioId, idempotencyKey: body.idempotencyKey as string } });
    expect(row.status).toBe("expired");
    expect(await claimOf(app, row.id)).toBeNull();
    expect(await freeSpans(app, s, date)).toEqual(before);
    expect(errorOf(await postHold(app, s.slug, body))).toEqual({ status: 410, code: "HOLD_EXPIRED", envelope: true });
    // The client retries with channel email (the contract) and a new key.
    expect((await postHold(app, s.slug, holdBody(s, { date }))).status).toBe(201);
  });

  it("a failed resend keeps the previous code and send count", async () => {
    const s = await bookableStudio(app);
    const phone = uniquePhone();
    const r = await postHold(app, s.slug, holdBody(s, { channel: "phone", contact: phone }));
    const code = codeIn(smsTo(phone)[0].body);
    clk.advance(60_000);
    sms.setDown(true);
    try {
      expect(errorOf(await resend(app, r.body.data.holdId))).toEqual({ status: 503, code: "SMS_UNAVAILABLE", envelope: true });
    } finally {
      sms.setDown(false);
    }
    expect(await holdRow(app, r.body.data.holdId)).toMatchObject({ sendCount: 1, status: "pending" });
    const v = await verify(app, r.body.data.holdId, code);
    expect(v.status).toBe(200);
    expect(v.body.data.resendsLeft).toBe(2);
  });
});
