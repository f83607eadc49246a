// A studio joins alone on a phone (docs/signup.md, The wizard), on a studio e2e app of its own with
// email going to the SMTP fake (so every link arrives by mail, as in production): at 390 × 844 with
// touch, from the platform home to "verification asked" without calling any API by hand: sign-up,
// the emailed link, the six wizard steps (studio, hours per weekday, two rooms one copied from the
// other, a photo with its description for each, the calendar step, template with the phone-size
// preview), Publish, and the verification card on the dashboard home. Half-way the owner leaves
// (cookies gone), signs in again by the sign-in form's emailed link and resumes on the step reached.
// Screens and typed fields are counted (budgets in docs/signup.md); axe on every step, no violation.
// Then an operator rejects with a reason, the owner is told by email, fixes the details and asks
// again in the UI; the operator verifies and the owner is told that too.
import pg from "pg";
import sharp from "sharp";
import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test, uniqueEmail } from "./fixtures";
import { studioApp } from "./studio-app";
import { getDict } from "../../lib/i18n";

test.describe.configure({ mode: "serial", timeout: 360_000 });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, locale: "en-US" });

const { root, control, mailMatch, mailCount } = studioApp(74);
const T = getDict("en").signUp;
const TA = getDict("en").staffAuth;
const TV = getDict("en").verification;
const TP = getDict("en").studio.photos;
const SCREEN_BUDGET = 12;
const FIELD_BUDGET = 30;
const slug = `e2e-join-${Date.now().toString(36)}`;
const owner = uniqueEmail("join");
let ownerCookies: Awaited<ReturnType<ReturnType<Page["context"]>["storageState"]>>["cookies"] = [];

/** What the owner went through: the pages they saw, the fields they typed or chose. */
function journey(page: Page) {
  // Each page the browser lands on is a screen (a wizard step reloads /studio/onboarding); those seen
  // on a detour (leaving and signing in again, looking at a preview) are counted apart.
  const screens: { url: string; detour: boolean }[] = [];
  let detour = false;
  const seen = () => {
    const u = new URL(page.url());
    const url = `${u.pathname}${u.search}`;
    if (!u.pathname.startsWith("/api/auth/")) screens.push({ url, detour });
  };
  // One per document the browser loads; a page reached by the app's own client-side link is added
  // by `landed()`.
  page.on("domcontentloaded", seen);
  let fields = 0;
  return {
    screens,
    detour: (on: boolean) => void (detour = on),
    landed: seen,
    fields: () => fields,
    async fill(l: Locator, value: string) {
      await l.fill(value);
      fields++;
    },
    async upload(l: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
      await l.setInputFiles(file);
      fields++;
    },
    async choose(l: Locator) {
      await l.check();
      fields++;
    },
  };
}

async function step(page: Page, n: number, title: string) {
  await expect(page.getByTestId("wizard-step")).toHaveText(title);
  await expect(page.getByText(`Step ${n} of 6`)).toBeVisible();
  // The step's heading has the focus: a screen reader starts at the step, not the top of the page.
  await expect(page.getByTestId("wizard-step")).toBeFocused();
  await page.waitForLoadState("networkidle");
  await expectAccessible(page, `wizard step ${n}`, { minor: true });
}

/** The newest magic link mailed to `to` after `after` mails. */
const linkIn = async (to: string, after: number) => (await mailMatch(to, /(https?:\/\/\S+\/api\/auth\/magic-link\/verify\?\S+)/, after))[1];

test("a new owner joins on a phone: sign-up, six steps resumed after signing in again, publish, verification asked", async ({ page }) => {
  const j = journey(page);
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#8a5a44" } })
    .jpeg()
    .toBuffer();

  await page.goto(`${root()}/`);
  await expectAccessible(page, "platform home (phone)", { minor: true });
  await page.getByTestId("create-site").tap();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.pageTitle);
  await page.waitForLoadState("networkidle");
  await expectAccessible(page, "sign-up page", { minor: true });
  let before = await mailCount();
  await j.fill(page.getByLabel(T.emailLabel), owner);
  await page.getByRole("button", { name: T.submit }).tap();
  await expect(page.getByRole("heading", { name: T.sentTitle })).toBeVisible();
  await page.goto(await linkIn(owner, before));

  // 1. The studio, made at once.
  await step(page, 1, T.steps.studio);
  await j.fill(page.getByLabel(T.name, { exact: true }), "Sala Nova Phone");
  await j.fill(page.getByLabel(T.slug), slug);
  await expect(page.getByTestId("slug-state")).toHaveText(T.slugState.available);
  await j.fill(page.getByLabel(T.address, { exact: true }), "Carrer Nou 1");
  await j.fill(page.getByLabel(T.postalCode), "08001");
  await j.fill(page.getByLabel(T.city), "Barcelona");
  // A national number: stored with its country (+34).
  await j.fill(page.getByLabel(T.phone), "931 23 45 67");
  // By keyboard: Enter in the last field sends the step.
  await page.getByLabel(T.phone).press("Enter");

  // 2. Hours per weekday: Saturday mornings only; Sunday stays closed.
  await step(page, 2, T.steps.hours);
  await j.fill(page.locator("#day-6-close"), "14:00");
  await expect(page.locator("#day-0-closed")).toBeChecked();
  await page.getByRole("button", { name: T.next }).tap();

  // 3. Two rooms: one typed, one copied from it and changed.
  await step(page, 3, T.steps.rooms);
  const rooms = page.getByTestId("wizard-room");
  await j.fill(rooms.nth(0).getByLabel(T.roomName), "Sala A");
  await j.fill(rooms.nth(0).getByLabel(T.capacity), "5");
  await j.fill(rooms.nth(0).getByLabel(T.price), "18");
  // The shortest booking longer than the longest is said where it is chosen.
  await rooms.nth(0).getByLabel(T.minDuration).selectOption("240");
  await rooms.nth(0).getByLabel(T.maxDuration).selectOption("120");
  await expect(rooms.nth(0).getByText(T.wizard.minOverMax)).toBeVisible();
  await rooms.nth(0).getByLabel(T.minDuration).selectOption("60");
  await rooms.nth(0).getByLabel(T.maxDuration).selectOption("240");
  await rooms.nth(0).getByRole("button", { name: T.wizard.copyRoom }).tap();
  await expect(rooms).toHaveCount(2);
  await expect(rooms.nth(1).getByLabel(T.price)).toHaveValue("18");
  await j.fill(rooms.nth(1).getByLabel(T.roomName), "Sala B");
  await j.fill(rooms.nth(1).getByLabel(T.price), "12");
  await expectAccessible(page, "wizard step 3, two rooms", { minor: true });
  await rooms.nth(1).getByLabel(T.price).press("Enter");

  // 4. A photo and its description for each room, through the Settings pipeline.
  await step(page, 4, T.steps.photos);
  for (const [i, name] of ["Sala A", "Sala B"].entries()) {
    const room = page.getByRole("region", { name, exact: true });
    await j.upload(room.getByLabel(TP.upload), { name: `room-${i}.jpg`, mimeType: "image/jpeg", buffer: photo });
    await expect(room.getByText(TP.uploaded)).toBeVisible();
    await j.fill(room.getByLabel(TP.altLabel.replace("{locale}", "EN")), `${name}: drum kit and amplifiers`);
    await room.getByRole("button", { name: TP.saveAlt }).tap();
    await expect(room.getByText(TP.altSaved)).toBeVisible();
  }
  await expectAccessible(page, "wizard step 4, photos", { minor: true });
  await page.getByRole("button", { name: T.next }).tap();
  await step(page, 5, T.steps.calendar);

  // Half-way: the owner leaves (a new browser, nobody signed in) and comes back later, from another
  // network (the per-address write limit counts a minute: docs/decisions-abuse.md, Rate limits), by the sign-in form.
  j.detour(true);
  await page.context().clearCookies();
  await page
    .context()
    .setExtraHTTPHeaders({ "x-forwarded-for": `10.251.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` });
  await page.goto(`${root()}/studio`);
  await expect(page).toHaveURL(/\/studio\/sign-in/);
  await page.waitForLoadState("networkidle");
  before = await mailCount();
  await page.getByLabel(TA.emailLabel).fill(owner);
  await page.getByRole("button", { name: TA.sendLink }).tap();
  await expect(page.getByText(TA.checkMail)).toBeVisible();
  await page.goto(await linkIn(owner, before));
  await expect(page).toHaveURL(/\/studio\/onboarding\?lang=en&resumed=1$/);
  await expect(page.getByText(T.wizard.resumed)).toBeVisible();
  await step(page, 5, T.steps.calendar);
  j.detour(false);

  // 5. No calendar to import: Next.
  await page.getByRole("button", { name: T.next }).tap();

  // 6. Template, the preview at phone size, Publish.
  await expect(page).toHaveURL(/\/studio\/onboarding\/template/);
  await step(page, 6, T.steps.template);
  j.detour(true);
  await page.getByTestId("preview-daylight").tap();
  await expect(page.locator('[data-template="daylight"]')).toContainText("Sala Nova Phone");
  await page.getByTestId("preview-phone").tap();
  const frame = page.frameLocator("iframe");
  await expect(frame.locator('[data-template="daylight"]')).toContainText("Sala B");
  // The preview is inert (its links are the studio host's): axe's serious and critical rules, as for the desktop preview.
  await expectAccessible(page, "preview at phone size");
  await page.getByRole("link", { name: T.backToTemplates }).tap();
  await expect(page.getByTestId("wizard-step")).toHaveText(T.steps.template);
  // The choice and Publish are React's: a tap before the page is hydrated does nothing (networkidle, as signup.spec.ts does).
  await page.waitForLoadState("networkidle");
  j.detour(false);
  await j.choose(page.getByRole("radio", { name: T.templates.daylight.name }));
  await page.getByRole("button", { name: T.publish }).tap();
  // Publishing writes the site and renders its pages: on a machine the whole suite keeps busy it
  // outlasts the 10 s of an ordinary expectation.
  await expect(page.getByRole("heading", { name: T.publishedTitle })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("link", { name: T.openDashboard }).tap();

  // The dashboard home: verification asked from its card.
  await expect(page).toHaveURL(/\/studio\/en$/);
  j.landed();
  await page.waitForLoadState("networkidle");
  const card = page.getByTestId("verification");
  await expect(card).toBeVisible();
  await expectAccessible(page, "dashboard home, verification card", { minor: true });
  await j.fill(card.getByLabel(TV.details.legalName), "Sala Nova SL");
  await j.fill(card.getByLabel(TV.details.taxId), "X-1");
  await card.getByRole("button", { name: TV.details.submit }).tap();
  await expect(card.getByText(TV.details.saved)).toBeVisible();
  await card.getByRole("button", { name: TV.phone.send }).click();
  const code = (await page.getByTestId("verification-dev-code").textContent())!.trim();
  const codeField = card.getByLabel(TV.phone.codeLabel, { exact: true });
  // Focus lands on the code field: typed there, sent by Enter.
  await expect(codeField).toBeFocused();
  await j.fill(codeField, code);
  await codeField.press("Enter");
  await expect(page.getByTestId("verification-phone-confirmed")).toContainText("+34931234567");
  // By keyboard: the request button, focused and pressed.
  await card.getByRole("button", { name: TV.request.submit }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("verification-status")).toHaveText(TV.status.awaiting_verification);
  await expectAccessible(page, "verification asked", { minor: true });

  const seen = j.screens;
  const straight = seen.filter((x) => !x.detour);
  console.log(`onboarding on a phone: ${straight.length} screens and ${j.fields()} fields; ${seen.length} screens with the detours`);
  console.log(seen.map((x) => `${x.detour ? "  (detour) " : "  "}${x.url}`).join("\n"));
  expect(straight.length, straight.map((x) => x.url).join(" → ")).toBeLessThanOrEqual(SCREEN_BUDGET);
  expect(j.fields()).toBeLessThanOrEqual(FIELD_BUDGET);
  ownerCookies = (await page.context().storageState()).cookies;
});

test("an operator rejects with a reason; the owner is told, fixes the details and asks again; verified, the owner is told", async ({
  browser,
}) => {
  // An operator as `npm run platform:admin` makes one: an account, then the role; signed in by the emailed link.
  const ops = uniqueEmail("ops-join");
  const opsPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" })).newPage();
  let before = await mailCount();
  await opsPage.goto(`${root()}/studio/sign-up?lang=en`);
  await opsPage.waitForLoadState("networkidle");
  await opsPage.getByLabel(T.emailLabel).fill(ops);
  await opsPage.getByRole("button", { name: T.submit }).click();
  await expect(opsPage.getByRole("heading", { name: T.sentTitle })).toBeVisible();
  const signUpLink = await linkIn(ops, before);
  const db = new pg.Client({ connectionString: await (await fetch(`${control()}/database-url`)).text() });
  await db.connect();
  try {
    await db.query(`UPDATE "user" SET "platformAdmin" = true WHERE email = $1`, [ops]);
  } finally {
    await db.end();
  }
  await opsPage.goto(signUpLink);
  const console_ = async (action: "reject" | "verify", reason: string) => {
    await opsPage.goto(`${root()}/platform`);
    await opsPage.getByRole("searchbox").fill(slug);
    await opsPage.getByRole("searchbox").press("Enter");
    await opsPage.getByTestId("platform-studios").getByRole("link").first().click();
    // The actions are React's: typed once the page is hydrated (networkidle), as signup.spec.ts does.
    await expect(opsPage.getByTestId("studio-status")).toBeVisible();
    await opsPage.waitForLoadState("networkidle");
    await opsPage.getByRole("textbox").fill(reason);
    await expect(opsPage.getByTestId(`action-${action}`)).toBeEnabled();
    await opsPage.getByTestId(`action-${action}`).click();
    await expect(opsPage.getByTestId("studio-status")).toHaveText(action === "reject" ? "rejected" : "live");
  };

  before = await mailCount();
  await console_("reject", "The tax id X-1 is not a Spanish tax id");
  await mailMatch(owner, /The platform's reason: The tax id X-1 is not a Spanish tax id/, before);

  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, locale: "en-US" })).newPage();
  await page.context().addCookies(ownerCookies);
  await page.goto(`${root()}/studio`);
  await expect(page).toHaveURL(/\/studio\/en$/);
  await page.waitForLoadState("networkidle");
  const card = page.getByTestId("verification");
  await expect(page.getByTestId("verification-status")).toHaveText(TV.status.rejected);
  await expect(page.getByTestId("verification-reason")).toContainText("The tax id X-1 is not a Spanish tax id");
  await card.getByLabel(TV.details.taxId).fill("B12345678");
  await card.getByRole("button", { name: TV.details.submit }).tap();
  await expect(card.getByText(TV.details.saved)).toBeVisible();
  await card.getByRole("button", { name: TV.request.again }).tap();
  await expect(page.getByTestId("verification-status")).toHaveText(TV.status.awaiting_verification);
  await expectAccessible(page, "asked again", { minor: true });

  before = await mailCount();
  await console_("verify", "Tax id and phone checked");
  await mailMatch(owner, /The platform verified Sala Nova Phone: its site is live and takes bookings\./, before);
});
