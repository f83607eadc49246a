// Who owes what, search that finds people, a guest's history and the spreadsheet export
// (docs/dashboard.md, Bookings, To collect today, CSV export; docs/studio-actions.md, Undoing a
// payment mark), at domain level on a real database: accent- and case-insensitive search with its
// trigram index, counts per tab, the payment filter, today's list to collect, the CSV as a Spanish
// and an English spreadsheet reads it, and undoing a mistaken "paid" with the guest's message
// cancelled while queued or corrected once sent.
import { beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { bookingsCsv, countByTab, listBookings } from "../../lib/domain/dashboard/bookings";
import { phoneCell } from "../../lib/domain/dashboard/csv";
import { toCollectToday } from "../../lib/domain/dashboard/collect";
import { bookingDetail } from "../../lib/domain/dashboard/detail";
import { markPaid, undoMarkPaid } from "../../lib/domain/studio-actions/bookings";
import { renderMessage } from "../../lib/domain/notifications/templates";
import { loadBooking } from "../../lib/domain/bookings/view";
import { canonicalContact } from "../../lib/domain/identity";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { actorFor, addBooking } from "../helpers/dashboard";
import { testDb } from "../helpers/test-db";

let s: TestStudio;
let other: TestStudio;
// 12:00 in Madrid (the fixture studio's zone) on 10 March 2030.
const NOW = new Date("2030-03-10T11:00:00Z");
const clock = manualClock(NOW);
const ids: Record<string, string> = {};

const db = testDb(4, { env: { JOBS_SCHEMA: `jobs_money_${process.pid}` } });
beforeAll(async () => {
  await ensureJobs();
  s = await createStudio(db);
  other = await createStudio(db);
  const add = async (key: string, o: Parameters<typeof addBooking>[2], studio = s) => (ids[key] = (await addBooking(db, studio, o)).id);
  await add("anaUpcoming", { at: "2030-03-20T10:00", guestName: "Ana Martínez", channel: "email", contact: "ana.martinez@gmail.com" });
  await add("anaPast", {
    at: "2030-03-01T10:00",
    guestName: "Ana Martínez",
    status: "completed",
    channel: "email",
    contact: "anamartinez+band@gmail.com",
  });
  await add("anaNoShow", {
    at: "2030-02-20T10:00",
    guestName: "ANA MARTINEZ",
    status: "no_show",
    channel: "email",
    contact: "ana.martinez@googlemail.com",
  });
  await add("anaCancelled", { at: "2030-03-25T10:00", guestName: "Ana Martínez", status: "cancelled" });
  await add("zoe", { at: "2030-03-21T10:00", guestName: "Zoë Müller", contact: "+34600111222" });
  await add("bob", { at: "2030-03-22T10:00", guestName: "Bob Marley", contact: "+34600333444", notes: 'Bring "the" drums; amps' });
  await add("todayUnpaid", { at: "2030-03-10T18:00", guestName: "Late Band", contact: "+34600555666" });
  await add("todayDeposit", {
    at: "2030-03-10T09:00",
    guestName: "Early Band",
    paymentMode: "card",
    channel: "email",
    contact: "early@band.example",
  });
  await add("todayPaid", { at: "2030-03-10T14:00", guestName: "Paid Band", paymentStatus: "paid" });
  await add("todayCancelled", { at: "2030-03-10T16:00", guestName: "Gone Band", status: "cancelled" });
  await add("tomorrow", { at: "2030-03-11T10:00", guestName: "Tomorrow Band" });
  await add("otherAna", { at: "2030-03-20T10:00", guestName: "Ana Martínez", channel: "email", contact: "ana.martinez@gmail.com" }, other);
});

const names = async (tab: "upcoming" | "past" | "cancelled" | "pending_payment", q: string) =>
  (await listBookings(db, clock, actorFor(s), { tab, q })).items.map((r) => r.guestName);

describe("search that finds people", () => {
  it('"martinez" finds "Martínez" and "muller" finds "Zoë Müller", whatever the case and accents typed', async () => {
    expect(await names("upcoming", "martinez")).toEqual(["Ana Martínez"]);
    expect(await names("upcoming", "MARTÍNEZ")).toEqual(["Ana Martínez"]);
    expect(await names("past", "martinez")).toEqual(["Ana Martínez", "ANA MARTINEZ"]);
    expect(await names("cancelled", "Martinez")).toEqual(["Ana Martínez"]);
    expect(await names("upcoming", "muller")).toEqual(["Zoë Müller"]);
    expect(await names("upcoming", "zoe mü")).toEqual(["Zoë Müller"]);
  });

  it("counts each tab's matches, so an empty tab points to the one with the guest", async () => {
    expect(await countByTab(db, clock, actorFor(s), { tab: "pending_payment", q: "martinez" })).toEqual({
      upcoming: 1,
      // The upcoming one, the completed one and the no-show: none paid (docs/dashboard.md, Bookings).
      owed: 3,
      pending_payment: 0,
      past: 2,
      cancelled: 1,
    });
    expect(await countByTab(db, clock, actorFor(other), { tab: "upcoming", q: "martinez" })).toMatchObject({ upcoming: 1, past: 0 });
  });

  it("the folded search can be served by its trigram index", async () => {
    const plan = await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
      const rows = await tx.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(
        `EXPLAIN SELECT id FROM booking b WHERE booking_fold(b."guestName" || ' ' || coalesce(b.email, '') || ' ' || b.contact) LIKE ('%' || booking_fold('martinez') || '%')`,
      );
      return rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("booking_search_trgm_idx");
  });
});

describe("payment filter and what to collect today", () => {
  it("owed lists what is still to collect, paid what is paid", async () => {
    const today = { tab: "upcoming" as const, from: "2030-03-10", to: "2030-03-10" };
    const owed = await listBookings(db, clock, actorFor(s), { ...today, paymentStatus: "owed" });
    expect(owed.items.map((r) => r.guestName)).toEqual(["Late Band"]);
    const paid = await listBookings(db, clock, actorFor(s), { ...today, paymentStatus: "paid" });
    expect(paid.items.map((r) => r.guestName)).toEqual(["Paid Band"]);
    await expect(listBookings(db, clock, actorFor(s), { tab: "upcoming", paymentStatus: "free" as never })).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
    });
  });

  it("today's unpaid bookings, pay-at-the-studio ones included, with what is left to collect", async () => {
    const list = await toCollectToday(db, clock, actorFor(s));
    expect(list.map((r) => r.guestName)).toEqual(["Early Band", "Late Band"]);
    const [early, late] = list;
    expect(early.paymentStatus).toBe("deposit_paid");
    const room = s.file.rooms[0];
    expect(late).toMatchObject({ paymentStatus: "unpaid", startTime: "18:00", roomName: room.name, currency: room.currency });
    expect(early.dueCents).toBeLessThan(late.dueCents);
    expect(await toCollectToday(db, clock, actorFor(other))).toEqual([]);
  });
});

describe("guest history", () => {
  it("the same canonical contact in SQL as in identity.ts", async () => {
    const samples: [string, string][] = [
      ["email", "Ana.Martinez+band@GoogleMail.com"],
      ["email", "john.doe+x@example.org"],
      ["email", "+tag@example.org"],
      ["email", "no-at-sign"],
      ["phone", "+34600111222"],
    ];
    for (const [channel, contact] of samples) {
      const [row] = await db.$queryRaw<{ key: string }[]>`SELECT booking_contact_key(${channel}, ${contact}) AS key`;
      expect(row.key, contact).toBe(canonicalContact(channel as "email" | "phone", contact));
    }
  });

  it("a booking shows the guest's other bookings, no-shows and last visit", async () => {
    const d = await bookingDetail(db, clock, actorFor(s), ids.anaUpcoming);
    expect(d.guestHistory).toMatchObject({
      bookings: 2,
      noShows: 1,
      cancelled: 0,
      lastVisit: "2030-03-01",
      tags: [],
      noShowWarning: false,
    });
    const first = await bookingDetail(db, clock, actorFor(s), ids.bob);
    expect(first.guestHistory).toMatchObject({ bookings: 0, noShows: 0, cancelled: 0, lastVisit: null });
  });
});

/** The CSV as a spreadsheet reads it: the BOM says UTF-8, then fields split on the separator. */
function parseAsExcel(csv: string, sep: string): string[][] {
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const text = csv.slice(1);
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === sep) {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  return rows;
}

describe("CSV a spreadsheet opens right", () => {
  it("Spanish: BOM, ';' between fields, Spanish headers and values, decimal comma, phones as text", async () => {
    const es = { ...actorFor(s), locale: "es" as const };
    const rows = parseAsExcel(await bookingsCsv(db, clock, es, { tab: "upcoming" }), ";");
    const [head, ...body] = rows;
    expect(head).toEqual([
      "Referencia",
      "Fecha",
      "Inicio",
      "Fin",
      "Sala",
      "Cliente",
      "Contacto",
      "Canal",
      "Estado",
      "Forma de pago",
      "Pago",
      "Precio",
      "Señal",
      "Moneda",
      "Creada",
      "Notas",
      "Personas",
      "Extras incluidos",
      "Descuento promocional",
    ]);
    expect(body.every((r) => r.length === head.length)).toBe(true);
    const col = (r: string[], h: string) => r[head.indexOf(h)];
    const ana = body.find((r) => col(r, "Cliente") === "Ana Martínez")!;
    expect(col(ana, "Contacto")).toBe("ana.martinez@gmail.com");
    expect(col(ana, "Canal")).toBe("Email");
    expect(col(ana, "Pago")).not.toBe("unpaid");
    expect(col(ana, "Precio")).toMatch(/^\d+,\d{2}$/);
    const early = body.find((r) => col(r, "Cliente") === "Early Band");
    expect(early).toBeUndefined(); // today's 09:00 session has ended: not upcoming
    expect(body.map((r) => col(r, "Forma de pago"))).toContain("En el estudio");
    expect(col(ana, "Creada")).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const zoe = body.find((r) => col(r, "Cliente") === "Zoë Müller")!;
    expect(col(zoe, "Contacto")).toBe("(+34) 600 11 12 22");
    const bob = body.find((r) => col(r, "Cliente") === "Bob Marley")!;
    expect(col(bob, "Notas")).toBe('Bring "the" drums; amps');
  });

  it("English: ',' between fields, decimal point, English headers", async () => {
    const rows = parseAsExcel(await bookingsCsv(db, clock, actorFor(s), { tab: "upcoming", q: "muller" }), ",");
    expect(rows[0]).toContain("Created at");
    expect(rows[0]).toContain("Channel");
    expect(rows[1][rows[0].indexOf("Guest")]).toBe("Zoë Müller");
    expect(rows[1][rows[0].indexOf("Price")]).toMatch(/^\d+\.\d{2}$/);
    expect(rows[1][rows[0].indexOf("Contact")]).toBe("(+34) 600 11 12 22");
  });

  it("a phone is never a formula nor a number, in any country", () => {
    for (const p of ["+34611222333", "+442071234567", "+14155550123"]) expect(phoneCell(p)).toMatch(/^\(\+\d+\) [\d ]+$/);
  });
});

describe("undo a mistaken mark paid", () => {
  const messages = (bookingId: string) =>
    db.message.findMany({ where: { bookingId }, orderBy: { createdAt: "asc" }, select: { id: true, kind: true, status: true } });

  it("while the message is still queued: back to unpaid, the message cancelled, audited, no correction", async () => {
    const b = await addBooking(db, s, { at: "2030-03-10T20:00", guestName: "Queued Band", contact: "+34600777888" });
    await markPaid(db, clock, actorFor(s), b.id);
    clock.advance(1_000); // the trail orders by time: the undo comes after the mark
    expect((await bookingDetail(db, clock, actorFor(s), b.id)).actions.undoMarkPaid).toBe(true);
    const v = await undoMarkPaid(db, clock, actorFor(s), b.id);
    expect(v.paymentStatus).toBe("unpaid");
    expect(await messages(b.id)).toEqual([expect.objectContaining({ kind: "payment_received", status: "skipped" })]);
    const d = await bookingDetail(db, clock, actorFor(s), b.id);
    expect(d.audit.map((a) => [a.action, a.detail])).toEqual([
      ["booking.mark_paid", { from: "unpaid", paymentId: expect.any(String) }],
      ["booking.mark_unpaid", { to: "unpaid", message: "cancelled" }],
    ]);
    expect(d.actions).toMatchObject({ markPaid: true, undoMarkPaid: false });
    // A second undo has nothing to undo.
    await expect(undoMarkPaid(db, clock, actorFor(s), b.id)).rejects.toMatchObject({ code: "INVALID_STATE" });
    // Marked again: a new message of its own.
    await markPaid(db, clock, actorFor(s), b.id);
    clock.advance(1_000); // the trail orders by time: the undo comes after the mark
    expect((await messages(b.id)).map((m) => [m.kind, m.status])).toEqual([
      ["payment_received", "skipped"],
      ["payment_received", "queued"],
    ]);
  });

  it("once the guest was told: back to the previous state (deposit paid) and a correction goes out", async () => {
    const b = await addBooking(db, s, {
      at: "2030-03-12T10:00",
      guestName: "Told Band",
      paymentMode: "card",
      channel: "email",
      contact: "told@band.example",
    });
    await markPaid(db, clock, actorFor(s), b.id);
    clock.advance(1_000); // the trail orders by time: the undo comes after the mark
    await db.message.updateMany({ where: { bookingId: b.id, kind: "payment_received" }, data: { status: "sent", sentAt: NOW } });
    const v = await undoMarkPaid(db, clock, actorFor(s, "owner"), b.id);
    expect(v.paymentStatus).toBe("deposit_paid");
    const ms = await messages(b.id);
    expect(ms.map((m) => [m.kind, m.status])).toEqual([
      ["payment_received", "sent"],
      ["payment_mark_undone", "queued"],
    ]);
    const full = (await loadBooking(db, { id: b.id }))!;
    const rendered = renderMessage({ kind: "payment_mark_undone", channel: "email", locale: "es", booking: full, now: NOW });
    expect(rendered.kind === "email" && rendered.text).toContain("sigue pendiente");
  });

  it("refuses what was not marked at the studio, and another studio's booking is not found", async () => {
    await expect(undoMarkPaid(db, clock, actorFor(s), ids.todayPaid)).rejects.toMatchObject({ code: "INVALID_STATE" });
    await expect(undoMarkPaid(db, clock, actorFor(s), ids.todayUnpaid)).rejects.toMatchObject({ code: "INVALID_STATE" });
    await expect(undoMarkPaid(db, clock, actorFor(other), ids.todayUnpaid)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
  });
});
