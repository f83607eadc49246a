// Tenant isolation, sessions, roles and origin for EVERY studio endpoint, enumerated from the
// operations (lib/http/operations/studio/) so a new endpoint cannot be forgotten:
// another studio's ids are 404 RESOURCE_NOT_FOUND (never 403, so ids cannot be probed), no session
// is 401, a platform operator (no studio's member) is 403 told so, a cross-origin write is 403, staff
// are 403 on owner-only actions (docs/studio-accounts.md).
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, startTestApp, type ApiReply, type TestApp } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { staffLogin, type StaffLogin } from "../helpers/staff";
import { addBooking } from "../helpers/dashboard";
import { BOOKING_ACTIONS } from "../../lib/contract/booking-actions";
import type { BookingActionDef } from "../../lib/contract/booking-actions/define";
import { STUDIO_OPERATIONS } from "../../lib/http/operations/studio";
import type { StudioOperation } from "../../lib/http/operations/studio-operation";
import { createSubscription } from "../../lib/domain/webhooks/subscriptions";
import { grantPlatformAdmin } from "../../lib/domain/platform/console";
import { signInCookie } from "../../scripts/bench/sign-in";
import { guestKeyOf } from "../../lib/domain/guests/key";

const ORIGIN = "http://studios.test";
const EVIL = "https://evil.example";

let app: TestApp;
let a: TestStudio;
let b: TestStudio;
let ownerA: StaffLogin;
let staffA: StaffLogin;
/** A platform operator's session (made as `npm run platform:admin` makes one), member of no studio. */
let operator: string;
/** A Tuesday inside the staff horizon (the demo studio opens Tuesdays 10:00–23:00), for the series bodies. */
const seriesDate = DateTime.now().setZone("Europe/Madrid").plus({ weeks: 10 }).set({ weekday: 2 }).toISODate()!;
/** Studio B's ids, by resource kind. */
const idsOfB: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp({ env: { ROOT_DOMAIN: "studios.test", PUBLIC_BASE_URL: ORIGIN, APP_ENV: "preproduction" } });
  a = await createStudio(app.db);
  b = await createStudio(app.db);
  ownerA = await staffLogin(app.db, { studioId: a.studioId, role: "owner" });
  staffA = await staffLogin(app.db, { studioId: a.studioId, role: "staff" });
  await grantPlatformAdmin(app.db, "OPS-Tenancy@Platform.test");
  operator = await signInCookie(app.db, "ops-tenancy@platform.test");
  const ownerB = await staffLogin(app.db, { studioId: b.studioId, role: "owner" });
  const bookingB = await addBooking(app.db, b, { at: "2030-01-15T10:00", paymentMode: "card", paymentStatus: "deposit_paid" });
  idsOfB.booking = bookingB.id;
  // A guest only B has (A's phone bookings below use the default number): a profile is per studio.
  await addBooking(app.db, b, { at: "2030-01-16T10:00", contact: "+34699111222" });
  idsOfB.guest = guestKeyOf("+34699111222");
  const feed = await app.db.calendarFeed.create({
    data: { studioId: b.studioId, roomId: b.roomIds[0], url: "https://calendar.example/b.ics" },
  });
  idsOfB.calendarFeed = feed.id;
  idsOfB.staffMember = ownerB.memberId;
  idsOfB.webhook = (await createSubscription(app.db, b.studioId, { url: "https://hooks.example/b" })).id;
  idsOfB.room = b.roomIds[0];
  const promo = await app.post(
    "/v1/studio/promo-codes",
    { code: "B-ONLY", kind: "percent", percentOff: 10 },
    { headers: { cookie: ownerB.cookie, origin: ORIGIN } },
  );
  expect(promo.status).toBe(201);
  idsOfB.promoCode = promo.body.data.id;
  const pack = await app.post(
    "/v1/studio/hour-packs",
    { name: "B's hours", minutes: 600, priceCents: 10000 },
    { headers: { cookie: ownerB.cookie, origin: ORIGIN } },
  );
  expect(pack.status).toBe(201);
  idsOfB.hourPack = pack.body.data.id;
  // Not a resource of one studio: the section name every studio has.
  idsOfB.settingsSection = "policies";
  const block = await app.post(
    "/v1/studio/blocks",
    { roomId: b.roomIds[0], startsAt: "2030-02-01T10:00:00Z", endsAt: "2030-02-01T12:00:00Z", note: "B's block" },
    { headers: { cookie: ownerB.cookie, origin: ORIGIN } },
  );
  expect(block.status).toBe(201);
  idsOfB.block = block.body.data.id;
  const series = await app.post(
    "/v1/studio/series",
    {
      roomId: b.roomIds[0],
      cadence: "weekly",
      firstDate: seriesDate,
      startTime: "10:00",
      minutes: 60,
      count: 2,
      guestName: "B's band",
      phone: "+34611222333",
    },
    { headers: { cookie: ownerB.cookie, origin: ORIGIN } },
  );
  expect(series.status).toBe(201);
  idsOfB.series = series.body.data.id;
  idsOfB.seriesBooking = series.body.data.bookings[0].id;
});
afterAll(() => app?.close());

/** A body each write accepts, so that only the check under test can refuse the request. */
function bodyOf(e: StudioOperation, studio: TestStudio): unknown {
  switch (e.operationId) {
    case "studioCancelBooking":
      return { reason: "Tenancy test" };
    case "studioMarkBooking":
      return { mark: "completed" };
    case "studioMoveBooking":
      return { date: "2030-03-03", startTime: "10:00" };
    case "studioEditBooking":
      return { internalNote: "Tenancy test" };
    case "studioRefundBooking":
      return { idempotencyKey: "tenancy-refund-1" };
    case "studioCreateBlock":
      return { roomId: studio.roomIds[0], startsAt: "2030-03-01T10:00:00Z", endsAt: "2030-03-01T11:00:00Z" };
    case "studioPreviewBlockGroup":
    case "studioCreateBlockGroup":
      return { rooms: [studio.roomIds[0]], date: "2030-03-04", startTime: "10:00", endTime: "11:00", repeat: { count: 2 } };
    case "studioCancelSeries":
      return {};
    case "studioMoveSeries":
      return { fromBookingId: idsOfB.seriesBooking, startTime: "11:00" };
    case "studioPreviewSeries":
    case "studioCreateSeries":
      return {
        roomId: studio.roomIds[0],
        cadence: "weekly",
        firstDate: seriesDate,
        startTime: "10:00",
        minutes: 60,
        count: 2,
        guestName: "Tenancy Test",
        phone: "+34611222333",
      };
    case "studioCreatePhoneBooking":
      return {
        roomId: studio.roomIds[0],
        date: "2030-03-02",
        startTime: "10:00",
        minutes: 60,
        guestName: "Tenancy Test",
        phone: "+34611222333",
      };
    case "studioUpdateRoom":
      return { hourlyCents: 2000 };
    case "studioUpdateRoomPhoto":
      return { alt: { en: "Tenancy test" } };
    case "studioReorderRoomPhotos":
      return { photoIds: [] };
    case "studioVerificationDetails":
      return { legalName: "Tenancy SL", taxId: "B1", addressLine1: "Carrer 1", city: "Barcelona", postalCode: "08001", country: "ES" };
    case "studioConfirmPhone":
      return { code: "123456" };
    case "studioInviteStaff":
      return { email: `tenancy-${Date.now()}@staff.test`, role: "staff" };
    case "studioCreatePromoCode":
      return { code: `T-${Date.now()}`, kind: "fixed", amountCents: 100 };
    case "studioUpdatePromoCode":
    case "studioUpdateHourPack":
      return { active: false };
    case "studioCreateHourPack":
      return { name: "Tenancy hours", minutes: 120, priceCents: 100 };
    case "studioSaveGuestNotes":
      return { notes: "Tenancy test" };
    case "studioSellHourPass":
      return { packId: idsOfB.hourPack, buyerName: "Tenancy Test", method: "cash", idempotencyKey: `tenancy-sale-${Date.now()}` };
    default:
      // A booking action of the registry: the example its operation documents (docs/booking-actions.md).
      return Object.values(BOOKING_ACTIONS as Record<string, BookingActionDef>).find((a) => a.operation.operationId === e.operationId)
        ?.operation.body?.example;
  }
}

/** The concrete path with studio B's ids (or a given id) in place of the parameters. */
function pathOf(e: StudioOperation, id?: (kind: string) => string): string {
  let p = e.path;
  for (const [name, kind] of Object.entries(e.pathParams)) p = p.replace(`{${name}}`, id ? id(kind) : idsOfB[kind]);
  return `/v1${e.path === p && e.operationId === "studioCalendar" ? "/studio/calendar?from=2030-01-14" : p}`;
}

async function call(e: StudioOperation, o: { cookie?: string; origin?: string; path?: string; body?: unknown }): Promise<ApiReply> {
  const headers: Record<string, string> = {};
  if (o.cookie) headers.cookie = o.cookie;
  if (o.origin) headers.origin = o.origin;
  const method = e.method.toUpperCase();
  const body = o.body ?? bodyOf(e, a);
  const res = await app.fetch(o.path ?? pathOf(e), { method, headers, ...(method !== "GET" && body !== undefined ? { json: body } : {}) });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* CSV */
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

const label = (e: StudioOperation) => `${e.method.toUpperCase()} ${e.path}`;
const writes = STUDIO_OPERATIONS.filter((e) => e.method !== "get");

describe("the endpoint table", () => {
  it("lists every route file under app/v1/studio, and every method each serves", () => {
    const root = join(process.cwd(), "app", "v1");
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const d of readdirSync(dir, { withFileTypes: true })) {
        if (d.isDirectory()) walk(join(dir, d.name));
        else if (d.name === "route.ts") files.push(dir);
      }
    };
    walk(join(root, "studio"));
    // The booking actions' one route serves each action's path (docs/booking-actions.md).
    const routePaths = files
      .map((d) => "/" + relative(root, d).replace(/\[(\w+)\]/g, "{$1}"))
      .flatMap((p) => (p.endsWith("/[...action]") ? Object.values(BOOKING_ACTIONS).map((a) => p.replace("[...action]", a.path)) : [p]))
      .sort();
    const tablePaths = [...new Set(STUDIO_OPERATIONS.map((e) => e.path))].sort();
    expect(tablePaths).toEqual(routePaths);
  });
});

describe.each(STUDIO_OPERATIONS.map((e) => [label(e), e] as const))("%s", (_name, e) => {
  it("without a session: 401 UNAUTHENTICATED in the envelope", async () => {
    const r = await call(e, {
      origin: e.method === "get" ? undefined : ORIGIN,
      path: pathOf(e, () => "00000000-0000-4000-8000-000000000000"),
    });
    expect(errorOf(r)).toEqual({ status: 401, code: "UNAUTHENTICATED", envelope: true });
  });

  it("a platform operator's session: 403 FORBIDDEN saying they are signed in as an operator", async () => {
    const r = await call(e, { cookie: operator, origin: ORIGIN, path: pathOf(e, () => "00000000-0000-4000-8000-000000000000") });
    expect(errorOf(r)).toEqual({ status: 403, code: "FORBIDDEN", envelope: true });
    expect((r.body as { error: { message: string } }).error.message).toMatch(/signed in as a platform operator/);
  });

  // A settings section or a studio image kind names no resource of a studio: every studio has the same ones.
  if (Object.values(e.pathParams).some((kind) => kind !== "settingsSection" && kind !== "studioImage"))
    it("studio A's owner and staff: 404 RESOURCE_NOT_FOUND for studio B's ids", async () => {
      for (const who of [ownerA, staffA]) {
        const r = await call(e, { cookie: who.cookie, origin: ORIGIN });
        // Staff on an owner-only action may be refused by role first: then B's ids must answer
        // exactly as an id that exists nowhere, so they cannot be probed either.
        if (e.ownerOnly && who === staffA) {
          const none = await call(e, { cookie: who.cookie, origin: ORIGIN, path: pathOf(e, () => "00000000-0000-4000-8000-000000000000") });
          expect(errorOf(r)).toEqual(errorOf(none));
          expect(errorOf(r).envelope).toBe(true);
        } else expect(errorOf(r), `${who.actor.role} ${pathOf(e)}`).toEqual({ status: 404, code: "RESOURCE_NOT_FOUND", envelope: true });
      }
      // B's data is untouched: the booking stays confirmed, the block and the member still exist.
      const booking = await app.db.booking.findUniqueOrThrow({ where: { id: idsOfB.booking } });
      expect(booking.status).toBe("confirmed");
      expect((await app.db.promoCode.findUniqueOrThrow({ where: { id: idsOfB.promoCode } })).active).toBe(true);
      expect(await app.db.booking.count({ where: { seriesId: idsOfB.series, status: "confirmed" } })).toBe(2);
    });

  if (e.method !== "get")
    it("a cross-origin write with a valid owner session: 403 FORBIDDEN", async () => {
      const r = await call(e, { cookie: ownerA.cookie, origin: EVIL, path: pathOf(e, () => "00000000-0000-4000-8000-000000000000") });
      expect(errorOf(r)).toEqual({ status: 403, code: "FORBIDDEN", envelope: true });
      const bare = await call(e, { cookie: ownerA.cookie, path: pathOf(e, () => "00000000-0000-4000-8000-000000000000") });
      expect(errorOf(bare), "no Origin and no Sec-Fetch-Site: same-origin").toEqual({ status: 403, code: "FORBIDDEN", envelope: true });
    });

  if (e.ownerOnly)
    it("staff on an owner-only action: 403 FORBIDDEN (on their own studio's resources)", async () => {
      const own = await addBooking(app.db, a, { at: "2030-01-16T10:00", paymentMode: "card", paymentStatus: "deposit_paid" });
      const ids: Record<string, string> = { booking: own.id, staffMember: ownerA.memberId };
      const r = await call(e, { cookie: staffA.cookie, origin: ORIGIN, path: pathOf(e, (k) => ids[k]) });
      expect(errorOf(r)).toEqual({ status: 403, code: "FORBIDDEN", envelope: true });
    });
});

describe("ids of another studio inside request bodies and queries", () => {
  it("a block (lone, grouped or previewed), a phone booking or a series on studio B's room, a sale of B's pack: 404 RESOURCE_NOT_FOUND, nothing written", async () => {
    const onRooms = [
      "studioCreateBlock",
      "studioPreviewBlockGroup",
      "studioCreateBlockGroup",
      "studioCreatePhoneBooking",
      "studioPreviewSeries",
      "studioCreateSeries",
      "studioSellHourPass",
    ];
    const blocksOfB = await app.db.calendarBlock.count({ where: { room: { studioId: b.studioId } } });
    for (const e of writes.filter((x) => onRooms.includes(x.operationId))) {
      const r = await call(e, { cookie: ownerA.cookie, origin: ORIGIN, body: bodyOf(e, b) });
      expect(errorOf(r), label(e)).toEqual({ status: 404, code: "RESOURCE_NOT_FOUND", envelope: true });
    }
    expect(await app.db.booking.count({ where: { studioId: b.studioId } })).toBe(4); // the booking, the guest only B has and B's series of two
    expect(await app.db.calendarBlock.count({ where: { room: { studioId: b.studioId } } })).toBe(blocksOfB);
    expect(await app.db.hourPass.count({ where: { packId: idsOfB.hourPack } })).toBe(0);
  });

  it("the bookings list filtered by studio B's room shows none of B's bookings", async () => {
    const r = await app.get(`/v1/studio/bookings?roomId=${b.roomIds[0]}`, { headers: { cookie: ownerA.cookie } });
    if (r.status === 200) expect(JSON.stringify(r.body)).not.toContain(idsOfB.booking);
    else expect(errorOf(r)).toMatchObject({ status: 404, code: "RESOURCE_NOT_FOUND", envelope: true });
  });
});
