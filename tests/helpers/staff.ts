// A signed-in staff member for tests of the studio API: the member made as an invite makes them,
// signed in through Better Auth's own handler (scripts/bench/sign-in.ts), so the cookies are the
// ones a browser holds after opening the emailed link.
import { ownDatabase } from "./own-database";
import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, inject } from "vitest";
import { createDb, type Db } from "../../lib/infra/db";
import { reloadEnv } from "../../lib/infra/env";
import { PgBoss } from "pg-boss";
import { baseConfig, ensureJobs, QUEUE } from "../../lib/infra/queue";
import { systemClock } from "../../lib/infra/clock";
import { sendRequestedSignInLink } from "../../lib/domain/staff/links";
import { addMember } from "../../lib/domain/staff/members";
import type { StaffActor, StaffRole } from "../../lib/domain/staff/actor";
import type { Locale } from "../../lib/contract/locales";
import { signInCookie } from "../../scripts/bench/sign-in";
import { createStudio, type StudioJson, type TestStudio } from "./fixtures";
import { startTestApp, type TestApp } from "./app";
import { startFakeSmtp } from "../fakes/smtp";

export type StaffLogin = {
  /**
   * The Cookie header value: `better-auth.session_token=…; better-auth.session_data=…` (`__Host-…`
   * in production mode), the session cookie and Better Auth's cookie cache.
   */
  cookie: string;
  memberId: string;
  actor: StaffActor;
};

/** A member of `studioId` with a live session (email defaults to a fresh one). */
export async function staffLogin(
  db: Db,
  opts: { studioId: string; role?: StaffRole; email?: string; name?: string; locale?: Locale },
): Promise<StaffLogin> {
  const role = opts.role ?? "staff";
  const email = opts.email ?? `${role}-${randomUUID().slice(0, 8)}@staff.test`;
  const name = opts.name ?? `Test ${role}`;
  const m = await addMember(db, opts.studioId, { email, role, name, locale: opts.locale ?? "en" });
  const cookie = await signInCookie(db, email);
  const u = (await db.$queryRaw<{ name: string; locale: string }[]>`SELECT name, locale FROM "user" WHERE id = ${m.userId}`)[0];
  return {
    cookie,
    memberId: m.memberId,
    actor: { userId: m.userId, name: u.name, email, role, studioId: opts.studioId, locale: u.locale as Locale },
  };
}

/** The origin the staff tests' requests claim (PUBLIC_BASE_URL of their environment). */
export const STAFF_BASE = "https://book.example";

export type StaffEnv = { db: Db; smtp: Awaited<ReturnType<typeof startFakeSmtp>>; studio: TestStudio; close: () => Promise<void> };

/**
 * The environment of the staff tests below HTTP: a platform in preproduction at STAFF_BASE, the
 * SMTP fake, a database of its own (`staff_<tag>_<pid>`: the staff tests count sign-in links and
 * members table-wide, which files running beside them would change; docs/development.md, Tests), a
 * jobs schema of its own (`jobs_<tag>_<pid>`) and one studio. `close` disconnects, stops the fake,
 * drops the database and puts process.env back.
 */
export async function startStaffEnv(tag: string): Promise<StaffEnv> {
  const saved = { ...process.env };
  const own = await ownDatabase(inject("databaseUrl"), `staff_${tag}_${process.pid}`);
  const smtp = await startFakeSmtp();
  Object.assign(process.env, {
    DATABASE_URL: own.url,
    APP_ENV: "preproduction",
    PUBLIC_BASE_URL: STAFF_BASE,
    ROOT_DOMAIN: "studios.test",
    SMTP_URL: smtp.url,
    JOBS_SCHEMA: `jobs_${tag}_${process.pid}`,
  });
  reloadEnv();
  const db = createDb(own.url, 4);
  await ensureJobs();
  const studio = await createStudio(db);
  return {
    db,
    smtp,
    studio,
    close: async () => {
      await db.$disconnect();
      await own.drop();
      await smtp.close();
      process.env = saved;
      reloadEnv();
    },
  };
}

/** The environment of the dashboard's HTTP tests: the platform on `host`, in preproduction. */
export const platformEnv = (host = "studios.test") => ({ ROOT_DOMAIN: host, PUBLIC_BASE_URL: `http://${host}`, APP_ENV: "preproduction" });

/** The origin of the dashboard's HTTP tests (platformEnv's PUBLIC_BASE_URL): what a browser's Origin says. */
export const PLATFORM_ORIGIN = "http://studios.test";

/**
 * The set-up of a dashboard HTTP test file: the app on the platform host (platformEnv), one studio
 * (`edit` may change its file first) and a member of it signed in, started before the file's tests
 * and closed after them. Read the fields inside tests and hooks (they are set by beforeAll).
 */
export function studioApiTest(opts: { role?: StaffRole; edit?: (f: StudioJson) => void } = {}) {
  const t = {} as { app: TestApp; studio: TestStudio; staff: StaffLogin };
  beforeAll(async () => {
    t.app = await startTestApp({ env: platformEnv() });
    t.studio = await createStudio(t.app.db, opts.edit);
    t.staff = await staffLogin(t.app.db, { studioId: t.studio.studioId, role: opts.role ?? "staff" });
  });
  afterAll(() => t.app?.close());
  return t;
}

export type HostResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A GET to the app at `appUrl` with a Host header of choice (fetch cannot set Host). */
export function requestWithHost(appUrl: string, host: string, path: string, headers: Record<string, string> = {}): Promise<HostResponse> {
  const u = new URL(appUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: u.hostname, port: u.port, path, headers: { host, ...headers } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * Run the queued sign-in link requests as the worker does (lib/worker/index.ts): the magic-link
 * request only queues one (docs/studio-accounts.md, Sign-in). The emails the worker made, how many.
 */
export async function runSignInRequests(db: Db): Promise<{ email: string; queued: boolean }[]> {
  const boss = new PgBoss({ ...baseConfig(1), migrate: false, supervise: false, schedule: false, registerInstance: false });
  await boss.start();
  try {
    const jobs = await boss.fetch<{ email: string }>(QUEUE.staffSignIn, { batchSize: 100 });
    const out: { email: string; queued: boolean }[] = [];
    for (const j of jobs) out.push({ email: j.data.email, queued: await sendRequestedSignInLink(db, systemClock, j.data.email) });
    if (jobs.length)
      await boss.complete(
        QUEUE.staffSignIn,
        jobs.map((j) => j.id),
      );
    return out;
  } finally {
    await boss.stop({ graceful: false });
  }
}
