// A gate for race tests: a transaction on its own connection takes a lock the racers need (a row
// lock, an advisory lock), the racers are started, and only once PostgreSQL shows that many
// sessions waiting behind it is the gate's transaction committed. The racers then really contend
// for it, whatever the scheduling of the test's promises; nothing is mocked or slowed down.
import pg from "pg";

export type LockGate = {
  /** Wait until `n` sessions wait behind the gate's lock, directly or in line behind another (10 s at most). */
  waiters(n: number): Promise<void>;
  /** Commit the gate's transaction (its locks go) and close its connection. */
  open(): Promise<void>;
};

/** Begin a transaction on a new connection to `url` and run `lockSql` (which takes the lock) in it. */
export async function closeGate(url: string, lockSql: string, params: unknown[] = []): Promise<LockGate> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("BEGIN");
  await client.query(lockSql, params);
  const pid = ((await client.query("SELECT pg_backend_pid() AS pid")).rows[0] as { pid: number }).pid;
  let closed = false;
  return {
    async waiters(n) {
      const until = Date.now() + 10_000;
      for (;;) {
        // pg_stat_activity is read once per transaction unless its snapshot is cleared.
        await client.query("SELECT pg_stat_clear_snapshot()");
        // Only the sessions waiting behind the gate, directly or behind one that waits on it: other
        // test files share the database, and a lock wait of theirs must not count as a racer here.
        const r = await client.query(
          `WITH RECURSIVE behind(pid) AS (
             SELECT a.pid FROM pg_stat_activity a WHERE $1 = ANY (pg_blocking_pids(a.pid))
             UNION
             SELECT a.pid FROM pg_stat_activity a JOIN behind b ON b.pid = ANY (pg_blocking_pids(a.pid))
           )
           SELECT count(*)::int AS n FROM behind`,
          [pid],
        );
        if ((r.rows[0] as { n: number }).n >= n) return;
        if (Date.now() > until) {
          await client.query("SELECT pg_stat_clear_snapshot()");
          const all = await client.query(
            `SELECT pid, state, wait_event_type, wait_event, left(query, 120) AS query FROM pg_stat_activity
              WHERE datname = current_database() AND pid <> $1`,
            [pid],
          );
          throw new Error(`lock gate: ${(r.rows[0] as { n: number }).n} of ${n} sessions waiting after 10 s: ${JSON.stringify(all.rows)}`);
        }
        await new Promise((ok) => setTimeout(ok, 20));
      }
    },
    async open() {
      if (closed) return;
      closed = true;
      try {
        await client.query("COMMIT");
      } finally {
        await client.end();
      }
    },
  };
}
