// Studio settings end to end (docs/studio-settings.md), on its own app like tests/e2e/studio.spec.ts
// (E2E_SMTP=1, its own ports and throwaway database; staff sign in by the magic link from the
// mail fake). As the owner: a room's new price shows at once in the site payload and on the room
// page while an existing booking keeps its price; a closed day leaves availability; the rooms are
// re-ordered with the keyboard alone; axe passes on the settings page. A staff member gets 403.
// Texts come from the dictionaries, so a label change does not break it.
import { spawn, type ChildProcess } from "node:child_process";
import type { Page } from "@playwright/test";
import { E2E, port } from "./env";
import { DICTS, daysAhead, expect, expectAccessible, test, uniqueEmail } from "./fixtures";
import { STAFF_AUTH_TEXTS } from "../../lib/i18n/staff-auth";
import { SETTINGS_TEXTS } from "../../lib/i18n/studio-settings";
import { money } from "../../lib/i18n/core";
import sharp from "sharp";

test.describe.configure({ mode: "serial", timeout: 180_000 });

// Ports of its own: studio.spec.ts uses +4/+5.
const APP_PORT = port() + 8;
const CONTROL_PORT = port() + 9;
const root = () => `http://${E2E.rootHost}:${APP_PORT}`;
const site = (slug: string) => `http://${slug}.${E2E.rootHost}:${APP_PORT}`;
const control = () => `http://127.0.0.1:${CONTROL_PORT}`;
const S = SETTINGS_TEXTS.en;

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

type SiteRoom = { id: string; hourlyCents: number; currency: string };

/** The settings as the dashboard's session reads them (owners only). */
async function settings(page: Page): Promise<{ rooms: { id: string; name: string }[] }> {
  const r = await page.request.get(`${root()}/v1/studio/settings`);
  expect(r.status()).toBe(200);
  return ((await r.json()) as { data: { rooms: { id: string; name: string }[] } }).data;
}

test("owner: a new price shows at once and a booking keeps its own; a closed day leaves availability; axe", async ({ page }) => {
  const roomId = E2E.stage.roomOnSite;
  const made = await bookAsGuest(roomId, { payment: "on_site", minutes: 60, after: daysAhead(5), name: "Precio Antiguo" });
  await signIn(page, E2E.staff.owner);

  await page.getByRole("navigation", { name: DICTS.en.studio.navLabel }).getByRole("link", { name: S.nav }).click();
  await expect(page).toHaveURL(/\/studio\/en\/settings$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(S.title);
  await expectAccessible(page, "settings");

  const siteRoom = async () =>
    (await api<{ rooms: SiteRoom[] }>("GET", `${root()}/v1/public/sites/${E2E.stage.slug}`)).rooms.find((r) => r.id === roomId)!;
  const before = await siteRoom();
  const newCents = before.hourlyCents + 1234;
  const form = page.getByTestId(`room-form-${roomId}`);
  await form.getByLabel(S.rooms.hourly.replace("{currency}", before.currency)).fill((newCents / 100).toFixed(2));
  await form.getByRole("button", { name: new RegExp(`^${S.save}`) }).click();
  await expect(page.getByTestId(`room-saved-${roomId}`)).toHaveText(S.saved);

  // The site payload and the room page, at once (no wait for a cache to expire).
  expect((await siteRoom()).hourlyCents).toBe(newCents);
  // The booking made before keeps its snapshot.
  const booking = await page.request.get(`${root()}/v1/studio/bookings/${made.id}`);
  expect(booking.status()).toBe(200);
  expect(((await booking.json()) as { data: { priceCents: number } }).data.priceCents).toBe(before.hourlyCents);
  // The room page (Chromium resolves *.localhost), then back to the settings.
  expect((await page.goto(`${site(E2E.stage.slug)}/en/rooms/${roomId}`))!.status()).toBe(200);
  await expect(page.locator("body")).toContainText(money(newCents, before.currency, "en"));
  await page.goto(`${root()}/studio/en/settings`);

  // A closed day: free before, nothing after.
  const closed = (await availability(roomId, daysAhead(26), daysAhead(33))).days.find((d) => d.free.length > 0)!.date;
  await page.getByLabel(S.hours.date, { exact: true }).fill(closed);
  await page.getByLabel(S.hours.kind, { exact: true }).selectOption("closed");
  await page.getByTestId("exception-form").getByRole("button", { name: S.hours.add }).click();
  await expect(page.getByTestId("hour-exceptions").locator(`li[data-date="${closed}"]`)).toContainText(S.hours.closedDay);
  expect((await availability(roomId, closed, closed)).days.find((d) => d.date === closed)?.free ?? []).toEqual([]);
  await expectAccessible(page, "settings after saves");
});

test("owner: re-order the rooms with the keyboard alone", async ({ page }) => {
  await signIn(page, E2E.staff.owner);
  await page.goto(`${root()}/studio/en/settings`);
  const first = (await settings(page)).rooms;
  expect(first.length).toBeGreaterThan(1);
  const list = page.getByTestId("settings-rooms").locator(":scope > li");
  await expect(list.first()).toHaveAttribute("data-room-id", first[0].id);

  await page.locator(`#room-${first[0].id}-down`).focus();
  await expect(page.locator(`#room-${first[0].id}-down`)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("rooms-order-status")).toHaveText(
    S.rooms.moved.replace("{name}", first[0].name).replace("{position}", "2").replace("{count}", String(first.length)),
  );
  await expect(list.nth(0)).toHaveAttribute("data-room-id", first[1].id);
  await expect(list.nth(1)).toHaveAttribute("data-room-id", first[0].id);
  // Focus stays on the pressed button; the saved order is the new one.
  await expect(page.locator(`#room-${first[0].id}-down`)).toBeFocused();
  expect((await settings(page)).rooms.map((r) => r.id).slice(0, 2)).toEqual([first[1].id, first[0].id]);
  // Back, still by keyboard: "Move up" on the same room.
  await page.keyboard.press("Shift+Tab");
  await expect(page.locator(`#room-${first[0].id}-up`)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(list.nth(0)).toHaveAttribute("data-room-id", first[0].id);
});

test("owner: an uploaded photo shows on the room page in both templates", async ({ page }) => {
  const roomId = E2E.stage.roomOnSite;
  await signIn(page, E2E.staff.owner);
  await page.goto(`${root()}/studio/en/settings`);
  const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2a6f97" } })
    .jpeg()
    .toBuffer();
  await page.locator(`#photo-file-${roomId}`).setInputFiles({ name: "room.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await expect(page.getByText(DICTS.en.studio.photos.uploaded)).toBeVisible();
  const uploaded = page.locator(`[data-photo-id] img[src^="/uploads/photos/"]`).last();
  const src = (await uploaded.getAttribute("src"))!;
  expect(src).toMatch(/^\/uploads\/photos\/.+\.webp$/);

  // Keyboard alone: the new photo (last) moves up one place; focus stays on its button.
  const photos = page.locator("section.room-photos", { has: page.locator(`#photo-file-${roomId}`) }).locator("[data-photo-id]");
  const count = await photos.count();
  expect(count).toBeGreaterThan(1);
  const id = (await photos.nth(count - 1).getAttribute("data-photo-id"))!;
  await page.locator(`#photo-${id}-up`).focus();
  await page.keyboard.press("Enter");
  await expect(photos.nth(count - 2)).toHaveAttribute("data-photo-id", id);
  await expect(page.locator(`#photo-${id}-up`)).toBeFocused();

  // The room page shows it at once, in the studio's template, then in the other one.
  const siteForm = async (template: "stage" | "daylight") => {
    const r = await page.request.patch(`${root()}/v1/studio/settings/site`, { data: { template }, headers: { origin: root() } });
    expect(r.status()).toBe(200);
  };
  for (const template of ["stage", "daylight"] as const) {
    await siteForm(template);
    expect((await page.goto(`${site(E2E.stage.slug)}/en/rooms/${roomId}`))!.status()).toBe(200);
    await expect(page.locator(".site").first()).toHaveAttribute("data-template", template);
    await expect(page.locator(`img[src="${src}"]`).first()).toBeAttached();
  }
  await siteForm("stage");
});

test.describe("in a Spanish browser", () => {
  test.use({ locale: "es-ES" });
  test("staff member: no Settings link, 403 on the settings page and its API", async ({ page }) => {
    const es = SETTINGS_TEXTS.es;
    await signIn(page, E2E.staff.member, "es");
    await expect(page.getByRole("link", { name: es.nav })).toHaveCount(0);
    const res = await page.goto(`${root()}/studio/es/settings`);
    expect(res!.status()).toBe(403);
    await expect(page.getByTestId("settings-owners-only")).toContainText(es.ownersOnly);
    expect((await page.request.get(`${root()}/v1/studio/settings`)).status()).toBe(403);
  });
});
