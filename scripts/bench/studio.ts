// The benchmark studio: prisma/demo/sala-gracia.json's site and texts, with 10 rooms of varied
// grids, durations and buffers, wider opening hours, and calendar blocks (maintenance, a
// private event, whole days off) over the next weeks. Captcha and card payments are off so the
// bench measures the API, not a third party. Deterministic (seeded PRNG), except for "today".
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseStudioFile, type StudioFile } from "../../lib/domain/studios/import";
import { localToInstant, localToday, type OperatingHours } from "../../lib/domain/availability/rules";
import { addDaysIso, mulberry32 } from "./util";

export const BENCH_SLUG = "bench-studio";
export const BENCH_TZ = "Europe/Madrid";

export const BENCH_HOURS: OperatingHours = [
  { dayOfWeek: 0, openTime: "10:00", closeTime: "20:00", isClosed: false },
  { dayOfWeek: 1, openTime: "09:00", closeTime: "23:00", isClosed: false },
  { dayOfWeek: 2, openTime: "09:00", closeTime: "23:00", isClosed: false },
  { dayOfWeek: 3, openTime: "09:00", closeTime: "23:00", isClosed: false },
  { dayOfWeek: 4, openTime: "09:00", closeTime: "23:00", isClosed: false },
  { dayOfWeek: 5, openTime: "09:00", closeTime: "23:59", isClosed: false },
  { dayOfWeek: 6, openTime: "10:00", closeTime: "22:00", isClosed: false },
];

type RoomShape = {
  name: string;
  roomType: string;
  capacity: number;
  hourlyCents: number;
  stepMinutes: number;
  minMinutes: number;
  maxMinutes: number;
  bufferMinutes: number;
  cancelNoticeHours: number;
  paymentModes: ("card" | "on_site")[];
  depositPercent: number;
};

const SHAPES: RoomShape[] = [
  {
    name: "Sala 1",
    roomType: "rehearsal",
    capacity: 6,
    hourlyCents: 1800,
    stepMinutes: 30,
    minMinutes: 60,
    maxMinutes: 240,
    bufferMinutes: 15,
    cancelNoticeHours: 24,
    paymentModes: ["on_site", "card"],
    depositPercent: 30,
  },
  {
    name: "Sala 2",
    roomType: "rehearsal",
    capacity: 6,
    hourlyCents: 1800,
    stepMinutes: 30,
    minMinutes: 60,
    maxMinutes: 240,
    bufferMinutes: 10,
    cancelNoticeHours: 24,
    paymentModes: ["on_site"],
    depositPercent: 0,
  },
  {
    name: "Sala 3",
    roomType: "rehearsal",
    capacity: 4,
    hourlyCents: 1500,
    stepMinutes: 30,
    minMinutes: 60,
    maxMinutes: 180,
    bufferMinutes: 0,
    cancelNoticeHours: 12,
    paymentModes: ["on_site"],
    depositPercent: 0,
  },
  {
    name: "Sala 4",
    roomType: "rehearsal",
    capacity: 8,
    hourlyCents: 2200,
    stepMinutes: 60,
    minMinutes: 60,
    maxMinutes: 300,
    bufferMinutes: 15,
    cancelNoticeHours: 24,
    paymentModes: ["on_site", "card"],
    depositPercent: 25,
  },
  {
    name: "Cabina A",
    roomType: "recording",
    capacity: 3,
    hourlyCents: 4500,
    stepMinutes: 60,
    minMinutes: 120,
    maxMinutes: 480,
    bufferMinutes: 30,
    cancelNoticeHours: 48,
    paymentModes: ["on_site", "card"],
    depositPercent: 50,
  },
  {
    name: "Cabina B",
    roomType: "recording",
    capacity: 2,
    hourlyCents: 3500,
    stepMinutes: 60,
    minMinutes: 120,
    maxMinutes: 480,
    bufferMinutes: 0,
    cancelNoticeHours: 48,
    paymentModes: ["on_site"],
    depositPercent: 0,
  },
  {
    name: "Sala 7",
    roomType: "rehearsal",
    capacity: 5,
    hourlyCents: 1600,
    stepMinutes: 15,
    minMinutes: 60,
    maxMinutes: 180,
    bufferMinutes: 5,
    cancelNoticeHours: 24,
    paymentModes: ["on_site"],
    depositPercent: 0,
  },
  {
    name: "Aula 8",
    roomType: "lessons",
    capacity: 2,
    hourlyCents: 1000,
    stepMinutes: 30,
    minMinutes: 30,
    maxMinutes: 120,
    bufferMinutes: 0,
    cancelNoticeHours: 12,
    paymentModes: ["on_site"],
    depositPercent: 0,
  },
  {
    name: "Sala 9",
    roomType: "rehearsal",
    capacity: 6,
    hourlyCents: 2000,
    stepMinutes: 30,
    minMinutes: 90,
    maxMinutes: 240,
    bufferMinutes: 15,
    cancelNoticeHours: 24,
    paymentModes: ["on_site"],
    depositPercent: 0,
  },
  {
    name: "Plató",
    roomType: "stage",
    capacity: 20,
    hourlyCents: 6000,
    stepMinutes: 60,
    minMinutes: 180,
    maxMinutes: 600,
    bufferMinutes: 30,
    cancelNoticeHours: 72,
    paymentModes: ["on_site", "card"],
    depositPercent: 40,
  },
];

/** Fixed room ids (RFC 9562 version 4 layout). */
const roomIdOf = (i: number): string => `b3c4e000-0000-4000-8000-${String(i + 1).padStart(12, "0")}`;

/** The studio file (validated by the importer's own schema). */
export function benchStudioFile(now: number, opts: { blocksPerRoom?: number } = {}): StudioFile {
  const demo = JSON.parse(readFileSync(join(process.cwd(), "prisma/demo/sala-gracia.json"), "utf8")) as {
    studio: Record<string, unknown>;
    site: Record<string, unknown>;
    rooms: Record<string, unknown>[];
  };
  const rooms = SHAPES.map((s, i) => ({
    ...demo.rooms[i % demo.rooms.length],
    id: roomIdOf(i),
    name: s.name,
    description: `${s.name}: benchmark room (${s.roomType}).`,
    capacity: s.capacity,
    roomType: s.roomType,
    hourlyCents: s.hourlyCents,
    currency: "EUR",
    bookable: true,
    active: true,
    minMinutes: s.minMinutes,
    maxMinutes: s.maxMinutes,
    stepMinutes: s.stepMinutes,
    paymentModes: s.paymentModes,
    depositPercent: s.depositPercent,
    cancelNoticeHours: s.cancelNoticeHours,
    minNoticeMin: 60,
    maxAdvanceDays: 120,
    bufferMinutes: s.bufferMinutes,
    photos: [],
    // Rates on every room (docs/pricing.md, Rates): weekday evenings and weekends at a peak rate, a
    // cheaper weekday morning, and less per hour from the third hour on, so every quote and hold walks windows.
    rateWindows: [
      { days: [1, 2, 3, 4, 5], from: "08:00", to: "12:00", hourlyCents: Math.round(s.hourlyCents * 0.8) },
      { days: [1, 2, 3, 4, 5], from: "19:00", to: "24:00", hourlyCents: Math.round(s.hourlyCents * 1.25) },
      { days: [0, 6], from: "00:00", to: "24:00", hourlyCents: Math.round(s.hourlyCents * 1.25) },
    ],
    longFromMinutes: 180,
    longHourlyCents: Math.round(s.hourlyCents * 0.9),
  }));

  // Calendar blocks: per room, maintenance mornings, an evening event, and one whole day off.
  const rnd = mulberry32(7);
  const today = localToday(now, BENCH_TZ);
  const blocks: { roomId: string; startsAt: string; endsAt: string; note: string }[] = [];
  const iso = (date: string, time: string) => new Date(localToInstant(date, time, BENCH_TZ)!).toISOString();
  const perRoom = opts.blocksPerRoom ?? 3;
  rooms.forEach((r) => {
    for (let k = 0; k < perRoom; k++) {
      const date = addDaysIso(today, 2 + Math.floor(rnd() * 58));
      const kind = k % 3;
      if (kind === 0) blocks.push({ roomId: r.id, startsAt: iso(date, "09:00"), endsAt: iso(date, "13:00"), note: "Maintenance" });
      else if (kind === 1) blocks.push({ roomId: r.id, startsAt: iso(date, "19:00"), endsAt: iso(date, "23:00"), note: "Private event" });
      else blocks.push({ roomId: r.id, startsAt: iso(date, "00:00"), endsAt: iso(addDaysIso(date, 1), "00:00"), note: "Closed" });
    }
  });

  return parseStudioFile({
    studio: {
      ...demo.studio,
      name: "Bench Studio",
      slug: BENCH_SLUG,
      timezone: BENCH_TZ,
      operatingHours: BENCH_HOURS,
      email: "bench@studio.example",
    },
    booking: { bookingOnline: true, cardPayments: false, captcha: false },
    site: { ...demo.site, status: "live", customDomain: null },
    rooms,
    calendarBlocks: blocks,
  });
}
