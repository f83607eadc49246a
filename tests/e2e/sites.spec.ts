// Host routing, SEO and the static pages of both templates, with axe on each page.
import { fmt } from "../../lib/i18n/core";
import { E2E, customUrl, rootUrl, siteUrl } from "./env";
import { DICTS, expect, expectAccessible, test } from "./fixtures";
import { en } from "../../lib/i18n/catalogs/en";
import { ca } from "../../lib/i18n/catalogs/ca";

test("root domain: platform page lists live studios, not drafts", async ({ page }) => {
  const res = await page.goto(rootUrl() + "/");
  expect(res!.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: /Sala Gràcia/ }).first()).toHaveAttribute(
    "href",
    new RegExp(`^http://sala-gracia\\.localhost:\\d+/$`),
  );
  await expect(page.getByText("Estudi Llum").first()).toBeVisible();
  await expect(page.getByText(E2E.draftSlug)).toHaveCount(0);
  await expectAccessible(page, "platform page");
  // The internal routes are not reachable on the root domain.
  const internal = await page.goto(`${rootUrl()}/s/sala-gracia.localhost/es`);
  expect(internal!.status()).toBe(404);
});

test("studio host: / redirects to the guest's language, unknown locale is a 404", async ({ page }) => {
  const res = await page.goto(siteUrl(E2E.stage.slug) + "/");
  expect(res!.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe("/en"); // browser locale en-GB, site offers en
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const bad = await page.goto(siteUrl(E2E.stage.slug) + "/fr");
  expect(bad!.status()).toBe(404);
  // In the studio's own template (its sticky header and name), not a generic page.
  await expect(page.getByTestId("site-not-found")).toBeVisible();
  await expect(page.locator("[data-template='stage'] header[data-sticky-header]")).toBeVisible();
  await expectAccessible(page, "studio 404");
  const badRoom = await page.goto(siteUrl(E2E.stage.slug) + "/es/rooms/00000000-0000-4000-8000-000000000000");
  expect(badRoom!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: DICTS.es.notFound.title })).toBeVisible();
});

test("unknown host → 404 page; draft site → 'not published' with 404", async ({ page }) => {
  const unknown = await page.goto(siteUrl("no-such-studio") + "/es");
  expect(unknown!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: DICTS.es.notFound.unknownHostTitle })).toBeVisible();
  await expectAccessible(page, "unknown host 404");
  const draft = await page.goto(siteUrl(E2E.draftSlug) + "/es");
  expect(draft!.status()).toBe(404);
  await expect(page.getByTestId("not-published")).toContainText(DICTS.es.notFound.notPublishedTitle);
  const draftRoot = await page.goto(siteUrl(E2E.draftSlug) + "/");
  expect(draftRoot!.status()).toBe(404);
});

for (const tpl of ["stage", "daylight"] as const) {
  test(`${tpl}: home and room pages — content, SEO, JSON-LD, axe`, async ({ page, external }) => {
    const s = E2E[tpl];
    const locale = tpl === "stage" ? "es" : "ca";
    const t = DICTS[locale];
    const base = siteUrl(s.slug);
    // No script error and no hydration mismatch (server and browser format dates alike).
    const consoleErrors: string[] = [];
    page.on("console", (m) => m.type() === "error" && consoleErrors.push(m.text()));
    page.on("pageerror", (e) => consoleErrors.push(e.message));
    const res = await page.goto(`${base}/${locale}`);
    expect(res!.status()).toBe(200);
    await expect(page.locator("[data-template]")).toHaveAttribute("data-template", tpl);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: t.home.roomsTitle, level: 2 })).toBeVisible();
    await expect(page.getByText(t.room.perHour).first()).toBeVisible();
    // Each room of the list shows its first photo (docs/sites.md, Room list), named after the room.
    const list = page.locator("#rooms li:has(h3)");
    const names = await list.locator("h3").allTextContents();
    expect(names.length).toBeGreaterThan(1);
    for (const [i, name] of names.entries()) {
      const photo = list.nth(i).locator("img");
      await expect(photo).toHaveAttribute("alt", fmt(t.room.photoAlt, { room: name.trim() }));
      await expect(photo).toBeVisible();
    }
    await expect(page.getByRole("link", { name: t.home.openMap })).toHaveAttribute("href", /openstreetmap\.org/);
    // SEO: title, canonical on the canonical host, hreflang for each locale, Open Graph.
    await expect(page).toHaveTitle(/.+/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${base}/${locale}`);
    for (const l of ["es", "ca", "en"])
      await expect(page.locator(`link[rel="alternate"][hreflang^="${l}"]`)).toHaveAttribute("href", `${base}/${l}`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld["@type"]).toBe("LocalBusiness");
    expect(ld.address.addressLocality).toBe("Barcelona");
    expect(typeof ld.geo.latitude).toBe("number");
    expect(ld.aggregateRating.ratingValue).toBeGreaterThan(4);
    expect(ld.openingHoursSpecification.length).toBeGreaterThan(3);
    await expectAccessible(page, `${tpl} home`);

    await page.goto(`${base}/${locale}/rooms/${s.roomOnSite}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${base}/${locale}/rooms/${s.roomOnSite}`);
    await expect(page.locator('button.day[data-loading="true"]')).toHaveCount(0);
    await expectAccessible(page, `${tpl} room page`);

    await page.goto(`${base}/${locale}/legal`);
    await expect(page.getByRole("heading", { name: t.legal.title, level: 1 })).toBeVisible();
    await expectAccessible(page, `${tpl} legal page`);
    expect(external).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test("Catalan pages carry no English UI string", async ({ page }) => {
  const flat = (o: unknown): string[] =>
    Object.values(o as Record<string, unknown>).flatMap((v) => (typeof v === "string" ? [v] : flat(v)));
  const caSet = new Set(flat(ca));
  const englishOnly = flat(en).filter((s) => !caSet.has(s) && s.length > 5 && !s.includes("{"));
  for (const path of ["/ca", `/ca/rooms/${E2E.stage.roomOnSite}`, "/ca/legal"]) {
    await page.goto(siteUrl(E2E.stage.slug) + path);
    await expect(page.locator('button.day[data-loading="true"]')).toHaveCount(0);
    const text = await page.locator("body").innerText();
    const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    // A word ends at anything but a letter or Catalan's middle dot ("Cancel·la" is not "Cancel").
    const found = englishOnly.filter((s) => new RegExp(`(^|[^\\p{L}·])${esc(s)}($|[^\\p{L}·])`, "u").test(text));
    expect(found, path).toEqual([]);
  }
});

test("custom domain serves the site; the slug host serves too in preproduction, with the custom canonical", async ({ page }) => {
  const res = await page.goto(`${customUrl()}/en`);
  expect(res!.status()).toBe(200);
  await expect(page.locator("[data-template]")).toHaveAttribute("data-template", "daylight");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `http://${E2E.customDomain}/en`);
  const viaSlug = await page.goto(`${siteUrl(E2E.customSlug)}/en`);
  expect(viaSlug!.status()).toBe(200);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `http://${E2E.customDomain}/en`);
});

test("robots.txt and sitemap.xml per host", async ({ page }) => {
  // Through the browser: Node's resolver does not know *.localhost, Chromium does.
  const base = siteUrl(E2E.daylight.slug);
  const robots = (await page.goto(`${base}/robots.txt`))!;
  expect(robots.status()).toBe(200);
  const txt = await robots.text();
  expect(txt).toContain(`Sitemap: ${base}/sitemap.xml`);
  expect(txt).toContain("Disallow: /ca/manage/");
  const sitemap = (await page.goto(`${base}/sitemap.xml`))!;
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${base}/ca/rooms/${E2E.daylight.roomOnSite}</loc>`);
  expect(xml).toContain('hreflang="en-GB"');
  expect((await page.goto(`${siteUrl("no-such-studio")}/robots.txt`))!.status()).toBe(404);
  // The API is untouched by host routing, on any host.
  const api = (await page.goto(`${base}/v1/public/sites/${E2E.daylight.slug}`))!;
  expect(api.status()).toBe(200);
});

test("manage link without locale and with a bad token", async ({ page }) => {
  const res = await page.goto(`${siteUrl(E2E.stage.slug)}/manage/${"a".repeat(64)}`);
  expect(res!.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page).toHaveURL(/\/en\/manage\/a{64}$/);
  await expect(page.locator('[data-error-code="RESOURCE_NOT_FOUND"]')).toContainText(DICTS.en.manage.notFound);
  await expectAccessible(page, "manage page, unknown token");
});
