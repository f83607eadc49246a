// Micro-benchmark of the pure availability function (lib/domain/availability/rules.ts availableDays):
// 31 days for a room with 200 busy intervals (bookings, holds and blocks over those days,
// unsorted, some overlapping), a 15-minute buffer, the bench studio's hours and time zone.
import { availableDays, dateRange, localToInstant, localToday, type Interval, type RoomPolicy } from "../../lib/domain/availability/rules";
import { BENCH_HOURS, BENCH_TZ } from "./studio";
import { addDaysIso, mulberry32, shuffle } from "./util";

/**
 * callsPerSec: calls per second of CPU time used by this process while measuring (what one core
 * does when it runs this code: robust on a shared machine); wallCallsPerSec: per elapsed second.
 */
export type MicroResult = {
  callsPerSec: number;
  wallCallsPerSec: number;
  calls: number;
  ms: number;
  cpuMs: number;
  days: number;
  busyIntervals: number;
  freeSpans: number;
};

export function microAvailability(opts: { ms?: number; now?: number } = {}): MicroResult {
  const now = opts.now ?? Date.now();
  const policy: RoomPolicy = { timezone: BENCH_TZ, operatingHours: BENCH_HOURS, minNoticeMin: 60, maxAdvanceDays: 120, bufferMinutes: 15 };
  const today = localToday(now, BENCH_TZ);
  const dates = dateRange(addDaysIso(today, 1), addDaysIso(today, 31));
  const rnd = mulberry32(31);
  const busy: Interval[] = [];
  while (busy.length < 200) {
    const date = dates[Math.floor(rnd() * dates.length)];
    const startMin = 9 * 60 + 30 * Math.floor(rnd() * 24);
    const t = localToInstant(
      date,
      `${String(Math.floor(startMin / 60)).padStart(2, "0")}:${String(startMin % 60).padStart(2, "0")}`,
      BENCH_TZ,
    );
    if (t === null) continue;
    busy.push({ start: t, end: t + (60 + 30 * Math.floor(rnd() * 5)) * 60_000 });
  }
  shuffle(busy, rnd);
  let sink = 0;
  // Warm up (JIT, the per-date time-zone cache), then measure for a fixed time.
  const warmEnd = performance.now() + 300;
  while (performance.now() < warmEnd) sink += availableDays(policy, dates, busy, now).length;
  const budget = opts.ms ?? 1500;
  let calls = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  let t1 = t0;
  while (t1 - t0 < budget) {
    for (let i = 0; i < 100; i++) sink += availableDays(policy, dates, busy, now).length;
    calls += 100;
    t1 = performance.now();
  }
  const cpu = process.cpuUsage(c0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const freeSpans = availableDays(policy, dates, busy, now).reduce((n, d) => n + d.free.length, 0);
  if (sink < 0) console.log(sink);
  return {
    callsPerSec: (calls * 1000) / cpuMs,
    wallCallsPerSec: (calls * 1000) / (t1 - t0),
    calls,
    ms: t1 - t0,
    cpuMs,
    days: dates.length,
    busyIntervals: busy.length,
    freeSpans,
  };
}
