// Studio settings end to end (docs/studio-settings.md), on its own app like tests/e2e/studio.spec.ts
// (E2E_SMTP=1, its own ports and throwaway database; staff sign in by the magic link from the
// mail fake). As the owner: a room's new price shows at once in the site payload and on the room
// page while an existing booking keeps its price; a closed day leaves availability; the rooms are
// re-ordered with the keyboard alone; axe passes on the settings page. A staff member gets 403.
// Texts come from the dictionaries, so a label change does not break it.
import type { Page } from "@playwright/test";
import { E2E } from "./env";
import { DICTS, daysAhead, expect, expectAccessible, test } from "./fixtures";
import { studioApp } from "./studio-app";
import { money } from "../../lib/i18n/core";
import sharp from "sharp";
import { getDict } from "../../lib/i18n";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const S = getDict("en").settings;
// Ports of its own: studio.spec.ts uses +4/+5.
const { root, site, api, availability, bookAsGuest, signIn } = studioApp(8);

/**
 * The settings page once its scripts have run: a field filled before React takes the form over
 * can keep the old text beside the new (the caret moves when it hydrates).
 */
const openSettings = (page: Page) => page.goto(`${root()}/studio/en/settings`, { waitUntil: "networkidle" });

type SiteRoom = { id: string; hourlyCents: number; currency: string };

/** "18.00" (as the room form shows a price) in cents. */
const centsOf = (input: string) => Math.round(Number(input.replace(",", ".")) * 100);

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
  await openSettings(page);

  // A closed day: free before, nothing after.
  const closed = (await availability(roomId, daysAhead(26), daysAhead(33))).days.find((d) => d.free.length > 0)!.date;
  const exception = page.getByTestId("exception-form");
  await exception.getByLabel(S.hours.date, { exact: true }).fill(closed);
  await exception.getByLabel(S.hours.kind, { exact: true }).selectOption("closed");
  await exception.getByRole("button", { name: S.hours.add }).click();
  await expect(page.getByTestId("hour-exceptions").locator(`li[data-date="${closed}"]`)).toContainText(S.hours.closedDay);
  expect((await availability(roomId, closed, closed)).days.find((d) => d.date === closed)?.free ?? []).toEqual([]);
  await expectAccessible(page, "settings after saves");
});

test("owner: an evening rate, read back as the week's table, prices a session across it exactly; axe", async ({ page }) => {
  const roomId = E2E.stage.roomOnSite;
  await signIn(page, E2E.staff.owner);
  await openSettings(page);
  const form = page.getByTestId(`room-form-${roomId}`);
  const base = centsOf(await form.getByLabel(S.rooms.hourly.replace("{currency}", "EUR")).inputValue());
  const peak = base + 1000;
  // A new rate comes as Monday to Friday, 19:00 to 24:00: its price, then the week's table says it.
  await form.getByRole("button", { name: S.rooms.rates.add }).click();
  const price = form.getByLabel(`${filled(S.rooms.rates.label, { n: 1 })}: ${filled(S.rooms.rates.price, { currency: "EUR" })}`);
  await expect(price).toBeFocused();
  await price.fill((peak / 100).toFixed(2));
  const monday = form.getByTestId(`room-${roomId}-week`).getByRole("row", { name: /^Mon/ });
  await expect(monday).toContainText(`19:00–24:00 ${filled(S.rooms.rates.perHour, { rate: money(peak, "EUR", "en") })}`);
  await expectAccessible(page, "settings, a room's rates");
  await form.getByRole("button", { name: new RegExp(`^${S.save}`) }).click();
  await expect(page.getByTestId(`room-saved-${roomId}`)).toHaveText(S.saved);

  // A Monday from 18:00 for three hours: one hour at the base, two at the evening's rate (docs/pricing.md, Rates).
  const date = Array.from({ length: 7 }, (_, i) => daysAhead(5 + i)).find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 1)!;
  const quote = await api<{ durations: { minutes: number; priceCents: number }[] }>(
    "GET",
    `${root()}/v1/public/sites/${E2E.stage.slug}/rooms/${roomId}/quote?date=${date}&startTime=18:00`,
  );
  expect(quote.durations.find((d) => d.minutes === 180)?.priceCents).toBe(Math.round((base * 60 + peak * 120) / 60));

  // Removed again, and saved: the room costs its one price everywhere.
  await openSettings(page);
  // Its name is "Remove" and, for screen readers, the rate it removes.
  await form
    .getByRole("button", { name: new RegExp(`^${S.rooms.rates.remove}\\s*:\\s*${filled(S.rooms.rates.label, { n: 1 })}$`) })
    .click();
  await expect(form.getByText(S.rooms.rates.none)).toBeVisible();
  await form.getByRole("button", { name: new RegExp(`^${S.save}`) }).click();
  await expect(page.getByTestId(`room-saved-${roomId}`)).toHaveText(S.saved);
});

test("owner: re-order the rooms with the keyboard alone", async ({ page }) => {
  await signIn(page, E2E.staff.owner);
  await openSettings(page);
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
  await openSettings(page);
  const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2a6f97" } })
    .jpeg()
    .toBuffer();
  await page.locator(`#photo-file-${roomId}`).setInputFiles({ name: "room.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await expect(page.getByText(DICTS.en.studio.photos.uploaded)).toBeVisible();
  const uploaded = page.locator(`[data-photo-id] img[src^="/uploads/photos/"]`).last();
  const src = (await uploaded.getAttribute("src"))!;
  expect(src).toMatch(/^\/uploads\/photos\/.+\.webp$/);

  // Keyboard alone: the new photo (last) moves up one place; focus stays on its button.
  const photos = page.locator(".room-photos", { has: page.locator(`#photo-file-${roomId}`) }).locator("[data-photo-id]");
  const count = await photos.count();
  expect(count).toBeGreaterThan(1);
  const id = (await photos.nth(count - 1).getAttribute("data-photo-id"))!;
  await page.locator(`#photo-${roomId}-${id}-up`).focus();
  await page.keyboard.press("Enter");
  await expect(photos.nth(count - 2)).toHaveAttribute("data-photo-id", id);
  await expect(page.locator(`#photo-${roomId}-${id}-up`)).toBeFocused();

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

test("owner: a new description (es) and website, and an uploaded cover, show on the site at once; axe", async ({ page }) => {
  const slug = E2E.stage.slug;
  const b = S.basics;
  await signIn(page, E2E.staff.owner);
  await openSettings(page);
  // The studio file's own texts are in the site's main language (Spanish for this studio).
  const language = DICTS.es.localeName;
  const description = `Salas de ensayo renovadas ${Date.now()}`;
  const website = "https://sala-gracia.example/nueva";
  const details = page.getByTestId("basics-form");
  const descriptionField = details.getByLabel(b.description.replace("{language}", language), { exact: true });
  await descriptionField.fill(description);
  await expect(descriptionField).toHaveValue(description);
  await details.getByLabel(b.website, { exact: true }).fill(website);
  await details.getByRole("button", { name: S.save }).click();
  await expect(details.getByRole("status")).toHaveText(S.saved);
  const payload = await api<{ studio: { description: string; website: string | null; coverImageUrl: string | null } }>(
    "GET",
    `${root()}/v1/public/sites/${slug}`,
  );
  expect(payload.studio).toMatchObject({ description, website });

  // A cover, by the file input (keyboard operable: a native input), previewed and saved at once.
  const jpeg = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#6a2c70" } })
    .jpeg()
    .toBuffer();
  const cover = page.getByTestId("studio-image-cover");
  await cover
    .getByLabel(b.upload.replace("{image}", b.cover.toLowerCase()))
    .setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await expect(cover.getByRole("status")).toHaveText(b.uploaded);
  const src = (await cover.locator("img").getAttribute("src"))!;
  expect(src).toMatch(/^\/uploads\/photos\/.+\/studio\/[0-9a-f]{32}-1600\.webp$/);
  expect((await api<{ studio: { coverImageUrl: string | null } }>("GET", `${root()}/v1/public/sites/${slug}`)).studio.coverImageUrl).toBe(
    src,
  );
  // The home page (share card and structured data) names the new picture.
  expect((await page.goto(`${site(slug)}/es`))!.status()).toBe(200);
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute("content", new RegExp(`${src.replace(/[.]/g, "\\.")}$`));

  await openSettings(page);
  await expectAccessible(page, "settings with a cover");
  // "Remove" clears it again.
  await page
    .getByTestId("studio-image-cover")
    .getByRole("button", { name: b.remove.replace("{image}", b.cover.toLowerCase()) })
    .click();
  await expect(page.getByTestId("studio-image-cover").getByRole("status")).toHaveText(b.removed);
  expect(
    (await api<{ studio: { coverImageUrl: string | null } }>("GET", `${root()}/v1/public/sites/${slug}`)).studio.coverImageUrl,
  ).toBeNull();
});

test("owner: the English studio description and home title show on the English pages at once", async ({ page }) => {
  const slug = E2E.stage.slug;
  const x = S.texts;
  await signIn(page, E2E.staff.owner);
  await openSettings(page);
  const form = page.getByTestId("texts-form");
  const english = form.getByRole("group", { name: DICTS.en.localeName, exact: true });
  await english.getByLabel(x.heroTitle, { exact: true }).fill("Rehearse louder");
  await english.getByLabel(x.studioShortDescription, { exact: true }).fill("Loud rooms in Gràcia, open late");
  await form.getByRole("button", { name: S.save }).click();
  await expect(page.getByTestId("texts-done")).toHaveText(S.saved);
  await expectAccessible(page, "settings, texts saved");

  await page.goto(`${site(slug)}/en`);
  await expect(page.locator("#hero-title")).toHaveText("Rehearse louder");
  // The main language keeps its own title.
  await page.goto(`${site(slug)}/es`);
  await expect(page.locator("#hero-title")).not.toHaveText("Rehearse louder");
});

/** A settings text with its {placeholders} filled. */
const filled = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

test("owner: add a room, name it in English, add an amenity, delete it; axe with a room form open", async ({ page }) => {
  const slug = E2E.stage.slug;
  type Payload = { rooms: { id: string; name: string }[]; site: { defaultLocale: "es" | "ca" | "en"; locales: ("es" | "ca" | "en")[] } };
  const payload = () => api<Payload>("GET", `${root()}/v1/public/sites/${slug}`);
  const { site: siteCfg } = await payload();
  const name = `Sala E2E ${Date.now() % 100000}`;
  await signIn(page, E2E.staff.owner);
  await openSettings(page);

  const add = page.getByTestId("room-add");
  await add.getByLabel(filled(S.rooms.nameIn, { language: DICTS[siteCfg.defaultLocale].localeName })).fill(name);
  await add.locator('input[name="hourlyCents"]').fill("20");
  await add.getByRole("button", { name: S.rooms.add }).click();
  await expect(page.getByTestId("rooms-order-status")).toHaveText(S.rooms.added);
  const id = (await settings(page)).rooms.find((r) => r.name === name)!.id;
  // Focus moves to the new room's heading.
  await expect(page.locator(`#room-${id}-name`)).toBeFocused();
  // The site payload and the site, at once.
  expect((await payload()).rooms.map((r) => r.name)).toContain(name);
  expect((await page.goto(`${site(slug)}/${siteCfg.defaultLocale}/rooms/${id}`))!.status()).toBe(200);
  await expect(page.locator("body")).toContainText(name);

  // Its English name and an amenity in every site language, saved with the room's Save.
  await openSettings(page);
  const form = page.getByTestId(`room-form-${id}`);
  await form.getByLabel(filled(S.rooms.nameIn, { language: DICTS.en.localeName }), { exact: true }).fill("E2E Room in English");
  await form.getByRole("button", { name: S.rooms.amenityAdd }).click();
  for (const l of siteCfg.locales)
    await form.getByLabel(filled(S.rooms.amenityIn, { n: 1, language: DICTS[l].localeName }), { exact: true }).fill(`Drum kit ${l}`);
  await expectAccessible(page, "settings, a room form with an amenity");
  await form.getByRole("button", { name: new RegExp(`^${S.save}`) }).click();
  await expect(page.getByTestId(`room-saved-${id}`)).toHaveText(S.saved);
  await page.goto(`${site(slug)}/en/rooms/${id}`);
  await expect(page.locator("body")).toContainText("E2E Room in English");
  await expect(page.locator("body")).toContainText("Drum kit en");

  // Delete, confirmed inline with the keyboard: focus lands on "Cancel", Shift+Tab reaches "Yes".
  await openSettings(page);
  const again = page.getByTestId(`room-form-${id}`);
  await again.getByRole("button", { name: new RegExp(`^${S.rooms.delete}`) }).click();
  await expect(again.getByRole("button", { name: S.rooms.deleteNo })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(again.getByRole("button", { name: S.rooms.deleteYes })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("rooms-order-status")).toHaveText(filled(S.rooms.deleted, { name }));
  await expect(page.getByTestId(`room-form-${id}`)).toHaveCount(0);
  await expect(page.locator("#settings-rooms")).toBeFocused();
  expect((await payload()).rooms.map((r) => r.id)).not.toContain(id);
});

test("owner: deleting a room with a booking says to deactivate it instead", async ({ page }) => {
  const roomId = E2E.stage.roomOnSite;
  await bookAsGuest(roomId, { payment: "on_site", minutes: 60, after: daysAhead(9), name: "Con Reserva" });
  await signIn(page, E2E.staff.owner);
  await openSettings(page);
  const form = page.getByTestId(`room-form-${roomId}`);
  await form.getByRole("button", { name: new RegExp(`^${S.rooms.delete}`) }).click();
  await form.getByRole("button", { name: S.rooms.deleteYes }).click();
  await expect(page.getByTestId(`room-delete-error-${roomId}`)).toHaveText(S.rooms.hasBookings);
  expect((await settings(page)).rooms.map((r) => r.id)).toContain(roomId);
});

test("owner: guests may change the time online, on by default; turned off, a guest's booking says so at once", async ({ page }) => {
  const made = await bookAsGuest(E2E.stage.roomOnSite, { payment: "on_site", minutes: 60, after: daysAhead(6), name: "Hora Fija" });
  const token = made.manageUrl.split("/").pop()!;
  const view = () => api<{ mayCancel: boolean; mayReschedule: boolean }>("GET", `${root()}/v1/public/bookings/manage/${token}`);
  expect(await view()).toMatchObject({ mayCancel: true, mayReschedule: true });

  await signIn(page, E2E.staff.owner);
  await openSettings(page);
  const form = page.getByTestId("booking-form");
  const box = form.getByLabel(S.basics.guestReschedule);
  await expect(box).toBeChecked();
  await box.uncheck();
  await expectAccessible(page, "settings, guests may change the time");
  await form.getByRole("button", { name: new RegExp(`^${S.save}`) }).click();
  await expect(form.getByText(S.saved)).toBeVisible();
  expect(await view()).toMatchObject({ mayCancel: true, mayReschedule: false });

  // Reloaded, the form shows it off; on again, the booking may be moved again.
  await openSettings(page);
  await expect(page.getByTestId("booking-form").getByLabel(S.basics.guestReschedule)).not.toBeChecked();
  await page.getByTestId("booking-form").getByLabel(S.basics.guestReschedule).check();
  await page
    .getByTestId("booking-form")
    .getByRole("button", { name: new RegExp(`^${S.save}`) })
    .click();
  await expect(page.getByTestId("booking-form").getByText(S.saved)).toBeVisible();
  expect((await view()).mayReschedule).toBe(true);
});

test("owner: the daily email digest is off by default, turned on from the booking form and kept", async ({ page }) => {
  await signIn(page, E2E.staff.owner);
  await openSettings(page);
  const form = page.getByTestId("booking-form");
  const box = form.getByLabel(S.basics.dailyDigest);
  await expect(box).not.toBeChecked();
  await box.check();
  await expectAccessible(page, "settings, daily digest");
  await form.getByRole("button", { name: new RegExp(`^${S.save}`) }).click();
  await expect(form.getByText(S.saved)).toBeVisible();
  const read = await page.request.get(`${root()}/v1/studio/settings`);
  expect(((await read.json()) as { data: { booking: { dailyDigest: boolean } } }).data.booking.dailyDigest).toBe(true);
  // Reloaded, the form shows it on; off again for the other tests.
  await openSettings(page);
  const again = page.getByTestId("booking-form");
  await expect(again.getByLabel(S.basics.dailyDigest)).toBeChecked();
  await again.getByLabel(S.basics.dailyDigest).uncheck();
  await again.getByRole("button", { name: new RegExp(`^${S.save}`) }).click();
  await expect(again.getByText(S.saved)).toBeVisible();
});

test.describe("in a Spanish browser", () => {
  test.use({ locale: "es-ES" });
  test("staff member: no Settings link, 403 on the settings page and its API", async ({ page }) => {
    const es = getDict("es").settings;
    await signIn(page, E2E.staff.member, "es");
    await expect(page.getByRole("link", { name: es.nav })).toHaveCount(0);
    const res = await page.goto(`${root()}/studio/es/settings`);
    expect(res!.status()).toBe(403);
    await expect(page.getByTestId("settings-owners-only")).toContainText(es.ownersOnly);
    expect((await page.request.get(`${root()}/v1/studio/settings`)).status()).toBe(403);
  });
});
