// A studio joins by itself (docs/signup.md), on the main e2e app (pre-production, no email provider,
// so the sign-up page shows the link it would have sent): a person starts on the platform page,
// signs up, finishes the wizard on a phone (390 px) and another person on a desktop (1280 px),
// counting the form fields, sees the preview of both templates and publishes; the published site is
// a preview (banner, noindex) and a hold answers 403 STUDIO_NOT_VERIFIED; an operator (made by
// `npm run platform:admin`) verifies the studio in the console; then a guest books it. axe on the
// platform page, the sign-up page, each wizard step, the template step, a preview and the console.
import pg from "pg";
import type { Page } from "@playwright/test";
import { E2E, controlUrl, port, rootUrl } from "./env";
import { expect, expectAccessible, test, uniqueEmail } from "./fixtures";
import { fetchRetrying } from "./retry";
import { getDict } from "../../lib/i18n";

test.describe.configure({ mode: "serial", timeout: 240_000 });
test.use({ locale: "en-US" });

const T = getDict("en").signUp;
const FIELD_BUDGET = 25;
const made: { slug: string; email: string }[] = [];

/** The public API as a guest from an address of its own; the envelope's data, or throws. */
async function api<D>(method: "GET" | "POST", url: string, body?: unknown): Promise<{ status: number; data: D; code?: string }> {
  const r = await fetchRetrying(url, {
    method,
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `10.88.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await r.json()) as { data: D; error?: { code: string } };
  return { status: r.status, data: json.data, code: json.error?.code };
}

/** Names of the form fields on the page now (a radio group or checkbox group is one field). */
async function fieldNames(page: Page): Promise<string[]> {
  return page
    .locator("main input[name], main select[name], main textarea[name]")
    .evaluateAll((els) => els.map((e) => e.getAttribute("name")!));
}

async function signUpAndWizard(page: Page, width: number, slug: string): Promise<void> {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
  const email = uniqueEmail(`signup-${width}`);
  await page.goto(`${rootUrl()}/`);
  if (width < 500) await expectAccessible(page, "platform page (phone)");
  await page.getByTestId("create-site").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.pageTitle);
  await page.waitForLoadState("networkidle");
  if (width < 500) await expectAccessible(page, "sign-up page");
  await page.getByLabel(T.emailLabel).fill(email);
  await page.getByRole("button", { name: T.submit }).click();
  await expect(page.getByRole("heading", { name: T.sentTitle })).toBeVisible();
  // Pre-production without email: the link that would have been sent.
  await page.getByTestId("dev-link").getByRole("link", { name: T.devLinkOpen }).click();
  await expect(page).toHaveURL(/\/studio\/onboarding$/);
  await page.waitForLoadState("networkidle");

  const names = new Set<string>();
  const step = async (n: number) => {
    await expect(page.getByText(`Step ${n} of 4`)).toBeVisible();
    for (const f of await fieldNames(page)) names.add(f);
    await expectAccessible(page, `wizard step ${n} at ${width} px`);
  };
  await step(1);
  await page.getByLabel(T.name, { exact: true }).fill(`Sala ${slug}`);
  await page.getByLabel(T.slug).fill("admin");
  await expect(page.getByTestId("slug-state")).toHaveText(T.slugState.reserved);
  await page.getByLabel(T.slug).fill(E2E.stage.slug);
  await expect(page.getByTestId("slug-state")).toHaveText(T.slugState.taken);
  await page.getByLabel(T.slug).fill(slug);
  await expect(page.getByTestId("slug-state")).toHaveText(T.slugState.available);
  await page.getByLabel(T.studioType).fill("rehearsal");
  await page.getByLabel(T.address, { exact: true }).fill("Carrer Nou 1");
  await page.getByLabel(T.postalCode).fill("08001");
  await page.getByLabel(T.city).fill("Barcelona");
  await page.getByLabel(T.latitude).fill("41.38");
  await page.getByLabel(T.longitude).fill("2.17");
  await page.getByLabel(T.phone).fill("+34931234567");
  await page.getByRole("checkbox", { name: "English" }).check();
  await page.getByRole("button", { name: T.next }).click();
  await step(2);
  await page.getByLabel(T.roomName).fill("Sala A");
  await page.getByLabel(T.capacity).fill("6");
  await page.getByLabel(T.price).fill("15");
  await page.getByRole("button", { name: T.next }).click();
  await step(3);
  await page.getByLabel(T.days).selectOption("all");
  await page.getByLabel(T.open).fill("08:00");
  await page.getByLabel(T.close).fill("23:00");
  await page.getByRole("button", { name: T.next }).click();
  await step(4);
  await page.getByRole("button", { name: T.create }).click();

  await expect(page).toHaveURL(/\/studio\/onboarding\/template/);
  await page.waitForLoadState("networkidle");
  for (const f of await fieldNames(page)) names.add(f);
  await expectAccessible(page, `template step at ${width} px`);
  expect(names.size, [...names].join(", ")).toBeLessThanOrEqual(FIELD_BUDGET);

  // Both templates, previewed on the studio's own data.
  for (const id of ["stage", "daylight"] as const) {
    await page.getByTestId(`preview-${id}`).click();
    await expect(page.getByRole("heading", { name: `Preview: ${T.templates[id].name}` })).toBeVisible();
    await expect(page.locator(`[data-template="${id}"]`)).toContainText(`Sala ${slug}`);
    await expect(page.locator(`[data-template="${id}"]`)).toContainText("Sala A");
    if (width < 500) await expectAccessible(page, `preview of ${id}`);
    await page.getByRole("link", { name: T.backToTemplates }).click();
    await page.waitForLoadState("networkidle");
  }
  await page.getByRole("radio", { name: T.templates.daylight.name }).check();
  await page.getByRole("button", { name: T.publish }).click();
  await expect(page.getByRole("heading", { name: T.publishedTitle })).toBeVisible();
  made.push({ slug, email });
}

test("a person signs up on the platform page and finishes the wizard on a phone (390 px)", async ({ page }) => {
  await signUpAndWizard(page, 390, `e2e-phone-${Date.now().toString(36)}`);
});

test("another person does it on a desktop (1280 px); the published site is a preview taking no holds", async ({ page }) => {
  await signUpAndWizard(page, 1280, `e2e-desk-${Date.now().toString(36)}`);
  const { slug } = made[made.length - 1];
  const siteUrl = `http://${slug}.${E2E.rootHost}:${port()}`;
  await page.getByTestId("site-link").click();
  await expect(page).toHaveURL(new RegExp(`^${siteUrl}/`));
  await expect(page.getByTestId("preview-banner")).toContainText(T.bannerText);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectAccessible(page, "a preview site");
  // The browser resolves *.localhost; Node's fetch does not.
  expect(await (await page.goto(`${siteUrl}/robots.txt`))!.text()).toBe("User-agent: *\nDisallow: /\n");

  const site = await api<{ rooms: { id: string }[]; studio: { isVerified: boolean } }>("GET", `${rootUrl()}/v1/public/sites/${slug}`);
  expect(site.data.studio.isVerified).toBe(false);
  const hold = await api("POST", `${rootUrl()}/v1/public/sites/${slug}/holds`, holdBody(site.data.rooms[0].id));
  expect({ status: hold.status, code: hold.code }).toEqual({ status: 403, code: "STUDIO_NOT_VERIFIED" });
});

function holdBody(roomId: string) {
  const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  return {
    roomId,
    date,
    startTime: "12:00",
    durationMinutes: 60,
    guestName: "Gina Guest",
    channel: "email",
    contact: uniqueEmail("signup-guest"),
    locale: "en",
    idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  };
}

test("an operator verifies the new studio in the console; a guest books it", async ({ page }) => {
  const { slug } = made[made.length - 1];
  // The operator role as `npm run platform:admin` grants it (docs/operators.md, Operators; the command
  // itself is tested in tests/api/platform.test.ts). Not the command here: the production app of
  // production.spec.ts shares this database and records it as production's, where a pre-production
  // command refuses to run (docs/decisions-platform.md, Deployment mode).
  const operator = uniqueEmail("ops-e2e");
  const db = new pg.Client({ connectionString: await (await fetch(`${controlUrl()}/database-url`)).text() });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO "user" (id, email, name, "emailVerified", "platformAdmin", "createdAt", "updatedAt")
       VALUES (gen_random_uuid()::text, $1, $1, true, true, now(), now())`,
      [operator],
    );
  } finally {
    await db.end();
  }
  // Signed in by the link pre-production shows instead of mailing it.
  const sent = await api<{ devLink: string }>("POST", `${rootUrl()}/v1/signup`, { email: operator, locale: "en" });
  expect(sent.status).toBe(202);
  const link = sent.data.devLink;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(link);
  await page.waitForLoadState("networkidle");
  await page.goto(`${rootUrl()}/platform`);
  await expect(page).toHaveURL(/\/platform$/);
  await page.getByRole("searchbox").fill(slug);
  await page.getByRole("searchbox").press("Enter");
  await page.waitForLoadState("networkidle");
  await expectAccessible(page, "console list");
  await page.getByTestId("platform-studios").getByRole("link").first().click();
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("studio-status")).toHaveText("draft");
  await expectAccessible(page, "console studio");
  await page.getByRole("textbox").fill("Signed up in the e2e; details checked");
  await page.getByTestId("action-verify").click();
  await expect(page.getByTestId("studio-status")).toHaveText("live");

  // A guest books it: hold (devCode without email) → verify → confirm.
  const site = await api<{ rooms: { id: string }[]; studio: { isVerified: boolean } }>("GET", `${rootUrl()}/v1/public/sites/${slug}`);
  expect(site.data.studio.isVerified).toBe(true);
  const hold = await api<{ holdId: string; devCode: string }>(
    "POST",
    `${rootUrl()}/v1/public/sites/${slug}/holds`,
    holdBody(site.data.rooms[0].id),
  );
  expect(hold.status).toBe(201);
  expect((await api("POST", `${rootUrl()}/v1/public/holds/${hold.data.holdId}/verify`, { code: hold.data.devCode })).status).toBe(200);
  const done = await api<{ booking: { status: string } }>("POST", `${rootUrl()}/v1/public/holds/${hold.data.holdId}/confirm`, {
    paymentMode: "on_site",
  });
  expect(done.status).toBe(201);
  expect(done.data.booking.status).toBe("confirmed");
  await page.goto(`http://${slug}.${E2E.rootHost}:${port()}/en`);
  await expect(page.getByTestId("preview-banner")).toHaveCount(0);
});
