// Start-up failures of the embedded PostgreSQL end in one paragraph naming cause and fix (no
// stack), and as root it runs even when node_modules sits under a folder others cannot enter.
import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { arch, platform, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { explainFailure, freePort, PostgresStartError, startEmbeddedPostgres } from "../../lib/infra/embedded-postgres";

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const d = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function failure(p: Promise<unknown>): Promise<PostgresStartError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(PostgresStartError);
  const err = e as PostgresStartError;
  expect(err.stack).toBe(err.message); // printed as one paragraph, no stack frames
  expect(err.message).not.toContain("\n");
  expect(err.message).toContain("DATABASE_URL");
  return err;
}

describe("embedded PostgreSQL start-up errors", () => {
  it("a data folder of another major version", async () => {
    const dir = tempDir("pg-old-");
    writeFileSync(join(dir, "PG_VERSION"), "15\n");
    const e = await failure(startEmbeddedPostgres({ dataDir: dir, persistent: true }));
    expect(e.message).toContain(`the data folder ${dir} was created by PostgreSQL 15, but this checkout ships PostgreSQL 18`);
    expect(e.message).toContain(`mv ${dir} ${dir}-old`);
  });

  it("a port that another program holds", async () => {
    const port = await freePort();
    const servers: Server[] = [];
    for (const host of ["127.0.0.1", "::1"]) {
      await new Promise<void>((resolve) => {
        const s = createServer();
        s.on("error", () => resolve()); // no IPv6 here: PostgreSQL cannot use it either
        s.listen(port, host, () => (servers.push(s), resolve()));
      });
    }
    try {
      const e = await failure(startEmbeddedPostgres({ dataDir: tempDir("pg-port-"), port, persistent: false }));
      expect(e.message).toContain(`port ${port} is already taken by another program`);
    } finally {
      servers.forEach((s) => s.close());
    }
  }, 120_000);

  it("names disk full, a data folder in use, and anything else with its last words", () => {
    const base = { dataDir: "/srv/x/.data/postgres", port: 5999, binaries: "/b", root: false };
    expect(explainFailure({ ...base, output: "initdb: error: could not write file: No space left on device" })).toContain(
      "the disk holding /srv/x/.data/postgres is full",
    );
    expect(explainFailure({ ...base, output: 'FATAL:  lock file "postmaster.pid" already exists' })).toContain(
      "another PostgreSQL is already running on the data folder",
    );
    expect(explainFailure({ ...base, output: "FATAL:  something odd\n" })).toMatch(
      /could not start \(data folder .*, port 5999\): FATAL: {2}something odd\. Or set DATABASE_URL/,
    );
  });
});

const isRoot = process.getuid?.() === 0;

describe.runIf(isRoot)("as root, with the binaries under a 0700 folder", () => {
  // A copy of the package's native/ folder where the postgres user cannot reach it.
  const locked = async () => {
    const { postgres } = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as { postgres: string };
    const nativeDir = dirname(dirname(postgres));
    const outer = tempDir("pg-locked-");
    chmodSync(outer, 0o700);
    const copy = join(outer, "node_modules", "native");
    mkdirSync(dirname(copy), { recursive: true });
    execFileSync("cp", ["-a", nativeDir, copy]);
    return copy;
  };

  it("without staging: the paragraph says run as a normal user, move the checkout, or set DATABASE_URL", async () => {
    const e = await failure(
      startEmbeddedPostgres({ dataDir: tempDir("pg-data-"), persistent: false, nativeDir: await locked(), stageForRoot: false }),
    );
    expect(e.message).toContain("runs as root");
    expect(e.message).toContain("run as a normal user");
    expect(e.message).toContain("move the checkout to a folder others can enter");
  }, 60_000);

  it("with staging (the default): a copy the postgres user can run, and a working database", async () => {
    const copy = await locked();
    const running = await startEmbeddedPostgres({ dataDir: tempDir("pg-data-"), persistent: false, nativeDir: copy });
    try {
      const c = new pg.Client({ connectionString: running.url });
      await c.connect();
      expect((await c.query("SELECT current_user AS u")).rows[0].u).toBe("postgres");
      await c.end();
    } finally {
      await running.stop();
      for (const d of readdirSync(tmpdir()).filter((n) => n.startsWith("studio-booking-postgres-"))) {
        const marker = join(tmpdir(), d, ".complete");
        try {
          if (readFileSync(marker, "utf8") === copy) rmSync(join(tmpdir(), d), { recursive: true, force: true });
        } catch {
          /* not ours */
        }
      }
    }
  }, 120_000);
});
