// The large database of the scale bench (docs/performance.md, Scale): the bench studio is the
// template, and SQL clones it with generate_series — studios with their site and 3 rooms, and,
// for as many studios as the booking target needs, the bookings, holds, slot claims and messages
// of those 3 rooms (same times: they are other rooms), then calendar blocks and expired quota
// events generated directly. Column lists come from information_schema, so a new column is cloned
// as it is. Ids are md5(template id, copy number) so foreign keys map without a lookup.
import pg from "pg";
import { PgBoss } from "pg-boss";

export type ScaleCounts = Record<string, number>;

const TARGET = { studios: 5_000, bookings: 1_000_000, calendarBlocks: 200_000, quotaEvents: 1_000_000, reminders: 163_000 };

async function columns(c: pg.Client, table: string): Promise<string[]> {
  const r = await c.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' AND column_default IS DISTINCT FROM 'nextval(''' || $1 || '_id_seq''::regclass)'
      ORDER BY ordinal_position`,
    [table],
  );
  return r.rows.map((x) => x.column_name);
}

/** INSERT INTO table SELECT <columns, some overridden> FROM table src <from> (the copy number is g). */
export async function cloneRows(c: pg.Client, table: string, from: string, overrides: Record<string, string>): Promise<number> {
  const cols = await columns(c, table);
  const list = cols.map((k) => `"${k}"`).join(", ");
  const exprs = cols.map((k) => overrides[k] ?? `src."${k}"`).join(", ");
  const r = await c.query(`INSERT INTO "${table}" (${list}) SELECT ${exprs} FROM "${table}" src ${from}`);
  return r.rowCount ?? 0;
}

const id = (col: string) => `md5(src."${col}"::text || ':' || g)::uuid`;

/** Generates the large data set around the template studio; `factor` scales every target (1 = the full size). */
export async function generateScaleData(url: string, templateSlug: string, factor: number, log: (m: string) => void): Promise<ScaleCounts> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const counts: ScaleCounts = {};
  const step = async (name: string, run: () => Promise<number>) => {
    const t0 = Date.now();
    counts[name] = await run();
    log(`  ${name}: ${counts[name].toLocaleString("en-US")} rows in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  };
  try {
    const t = (await c.query<{ id: string }>(`SELECT id FROM studio WHERE slug = $1`, [templateSlug])).rows[0];
    const studios = Math.max(1, Math.round(TARGET.studios * factor));
    await c.query(`CREATE TEMP TABLE tpl_room AS SELECT id FROM room WHERE "studioId" = $1 ORDER BY position, id LIMIT 3`, [t.id]);
    const perStudio = Number(
      (await c.query<{ n: string }>(`SELECT count(*) n FROM booking WHERE "roomId" IN (SELECT id FROM tpl_room)`)).rows[0].n,
    );
    const withBookings = Math.min(studios, Math.ceil((TARGET.bookings * factor) / Math.max(1, perStudio)));
    const series = (n: number) => `CROSS JOIN generate_series(1, ${n}) g`;
    await step("studio", () =>
      cloneRows(c, "studio", `${series(studios)} WHERE src.id = '${t.id}'`, {
        id: id("id"),
        slug: `'scale-' || g`,
        name: `'Scale studio ' || g`,
      }),
    );
    await step("site_config", () =>
      cloneRows(c, "site_config", `${series(studios)} WHERE src."studioId" = '${t.id}'`, {
        studioId: id("studioId"),
        customDomain: "NULL",
      }),
    );
    await step("room", () =>
      cloneRows(c, "room", `${series(studios)} WHERE src.id IN (SELECT id FROM tpl_room)`, { id: id("id"), studioId: id("studioId") }),
    );
    // Bulk rows: no triggers (booking's sequence bump fires on update only; nothing here is a site change).
    await c.query(`SET session_replication_role = replica`);
    const inRooms = `WHERE src."roomId" IN (SELECT id FROM tpl_room)`;
    await step("hold", () =>
      cloneRows(c, "hold", `${series(withBookings)} ${inRooms}`, { id: id("id"), studioId: id("studioId"), roomId: id("roomId") }),
    );
    await step("booking", () =>
      cloneRows(c, "booking", `${series(withBookings)} ${inRooms}`, {
        id: id("id"),
        holdId: id("holdId"),
        studioId: id("studioId"),
        roomId: id("roomId"),
        reference: `src.reference || '-' || g`,
        manageTokenHash: `md5(src."manageTokenHash" || ':' || g)`,
        paymentIntentId: `CASE WHEN src."paymentIntentId" IS NULL THEN NULL ELSE src."paymentIntentId" || '-' || g END`,
      }),
    );
    await step("slot_claim", () =>
      cloneRows(c, "slot_claim", `${series(withBookings)} ${inRooms} AND src."blockId" IS NULL`, {
        roomId: id("roomId"),
        holdId: `CASE WHEN src."holdId" IS NULL THEN NULL ELSE ${id("holdId")} END`,
        bookingId: `CASE WHEN src."bookingId" IS NULL THEN NULL ELSE ${id("bookingId")} END`,
      }),
    );
    await step("message", () =>
      cloneRows(
        c,
        "message",
        `${series(withBookings)} WHERE src."bookingId" IN (SELECT b.id FROM booking b WHERE b."roomId" IN (SELECT id FROM tpl_room))`,
        { id: id("id"), key: `src.key || ':' || g`, bookingId: id("bookingId") },
      ),
    );
    // The reminders the worker has queued for upcoming bookings: 'queued', due 24 h before the
    // session, each naming its pg-boss job (message."jobId", as queue.ts leaves it). The jobs
    // themselves are written by addReminderJobs once the server has made the job schema.
    await step("message (queued reminders)", async () => {
      const r = await c.query(
        `INSERT INTO message (id, key, "bookingId", kind, channel, recipient, locale, status, "sendAfter", "createdAt", "jobId")
         SELECT gen_random_uuid(), b.id || ':reminder', b.id, 'reminder', 'email', 'guest@scale.example', 'es', 'queued',
                GREATEST(b."startsAt" - interval '24 hours', now() + interval '1 hour'), now(), gen_random_uuid()
           FROM booking b
          WHERE b.status = 'confirmed' AND b."startsAt" > now() + interval '2 hours' AND b."studioId" <> '${t.id}'
          ORDER BY b.id
          LIMIT ${Math.round(TARGET.reminders * factor)}
         ON CONFLICT (key) DO NOTHING`,
      );
      return r.rowCount ?? 0;
    });
    const blocksPerRoom = Math.max(1, Math.round((TARGET.calendarBlocks * factor) / (studios * 3)));
    await step("calendar_block", async () => {
      const r = await c.query(
        `INSERT INTO calendar_block (id, "roomId", "startsAt", "endsAt", note, source)
         SELECT gen_random_uuid(), r.id, date_trunc('day', now()) + (i * interval '1 day') + interval '7 hours',
                date_trunc('day', now()) + (i * interval '1 day') + interval '9 hours', 'scale', 'file'
           FROM room r CROSS JOIN generate_series(1, ${blocksPerRoom}) i
          WHERE r."studioId" <> '${t.id}'`,
      );
      return r.rowCount ?? 0;
    });
    await step("quota_event (expired)", async () => {
      const r = await c.query(
        `INSERT INTO quota_event (key, at, "expiresAt")
         SELECT 'scale:' || (i % 50000), now() - interval '3 days', now() - interval '2 days' FROM generate_series(1, ${Math.round(TARGET.quotaEvents * factor)}) i`,
      );
      return r.rowCount ?? 0;
    });
    await c.query(`SET session_replication_role = DEFAULT`);
    const t0 = Date.now();
    await c.query(`VACUUM ANALYZE`);
    log(`  VACUUM ANALYZE in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const size = await c.query<{ s: string }>(`SELECT pg_size_pretty(pg_database_size(current_database())) s`);
    log(`  database size ${size.rows[0].s}`);
    return counts;
  } finally {
    await c.end();
  }
}

/**
 * The pg-boss jobs of the queued reminders (one 'created' job each, starting at the message's
 * sendAfter, data { messageId }, under the message's jobId), written once the server has created
 * the job schema and the message queue (its first enqueue), through pg-boss's own insert, which
 * fills retries, expiry and a retention counted from start_after from the queue. Returns how many.
 */
export async function addReminderJobs(url: string, schema: string, queue: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const boss = new PgBoss({
    connectionString: url,
    schema,
    max: 2,
    supervise: false,
    schedule: false,
    migrate: false,
    registerInstance: false,
  });
  boss.on("error", () => {});
  await boss.start();
  try {
    const { rows } = await c.query<{ id: string; jobId: string; sendAfter: Date }>(
      `SELECT m.id::text AS id, m."jobId"::text AS "jobId", m."sendAfter" FROM message m
        WHERE m.kind = 'reminder' AND m.status = 'queued' AND m."jobId" IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM "${schema}".job j WHERE j.name = $1 AND j.id = m."jobId")`,
      [queue],
    );
    for (let i = 0; i < rows.length; i += 5_000) {
      const batch = rows.slice(i, i + 5_000).map((m) => ({ id: m.jobId, data: { messageId: m.id }, startAfter: m.sendAfter }));
      await boss.insert(queue, batch);
    }
    await c.query(`ANALYZE "${schema}".job`);
    return rows.length;
  } finally {
    await boss.stop({ graceful: false });
    await c.end();
  }
}
