// EXPLAIN ANALYZE of the queries every read request runs, on the seeded data: the availability
// busy query (the SQL of lib/domain/availability/busy.ts busyIntervals, same parameters), the site payload query
// (lib/domain/sites.ts) and the per-IP rate counter upsert (lib/infra/rate-limit.ts, rolled back).
// Parameters are bound as the app binds them (extended protocol); the busy query is shown with
// both the custom plan and the generic plan that a prepared statement may switch to.
import pg from "pg";

const BUSY_SQL = `
    SELECT string_agg(x.s::text || ',' || x.e::text, ',') AS ms FROM (
      SELECT (date_part('epoch', c."startsAt") * 1000)::int8 AS s, (date_part('epoch', c."endsAt") * 1000)::int8 AS e
        FROM slot_claim c
       WHERE c."roomId" = $1::uuid AND c.span && tstzrange($2, $3)
         AND (c."expiresAt" IS NULL OR c."expiresAt" > $4)
      UNION ALL
      SELECT (date_part('epoch', b."startsAt") * 1000)::int8, (date_part('epoch', b."endsAt") * 1000)::int8
        FROM calendar_block b
       WHERE b."roomId" = $1::uuid AND b."startsAt" < $3 AND b."endsAt" > $2) x`;

const SITE_SQL = `SELECT to_jsonb(s) AS studio, to_jsonb(c) AS site,
            COALESCE((SELECT jsonb_agg(to_jsonb(r) ORDER BY r."position", r."name") FROM room r WHERE r."studioId" = s.id), '[]'::jsonb) AS rooms
       FROM studio s LEFT JOIN site_config c ON c."studioId" = s.id
      WHERE s.slug = $1
      LIMIT 1`;

const RATE_SQL = `INSERT INTO rate_counter ("key", "windowStart", "count", "expiresAt")
    VALUES ($1, $2, 1, $3)
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = rate_counter."count" + 1
    RETURNING "count"`;

export type Plans = {
  busyCustom: string;
  busyGeneric: string;
  site: string;
  rateCounter: string;
  busyRoomId: string;
  window: [string, string];
  claimRows: number;
};

const text = (rows: { "QUERY PLAN": string }[]) => rows.map((r) => r["QUERY PLAN"]).join("\n");

export async function explainReads(dbUrl: string, slug: string, now: number, window: { start: number; end: number }): Promise<Plans> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const busiest = await client.query<{ roomId: string; n: string }>(
      `SELECT "roomId", count(*) AS n FROM slot_claim GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    );
    const roomId = busiest.rows[0].roomId;
    const total = await client.query<{ n: string }>(`SELECT count(*) AS n FROM slot_claim`);
    const params = [roomId, new Date(window.start), new Date(window.end), new Date(now)];
    const busyCustom = text((await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${BUSY_SQL}`, params)).rows);
    await client.query(`SET plan_cache_mode = force_generic_plan`);
    await client.query(`PREPARE busy_g(uuid, timestamptz, timestamptz, timestamptz) AS ${BUSY_SQL}`);
    // uuid and ISO timestamps only: safe as literals (EXECUTE takes no bind parameters).
    const lits = [roomId, ...params.slice(1).map((d) => (d as Date).toISOString())]
      .map((v) => `'${String(v).replace(/'/g, "''")}'`)
      .join(", ");
    const busyGeneric = text((await client.query(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE busy_g(${lits})`)).rows);
    await client.query(`RESET plan_cache_mode`);
    const site = text((await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${SITE_SQL}`, [slug])).rows);
    await client.query("BEGIN");
    const ws = new Date(now - (now % 60_000));
    const rateCounter = text(
      (await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${RATE_SQL}`, [`read:203.0.113.9`, ws, new Date(ws.getTime() + 60_000)])).rows,
    );
    await client.query("ROLLBACK");
    return {
      busyCustom,
      busyGeneric,
      site,
      rateCounter,
      busyRoomId: roomId,
      window: [new Date(window.start).toISOString(), new Date(window.end).toISOString()],
      claimRows: Number(total.rows[0].n),
    };
  } finally {
    await client.end();
  }
}
