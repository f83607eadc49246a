// The soak (docs/performance.md): a mixed load for a fixed time against the production server, then the
// invariants checked in SQL. Used by scripts/soak.ts (npm run soak) and tests/soak.test.ts.
//
// Load (virtual users, each request with its own client IP and each hold its own contact, so the
// limits never interfere):
// - readers: site payload, availability (1 to 31 days, sometimes the popular dates), manage pages;
// - racers: create holds, 60 % on a small set of popular slots (three overlapping variants in each
//   of three rooms, buffers included) and the rest on distinct free slots; then verify with right
//   and wrong codes (12 % burn the hold with 5 wrong codes, which frees the slot), confirm
//   on_site, and cancel through the manage token (always on popular slots, so the race goes on).
//   Now and then: an idempotent replay of a create, two confirms of one hold at once, a second
//   cancel. Codes arrive by SMS at a local fake of Twilio's API (scripts/bench/fake-sms.ts); the
//   in-app worker really sends the booking confirmations there.
// Every reply is checked against what the flow must answer; a mismatch is a violation.
//
// Checks afterwards (SQL on the run's database): no two active claims of a room overlap (claims'
// spans, and independently booking/hold times + the room's bufferMinutes); every confirmed
// booking has exactly one guest confirmation message (kind booking_confirmed) queued, sending or
// sent, and no guest got it twice; no hold is both burnt (or expired) and confirmed; claims and
// bookings agree; zero 5xx.
import { readFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { localToday } from "../../lib/domain/availability/rules";
import { freeSlots, loadBusy, popularSlots, type Slot } from "./freeslots";
import { startFakeSms, type FakeSms } from "./fake-sms";
import { startStack, type Stack } from "./stack";
import { BENCH_TZ } from "./studio";
import { addDaysIso, fmt, ipFor, mulberry32, phoneFor, shuffle, sleep } from "./util";

export type SoakOptions = {
  durationS: number;
  racers: number;
  readers: number;
  log?: (m: string) => void;
  seed?: number;
  /** App instances on the one database (default 1); more than one adds a separate worker process. */
  instances?: number;
};
type Check = { name: string; pass: boolean; detail: string; samples?: unknown[] };
export type SoakReport = {
  ok: boolean;
  instances: number;
  durationS: number;
  requests: number;
  byEndpoint: Record<string, Record<string, number>>;
  flows: Record<string, number>;
  checks: Check[];
  violations: string[];
  /** Observations that are not invariants (e.g. the message worker's backlog). */
  info: string[];
};

type Reply = { status: number; body: { success?: boolean; data?: Record<string, unknown>; error?: { code?: string } } | null };

const HOT_SHARE = 0.6;

export async function runSoak(opts: SoakOptions): Promise<SoakReport> {
  const log = opts.log ?? ((m: string) => console.log(m));
  const sms: FakeSms = await startFakeSms();
  let stack: Stack | undefined;
  let keepLog = true;
  try {
    stack = await startStack({
      label: "soak",
      log,
      instances: opts.instances ?? 1,
      serverEnv: {
        TWILIO_ACCOUNT_SID: "ACsoak0000000000000000000000000000",
        TWILIO_AUTH_TOKEN: "soak-token",
        TWILIO_FROM: "+15005550006",
        SMS_PROVIDER_URL: sms.url,
        // Every hold texts its code, and the soak measures load, not the daily SMS caps (200 per
        // studio by default, reached within 15 s once create hold got faster): out of the way.
        SMS_DAILY_CAP_PER_STUDIO: "1000000",
        SMS_DAILY_CAP_PLATFORM: "1000000",
        WORKER_IN_APP: "1",
      },
    });
    const report = await drive(stack, sms, opts, log);
    keepLog = !report.ok;
    if (keepLog) log(`server logs kept: ${stack.serverLogs.join(", ")}`);
    return report;
  } finally {
    await stack?.stop({ keepLog });
    await sms.close();
  }
}

async function drive(stack: Stack, sms: FakeSms, opts: SoakOptions, log: (m: string) => void): Promise<SoakReport> {
  const rnd = mulberry32(opts.seed ?? 99);
  const now = Date.now();
  const today = localToday(now, BENCH_TZ);
  const rooms = stack.file.rooms;
  const base = `/v1/public/sites/${stack.slug}`;
  const busy = await loadBusy(stack.dbUrl, now);
  // Popular slots: Sala 1 (15 min buffer), Sala 3 (no buffer), Aula 8 (30-minute sessions): cancellable (≤ 24 h notice).
  const hotRooms = [rooms[0], rooms[2], rooms[7]];
  const hot = popularSlots(hotRooms, busy, now, 5);
  const hotSpans = hot.map((s) => {
    const room = rooms.find((r) => r.id === s.roomId)!;
    return { roomId: s.roomId, date: s.date, startTime: s.startTime, minutes: s.durationMinutes, buffer: room.bufferMinutes };
  });
  // Cold slots: distinct free slots ≥ 5 days ahead (cancellable), none on the popular rooms' popular dates.
  const hotDates = new Set(hot.map((s) => `${s.roomId}|${s.date}`));
  const cold = shuffle(
    freeSlots(rooms, busy, now, { firstDay: 5 }).filter((s) => !hotDates.has(`${s.roomId}|${s.date}`)),
    rnd,
  );
  log(
    `soak: ${hot.length} popular slots (${hotSpans.map((h) => `${rooms.find((r) => r.id === h.roomId)!.name} ${h.date} ${h.startTime}+${h.minutes}′`).join(", ")}), ${fmt(cold.length)} other free slots`,
  );

  const byEndpoint: Record<string, Record<string, number>> = {};
  const flows: Record<string, number> = {};
  const violations: string[] = [];
  const manageTokens: string[] = [...stack.seed.manageTokens];
  const soakBookingRefs: string[] = [];
  let ipNo = 50_000_000 + Math.floor(rnd() * 1000) * 10_000;
  let guestNo = 0;
  let requests = 0;
  const runId = now.toString(36);
  const bump = (k: string, n = 1) => (flows[k] = (flows[k] ?? 0) + n);
  const violate = (msg: string) => {
    if (violations.length < 200) violations.push(msg);
    bump("violations");
  };

  const call = async (endpoint: string, method: "GET" | "POST", path: string, body?: unknown): Promise<Reply> => {
    requests++;
    const headers: Record<string, string> = { "x-forwarded-for": ipFor(ipNo++) };
    if (body !== undefined) headers["content-type"] = "application/json";
    let status = 0;
    let parsed: Reply["body"] = null;
    try {
      // Requests go round-robin over the instances: one guest's hold, verify and confirm usually
      // land on different instances, as behind a load balancer.
      const res = await fetch(stack.baseUrls[requests % stack.baseUrls.length] + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      status = res.status;
      const text = await res.text();
      try {
        parsed = JSON.parse(text) as Reply["body"];
      } catch {
        parsed = null;
      }
    } catch (e) {
      status = 0;
      violate(`${endpoint}: request failed: ${(e as Error).message}`);
    }
    const code = parsed?.error?.code ? `${status} ${parsed.error.code}` : String(status);
    const counts = (byEndpoint[endpoint] ??= {});
    counts[code] = (counts[code] ?? 0) + 1;
    if (status >= 500) violate(`${endpoint} ${method} ${path.replace(/manage\/[0-9a-f]{64}/, "manage/…")}: ${code}`);
    return { status, body: parsed };
  };
  const expect = (what: string, r: Reply, ok: (status: number, code: string | undefined) => boolean) => {
    const code = r.body?.error?.code;
    if (!ok(r.status, code)) violate(`${what}: unexpected ${r.status}${code ? ` ${code}` : ""}`);
    return r;
  };

  let stopping = false;
  const deadline = Date.now() + opts.durationS * 1000;

  // ---- Readers -----------------------------------------------------------------------------
  const reader = async () => {
    while (!stopping && Date.now() < deadline) {
      const x = rnd();
      if (x < 0.2) {
        expect("site payload", await call("GET site", "GET", base), (s) => s === 200);
      } else if (x < 0.75) {
        const room = rooms[Math.floor(rnd() * rooms.length)];
        const from = addDaysIso(today, 1 + Math.floor(rnd() * 40));
        const days = rnd() < 0.5 ? 1 : 1 + Math.floor(rnd() * 31);
        expect(
          "availability",
          await call("GET availability", "GET", `${base}/rooms/${room.id}/availability?from=${from}&to=${addDaysIso(from, days - 1)}`),
          (s) => s === 200,
        );
      } else if (x < 0.9) {
        const h = hot[Math.floor(rnd() * hot.length)];
        expect(
          "availability (popular date)",
          await call("GET availability", "GET", `${base}/rooms/${h.roomId}/availability?from=${h.date}&to=${h.date}`),
          (s) => s === 200,
        );
      } else if (manageTokens.length) {
        const t = manageTokens[Math.floor(rnd() * manageTokens.length)];
        expect("manage", await call("GET manage", "GET", `/v1/public/bookings/manage/${t}`), (s) => s === 200);
      }
    }
  };

  // ---- Racers ------------------------------------------------------------------------------
  const verify = (holdId: string, code: string) => call("POST verify", "POST", `/v1/public/holds/${holdId}/verify`, { code });
  const wrongCode = (right: string) => String((Number(right) + 1 + Math.floor(rnd() * 999_998)) % 1_000_000).padStart(6, "0");

  const racer = async () => {
    while (!stopping && Date.now() < deadline) {
      const isHot = rnd() < HOT_SHARE || cold.length === 0;
      const slot: Slot = isHot ? hot[Math.floor(rnd() * hot.length)] : cold.pop()!;
      const n = guestNo++;
      const contact = phoneFor(70_000_000 + n);
      const req = {
        ...slot,
        guestName: `Soak Guest ${n}`,
        channel: "phone",
        contact,
        locale: (["es", "ca", "en"] as const)[n % 3],
        idempotencyKey: `soak-${runId}-${n}`,
      };
      bump(isHot ? "holds.attempt.popular" : "holds.attempt.other");
      const created = await call("POST hold", "POST", `${base}/holds`, req);
      if (created.status === 409 && created.body?.error?.code === "SLOT_TAKEN") {
        bump(isHot ? "holds.slotTaken.popular" : "holds.slotTaken.other");
        if (!isHot) violate(`create hold on a free slot (${slot.roomId} ${slot.date} ${slot.startTime}): 409 SLOT_TAKEN`);
        continue;
      }
      expect("create hold", created, (s) => s === 201);
      if (created.status !== 201) continue;
      bump(isHot ? "holds.won.popular" : "holds.won.other");
      const holdId = String(created.body!.data!.holdId);
      if (rnd() < 0.05) {
        const again = await call("POST hold", "POST", `${base}/holds`, req);
        expect("idempotent replay", again, (s) => s === 201);
        if (again.status === 201 && again.body?.data?.holdId !== holdId)
          violate(`idempotent replay returned another hold (${String(again.body?.data?.holdId)} ≠ ${holdId})`);
        bump("holds.replayed");
      }
      const code = sms.codeFor(contact) ?? (created.body!.data!.devCode as string | undefined);
      if (!code) {
        violate(`no code received for hold ${holdId}`);
        continue;
      }
      const plan = rnd();
      if (plan < 0.12) {
        for (let i = 1; i <= 5; i++) {
          const r = await verify(holdId, wrongCode(code));
          expect(`wrong code #${i}`, r, (s, c) => (i < 5 ? s === 400 && c === "CODE_INVALID" : s === 429 && c === "TOO_MANY_ATTEMPTS"));
        }
        expect("right code after burn", await verify(holdId, code), (s, c) => s === 410 && c === "HOLD_EXPIRED");
        bump("holds.burnt");
        continue;
      }
      if (!isHot && plan > 0.97) {
        bump("holds.abandoned");
        continue;
      }
      const wrong = plan < 0.32 ? 1 + Math.floor(rnd() * 2) : 0;
      for (let i = 0; i < wrong; i++)
        expect("wrong code", await verify(holdId, wrongCode(code)), (s, c) => s === 400 && c === "CODE_INVALID");
      if (wrong) bump("verify.wrongThenRight");
      const v = expect("right code", await verify(holdId, code), (s) => s === 200);
      if (v.status !== 200) continue;
      bump("holds.verified");

      let token: string | undefined;
      if (rnd() < 0.05) {
        const [a, b] = await Promise.all([
          call("POST confirm", "POST", `/v1/public/holds/${holdId}/confirm`, { paymentMode: "on_site" }),
          call("POST confirm", "POST", `/v1/public/holds/${holdId}/confirm`, { paymentMode: "on_site" }),
        ]);
        // The same confirm twice is one booking: one 201, the other 409 HOLD_ALREADY_CONFIRMED (docs/decisions-contract.md, Confirm).
        const statuses = [a, b].map((r) => `${r.status}${r.body?.error?.code ? ` ${r.body.error.code}` : ""}`).sort();
        if (statuses.join(",") !== "201,409 HOLD_ALREADY_CONFIRMED")
          violate(`two confirms of one hold: ${statuses.join(", ")} (expected one 201 and one 409 HOLD_ALREADY_CONFIRMED)`);
        bump("confirm.doubleRaces");
        const winner = [a, b].find((r) => r.status === 201);
        token = winner?.body?.data?.manageToken as string | undefined;
        if (winner) soakBookingRefs.push(String((winner.body!.data!.booking as { reference: string }).reference));
      } else {
        const c = expect(
          "confirm",
          await call("POST confirm", "POST", `/v1/public/holds/${holdId}/confirm`, {
            paymentMode: "on_site",
            notes: n % 4 === 0 ? "Soak test booking" : undefined,
          }),
          (s) => s === 201,
        );
        if (c.status === 201) {
          token = c.body!.data!.manageToken as string;
          soakBookingRefs.push(String((c.body!.data!.booking as { reference: string }).reference));
        }
      }
      if (!token) continue;
      bump("bookings.confirmed");
      manageTokens.push(token);
      if (rnd() < 0.1) expect("manage", await call("GET manage", "GET", `/v1/public/bookings/manage/${token}`), (s) => s === 200);
      if (isHot || rnd() < 0.4) {
        if (rnd() < 0.5) await sleep(Math.floor(rnd() * 300));
        const c = expect(
          "cancel",
          await call("POST cancel", "POST", `/v1/public/bookings/manage/${token}/cancel`, { reason: "soak" }),
          (s) => s === 200,
        );
        if (c.status === 200) bump("bookings.cancelled");
        if (rnd() < 0.1)
          expect(
            "second cancel",
            await call("POST cancel", "POST", `/v1/public/bookings/manage/${token}/cancel`, {}),
            (s, code) => s === 409 && code === "INVALID_STATE",
          );
      }
    }
  };

  const t0 = Date.now();
  const progress = setInterval(
    () =>
      log(
        `soak: ${Math.round((Date.now() - t0) / 1000)} s, ${fmt(requests)} requests, ${flows["bookings.confirmed"] ?? 0} bookings, ${flows.violations ?? 0} violations`,
      ),
    15_000,
  );
  try {
    await Promise.all([...Array.from({ length: opts.readers }, reader), ...Array.from({ length: opts.racers }, racer)]);
  } finally {
    stopping = true;
    clearInterval(progress);
  }
  const elapsed = (Date.now() - t0) / 1000;
  log(`soak: load finished after ${elapsed.toFixed(0)} s (${fmt(requests)} requests); waiting for the worker to send the confirmations …`);

  const client = new pg.Client({ connectionString: stack.dbUrl });
  await client.connect();
  try {
    // Give the in-app worker up to 10 s to drain the due guest confirmations, then record the backlog.
    const backlog = async () =>
      (
        await client.query<{ n: number; oldest: number | null }>(
          `SELECT count(*)::int AS n, extract(epoch FROM now() - min("sendAfter"))::float8 AS oldest
           FROM message WHERE status IN ('queued', 'sending') AND "sendAfter" <= now()`,
        )
      ).rows[0];
    const atEnd = await backlog();
    for (let i = 0; i < 20 && (await backlog()).n > 0; i++) await sleep(500);
    const after = await backlog();
    const sent = (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM message WHERE "sentAt" >= $1`, [new Date(t0)])).rows[0]
      .n;
    const info = [
      `message worker: ${sent} messages sent during the run (${(sent / Math.max(elapsed, 1)).toFixed(1)}/s); due but unsent when the load stopped: ${atEnd.n}` +
        (atEnd.oldest ? ` (oldest waiting ${atEnd.oldest.toFixed(0)} s)` : "") +
        `, 10 s later: ${after.n}`,
    ];
    const checks = await sqlChecks(client, sms, soakBookingRefs);
    const fiveXx = Object.values(byEndpoint).reduce(
      (n, c) =>
        n +
        Object.entries(c)
          .filter(([k]) => Number(k.slice(0, 3)) >= 500)
          .reduce((a, [, v]) => a + v, 0),
      0,
    );
    const serverErrors = stack.serverLogs.flatMap((f) => readFileSync(f, "utf8").split("\n")).filter((l) => l.includes('"level":"error"'));
    const dead = stack.exited();
    checks.push({
      name: "every process of the stack still running (instances, worker)",
      pass: dead.length === 0,
      detail: dead.length ? `exited: ${dead.join(", ")}` : `${stack.serverLogs.length} processes up`,
    });
    if (stack.baseUrls.length > 1) {
      // With a separate worker, nothing else can send: its confirmations must have gone out.
      const unsent = (
        await client.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM message WHERE kind = 'booking_confirmed' AND status <> 'sent' AND "sendAfter" <= now() - interval '15 seconds'`,
        )
      ).rows[0].n;
      checks.push({
        name: "the separate worker sent the guest confirmations",
        pass: unsent === 0 && sent > 0,
        detail: `${sent} messages sent during the run; ${unsent} confirmations due for 15 s or more still unsent`,
      });
    }
    checks.push({
      name: "zero 5xx",
      pass: fiveXx === 0,
      detail: `${fiveXx} replies ≥ 500; ${serverErrors.length} error lines in the server log`,
      samples: serverErrors.slice(0, 3),
    });
    checks.push({
      name: "every reply as the flow requires",
      pass: violations.length === 0,
      detail: `${flows.violations ?? 0} unexpected replies`,
      samples: violations.slice(0, 10),
    });
    return {
      ok: checks.every((c) => c.pass),
      instances: stack.baseUrls.length,
      durationS: elapsed,
      requests,
      byEndpoint,
      flows,
      checks,
      violations,
      info,
    };
  } finally {
    await client.end();
  }
}

async function rows<T extends pg.QueryResultRow>(client: pg.Client, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await client.query<T>(sql, params)).rows;
}

async function sqlChecks(client: pg.Client, sms: FakeSms, soakRefs: string[]): Promise<Check[]> {
  const checks: Check[] = [];
  const claimOverlaps = await rows(
    client,
    `SELECT a.id AS a, b.id AS b, a."roomId", a.span::text AS span_a, b.span::text AS span_b
       FROM slot_claim a JOIN slot_claim b ON a."roomId" = b."roomId" AND a.id < b.id AND a.span && b.span
      WHERE (a."expiresAt" IS NULL OR a."expiresAt" > now()) AND (b."expiresAt" IS NULL OR b."expiresAt" > now())
      LIMIT 20`,
  );
  checks.push({
    name: "no two active claims of a room overlap (slot_claim spans, buffer included)",
    pass: claimOverlaps.length === 0,
    detail: `${claimOverlaps.length} overlapping pairs`,
    samples: claimOverlaps,
  });

  const timeOverlaps = await rows(
    client,
    `WITH active AS (
       SELECT b."roomId", b."startsAt", b."endsAt", 'booking ' || b.reference AS who FROM booking b
        WHERE b.status IN ('confirmed', 'completed', 'no_show') OR (b.status = 'pending_payment' AND b."paymentDueAt" > now())
       UNION ALL
       SELECT h."roomId", h."startsAt", h."endsAt", 'hold ' || h.id FROM hold h
        WHERE h.status IN ('pending', 'verified') AND h."expiresAt" > now()
     ), spans AS (
       SELECT a.*, tstzrange(a."startsAt", a."endsAt" + make_interval(mins => r."bufferMinutes")) AS span FROM active a JOIN room r ON r.id = a."roomId"
     )
     SELECT x.who AS a, y.who AS b, x.span::text AS span_a, y.span::text AS span_b
       FROM spans x JOIN spans y ON x."roomId" = y."roomId" AND x.who < y.who AND x.span && y.span
      LIMIT 20`,
  );
  checks.push({
    name: "no two active bookings/live holds of a room overlap (their times + room bufferMinutes)",
    pass: timeOverlaps.length === 0,
    detail: `${timeOverlaps.length} overlapping pairs`,
    samples: timeOverlaps,
  });

  const messages = await rows<{ reference: string; good: number; total: number; statuses: string }>(
    client,
    `SELECT b.reference, count(m.id) FILTER (WHERE m.status IN ('queued', 'sending', 'sent'))::int AS good, count(m.id)::int AS total,
            string_agg(m.status, ',') AS statuses
       FROM booking b LEFT JOIN message m ON m."bookingId" = b.id AND m.kind = 'booking_confirmed'
      WHERE b.status = 'confirmed'
      GROUP BY b.id, b.reference
     HAVING count(m.id) FILTER (WHERE m.status IN ('queued', 'sending', 'sent')) <> 1 OR count(m.id) <> 1`,
  );
  const confirmedCount = (await rows<{ n: number }>(client, `SELECT count(*)::int AS n FROM booking WHERE status = 'confirmed'`))[0].n;
  checks.push({
    name: "every confirmed booking has exactly one guest confirmation queued or sent",
    pass: messages.length === 0,
    detail: `${messages.length} of ${confirmedCount} confirmed bookings wrong`,
    samples: messages.slice(0, 10),
  });

  const sentStats = await rows<{ status: string; n: number }>(
    client,
    `SELECT m.status, count(*)::int AS n FROM message m JOIN booking b ON b.id = m."bookingId" WHERE m.kind = 'booking_confirmed' AND b.reference = ANY($1) GROUP BY 1`,
    [soakRefs],
  );
  const allSms = sms.all();
  const doubles = soakRefs.filter((ref) => allSms.filter((m) => m.body.includes(ref)).length > 1);
  checks.push({
    name: "no guest received the confirmation twice (fake SMS provider)",
    pass: doubles.length === 0,
    detail: `${soakRefs.length} soak bookings; confirmation messages by status: ${sentStats.map((s) => `${s.status} ${s.n}`).join(", ") || "none"}; ${doubles.length} sent twice`,
    samples: doubles.slice(0, 10),
  });

  const holdBooking = await rows<{ problem: string; id: string; status: string }>(
    client,
    `SELECT 'booking for a hold that is not confirmed' AS problem, h.id, h.status FROM hold h JOIN booking b ON b."holdId" = h.id WHERE h.status <> 'confirmed'
     UNION ALL
     SELECT 'confirmed hold without a booking', h.id, h.status FROM hold h WHERE h.status = 'confirmed' AND NOT EXISTS (SELECT 1 FROM booking b WHERE b."holdId" = h.id)
     LIMIT 20`,
  );
  const burntConfirmed = holdBooking.filter((r) => r.status === "burnt").length;
  checks.push({
    name: "no hold is both burnt and confirmed (hold status agrees with booking existence)",
    pass: holdBooking.length === 0,
    detail: `${burntConfirmed} burnt with a booking, ${holdBooking.length} inconsistent in all`,
    samples: holdBooking,
  });

  const claimConsistency = await rows<{ problem: string; id: string }>(
    client,
    `SELECT 'active booking without a live claim' AS problem, b.reference AS id FROM booking b
      WHERE (b.status = 'confirmed' OR (b.status = 'pending_payment' AND b."paymentDueAt" > now())) AND b."endsAt" > now()
        AND NOT EXISTS (SELECT 1 FROM slot_claim c WHERE c."bookingId" = b.id AND (c."expiresAt" IS NULL OR c."expiresAt" > now()))
     UNION ALL
     SELECT 'live hold without a live claim', h.id::text FROM hold h
      WHERE h.status IN ('pending', 'verified') AND h."expiresAt" > now()
        AND NOT EXISTS (SELECT 1 FROM slot_claim c WHERE c."holdId" = h.id AND c."expiresAt" > now())
     UNION ALL
     SELECT 'live claim of a cancelled booking or dead hold', c.id::text FROM slot_claim c
       LEFT JOIN booking b ON b.id = c."bookingId" LEFT JOIN hold h ON h.id = c."holdId"
      WHERE (c."expiresAt" IS NULL OR c."expiresAt" > now())
        AND ((c."bookingId" IS NOT NULL AND b.status NOT IN ('confirmed', 'pending_payment', 'completed', 'no_show'))
          OR (c."bookingId" IS NULL AND (h.status NOT IN ('pending', 'verified') OR h."expiresAt" <= now())))
     LIMIT 20`,
  );
  checks.push({
    name: "claims agree with bookings and holds (slot freed on cancel/burn, held while active)",
    pass: claimConsistency.length === 0,
    detail: `${claimConsistency.length} inconsistencies`,
    samples: claimConsistency,
  });
  return checks;
}

export function printSoakReport(r: SoakReport, log: (m: string) => void = (m) => console.log(m)): void {
  log("");
  log(
    `Soak: ${r.instances} app instance${r.instances > 1 ? "s (round-robin) and a separate worker" : ""}, ${r.durationS.toFixed(0)} s, ${fmt(r.requests)} requests (${fmt(r.requests / Math.max(r.durationS, 1))} req/s). Every request had its own client IP (X-Forwarded-For, TRUST_PROXY=1) and every hold its own contact: no rate limit is hit.`,
  );
  const endpoints = Object.keys(r.byEndpoint).sort();
  for (const e of endpoints) {
    const parts = Object.entries(r.byEndpoint[e])
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k}: ${fmt(v)}`);
    log(`  ${e.padEnd(18)} ${parts.join(", ")}`);
  }
  const f = r.flows;
  const g = (k: string) => f[k] ?? 0;
  log(
    `  flows: popular-slot holds ${g("holds.won.popular")} won / ${g("holds.slotTaken.popular")} SLOT_TAKEN of ${g("holds.attempt.popular")}; other holds ${g("holds.won.other")} of ${g("holds.attempt.other")}; ` +
      `burnt ${g("holds.burnt")}, verified ${g("holds.verified")} (${g("verify.wrongThenRight")} after wrong codes), replays ${g("holds.replayed")}, ` +
      `bookings ${g("bookings.confirmed")} (double-confirm races ${g("confirm.doubleRaces")}), cancelled ${g("bookings.cancelled")}`,
  );
  for (const i of r.info) log(`  ${i}`);
  log("");
  for (const c of r.checks) {
    log(`${c.pass ? "PASS" : "FAIL"}  ${c.name}: ${c.detail}`);
    if (!c.pass && c.samples?.length)
      for (const s of c.samples.slice(0, 5)) log(`        ${typeof s === "string" ? s : JSON.stringify(s)}`);
  }
  log("");
  log(r.ok ? "Soak OK: no violation." : `Soak FAILED: ${r.checks.filter((c) => !c.pass).length} check(s) failed.`);
}

export function writeSoakReport(r: SoakReport): string {
  const dir = join(process.cwd(), "bench", "results");
  mkdirSync(dir, { recursive: true });
  const path = join(dir, "soak-latest.json");
  writeFileSync(path, JSON.stringify({ at: new Date().toISOString(), ...r }, null, 2));
  return path;
}
