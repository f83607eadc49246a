// A studio joins by itself (docs/signup.md), on the main e2e app (pre-production, no email provider,
// so the sign-up page shows the link it would have sent): a person starts on the platform page,
// signs up, finishes the wizard on a desktop (1280 px; the phone run with every step, the resume
// and the counts is onboarding.spec.ts), sees the preview of both templates and publishes; the published site is
// a preview (banner, noindex) and a hold answers 403 STUDIO_NOT_VERIFIED; an operator (made by
// `npm run platform:admin`) verifies the studio in the console; then a guest books it. The site shows
// the public contact the owner typed, never the sign-up address (docs/signup.md, The owner's address).
// axe on the platform page, the sign-up page, each wizard step, the template step, a preview and the console.
import pg from "pg";
import type { Page } from "@playwright/test";
import { E2E, controlUrl, port, rootUrl } from "./env";
import { expect, expectAccessible, test, uniqueEmail } from "./fixtures";
import { fetchRetrying } from "./retry";
import { getDict } from "../../lib/i18n";

test.describe.configure({ mode: "serial", timeout: 240_000 });
test.use({ locale: "en-US" });

const T = getDict("en").signUp;
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

async function signUpAndWizard(page: Page, width: number, slug: string): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  const email = uniqueEmail(`signup-${width}`);
  await page.goto(`${rootUrl()}/`);
  await page.getByTestId("create-site").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.pageTitle);
  // The form is React's: typed once the page is hydrated.
  await page.waitForLoadState("networkidle");
  await page.getByLabel(T.emailLabel).fill(email);
  await page.getByRole("button", { name: T.submit }).click();
  await expect(page.getByRole("heading", { name: T.sentTitle })).toBeVisible();
  // Pre-production without email: the link that would have been sent.
  await page.getByTestId("dev-link").getByRole("link", { name: T.devLinkOpen }).click();
  await expect(page).toHaveURL(/\/studio\/onboarding$/);
  await page.waitForLoadState("networkidle");

  const step = async (n: number) => {
    await expect(page.getByText(`Step ${n} of 6`)).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectAccessible(page, `wizard step ${n} at ${width} px`);
  };
  await step(1);
  await page.getByLabel(T.name, { exact: true }).fill(`Sala ${slug}`);
  await page.getByLabel(T.slug).fill("admin");
  await expect(page.getByTestId("slug-state")).toHaveText(T.slugState.reserved);
  await page.getByLabel(T.slug).fill(E2E.stage.slug);
  await expect(page.getByTestId("slug-state")).toHaveText(T.slugState.taken);
  await page.getByLabel(T.studioType).fill("rehearsal");
  await page.getByLabel(T.address, { exact: true }).fill("Carrer Nou 1");
  await page.getByLabel(T.postalCode).fill("08001");
  await page.getByLabel(T.city).fill("Barcelona");
  await page.getByText(T.mapHint).click();
  await page.getByLabel(T.latitude).fill("41.38");
  await page.getByLabel(T.longitude).fill("2.17");
  await page.getByLabel(T.phone).fill("+34931234567");
  await page.getByLabel(T.publicEmail).fill(`hola@${slug}.example`);
  // A taken web address stops step 1 with the reason and a free suggestion (docs/signup.md, The wizard).
  await page.getByRole("button", { name: T.next }).click();
  await expect(page.getByTestId("wizard-error")).toContainText(T.slugState.taken);
  await expect(page.getByTestId("wizard-error")).toContainText(`${E2E.stage.slug}-barcelona`);
  await expect(page.getByText("Step 1 of 6")).toBeVisible();
  await expect(page.getByLabel(T.slug)).toBeFocused();
  await page.getByLabel(T.slug).fill(slug);
  await expect(page.getByTestId("slug-state")).toHaveText(T.slugState.available);
  await page.getByRole("button", { name: T.next }).click();
  // Hours: open every day 08:00–23:00, so any test date is open.
  await step(2);
  for (const d of [0, 1, 2, 3, 4, 5, 6]) {
    if (d === 0) await page.locator("#day-0-closed").uncheck();
    await page.locator(`#day-${d}-open`).fill("08:00");
    await page.locator(`#day-${d}-close`).fill("23:00");
  }
  await page.getByRole("button", { name: T.next }).click();
  await step(3);
  await page.getByLabel(T.roomName).fill("Sala A");
  await page.getByLabel(T.capacity).fill("6");
  await page.getByLabel(T.price).fill("15");
  await page.getByRole("button", { name: T.next }).click();
  await step(4);
  await page.getByRole("button", { name: T.next }).click();
  await step(5);
  await page.getByRole("button", { name: T.next }).click();

  await expect(page).toHaveURL(/\/studio\/onboarding\/template/);
  await step(6);

  // Both templates, previewed on the studio's own data.
  for (const id of ["stage", "daylight"] as const) {
    await page.getByTestId(`preview-${id}`).click();
    await expect(page.getByRole("heading", { name: `Preview: ${T.templates[id].name}` })).toBeVisible();
    await expect(page.locator(`[data-template="${id}"]`)).toContainText(`Sala ${slug}`);
    await expect(page.locator(`[data-template="${id}"]`)).toContainText("Sala A");
    await page.getByRole("link", { name: T.backToTemplates }).click();
    await page.waitForLoadState("networkidle");
  }
  await page.getByRole("radio", { name: T.templates.daylight.name }).check();
  await page.getByRole("button", { name: T.publish }).click();
  await expect(page.getByRole("heading", { name: T.publishedTitle })).toBeVisible();
  made.push({ slug, email });
}

test("a person does it on a desktop (1280 px); the published site is a preview taking no holds", async ({ page }) => {
  await signUpAndWizard(page, 1280, `e2e-desk-${Date.now().toString(36)}`);
  const { slug } = made[made.length - 1];
  const siteUrl = `http://${slug}.${E2E.rootHost}:${port()}`;
  await page.getByTestId("site-link").click();
  await expect(page).toHaveURL(new RegExp(`^${siteUrl}/`));
  await expect(page.getByTestId("preview-banner")).toContainText(T.bannerText);
  await expect(page.locator("body")).toContainText(`hola@${slug}.example`);
  expect(await page.content()).not.toContain(made[made.length - 1].email);
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
  // A new address signs up (pre-production shows its link, made for the account the request made),
  // then is granted the role as the command grants it to an existing user. An operator's address
  // signing up gets no link in the answer (docs/signup.md, Pre-production links).
  const operator = uniqueEmail("ops-e2e");
  const sent = await api<{ devLink: string }>("POST", `${rootUrl()}/v1/signup`, { email: operator, locale: "en" });
  expect(sent.status).toBe(202);
  const link = sent.data.devLink;
  const db = new pg.Client({ connectionString: await (await fetch(`${controlUrl()}/database-url`)).text() });
  await db.connect();
  try {
    await db.query(`UPDATE "user" SET "platformAdmin" = true WHERE email = $1`, [operator]);
  } finally {
    await db.end();
  }
  const again = await api<{ devLink?: string }>("POST", `${rootUrl()}/v1/signup`, { email: operator, locale: "en" });
  expect(again.data).toEqual({ status: "sent" });
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
