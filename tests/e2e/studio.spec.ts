// The studio dashboard end to end (docs/dashboard.md, Pages), on its own app: the e2e server with
// E2E_SMTP=1 (email to a local SMTP fake that the control server lists), started by this file on
// two ports of its own, with its own throwaway database. A staff member signs in by the magic link
// from the mail server, finds a booking made through the public API in the calendar and the list,
// marks it paid, cancels a card booking with a refund (Stripe fake) and the guest's manage page
// shows it, blocks a room and takes a phone booking (public availability then excludes both),
// and one flow is done with the keyboard alone. axe runs on every dashboard page.
//
// Texts come from the dictionaries, so a label change does not break it. The week view and a
// booking's detail are also saved as the README's screenshots (docs/screenshots/studio-*.png).
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { E2E, port } from "./env";
import { DICTS, daysAhead, expect, expectAccessible, test, uniqueEmail } from "./fixtures";
import { STAFF_AUTH_TEXTS } from "../../lib/i18n/staff-auth";
import { money } from "../../lib/i18n/core";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const SCREENSHOTS = join(process.cwd(), "docs/screenshots");

const APP_PORT = port() + 4;
const CONTROL_PORT = port() + 5;
const root = () => `http://${E2E.rootHost}:${APP_PORT}`;
const site = (slug: string) => `http://${slug}.${E2E.rootHost}:${APP_PORT}`;
const control = () => `http://127.0.0.1:${CONTROL_PORT}`;
const T = DICTS.en;
const S = T.studio;

let child: ChildProcess | null = null;

test.beforeAll(async () => {
  child = spawn(process.execPath, ["--import", "tsx", "tests/e2e/server.ts"], {
    env: { ...process.env, E2E_SMTP: "1", E2E_PORT: String(APP_PORT), E2E_CONTROL_PORT: String(CONTROL_PORT) },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(`${root()}/v1/health`).catch(() => null))?.status ?? 0, { timeout: 150_000, intervals: [500] })
    .toBe(200);
});

test.afterAll(async () => {
  child?.kill("SIGTERM");
});

type Mail = { to: string[]; subject: string; text: string };

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
  return ((await (await fetch(`${control()}/mails`)).json()) as Mail[]).length;
}

async function api<T>(method: "GET" | "POST", url: string, body?: unknown): Promise<T> {
  const r = await fetch(url, {
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

type Free = { date: string; start: string };
type Availability = { days: { date: string; free: { start: string; end: string }[] }[]; minMinutes: number };

async function availability(roomId: string, from: string, to: string): Promise<Availability> {
  return api<Availability>("GET", `${root()}/v1/public/sites/${E2E.stage.slug}/rooms/${roomId}/availability?from=${from}&to=${to}`);
}

const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** Whether [start, start+minutes) is inside a free span of `date`. */
async function isFree(roomId: string, date: string, start: string, minutes: number): Promise<boolean> {
  const av = await availability(roomId, date, date);
  const day = av.days.find((d) => d.date === date);
  return Boolean(
    day?.free.some((f) => toMin(f.start) <= toMin(start) && toMin(start) + minutes <= (f.end === "24:00" ? 1440 : toMin(f.end))),
  );
}

/** The first free start of `minutes` on or after `after`, in the room. */
async function firstFree(roomId: string, after: string, minutes: number): Promise<Free> {
  const av = await availability(roomId, after, daysAheadOf(after, 20));
  for (const d of av.days)
    for (const f of d.free)
      if ((f.end === "24:00" ? 1440 : toMin(f.end)) - toMin(f.start) >= minutes) return { date: d.date, start: f.start };
  throw new Error("no free time in 20 days");
}

const daysAheadOf = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

type Made = { id: string; reference: string; manageUrl: string; date: string; start: string; guestName: string; depositCents: number };

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
  };
}

/** Sign in with the emailed magic link (the sign-in page is docs/studio-accounts.md's). */
async function signIn(page: Page, email: string, lang: "en" | "es" = "en"): Promise<void> {
  // The sign-in page speaks the browser's language (Accept-Language).
  const a = STAFF_AUTH_TEXTS[lang];
  const before = await mailCount();
  await page.goto(`${root()}/studio/sign-in`);
  await page.getByLabel(a.emailLabel).fill(email);
  await page.getByRole("button", { name: a.sendLink }).click();
  await expect(page.getByText(a.checkMail)).toBeVisible();
  const link = (await mailMatch(email, /(https?:\/\/\S+\/api\/auth\/magic-link\/verify\?\S+)/, before))[1];
  await page.goto(link);
  await expect(page).toHaveURL(/\/studio\/(es|ca|en)(\?|$)/);
}

test("owner: calendar, list, mark paid, cancel with refund, block, phone booking — axe on every page", async ({ page }) => {
  const after = daysAhead(5);
  const onSite = await bookAsGuest(E2E.stage.roomOnSite, { payment: "on_site", minutes: 60, after, name: "Pau Calendar" });
  const card = await bookAsGuest(E2E.stage.roomCard, { payment: "card", minutes: 120, after, name: "Carla Card" });

  await signIn(page, E2E.staff.owner);
  // The owner's language is English: /studio went to /studio/en.
  await expect(page).toHaveURL(/\/studio\/en/);
  await expect(page.getByRole("navigation", { name: S.navLabel }).getByRole("link", { name: S.nav.calendar })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const res = await page.goto(`${root()}/studio/en?view=day&date=${onSite.date}`);
  expect(res!.headers()["x-robots-tag"]).toContain("noindex");
  expect(res!.headers()["cache-control"]).toContain("no-store");
  expect(res!.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);

  // Calendar, day view: the booking is there, labelled with its kind, and opens its page.
  const item = page.locator(`.cal-item[data-id="${onSite.id}"]`);
  await expect(item).toContainText(onSite.guestName);
  await expect(item).toContainText(S.calendar.kinds.confirmed);
  await expectAccessible(page, "calendar, day");
  await page.getByRole("link", { name: S.calendar.week, exact: true }).click();
  await expect(page.locator(`.cal-item[data-id="${onSite.id}"]`)).toBeVisible();
  await expectAccessible(page, "calendar, week");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: join(SCREENSHOTS, "studio-calendar.png") });

  // Bookings list: upcoming, found by search, CSV link with the same filter.
  await page.getByRole("link", { name: S.nav.bookings }).click();
  await expect(page.getByTestId("bookings-table")).toContainText(onSite.reference);
  await expectAccessible(page, "bookings list");
  await page.getByLabel(S.bookings.search, { exact: true }).fill(onSite.reference);
  await page.getByRole("button", { name: S.bookings.apply }).click();
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.getByTestId("csv-export")).toHaveAttribute("href", new RegExp(`q=${onSite.reference}`));

  // Detail: mark paid.
  await page.getByRole("link", { name: onSite.reference }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(onSite.reference);
  await expectAccessible(page, "booking detail");
  await page.getByRole("button", { name: S.actions.markPaid }).click();
  await expect(page.getByTestId("action-done")).toHaveText(S.actions.markPaidDone);
  await expect(page.getByTestId("detail-payment")).toHaveText(S.paymentValues.paid);
  await expect(page.getByTestId("audit-table")).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SCREENSHOTS, "studio-booking.png") });

  // The card booking: cancel with the deposit refunded (owner), the guest's page says why.
  await page.goto(`${root()}/studio/en/bookings/${card.id}`);
  await expect(page.getByTestId("detail-payment")).toHaveText(S.paymentValues.deposit_paid);
  await page.getByLabel(S.actions.cancelReason).fill("Water leak in the room");
  await page.getByRole("radio", { name: S.actions.refundYes }).check();
  await expectAccessible(page, "booking detail, cancel form");
  await page.getByRole("button", { name: S.actions.cancelSubmit }).click();
  await expect(page.getByTestId("detail-status")).toHaveText(S.statusValues.cancelled);
  await expect(page.getByTestId("detail-cancel-reason")).toHaveText("Water leak in the room");
  await expect(page.getByTestId("detail-refunded")).toHaveText(money(card.depositCents, "EUR", "en"));
  const manage = new URL(card.manageUrl);
  await page.goto(`${site(E2E.stage.slug)}${manage.pathname}`);
  await expect(page.getByTestId("manage-status")).toHaveText(T.manage.statusValues.cancelled);
  await expect(page.locator("main")).toContainText("Water leak in the room");

  // Block Sala A for two hours on a free day: availability loses them.
  const blockDay = await firstFree(E2E.stage.roomBoth, daysAhead(9), 300);
  const blockStart = blockDay.start;
  const plusHours = (h: number) => `${String(Number(blockStart.slice(0, 2)) + h).padStart(2, "0")}:${blockStart.slice(3)}`;
  const blockEnd = plusHours(2);
  // A block claims the room's buffer after it too (docs/studio-actions.md), so the phone booking
  // starts an hour after the block's end.
  const phoneStart = plusHours(3);
  expect(await isFree(E2E.stage.roomBoth, blockDay.date, blockStart, 120)).toBe(true);
  await page.goto(`${root()}/studio/en?view=day&date=${blockDay.date}`);
  await page.getByRole("link", { name: S.block.title }).click();
  await expectAccessible(page, "block form");
  await page.getByLabel(S.block.room).selectOption(E2E.stage.roomBoth);
  await page.getByLabel(S.block.start, { exact: true }).fill(blockStart);
  await page.getByLabel(S.block.end, { exact: true }).fill(blockEnd);
  await page.getByLabel(S.block.note).fill("Maintenance");
  await page.getByRole("button", { name: S.block.submit }).click();
  await expect(page).toHaveURL(new RegExp(`date=${blockDay.date}`));
  await expect(page.locator('.cal-item[data-kind="manual_block"]')).toContainText("Maintenance");
  expect(await isFree(E2E.stage.roomBoth, blockDay.date, blockStart, 60)).toBe(false);

  // Phone booking right after the block: confirmed at once, availability loses it too.
  await page.getByRole("link", { name: S.phone.title }).click();
  await expectAccessible(page, "phone booking form");
  await page.getByLabel(S.phone.room).selectOption(E2E.stage.roomBoth);
  await page.getByLabel(S.phone.startTime).fill(phoneStart);
  await page.getByLabel(S.phone.minutes).fill("60");
  await page.getByLabel(S.phone.guestName).fill("Telma Phone");
  await page.getByLabel(S.phone.email).fill(uniqueEmail("phone"));
  await page.getByRole("button", { name: S.phone.submit }).click();
  await expect(page.getByTestId("phone-done")).toContainText(S.phone.open);
  expect(await isFree(E2E.stage.roomBoth, blockDay.date, phoneStart, 60)).toBe(false);

  // Connections and staff pages.
  await page.getByRole("link", { name: S.nav.connections }).click();
  await expectAccessible(page, "connections");
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: S.connections.rotate }).click();
  await expect(page.getByTestId("feed-url")).toHaveValue(/\/v1\/feeds\//);
  await page.getByRole("link", { name: S.nav.staff }).click();
  await expect(page.getByTestId("staff-table")).toContainText(E2E.staff.member);
  await expectAccessible(page, "staff");
});

test("the calendar shows a new booking by itself within 30 s", async ({ page }) => {
  await signIn(page, E2E.staff.owner);
  const slot = await firstFree(E2E.stage.roomOnSite, daysAhead(12), 60);
  await page.goto(`${root()}/studio/en?view=day&date=${slot.date}`);
  const made = await bookAsGuest(E2E.stage.roomOnSite, { payment: "on_site", minutes: 60, after: slot.date, name: "Late Arrival" });
  expect(made.date).toBe(slot.date);
  await expect(page.locator(`.cal-item[data-id="${made.id}"]`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("calendar-live")).toHaveText(S.calendar.refreshed);
});

test.describe("in a Spanish browser", () => {
  test.use({ locale: "es-ES" });
  test("staff member (es): no staff section; keyboard only: open a booking from the calendar and mark it paid", async ({ page }) => {
    const es = DICTS.es.studio;
    const made = await bookAsGuest(E2E.stage.roomOnSite, { payment: "on_site", minutes: 60, after: daysAhead(15), name: "Teclado" });
    await signIn(page, E2E.staff.member, "es");
    await expect(page).toHaveURL(/\/studio\/es/);
    await expect(page.getByRole("link", { name: es.nav.staff })).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("lang", /.+/);
    await expect(page.locator(".studio")).toHaveAttribute("lang", "es-ES");

    await page.goto(`${root()}/studio/es?view=day&date=${made.date}`);
    const tabTo = async (selector: string, text?: string, max = 120) => {
      for (let i = 0; i < max; i++) {
        await page.keyboard.press("Tab");
        const there = await page.evaluate(
          ([sel, txt]) => {
            const el = document.activeElement;
            return !!el?.matches(sel) && (!txt || el.textContent?.trim() === txt);
          },
          [selector, text ?? ""] as const,
        );
        if (there) return;
      }
      throw new Error(`Tab never reached ${selector} ${text ?? ""}`);
    };
    // The focused element must show a visible focus ring.
    const focusVisible = () => page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle !== "none");
    await tabTo(`a.cal-item[data-id="${made.id}"]`);
    expect(await focusVisible()).toBe(true);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(made.reference);
    await tabTo("button", es.actions.markPaid);
    expect(await focusVisible()).toBe(true);
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("action-done")).toHaveText(es.actions.markPaidDone);
    await expect(page.getByTestId("detail-payment")).toHaveText(es.paymentValues.paid);
  });
});
