// Prepaid hours (docs/prepaid-hours.md) on a real database: a pack sold at the desk (its code written
// again for a repeated sale, stored only as a hash), a booking that draws its minutes and is paid by
// them, two confirms racing for hours that cover only one (exactly one wins, the other is told the
// balance is short), a cancellation giving the hours back, an expired pass drawing nothing, a pass
// for other rooms or of another studio refused, a phone booking with a code, and a prepaid payment
// that cannot be voided.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it, inject } from "vitest";
import { manualClock, systemClock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { ApiError } from "../../lib/contract/errors";
import { CreateHoldBody, type Hold } from "../../lib/contract/schemas";
import { confirmHold } from "../../lib/domain/bookings/confirm";
import { cancelBooking } from "../../lib/domain/bookings/manage";
import { createHold } from "../../lib/domain/holds/create";
import { hourPacks, hourPasses } from "../../lib/domain/prepaid/studio";
import { hashPrepaidCode } from "../../lib/domain/prepaid/draw";
import { prepaidCodeOf } from "../../lib/domain/bookings/pay-token";
import { passPaid } from "../../lib/domain/payments/pass-paid";
import { inTransaction } from "../../lib/infra/tx";
import { createPhoneBooking } from "../../lib/domain/studio-actions/phone-booking";
import { voidPaymentByStudio } from "../../lib/domain/studio-actions/payments";
import { ALWAYS_OPEN, createStudio, type TestStudio } from "../helpers/fixtures";
import { actorFor } from "../helpers/dashboard";
import { closeGate } from "../helpers/lock-gate";
import { renderHourPassMessage } from "../../lib/domain/notifications/hour-pass";
import { isRecord } from "../../lib/contract/shapes";
import { unzipSync } from "fflate";
import { monthArchive } from "../../lib/domain/dashboard/month-archive";
import { getDict } from "../../lib/i18n";
import { money } from "../../lib/i18n/core";
import { testDb } from "../helpers/test-db";

const db = testDb(6, {
  env: { PUBLIC_BASE_URL: "https://book.example", ROOT_DOMAIN: "studios.test", JOBS_SCHEMA: `jobs_prepaid_${process.pid}` },
});

let studio: TestStudio;
let other: TestStudio;
const owner = () => actorFor(studio, "owner");
const roomA = () => studio.file.rooms[0]; // 18 €/h, on site allowed
const roomC = () => studio.file.rooms[2];
const day = (n: number) => DateTime.now().setZone(studio.file.studio.timezone).plus({ days: n }).toFormat("yyyy-MM-dd");

beforeAll(async () => {
  await ensureJobs();
  studio = await createStudio(db, (f) => {
    f.studio.operatingHours = ALWAYS_OPEN;
  });
  other = await createStudio(db);
});

let ipSeq = 0;
function hold(o: { date: string; startTime: string; minutes?: number; roomId?: string }): Promise<Hold> {
  const body = CreateHoldBody.parse({
    roomId: o.roomId ?? roomA().id,
    date: o.date,
    startTime: o.startTime,
    durationMinutes: o.minutes ?? 90,
    guestName: "Band Guest",
    channel: "email",
    contact: `b-${randomUUID().slice(0, 8)}@mail.example`,
    idempotencyKey: randomUUID(),
    locale: "en",
  });
  return createHold(db, systemClock, { slug: studio.slug, body, ip: `198.51.${Math.floor(++ipSeq / 200)}.${ipSeq % 200}` });
}

async function verified(o: Parameters<typeof hold>[0]): Promise<Hold> {
  const h = await hold(o);
  await db.$executeRaw`UPDATE hold SET status = 'verified' WHERE id = ${h.holdId}::uuid`;
  return h;
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

async function pack(minutes: number, roomIds: string[] = [], validDays = 365) {
  return hourPacks.create(db, systemClock, owner(), { name: `${minutes / 60} h`, minutes, priceCents: 5000, roomIds, validDays });
}

async function sell(packId: string, clock = systemClock) {
  return hourPasses.sell(db, clock, actorFor(studio, "staff"), {
    packId,
    buyerName: "Los Planetas",
    buyerEmail: "band@mail.example",
    method: "cash",
    idempotencyKey: `sale-${randomUUID()}`,
  });
}

const balance = async (passId: string) => (await hourPasses.list(db, systemClock, owner())).find((p) => p.id === passId)!;

describe("a pack sold at the desk", () => {
  it("answers a code stored only as its hash; the same key answers the same code; the buyer is mailed", async () => {
    const p = await pack(600);
    const key = `sale-${randomUUID()}`;
    const body = {
      packId: p.id,
      buyerName: "Ana",
      buyerEmail: "ana@mail.example",
      method: "card_at_studio" as const,
      locale: "en" as const,
      idempotencyKey: key,
    };
    const sold = await hourPasses.sell(db, systemClock, owner(), body);
    expect(sold.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(sold).toMatchObject({ minutes: 600, usedMinutes: 0, balanceMinutes: 600, codeTail: sold.code.slice(-4), expired: false });
    const again = await hourPasses.sell(db, systemClock, owner(), body);
    expect(again.id).toBe(sold.id);
    expect(again.code).toBe(sold.code);
    const row = await db.hourPass.findUniqueOrThrow({ where: { id: sold.id } });
    expect(row.codeHash).toBe(hashPrepaidCode(sold.code.toLowerCase().replace(/-/g, " ")));
    expect(JSON.stringify(row)).not.toContain(sold.code);
    const mail = await db.message.findFirstOrThrow({ where: { key: `hour_pass:${sold.id}` } });
    expect(mail).toMatchObject({ recipient: "ana@mail.example", kind: "hour_pass", sealed: null });
    expect(JSON.stringify(mail.detail)).not.toContain(sold.code);
    const rendered = await renderHourPassMessage(db, isRecord(mail.detail) ? mail.detail : null);
    expect(rendered.text).toContain(sold.code);
    expect(rendered.text).toContain(`/en/hours#${sold.code}`);
    const e = await failure(hourPasses.sell(db, systemClock, owner(), { ...body, buyerName: "Someone else" }));
    expect(e.code).toBe("VALIDATION_ERROR");
  });

  it("a pack no longer sold is refused; staff cannot define packs", async () => {
    const p = await pack(120);
    await hourPacks.setActive(db, systemClock, owner(), p.id, false);
    expect((await failure(sell(p.id))).code).toBe("INVALID_STATE");
    const e = await failure(
      hourPacks.create(db, systemClock, actorFor(studio, "staff"), { name: "x", minutes: 60, priceCents: 1, roomIds: [], validDays: 1 }),
    );
    expect(e.code).toBe("FORBIDDEN");
  });
});

describe("bought on the site", () => {
  it("a pending pass draws nothing; Stripe's success makes it active from then, once, and mails the code", async () => {
    const p = await pack(300);
    const id = randomUUID();
    const code = prepaidCodeOf(id);
    const long = new Date(Date.now() - 400 * 86_400_000);
    await db.hourPass.create({
      data: {
        id,
        studioId: studio.studioId,
        packId: p.id,
        codeHash: hashPrepaidCode(code),
        codeTail: code.slice(-4),
        buyerName: "Web Buyer",
        buyerEmail: "web@mail.example",
        locale: "es",
        minutes: 300,
        priceCents: 5000,
        currency: "EUR",
        method: "online",
        requestKey: `online:${id}`,
        soldAt: long,
        expiresAt: long,
        status: "pending",
      },
    });
    const h = await verified({ date: day(23), startTime: "10:00" });
    const pending = await failure(confirmHold(db, systemClock, h.holdId, { paymentMode: "on_site", prepaidCode: code }));
    expect(pending.code).toBe("VALIDATION_ERROR");
    expect((await hourPasses.list(db, systemClock, owner())).some((x) => x.id === id)).toBe(false);

    const pi = (amountReceived: number) => ({ id: `pi_${id.slice(0, 8)}`, metadata: { hourPassId: id }, amountReceived, currency: "eur" });
    const now = new Date();
    await inTransaction(db, async (tx) => {
      expect(await passPaid(tx, pi(5000), "acct_other", now)).toBe("unknown_payment");
      expect(await passPaid(tx, pi(4999), null, now)).toBe("mismatch");
      expect(await passPaid(tx, pi(5000), null, now)).toBe("payment_recorded");
      expect(await passPaid(tx, pi(5000), null, now)).toBe("no_change");
    });
    const row = await db.hourPass.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "active", paymentIntentId: `pi_${id.slice(0, 8)}` });
    expect(row.expiresAt.getTime()).toBe(now.getTime() + 365 * 86_400_000);
    expect(await db.message.count({ where: { key: `hour_pass:${id}` } })).toBe(1);
    const paid = await confirmHold(db, systemClock, h.holdId, { paymentMode: "on_site", prepaidCode: code });
    expect(paid.booking.paymentStatus).toBe("paid");
  });
});

describe("the accountant's month", () => {
  it("lists the prepaid hours sold in the month with their money, in the member's separators", async () => {
    const p = await hourPacks.create(db, systemClock, owner(), {
      name: "Bono 5 h",
      minutes: 300,
      priceCents: 7550,
      roomIds: [],
      validDays: 60,
    });
    const sold = await sell(p.id);
    const month = DateTime.now().setZone(studio.file.studio.timezone).toFormat("yyyy-MM");
    const a = await monthArchive(db, owner(), month, "es", getDict("es").invoices, {
      money: (c, cur) => money(c, cur, "es"),
      day: (d) => d,
    });
    const csv = new TextDecoder().decode(unzipSync(a!.zip)[`prepaid-hours-${month}.csv`]);
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0].split(";")).toEqual(getDict("es").invoices.export.prepaidHeader);
    expect(lines.find((l) => l.includes(`···${sold.codeTail}`))!.split(";")).toEqual([
      expect.any(String),
      "Bono 5 h",
      "Los Planetas",
      `···${sold.codeTail}`,
      "5,0",
      "Efectivo",
      "75,50",
    ]);
    expect(lines.at(-1)!.split(";")[0]).toBe(getDict("es").invoices.export.total);
  });
});

describe("booking with a code", () => {
  it("two confirms at once on hours that cover one: one wins and is paid; the other is told the balance is short", async () => {
    const pass = await sell((await pack(120)).id);
    const date = day(20);
    const [x, y] = [await verified({ date, startTime: "08:00" }), await verified({ date, startTime: "12:00" })];
    const gate = await closeGate(inject("databaseUrl"), "SELECT 1 FROM hour_pass WHERE id = $1::uuid FOR UPDATE", [pass.id]);
    let results: PromiseSettledResult<Awaited<ReturnType<typeof confirmHold>>>[];
    try {
      const racers = Promise.allSettled(
        [x, y].map((h) => confirmHold(db, systemClock, h.holdId, { paymentMode: "on_site", prepaidCode: pass.code })),
      );
      await gate.waiters(2);
      await gate.open();
      results = await racers;
    } finally {
      await gate.open();
    }
    const won = results.filter((r) => r.status === "fulfilled");
    expect(won).toHaveLength(1);
    const lost = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ code: "PREPAID_HOURS_SHORT", details: { reason: "short", balanceMinutes: 30, neededMinutes: 90 } });
    const loser = [x, y][results.indexOf(lost)];
    expect(await db.booking.count({ where: { holdId: loser.holdId } })).toBe(0);
    expect((await db.hold.findUniqueOrThrow({ where: { id: loser.holdId } })).status).toBe("verified");

    const { booking, manageToken } = (won[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof confirmHold>>>).value;
    expect(booking).toMatchObject({
      status: "confirmed",
      paymentMode: "on_site",
      paymentStatus: "paid",
      depositCents: 0,
      priceCents: 2700,
    });
    const payments = await db.bookingPayment.findMany({ where: { bookingId: booking.id } });
    expect(payments).toMatchObject([{ method: "prepaid", amountCents: 2700, refundedCents: 0 }]);
    expect(await balance(pass.id)).toMatchObject({ usedMinutes: 90, balanceMinutes: 30 });

    // The payment is hours, not money: it cannot be voided.
    const v = await failure(voidPaymentByStudio(db, systemClock, owner(), booking.id, { paymentId: payments[0].id }));
    expect(v.code).toBe("INVALID_STATE");

    // The guest cancels within the policy: the hours go back, the payment is given back in full.
    const cancelled = await cancelBooking(db, systemClock, manageToken, undefined);
    expect(cancelled).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    expect(await balance(pass.id)).toMatchObject({ usedMinutes: 0, balanceMinutes: 120 });
    // The hours given back pay the other hold now.
    const second = await confirmHold(db, systemClock, loser.holdId, { paymentMode: "on_site", prepaidCode: pass.code.toLowerCase() });
    expect(second.booking.paymentStatus).toBe("paid");
  });

  it("an expired pass draws nothing; a code for other rooms, of another studio, unknown, or with card is refused", async () => {
    const sold = await sell((await pack(600, [], 30)).id, manualClock(Date.now() - 31 * 86_400_000));
    expect(await balance(sold.id)).toMatchObject({ expired: true, balanceMinutes: 0 });
    const h = await verified({ date: day(21), startTime: "10:00" });
    const e = await failure(confirmHold(db, systemClock, h.holdId, { paymentMode: "on_site", prepaidCode: sold.code }));
    expect(e).toMatchObject({ code: "PREPAID_HOURS_SHORT", details: { reason: "expired", balanceMinutes: 0, neededMinutes: 90 } });

    const onlyC = await sell((await pack(600, [roomC().id])).id);
    const wrongRoom = await failure(confirmHold(db, systemClock, h.holdId, { paymentMode: "on_site", prepaidCode: onlyC.code }));
    expect(wrongRoom.code).toBe("VALIDATION_ERROR");
    expect(wrongRoom.message).toMatch(/^prepaidCode: /);
    const theirs = await hourPasses.sell(db, systemClock, actorFor(other, "owner"), {
      packId: (
        await hourPacks.create(db, systemClock, actorFor(other, "owner"), {
          name: "x",
          minutes: 600,
          priceCents: 1,
          roomIds: [],
          validDays: 9,
        })
      ).id,
      buyerName: "Other",
      buyerEmail: null,
      method: "cash",
      idempotencyKey: `sale-${randomUUID()}`,
    });
    for (const code of [theirs.code, "ABCD-EFGH-JKLM"])
      expect((await failure(confirmHold(db, systemClock, h.holdId, { paymentMode: "on_site", prepaidCode: code }))).code).toBe(
        "VALIDATION_ERROR",
      );
    const good = await sell((await pack(600)).id);
    expect((await failure(confirmHold(db, systemClock, h.holdId, { paymentMode: "card", prepaidCode: good.code }))).code).toMatch(
      /VALIDATION_ERROR|PAYMENT_MODE_DENIED|PAYMENTS_UNAVAILABLE/,
    );
    expect(await db.booking.count({ where: { holdId: h.holdId } })).toBe(0);
    expect(await balance(good.id)).toMatchObject({ usedMinutes: 0 });
  });

  it("a phone booking with a code is paid by its hours", async () => {
    const pass = await sell((await pack(240)).id);
    const b = await createPhoneBooking(db, systemClock, actorFor(studio, "staff"), {
      roomId: roomA().id,
      date: day(22),
      startTime: "10:00",
      minutes: 120,
      guestName: "Desk Guest",
      phone: "+34611222333",
      prepaidCode: pass.code,
    });
    expect(b.paymentStatus).toBe("paid");
    expect(await balance(pass.id)).toMatchObject({ usedMinutes: 120, balanceMinutes: 120 });
    const e = await failure(
      createPhoneBooking(db, systemClock, actorFor(studio, "staff"), {
        roomId: roomA().id,
        date: day(22),
        startTime: "14:00",
        minutes: 180,
        guestName: "Desk Guest",
        phone: "+34611222333",
        prepaidCode: pass.code,
      }),
    );
    expect(e).toMatchObject({ code: "PREPAID_HOURS_SHORT", details: { reason: "short", balanceMinutes: 120, neededMinutes: 180 } });
  });
});
