// Section 6 over the real stack: messages are rows + pg-boss jobs written in the state change's
// transaction; workers (started here, as `npm run worker` would) deliver them to the local SMTP
// and SMS fakes. Templates in es/ca/en with .ics; reminders; exactly-once with two workers;
// and no manage token or one-time code in plain text in the database or the request log.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold, dumpDatabase, holdViaApi, hoursAhead, startBookingApp, WEBHOOK_SECRET, type BookingTestEnv } from "../helpers/holds";
import { signPayload } from "../fakes/stripe";
import { setClock } from "../../lib/infra/clock";
import { systemClock } from "../../lib/infra/clock";
import { env } from "../../lib/infra/env";
import { createWorker, type WorkerHandle } from "../../lib/worker";
import { enqueue, QUEUE } from "../../lib/infra/queue";
import { processMessageJob } from "../../lib/domain/notifications/send";

let t: BookingTestEnv;
let studio: TestStudio;
let slot = 0;
const nextStart = (min = 72) => hoursAhead(min + 4 * slot++);
const workers: WorkerHandle[] = [];

beforeAll(async () => {
  t = await startBookingApp();
  studio = await createStudio(t.app.db);
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await t?.close();
});
afterEach(async () => {
  setClock(null);
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

async function startWorkers(n: number) {
  for (let i = 0; i < n; i++) workers.push(await createWorker({ sweeps: false, pollingIntervalSeconds: 0.5 }));
}

async function waitFor(what: string, cond: () => Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await cond()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const allSent = (ids: string[], kinds?: string[]) => async () =>
  (await t.app.db.message.count({
    where: { bookingId: { in: ids }, status: { not: "sent" }, ...(kinds ? { kind: { in: kinds } } : { kind: { not: "reminder" } }) },
  })) === 0;

async function onSite(
  opts: {
    startsAt?: Date;
    channel?: "phone" | "email";
    contact?: string;
    locale?: "es" | "ca" | "en";
    email?: string;
    notes?: string;
    s?: TestStudio;
  } = {},
) {
  const s = opts.s ?? studio;
  const h = await createHold(t.app.db, s, {
    startsAt: opts.startsAt ?? nextStart(),
    channel: opts.channel,
    contact: opts.contact,
    locale: opts.locale,
  });
  const r = await t.app.post(`/v1/public/holds/${h.holdId}/confirm`, { paymentMode: "on_site", email: opts.email, notes: opts.notes });
  expect(r.status).toBe(201);
  return {
    id: r.body.data.booking.id as string,
    reference: r.body.data.booking.reference as string,
    token: r.body.data.manageToken as string,
    url: r.body.data.manageUrl as string,
    startsAt: h.startsAt,
  };
}

/** Move the queued reminder jobs to "due now" (pg-boss compares start_after with the DB clock). */
async function makeRemindersDue(ids: string[]) {
  const msgs = await t.app.db.message.findMany({ where: { bookingId: { in: ids }, kind: "reminder" }, select: { id: true } });
  await t.app.db.$executeRawUnsafe(
    `UPDATE "${env().JOBS_SCHEMA}".job SET start_after = now() WHERE name = $1 AND state = 'created' AND data->>'messageId' = ANY($2::text[])`,
    QUEUE.message,
    msgs.map((m) => m.id),
  );
}

describe("messages on confirmation", () => {
  it("guest SMS with reference and manage link, email receipt with .ics and instructions, studio email with notes", async () => {
    const b = await onSite({
      channel: "phone",
      contact: "+34612000001",
      locale: "en",
      email: "receipt@mail.example",
      notes: "Two guitar amps please",
    });
    await startWorkers(1);
    await waitFor("messages", allSent([b.id]));

    const sms = t.sms.messages.filter((m) => m.to === "+34612000001");
    expect(sms).toHaveLength(1);
    expect(sms[0].body).toContain(b.reference);
    expect(sms[0].body).toContain(b.url);
    expect(sms[0].body).toMatch(/^Sala Gràcia: booking .* confirmed\./);

    const receipt = t.smtp.mails.filter((m) => m.to.includes("receipt@mail.example"));
    expect(receipt).toHaveLength(1);
    expect(receipt[0].subject).toBe(`Your booking receipt ${b.reference} · Sala Gràcia`);
    expect(receipt[0].text).toContain("Ask for the key at reception.");
    expect(receipt[0].text).toContain(b.url);
    expect(receipt[0].html).toContain(`<a href="${b.url}">`);
    // Sent to an unverified address: no guest-written text (docs/decisions-messages.md, Receipts).
    expect(receipt[0].text).not.toContain("Two guitar amps please");
    expect(receipt[0].html).not.toContain("Two guitar amps please");
    expect(receipt[0].text).not.toContain("Ada Lovelace");
    const ics = receipt[0].attachments.find((a) => a.contentType.startsWith("text/calendar"))!;
    expect(ics).toBeDefined();
    expect(ics.content).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Madrid");
    expect(ics.content).toMatch(/DTSTART;TZID=Europe\/Madrid:\d{8}T\d{6}/);
    expect(ics.content).toContain(`UID:${b.id}@${studio.slug}.studios.test`);

    const studioMail = t.smtp.mails.filter((m) => m.to.includes(studio.file.studio.email!) && m.subject.includes(b.reference));
    expect(studioMail).toHaveLength(1);
    expect(studioMail[0].subject).toMatch(/^Nueva reserva /); // the studio's site default locale (es)
    expect(studioMail[0].text).toContain("Two guitar amps please");
    expect(studioMail[0].text).toContain("+34612000001");
    expect(studioMail[0].text).not.toContain(b.token);

    const rows = await t.app.db.message.findMany({ where: { bookingId: b.id } });
    for (const m of rows.filter((x) => x.kind !== "reminder")) expect(m).toMatchObject({ status: "sent", sealed: null, attempts: 1 });
  });

  it("templates in es, ca and en; an email-channel guest gets one email (with .ics), not two", async () => {
    const cases = [
      {
        locale: "es" as const,
        intro: "Tu reserva en Sala Gràcia está confirmada.",
        instr: "Pide la llave en recepción.",
        subject: "Reserva confirmada",
      },
      {
        locale: "ca" as const,
        intro: "La teva reserva a Sala Gràcia està confirmada.",
        instr: "Demana la clau a recepció.",
        subject: "Reserva confirmada",
      },
      {
        locale: "en" as const,
        intro: "Your booking at Sala Gràcia is confirmed.",
        instr: "Ask for the key at reception.",
        subject: "Booking confirmed",
      },
    ];
    const booked = [];
    for (const c of cases) {
      const contact = `guest-${c.locale}-${slot}@mail.example`;
      booked.push({ c, contact, b: await onSite({ channel: "email", contact, email: contact.toUpperCase(), locale: c.locale }) });
    }
    await startWorkers(1);
    await waitFor("messages", allSent(booked.map((x) => x.b.id)));
    for (const { c, contact, b } of booked) {
      const mails = t.smtp.mails.filter((m) => m.to.includes(contact));
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe(`${c.subject} ${b.reference} · Sala Gràcia`);
      expect(mails[0].text).toContain(c.intro);
      expect(mails[0].text).toContain(c.instr);
      expect(mails[0].text).toContain(`/${c.locale}/manage/`);
      expect(mails[0].html).toContain(c.intro);
      expect(mails[0].attachments.some((a) => a.filename === `booking-${b.reference}.ics`)).toBe(true);
    }
  });

  it("a card booking's messages go out when the deposit arrives, with the manage link", async () => {
    const h = await createHold(t.app.db, studio, { startsAt: nextStart(), channel: "phone", contact: "+34612000077" });
    const r = await t.app.post(`/v1/public/holds/${h.holdId}/confirm`, { paymentMode: "card" });
    // Only the guest's confirmation, waiting with no job until the deposit arrives (docs/decisions-contract.md, Manage tokens).
    const held = await t.app.db.message.findMany({ where: { bookingId: r.body.data.booking.id } });
    expect(held.map((m) => [m.kind, m.status, m.jobId])).toEqual([["booking_confirmed", "waiting", null]]);
    const row = await t.app.db.booking.findUniqueOrThrow({ where: { id: r.body.data.booking.id } });
    const ev = t.stripe.event("payment_intent.succeeded", t.stripe.succeed(row.paymentIntentId!));
    const body = JSON.stringify(ev);
    const w = await t.app.fetch("/v1/webhooks/stripe", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signPayload(body, WEBHOOK_SECRET) },
      body,
    });
    expect(w.status).toBe(200);
    await startWorkers(1);
    await waitFor("messages", allSent([row.id]));
    const sms = t.sms.messages.filter((m) => m.to === "+34612000077");
    expect(sms).toHaveLength(1);
    expect(sms[0].body).toContain(r.body.data.manageUrl);
  });
});

describe("reminders", () => {
  it("queued for 24 h before the start; none for a booking made less than 24 h ahead", async () => {
    const far = await onSite({ startsAt: nextStart(72) });
    const reminder = await t.app.db.message.findUniqueOrThrow({ where: { key: `${far.id}:reminder` } });
    expect(reminder.sendAfter.getTime()).toBe(far.startsAt.getTime() - 24 * 3_600_000);
    const job = await t.app.db.$queryRawUnsafe<{ start_after: Date }[]>(
      `SELECT start_after FROM "${env().JOBS_SCHEMA}".job WHERE data->>'messageId' = $1`,
      reminder.id,
    );
    expect(job[0].start_after.getTime()).toBe(reminder.sendAfter.getTime());

    const s2 = await createStudio(t.app.db);
    const near = await onSite({ s: s2, startsAt: hoursAhead(20) });
    expect(await t.app.db.message.count({ where: { bookingId: near.id, kind: "reminder" } })).toBe(0);
    expect(await t.app.db.message.count({ where: { bookingId: near.id, kind: "booking_confirmed" } })).toBe(1);
  });

  it("none for a cancelled booking (dropped at cancel, and re-checked by the worker at send time)", async () => {
    const a = await onSite({ channel: "phone", contact: "+34612000101" });
    expect((await t.app.post(`/v1/public/bookings/manage/${a.token}/cancel`, { reason: "x" })).status).toBe(200);
    expect((await t.app.db.message.findUniqueOrThrow({ where: { key: `${a.id}:reminder` } })).status).toBe("skipped");
    // Cancelled behind the API's back (e.g. by the studio): the worker still refuses to remind.
    const b = await onSite({ channel: "phone", contact: "+34612000102" });
    await t.app.db.booking.update({ where: { id: b.id }, data: { status: "cancelled" } });
    await makeRemindersDue([a.id, b.id]);
    await startWorkers(1);
    await waitFor(
      "reminder handled",
      async () => (await t.app.db.message.findUniqueOrThrow({ where: { key: `${b.id}:reminder` } })).status === "skipped",
    );
    expect(t.sms.messages.filter((m) => m.body.includes("reminder"))).toHaveLength(0);
  });
});

describe("delivery is exactly-once in effect", () => {
  it("a failed send goes back to the queue and is retried; a retried or duplicate job never sends twice", async () => {
    const b = await onSite({ channel: "email", contact: "retry@mail.example", locale: "en" });
    const m = await t.app.db.message.findUniqueOrThrow({ where: { key: `${b.id}:booking_confirmed` } });
    t.smtp.failNext(1);
    await expect(processMessageJob(t.app.db, systemClock, m.id, { finalAttempt: false })).rejects.toThrow(/SMTP/);
    expect(await t.app.db.message.findUniqueOrThrow({ where: { id: m.id } })).toMatchObject({ status: "queued", attempts: 1 });
    expect(await processMessageJob(t.app.db, systemClock, m.id, { finalAttempt: false })).toBe("sent");
    expect(await processMessageJob(t.app.db, systemClock, m.id, { finalAttempt: false })).toBe("noop");
    expect(t.smtp.mails.filter((x) => x.to.includes("retry@mail.example"))).toHaveLength(1);
    expect(await t.app.db.message.findUniqueOrThrow({ where: { id: m.id } })).toMatchObject({ status: "sent", attempts: 2, sealed: null });

    // Last attempt failing: marked failed, the sealed link wiped.
    const receiptOwner = await onSite({ channel: "phone", contact: "+34612000200", email: "fail@mail.example" });
    const r = await t.app.db.message.findUniqueOrThrow({ where: { key: `${receiptOwner.id}:booking_receipt` } });
    t.smtp.failNext(1);
    expect(await processMessageJob(t.app.db, systemClock, r.id, { finalAttempt: true })).toBe("failed");
    expect(await t.app.db.message.findUniqueOrThrow({ where: { id: r.id } })).toMatchObject({ status: "failed", sealed: null });
  });

  it("two workers on one database: each confirmation and each reminder is sent exactly once", async () => {
    const s = await createStudio(t.app.db);
    const booked = [];
    for (let i = 0; i < 6; i++) {
      booked.push(
        await onSite({
          s,
          startsAt: nextStart(),
          channel: "phone",
          contact: `+3461230000${i}`,
          email: `twin${i}@mail.example`,
          locale: "en",
        }),
      );
    }
    const ids = booked.map((b) => b.id);
    // At-least-once delivery from the queue: give every message a duplicate job as well.
    for (const m of await t.app.db.message.findMany({ where: { bookingId: { in: ids } } })) {
      await enqueue(t.app.db, QUEUE.message, { messageId: m.id }, m.kind === "reminder" ? { startAfter: m.sendAfter } : {});
    }
    await startWorkers(2);
    await waitFor("confirmations", allSent(ids), 60_000);
    for (const b of booked) {
      expect(t.sms.messages.filter((m) => m.body.includes(b.reference))).toHaveLength(1);
      expect(t.smtp.mails.filter((m) => m.subject.includes(b.reference) && m.subject.startsWith("Your booking receipt"))).toHaveLength(1);
      expect(t.smtp.mails.filter((m) => m.subject.includes(b.reference) && m.subject.startsWith("Nueva reserva"))).toHaveLength(1);
    }
    await makeRemindersDue(ids);
    await waitFor("reminders", allSent(ids, ["reminder"]), 60_000);
    // Let any straggling duplicate job run before counting.
    await waitFor("queue drained", async () => {
      const rows = await t.app.db.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM "${env().JOBS_SCHEMA}".job WHERE name = $1 AND state IN ('created', 'active', 'retry') AND start_after <= now() AND data->>'messageId' IN (SELECT id::text FROM message WHERE "bookingId" = ANY($2::uuid[]))`,
        QUEUE.message,
        ids,
      );
      return rows[0].n === 0;
    });
    for (const b of booked) {
      expect(t.sms.messages.filter((m) => m.body.includes(b.reference) && m.body.includes("reminder"))).toHaveLength(1);
      expect(t.sms.messages.filter((m) => m.body.includes(b.reference))).toHaveLength(2);
    }
    // Every job ran to completion, the duplicates included (they found their message sent: no-op).
    const handled = await t.app.db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM "${env().JOBS_SCHEMA}".job WHERE name = $1 AND state = 'completed'`,
      QUEUE.message,
    );
    expect(handled[0].n).toBeGreaterThanOrEqual(ids.length * 8);
  });
});

describe("secrets stay secret", () => {
  it("no manage token and no one-time code in plain text in the database or the request log", async () => {
    const captured: string[] = [];
    const out = process.stdout.write.bind(process.stdout);
    const err = process.stderr.write.bind(process.stderr);
    const savedSilent = process.env.LOG_SILENT;
    delete process.env.LOG_SILENT;
    process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      captured.push(String(chunk));
      return (out as (...a: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof process.stdout.write;
    process.stderr.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      captured.push(String(chunk));
      return (err as (...a: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof process.stderr.write;
    let token = "";
    let code = "";
    let cardToken = "";
    try {
      const s = await createStudio(t.app.db, (f) => {
        f.booking.captcha = false;
      });
      // The real flow: hold (code delivered by SMS) → verify → confirm (on_site), then card.
      const h = await holdViaApi(t, s, { channel: "phone", locale: "es" });
      code = h.code;
      const r = await t.app.post(`/v1/public/holds/${h.holdId}/confirm`, { paymentMode: "on_site", email: "secret@mail.example" });
      expect(r.status).toBe(201);
      token = r.body.data.manageToken;
      expect((await t.app.get(`/v1/public/bookings/manage/${token}`)).status).toBe(200);
      const h2 = await holdViaApi(t, s, { channel: "email", daysAhead: 5 });
      const r2 = await t.app.post(`/v1/public/holds/${h2.holdId}/confirm`, { paymentMode: "card" });
      expect(r2.status).toBe(201);
      cardToken = r2.body.data.manageToken;
      await startWorkers(1);
      await waitFor("messages", allSent([r.body.data.booking.id]));
      expect((await t.app.post(`/v1/public/bookings/manage/${token}/cancel`, { reason: "secret test" })).status).toBe(200);
      expect((await t.app.get(`/v1/public/bookings/manage/${cardToken}`)).status).toBe(200);
      expect(t.sms.messages.some((m) => m.body.includes(token))).toBe(true); // it did reach the guest
    } finally {
      process.stdout.write = out;
      process.stderr.write = err;
      if (savedSilent !== undefined) process.env.LOG_SILENT = savedSilent;
    }
    const log = captured.join("");
    expect(log).toMatch(/"msg":"request"/);
    expect(log).toContain("/manage/[redacted]");
    for (const secret of [token, cardToken]) expect(log).not.toContain(secret);
    expect(log).not.toMatch(new RegExp(`\\b${code}\\b`));

    const dump = await dumpDatabase(t.app.db, env().JOBS_SCHEMA);
    expect(dump).toContain("secret@mail.example"); // the dump does see the booking's data
    for (const secret of [token, cardToken]) expect(dump).not.toContain(secret);
    expect(dump).not.toMatch(new RegExp(`(?<![0-9a-f])${code}(?![0-9a-f])`));
  });
});
