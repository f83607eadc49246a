// The dashboard's bookings list and CSV export (lib/domain/dashboard/bookings.ts, docs/dashboard.md):
// tabs, filters, search by each field with LIKE's wildcards escaped, keyset pages that stay
// stable while bookings arrive, tenant isolation, RFC 4180 and formula-safe CSV.
import { randomUUID, createHash, randomBytes } from "node:crypto";
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/infra/clock";
import { bookingsCsv, exportFileName, listBookings, type BookingFilter, type BookingRow } from "../../lib/domain/dashboard/bookings";
import { csvField } from "../../lib/domain/dashboard/csv";
import { BookingListQuery } from "../../lib/contract/dashboard-schemas";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { actorFor, addBooking, testReference } from "../helpers/dashboard";
import { testDb } from "../helpers/test-db";

let b: TestStudio;
const NOW = new Date("2030-03-10T12:00:00Z");
const clock = manualClock(NOW);

const db = testDb(4);
beforeAll(async () => {
  b = await createStudio(db); // another studio, whose bookings must never show
});

/** Every page of a filter, following nextCursor. */
async function allPages(actor: ReturnType<typeof actorFor>, f: BookingFilter, limit: number, between?: (page: number) => Promise<void>) {
  const pages: BookingRow[][] = [];
  let cursor: string | undefined;
  for (;;) {
    const r = await listBookings(db, clock, actor, { ...f, cursor, limit });
    pages.push(r.items);
    if (!r.nextCursor) return pages;
    await between?.(pages.length);
    cursor = r.nextCursor;
  }
}

describe("tabs", () => {
  let s: TestStudio;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    s = await createStudio(db);
    const add = async (key: string, o: Parameters<typeof addBooking>[2]) => (ids[key] = (await addBooking(db, s, o)).id);
    await add("upcomingLater", { at: "2030-03-20T10:00" });
    await add("upcomingSoon", { at: "2030-03-11T10:00" });
    await add("inProgress", { at: "2030-03-10T12:30", minutes: 120 }); // 11:30Z–13:30Z: started, not ended
    await add("pending", { at: "2030-03-12T10:00", status: "pending_payment", paymentMode: "card" });
    await add("endedConfirmed", { at: "2030-03-05T10:00" });
    await add("completed", { at: "2030-03-08T10:00", status: "completed" });
    await add("noShow", { at: "2030-03-09T10:00", status: "no_show" });
    await add("cancelledLate", { at: "2030-03-25T10:00", status: "cancelled" });
    await add("cancelledEarly", { at: "2030-03-01T10:00", status: "cancelled" });
  });
  const tab = async (t: BookingFilter["tab"]) => (await listBookings(db, clock, actorFor(s), { tab: t })).items.map((r) => r.id);

  it("upcoming: confirmed and not ended, soonest first", async () => {
    expect(await tab("upcoming")).toEqual([ids.inProgress, ids.upcomingSoon, ids.upcomingLater]);
  });
  it("pending payment", async () => {
    expect(await tab("pending_payment")).toEqual([ids.pending]);
  });
  it("past: completed, no-show and ended confirmed, latest first", async () => {
    expect(await tab("past")).toEqual([ids.noShow, ids.completed, ids.endedConfirmed]);
  });
  it("cancelled, latest first", async () => {
    expect(await tab("cancelled")).toEqual([ids.cancelledLate, ids.cancelledEarly]);
  });
  it("a row carries the local date and times, the ISO start with the studio offset, room and money", async () => {
    const [row] = (await listBookings(db, clock, actorFor(s), { tab: "pending_payment" })).items;
    const room = s.file.rooms[0];
    expect(row).toMatchObject({
      roomId: room.id,
      roomName: room.name,
      date: "2030-03-12",
      startTime: "10:00",
      endTime: "11:00",
      startsAt: "2030-03-12T10:00:00+01:00",
      status: "pending_payment",
      paymentMode: "card",
      paymentStatus: "pending",
      priceCents: room.hourlyCents,
      currency: room.currency,
      contact: "+34611222333",
    });
  });
  it("filters by room and by local date range (inclusive)", async () => {
    const other = await addBooking(db, s, { at: "2030-03-11T18:00", roomIndex: 1 });
    try {
      const byRoom = await listBookings(db, clock, actorFor(s), { tab: "upcoming", roomId: s.roomIds[1] });
      expect(byRoom.items.map((r) => r.id)).toEqual([other.id]);
      const byDates = await listBookings(db, clock, actorFor(s), { tab: "upcoming", from: "2030-03-11", to: "2030-03-11" });
      expect(byDates.items.map((r) => r.id)).toEqual([ids.upcomingSoon, other.id]);
      const from = await listBookings(db, clock, actorFor(s), { tab: "upcoming", from: "2030-03-12" });
      expect(from.items.map((r) => r.id)).toEqual([ids.upcomingLater]);
      const to = await listBookings(db, clock, actorFor(s), { tab: "upcoming", to: "2030-03-10" });
      expect(to.items.map((r) => r.id)).toEqual([ids.inProgress]);
    } finally {
      await db.booking.delete({ where: { id: other.id } });
    }
  });
});

describe("pagination", () => {
  let s: TestStudio;
  let all: string[];
  beforeAll(async () => {
    s = await createStudio(db);
    // 23 upcoming bookings, several sharing a start time (the id breaks the tie).
    for (let i = 0; i < 23; i++)
      await addBooking(db, s, { at: `2030-04-${String(1 + Math.floor(i / 3)).padStart(2, "0")}T10:00`, roomIndex: i % 3 });
    all = (await listBookings(db, clock, actorFor(s), { tab: "upcoming", limit: 200 })).items.map((r) => r.id);
    expect(all).toHaveLength(23);
  });

  it("walks every row once, in order, whatever the page size", async () => {
    for (const limit of [1, 5, 10, 23, 50]) {
      const pages = await allPages(actorFor(s), { tab: "upcoming" }, limit);
      expect(pages.flat().map((r) => r.id)).toEqual(all);
      expect(pages.length).toBe(Math.max(1, Math.ceil(23 / limit)));
    }
  });

  it("stays stable while bookings arrive and leave between pages", async () => {
    const before: string[] = [];
    let after = "";
    let removed = "";
    const pages = await allPages(actorFor(s), { tab: "upcoming" }, 5, async (n) => {
      // Before the cursor: must not shift later pages. After it: shows up in its place.
      before.push((await addBooking(db, s, { at: "2030-03-31T09:00" })).id);
      if (n === 2) {
        after = (await addBooking(db, s, { at: "2030-04-09T11:00" })).id;
        removed = all[20];
        await db.booking.update({ where: { id: removed }, data: { status: "cancelled" } });
      }
    });
    const seen = pages.flat().map((r) => r.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => all.includes(id))).toEqual(all.filter((id) => id !== removed));
    expect(seen[seen.length - 1]).toBe(after);
    for (const id of before) expect(seen).not.toContain(id);
    await db.booking.update({ where: { id: removed }, data: { status: "confirmed" } });
    await db.booking.deleteMany({ where: { id: { in: [...before, after] } } });
  });

  it("a cursor that is not one is 400 VALIDATION_ERROR", async () => {
    for (const cursor of [
      "nonsense",
      Buffer.from("12.not-a-uuid").toString("base64url"),
      Buffer.from(`x.${randomUUID()}`).toString("base64url"),
    ])
      await expect(listBookings(db, clock, actorFor(s), { tab: "upcoming", cursor })).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
  });

  it("a filter that is not one is 400, whoever calls (a page may pass raw input)", async () => {
    for (const f of [
      { tab: "everything" },
      { tab: "upcoming", roomId: "room-1" },
      { tab: "upcoming", from: "2030-02-30" },
      { tab: "upcoming", to: "tomorrow" },
      { tab: "upcoming", q: "x".repeat(101) },
    ])
      await expect(listBookings(db, clock, actorFor(s), f as BookingFilter)).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
    await expect(bookingsCsv(db, clock, actorFor(s), { tab: "upcoming", roomId: "x" })).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
  });

  it("the limit defaults to 50 and the query schema caps it at 200", async () => {
    expect(BookingListQuery.safeParse({ limit: "201" }).success).toBe(false);
    expect(BookingListQuery.safeParse({ limit: "0" }).success).toBe(false);
    expect(BookingListQuery.parse({ limit: "7", tab: "past", q: "" })).toMatchObject({ limit: 7, tab: "past", q: undefined });
    expect(BookingListQuery.safeParse({ from: "2030-01-02", to: "2030-01-01" }).success).toBe(false);
    expect(BookingListQuery.safeParse({ tab: "everything" }).success).toBe(false);
  });
});

describe("search", () => {
  let s: TestStudio;
  const ids: Record<string, string> = {};
  const ref = testReference();
  beforeAll(async () => {
    s = await createStudio(db);
    const add = async (key: string, o: Omit<Parameters<typeof addBooking>[2], "at">) =>
      (ids[key] = (await addBooking(db, s, { at: `2030-05-${String(10 + Object.keys(ids).length).padStart(2, "0")}T10:00`, ...o })).id);
    await add("byRef", { reference: ref, guestName: "Ref Holder", contact: "+34699000001" });
    await add("byName", { guestName: "Margarida Xirgu", contact: "+34699000002" });
    await add("byEmail", { guestName: "Mail Person", channel: "email", contact: "lola.flores@mail.example" });
    await add("byPhone", { guestName: "Phone Person", contact: "+34612345678" });
    await add("percent", { guestName: "100% Rock", contact: "+34699000003" });
    await add("underscore", { guestName: "snake_case", contact: "+34699000004" });
    await add("phoneWithEmail", { guestName: "Both Ways", contact: "+34699000005", email: "both.ways@mail.example" });
    // Another studio's guest with the same name: never found from here.
    await addBooking(db, b, { at: "2030-05-10T10:00", guestName: "Margarida Xirgu", reference: testReference() });
  });
  const find = async (q: string) => (await listBookings(db, clock, actorFor(s), { tab: "upcoming", q })).items.map((r) => r.id).sort();

  it("by reference, typed any way", async () => {
    expect(await find(ref)).toEqual([ids.byRef]);
    expect(await find(ref.toLowerCase().replace("-", " "))).toEqual([ids.byRef]);
    expect(await find(ref.replace("-", ""))).toEqual([ids.byRef]);
    expect(await find(ref.slice(0, 4))).toContain(ids.byRef);
  });
  it("by part of the name, any case", async () => {
    expect(await find("xirgu")).toEqual([ids.byName]);
    expect(await find("MARGA")).toEqual([ids.byName]);
  });
  it("by email, the contact's or the extra one", async () => {
    expect(await find("lola.flores@")).toEqual([ids.byEmail]);
    expect(await find("BOTH.WAYS@MAIL")).toEqual([ids.phoneWithEmail]);
  });
  it("by phone, typed with spaces, dashes or the country code", async () => {
    expect(await find("612 345 678")).toEqual([ids.byPhone]);
    expect(await find("612-34-56-78")).toEqual([ids.byPhone]);
    expect(await find("+34 612345678")).toEqual([ids.byPhone]);
    expect(await find("0034 612 345 678")).toEqual([ids.byPhone]);
  });
  it("LIKE wildcards in the input match themselves only", async () => {
    expect(await find("%")).toEqual([ids.percent]);
    expect(await find("_")).toEqual([ids.underscore]);
    expect(await find("0% R")).toEqual([ids.percent]);
    expect(await find("\\")).toEqual([]);
  });
  it("another studio's bookings are never found", async () => {
    const other = await listBookings(db, clock, actorFor(b), { tab: "upcoming", q: "Xirgu" });
    expect(other.items).toHaveLength(1);
    expect(other.items[0].id).not.toBe(ids.byName);
    expect((await listBookings(db, clock, actorFor(b), { tab: "upcoming", q: ref })).items).toEqual([]);
  });
});

/** A minimal RFC 4180 reader: quoted fields, doubled quotes, CRLF records. */
function parseCsv(csv: string): string[][] {
  // The byte-order mark that tells spreadsheets the file is UTF-8 (docs/dashboard.md, CSV export).
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const text = csv.slice(1);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
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
  expect(field).toBe("");
  expect(row).toEqual([]);
  return rows;
}

describe("CSV export", () => {
  let s: TestStudio;
  beforeAll(async () => {
    s = await createStudio(db);
  });

  it("names the file with the studio's own date, not UTC's", async () => {
    // 23:30 UTC is already the next day in Madrid (the test studios' zone).
    const late = manualClock(new Date("2030-06-01T23:30:00Z"));
    expect(await exportFileName(db, late, actorFor(s), "upcoming")).toBe("bookings-upcoming-2030-06-02.csv");
  });

  it("escapes per RFC 4180 and keeps formulas as text", async () => {
    const names = ['Smith, "Bob"', '=HYPERLINK("http://evil.example","x")', "+1+1", "-2", "@SUM(A1)", "Line\nbreak", "Plain Ñandú"];
    for (const [i, guestName] of names.entries()) await addBooking(db, s, { at: `2030-06-0${i + 1}T10:00`, guestName });
    const csv = await bookingsCsv(db, clock, actorFor(s), { tab: "upcoming" });
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv.replace(/\r\n/g, "").includes("\r")).toBe(false);
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual([
      "Reference",
      "Date",
      "Start",
      "End",
      "Room",
      "Guest",
      "Contact",
      "Channel",
      "Status",
      "Payment mode",
      "Payment status",
      "Price",
      "Deposit",
      "Currency",
      "Created at",
      "Notes",
      "People",
      "Extras",
      "Promo discount",
    ]);
    expect(rows).toHaveLength(names.length + 1);
    expect(rows.slice(1).map((r) => r[5])).toEqual([
      'Smith, "Bob"',
      '\'=HYPERLINK("http://evil.example","x")',
      "'+1+1",
      "'-2",
      "'@SUM(A1)",
      "Line\nbreak",
      "Plain Ñandú",
    ]);
    const room = s.file.rooms[0];
    expect(rows[1]).toEqual([
      expect.stringMatching(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/),
      "2030-06-01",
      "10:00",
      "11:00",
      room.name,
      'Smith, "Bob"',
      "(+34) 611 22 23 33",
      "Phone (SMS)",
      "Confirmed",
      "At the studio",
      "Not paid yet",
      (room.hourlyCents / 100).toFixed(2),
      "0.00",
      room.currency,
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      "",
      "",
      "0.00", // no extras
      "0.00", // no promo code
    ]);
    expect(csvField(5)).toBe("5");
    expect(csvField("\tcmd")).toBe("'\tcmd");
    expect(csvField("a\rb")).toBe('"a\rb"');
  });

  it("names the party size in the column after Notes, People (docs/decisions-bookings.md, Party size)", async () => {
    const t = await createStudio(db);
    const b = await addBooking(db, t, { at: "2030-06-20T10:00", guestName: "Party Of Three" });
    await db.booking.update({ where: { id: b.id }, data: { partySize: 3 } });
    const rows = parseCsv(await bookingsCsv(db, clock, actorFor(t), { tab: "upcoming" }));
    expect(rows[0].at(-3)).toBe("People");
    expect(rows.find((r) => r[5] === "Party Of Three")!.at(-3)).toBe("3");
  });

  it("ends with the extras in the price and what a promo code took off (docs/pricing.md, Price lines)", async () => {
    const t = await createStudio(db);
    const b = await addBooking(db, t, { at: "2030-06-21T10:00", guestName: "Kit And Code" });
    const name = { es: "Platos", ca: "Plats", en: "Cymbals" };
    await db.booking.update({
      where: { id: b.id },
      data: {
        extras: [{ extraId: randomUUID(), name, quantity: 2, priceCents: 1000 }],
        promo: { promoCodeId: randomUUID(), code: "BANDA10", discountCents: 250 },
      },
    });
    const rows = parseCsv(await bookingsCsv(db, clock, actorFor(t), { tab: "upcoming" }));
    expect(rows[0].slice(-2)).toEqual(["Extras", "Promo discount"]);
    expect(rows.find((r) => r[5] === "Kit And Code")!.slice(-2)).toEqual(["10.00", "2.50"]);
  });

  it("holds every row of the filter, past one batch, and nothing of another studio", async () => {
    const t = await createStudio(db);
    const room = t.file.rooms[1];
    const holds = [];
    const bookings = [];
    for (let i = 0; i < 520; i++) {
      const start = DateTime.fromISO("2030-07-01T08:00", { zone: "Europe/Madrid" }).plus({ days: Math.floor(i / 10), hours: i % 10 });
      const holdId = randomUUID();
      const common = {
        studioId: t.studioId,
        roomId: room.id,
        startsAt: start.toJSDate(),
        endsAt: start.plus({ hours: 1 }).toJSDate(),
        date: start.toISODate()!,
        startTime: start.toFormat("HH:mm"),
        endTime: start.plus({ hours: 1 }).toFormat("HH:mm"),
        minutes: 60,
        priceCents: room.hourlyCents,
        depositCents: 0,
        currency: room.currency,
        guestName: `Bulk ${i}`,
        channel: "phone",
        contact: `+3469${String(i).padStart(7, "0")}`,
        locale: "es",
      };
      holds.push({
        ...common,
        id: holdId,
        idempotencyKey: holdId,
        requestHash: "t",
        status: "confirmed",
        contactMasked: "m",
        clientIp: "10.0.0.1",
        expiresAt: common.startsAt,
      });
      bookings.push({
        ...common,
        holdId,
        reference: testReference(),
        status: "confirmed",
        paymentMode: "on_site",
        paymentStatus: "unpaid",
        cancelNoticeHours: 24,
        manageTokenHash: createHash("sha256").update(randomBytes(16)).digest("hex"),
      });
    }
    await db.hold.createMany({ data: holds });
    await db.booking.createMany({ data: bookings });
    await addBooking(db, b, { at: "2030-07-01T12:00", guestName: "Not yours" });
    const rows = parseCsv(await bookingsCsv(db, clock, actorFor(t), { tab: "upcoming" }));
    expect(rows).toHaveLength(521);
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(520);
    expect(rows.slice(1).map((r) => r[5])).toEqual(bookings.map((x) => x.guestName));
    const filtered = parseCsv(await bookingsCsv(db, clock, actorFor(t), { tab: "upcoming", q: "Bulk 51" }));
    expect(
      filtered
        .slice(1)
        .map((r) => r[5])
        .sort(),
    ).toEqual(["Bulk 51", ...Array.from({ length: 10 }, (_, k) => `Bulk 51${k}`)].sort());
  });
});
