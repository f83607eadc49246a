// The studio's text reminder end to end (docs/studio-settings.md, SMS reminder; docs/decisions-messages.md,
// Reminders), on its own app with a local Twilio fake (studio-app.ts with `sms`: codes and messages to a phone
// reach the fake, which the control server lists). The owner turns the reminder on (2 h) in the dashboard's
// settings; a guest books on the site with a mobile number, the code arriving by text; the reminder's row and
// its pg-boss job are due exactly 2 h before the start; the clock is moved by making the job due now (the
// standalone app has no injectable clock: the worker waits for the job's start_after), and the app's own worker
// texts the reminder (reference, room, time) to the guest's number. With the setting off again, a second phone
// booking queues no reminder. axe on the settings form with the reminder and on the code step by text.
import pg from "pg";
import type { Page } from "@playwright/test";
import { E2E } from "./env";
import { DICTS, daysAhead, expect, expectAccessible, pickFirstFreeDay, test } from "./fixtures";
import { fetchRetrying } from "./retry";
import { studioApp } from "./studio-app";
import { getDict } from "../../lib/i18n";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const T = DICTS.en;
const B = T.booking;
const S = getDict("en").settings;
const HOUR = 3_600_000;
const ROOM = E2E.stage.roomOnSite;
// Ports of its own (the other studio-side specs use offsets up to 67).
const { root, site, control, signIn } = studioApp(70, { sms: true });

type Text = { to: string; body: string };

async function texts(): Promise<Text[]> {
  return (await (await fetchRetrying(`${control()}/sms`)).json()) as Text[];
}

/** The newest text to `to` whose body matches `re`, waiting for the app to send it. */
async function textMatch(to: string, re: RegExp, after = 0, timeout = 30_000): Promise<RegExpExecArray> {
  let found: RegExpExecArray | null = null;
  await expect
    .poll(
      async () => {
        for (const t of (await texts())
          .slice(after)
          .filter((x) => x.to === to)
          .reverse()) {
          found = re.exec(t.body);
          if (found) return true;
        }
        return false;
      },
      { timeout, intervals: [300] },
    )
    .toBe(true);
  return found!;
}

async function withDb<T>(fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: await (await fetchRetrying(`${control()}/database-url`)).text() });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

/** A Spanish mobile number no other run uses (codes are limited per contact). */
const uniquePhone = () => `+346${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

/** The owner sets "Text reminder (hours before)" in the settings' booking form ("" is off), through the page. */
async function setReminder(page: Page, hours: string): Promise<void> {
  await signIn(page, E2E.staff.owner);
  // Filled only once the page's scripts run (a fill before hydration is lost).
  await page.goto(`${root()}/studio/en/settings`, { waitUntil: "networkidle" });
  const form = page.getByTestId("booking-form");
  await form.getByLabel(S.basics.smsReminderHours).fill(hours);
  await form.getByRole("button", { name: new RegExp(`^${S.save}`) }).click();
  await expect(form.getByText(S.saved)).toBeVisible();
  await expectAccessible(page, `settings with the text reminder ${hours || "off"}`);
  // Saved for real: the settings as the dashboard reads them.
  const r = await page.request.get(`${root()}/v1/studio/settings`);
  expect(r.status()).toBe(200);
  const saved = ((await r.json()) as { data: { booking: { smsReminderHours: number | null } } }).data.booking.smsReminderHours;
  expect(saved).toBe(hours === "" ? null : Number(hours));
}

/** A guest books the room on the site with a mobile number; the code comes by text from the Twilio fake. */
async function bookByPhone(page: Page, phone: string, after: string) {
  await page.goto(`${site(E2E.stage.slug)}/en/rooms/${ROOM}`);
  await page.waitForLoadState("networkidle");
  const date = await pickFirstFreeDay(page, T, after);
  const chip = page.locator(".chip").first();
  const start = (await chip.locator("input").getAttribute("value"))!;
  await chip.click();
  await page.getByRole("button", { name: B.continue }).click();

  await page.getByLabel(B.yourName).fill("Sílvia Text");
  await page.getByLabel(B.channelPhone, { exact: true }).check();
  await page.getByLabel(B.phone, { exact: true }).fill(phone);
  if (await page.getByText(B.captcha).count()) await page.getByTestId("fake-hcaptcha").click();
  const before = (await texts()).length;
  await page.getByRole("button", { name: B.holdSlot }).click();
  await expect(page.getByRole("heading", { name: B.codeTitle })).toBeVisible({ timeout: 15_000 });
  // A real text, not the pre-production banner.
  await expect(page.getByTestId("dev-code")).toHaveCount(0);
  await expectAccessible(page, "code step, code sent by text");
  const code = (await textMatch(phone, /\b(\d{6})\b/, before))[1];
  await page.getByLabel(B.codeLabel).fill(code);
  // Sala C is paid at the studio only: the code step confirms.
  await page.getByRole("button", { name: B.confirm }).click();
  await expect(page).toHaveURL(/\/manage\/[0-9a-f]{64}\?confirmed=1$/, { timeout: 15_000 });
  const reference = (await page.getByTestId("booking-reference").textContent())!.trim();
  return { reference, date, start };
}

type Row = { kind: string; sendAfter: Date; jobId: string | null; status: string; recipient: string; startsAt: Date; startTime: string };

async function messagesOf(reference: string): Promise<Row[]> {
  return withDb(
    async (db) =>
      (
        await db.query<Row>(
          `SELECT m.kind, m."sendAfter", m."jobId", m.status, m.recipient, b."startsAt", b."startTime"
             FROM message m JOIN booking b ON b.id = m."bookingId" WHERE b.reference = $1`,
          [reference],
        )
      ).rows,
  );
}

test("turned on in the settings, the text reminder is due 2 h before a phone booking and reaches the SMS provider when the clock gets there", async ({
  page,
}) => {
  await setReminder(page, "2");
  const phone = uniquePhone();
  const made = await bookByPhone(page, phone, daysAhead(4));

  const rows = await messagesOf(made.reference);
  const reminder = rows.find((r) => r.kind === "sms_reminder");
  expect(reminder).toMatchObject({ status: "queued", recipient: phone, startTime: made.start });
  expect(reminder!.sendAfter.getTime()).toBe(reminder!.startsAt.getTime() - 2 * HOUR);
  // The worker's job waits until then (pg-boss's start_after; JOBS_SCHEMA is the default in the e2e app).
  const job = await withDb(
    async (db) =>
      (await db.query<{ start_after: Date; state: string }>(`SELECT start_after, state FROM pgboss.job WHERE id = $1`, [reminder!.jobId]))
        .rows[0],
  );
  expect(job).toMatchObject({ state: "created" });
  expect(job.start_after.getTime()).toBe(reminder!.sendAfter.getTime());
  // Not sent ahead of its time: only the code and the confirmation went to the number.
  expect((await texts()).filter((t) => t.to === phone && t.body.includes("reminder"))).toEqual([]);

  // The moved clock: the reminder's time has come (its job is due now); the app's own worker sends it.
  const before = (await texts()).length;
  const moved = await withDb(
    async (db) =>
      (await db.query(`UPDATE pgboss.job SET start_after = now() WHERE id = $1 AND state = 'created'`, [reminder!.jobId])).rowCount,
  );
  expect(moved).toBe(1);
  const room = await withDb(async (db) => (await db.query<{ name: string }>(`SELECT name FROM room WHERE id = $1`, [ROOM])).rows[0].name);
  const body = (await textMatch(phone, /^.*reminder.*$/s, before, 60_000))[0];
  expect(body).toContain(made.reference);
  expect(body).toContain(room);
  expect(body).toContain(made.start);
  expect((await messagesOf(made.reference)).find((r) => r.kind === "sms_reminder")?.status).toBe("sent");
});

test("turned off in the settings, a phone booking queues no text reminder", async ({ page }) => {
  await setReminder(page, "");
  const made = await bookByPhone(page, uniquePhone(), daysAhead(4));
  const kinds = (await messagesOf(made.reference)).map((r) => r.kind);
  // Its other messages were queued (the query finds the booking's rows), the text reminder not.
  expect(kinds).toContain("booking_confirmed");
  expect(kinds).not.toContain("sms_reminder");
});
