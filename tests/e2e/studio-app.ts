// The studio side's own e2e app (docs/dashboard.md, Pages): the e2e server with E2E_SMTP=1 (email
// to a local SMTP fake that the control server lists), on two ports of its own and a database of
// its own (a copy of the main app's before it served, on its server), started by the spec that uses it. Helpers a studio-side spec needs: mail
// from the fake, the public API as a guest (hold → code from the mail → verify → confirm), and a
// staff member's sign-in by the emailed magic link.
import { spawn, type ChildProcess } from "node:child_process";
import pg from "pg";
import type { BrowserContext, Page } from "@playwright/test";
import { E2E, controlUrl, port } from "./env";
import { expect, test, uniqueEmail } from "./fixtures";
import { fetchRetrying } from "./retry";
import { getDict } from "../../lib/i18n";

type Mail = { to: string[]; subject: string; text: string };
export type Free = { date: string; start: string };
export type Availability = { days: { date: string; free: { start: string; end: string }[] }[]; minMinutes: number };
export type Made = {
  id: string;
  reference: string;
  manageUrl: string;
  date: string;
  start: string;
  guestName: string;
  depositCents: number;
  /** The guest's email, where the code and the confirmation went. */
  email: string;
};

const toMin = (t: string) => (t === "24:00" ? 1440 : Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5)));
const fromMin = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
const daysAheadOf = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** One SQL statement on the database of the e2e app whose control server is `control`; its row count. */
export async function sqlOn(control: string, text: string, values: unknown[]): Promise<number> {
  const db = new pg.Client({ connectionString: await (await fetch(`${control}/database-url`)).text() });
  await db.connect();
  try {
    return (await db.query(text, values)).rowCount ?? 0;
  } finally {
    await db.end();
  }
}

/**
 * Registers beforeAll/afterAll that start and stop the app on `port() + offset` (app) and
 * `+ offset + 1` (control); each spec takes its own offset so specs never share a server. `sms`:
 * texts go to the server's Twilio fake (E2E_SMS=1, listed by the control server's GET /sms).
 */
export function studioApp(offset: number, opts: { sms?: boolean } = {}) {
  const appPort = port() + offset;
  const controlPort = appPort + 1;
  const root = () => `http://${E2E.rootHost}:${appPort}`;
  const site = (slug: string) => `http://${slug}.${E2E.rootHost}:${appPort}`;
  const control = () => `http://127.0.0.1:${controlPort}`;
  let child: ChildProcess | null = null;

  test.beforeAll(async () => {
    // Its database is a copy of the main app's as it was before it served (tests/e2e/server.ts).
    const cluster = await (await fetchRetrying(`${controlUrl()}/database-url`)).text();
    child = spawn(process.execPath, ["--import", "tsx", "tests/e2e/server.ts"], {
      env: {
        ...process.env,
        E2E_CLUSTER_URL: cluster,
        E2E_SMTP: "1",
        E2E_SMS: opts.sms ? "1" : "0",
        E2E_PORT: String(appPort),
        E2E_CONTROL_PORT: String(controlPort),
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    // A server that fails to start says why at once, instead of the poll timing out silently.
    let stderr = "";
    let exited: number | null = null;
    child.stderr?.on("data", (d: Buffer) => void (stderr = (stderr + d.toString()).slice(-4000)));
    child.on("exit", (code) => void (exited = code ?? -1));
    const deadline = Date.now() + 150_000;
    for (;;) {
      if (exited !== null) throw new Error(`the studio e2e app on port ${appPort} exited (${exited}):\n${stderr}`);
      if ((await fetch(`${root()}/v1/health`).catch(() => null))?.status === 200) break;
      if (Date.now() > deadline) throw new Error(`the studio e2e app on port ${appPort} did not answer in 150 s:\n${stderr}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  });
  test.afterAll(async () => {
    child?.kill("SIGTERM");
  });

  /** The newest mail to `to` whose text matches `re`, waiting for the worker to send it. */
  async function mailMatch(to: string, re: RegExp, after = 0): Promise<RegExpExecArray> {
    let found: RegExpExecArray | null = null;
    await expect
      .poll(
        async () => {
          const mails = (await (await fetch(`${control()}/mails`)).json()) as Mail[];
          const mine = mails.slice(after).filter((m) => m.to.includes(to.toLowerCase()));
          for (const m of mine.reverse()) {
            found = re.exec(m.text);
            if (found) return true;
          }
          return false;
        },
        { timeout: 30_000, intervals: [300] },
      )
      .toBe(true);
    return found!;
  }

  async function mailCount(): Promise<number> {
    return ((await (await fetchRetrying(`${control()}/mails`)).json()) as Mail[]).length;
  }

  /** A public API call from a random address (per-IP limits stay out of the way); throws on an error envelope. */
  async function api<T>(method: "GET" | "POST", url: string, body?: unknown): Promise<T> {
    // 503/429 retried after Retry-After, as the docs tell clients (tests/e2e/retry.ts); the hold
    // carries an idempotency key, and a 503 means nothing was changed.
    const r = await fetchRetrying(url, {
      method,
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await r.json()) as { success: boolean; data: T; error?: unknown };
    if (!json.success) throw new Error(`${method} ${url}: ${r.status} ${JSON.stringify(json.error)}`);
    return json.data;
  }

  async function availability(roomId: string, from: string, to: string): Promise<Availability> {
    return api<Availability>("GET", `${root()}/v1/public/sites/${E2E.stage.slug}/rooms/${roomId}/availability?from=${from}&to=${to}`);
  }

  /** Whether [start, start+minutes) is inside a free span of `date`. */
  async function isFree(roomId: string, date: string, start: string, minutes: number): Promise<boolean> {
    const av = await availability(roomId, date, date);
    const day = av.days.find((d) => d.date === date);
    return Boolean(day?.free.some((f) => toMin(f.start) <= toMin(start) && toMin(start) + minutes <= toMin(f.end)));
  }

  /** The first free start of `minutes` on or after `after`, in the room. */
  async function firstFree(roomId: string, after: string, minutes: number): Promise<Free> {
    const av = await availability(roomId, after, daysAheadOf(after, 20));
    // A free span may start off the room's grid (after another booking's buffer): the first whole
    // hour in it is on every grid the demo rooms use (30 and 60 minutes).
    for (const d of av.days)
      for (const f of d.free) {
        const start = Math.ceil(toMin(f.start) / 60) * 60;
        if (toMin(f.end) - start >= minutes) return { date: d.date, start: fromMin(start) };
      }
    throw new Error("no free time in 20 days");
  }

  /** A guest's booking through the public API: hold → code from the mail → verify → confirm (→ card paid). */
  async function bookAsGuest(
    roomId: string,
    opts: { payment: "on_site" | "card"; minutes: number; after: string; name: string },
  ): Promise<Made> {
    const email = uniqueEmail("studio-guest");
    const slot = await firstFree(roomId, opts.after, opts.minutes);
    const before = await mailCount();
    const hold = await api<{ holdId: string }>("POST", `${root()}/v1/public/sites/${E2E.stage.slug}/holds`, {
      roomId,
      date: slot.date,
      startTime: slot.start,
      durationMinutes: opts.minutes,
      guestName: opts.name,
      channel: "email",
      contact: email,
      locale: "en",
      idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      // The stage site asks for hCaptcha; the fake siteverify passes any single-use "good…" token.
      captchaToken: `good-e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    });
    const code = (await mailMatch(email, /\b(\d{6})\b/, before))[1];
    await api("POST", `${root()}/v1/public/holds/${hold.holdId}/verify`, { code });
    const done = await api<{ booking: { id: string; reference: string; depositCents: number }; manageUrl: string; clientSecret?: string }>(
      "POST",
      `${root()}/v1/public/holds/${hold.holdId}/confirm`,
      { paymentMode: opts.payment },
    );
    if (opts.payment === "card") {
      const pi = done.clientSecret!.split("_secret_")[0];
      const paid = await fetch(`${control()}/pay/${pi}`, { method: "POST" });
      expect(paid.status).toBe(200);
    }
    return {
      id: done.booking.id,
      reference: done.booking.reference,
      manageUrl: done.manageUrl,
      date: slot.date,
      start: slot.start,
      guestName: opts.name,
      depositCents: done.booking.depositCents,
      email,
    };
  }

  // Sessions already made, by email: the sign-in link is limited per address and hour
  // (docs/studio-accounts.md), so a spec's later tests reuse the session of its first sign-in.
  const sessions = new Map<string, Awaited<ReturnType<BrowserContext["storageState"]>>["cookies"]>();

  /** Sign in with the emailed magic link (the sign-in page is docs/studio-accounts.md's), once per address. */
  async function signIn(page: Page, email: string, lang: "en" | "es" = "en"): Promise<void> {
    const known = sessions.get(email);
    if (known) {
      await page.context().addCookies(known);
      await page.goto(`${root()}/studio`);
      await expect(page).toHaveURL(/\/studio\/(es|ca|en)(\?|$)/);
      return;
    }
    // The sign-in page speaks the browser's language (Accept-Language).
    const a = getDict(lang).staffAuth;
    const before = await mailCount();
    await page.goto(`${root()}/studio/sign-in`);
    await page.getByLabel(a.emailLabel).fill(email);
    await page.getByRole("button", { name: a.sendLink }).click();
    await expect(page.getByText(a.checkMail)).toBeVisible();
    const link = (await mailMatch(email, /(https?:\/\/\S+\/api\/auth\/magic-link\/verify\?\S+)/, before))[1];
    await page.goto(link);
    await expect(page).toHaveURL(/\/studio\/(es|ca|en)(\?|$)/);
    sessions.set(email, (await page.context().storageState()).cookies);
  }

  /** One SQL statement on this app's database (what a spec cannot reach through the product); its row count. */
  const sql = (text: string, values: unknown[]) => sqlOn(control(), text, values);

  /**
   * A studio's move tells the guest MOVE_NOTICE_WINDOW_MINUTES later (docs/studio-actions.md, Moving
   * a booking): the booking's waiting "moved" notice made due now, its row and its pg-boss job (the
   * e2e app's queue is in the default schema), so a spec sees the mail without waiting the minutes.
   */
  async function moveNoticeDue(bookingId: string): Promise<void> {
    const db = new pg.Client({ connectionString: await (await fetch(`${control()}/database-url`)).text() });
    await db.connect();
    try {
      const r = await db.query<{ jobId: string }>(
        `UPDATE message SET "sendAfter" = now() WHERE "bookingId" = $1::uuid AND kind = 'booking_moved' AND status = 'queued'
         RETURNING "jobId"::text AS "jobId"`,
        [bookingId],
      );
      expect(r.rowCount).toBeGreaterThan(0);
      await db.query(`UPDATE pgboss.job SET start_after = now() WHERE id = ANY($1::uuid[])`, [r.rows.map((x) => x.jobId)]);
    } finally {
      await db.end();
    }
  }

  return { root, site, control, mailMatch, mailCount, api, availability, isFree, firstFree, bookAsGuest, signIn, moveNoticeDue, sql };
}
