// Test fixtures: every test gets its own client IP (X-Forwarded-For on every request of its
// browser context, honoured by the e2e server's TRUST_PROXY), no request leaves the machine
// (only hCaptcha's script is answered, by a local fake widget), and helpers for axe and for
// walking the booking flow like a guest.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { test as base, expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import type { Catalog } from "../../lib/i18n/catalogs/catalog";
import { en } from "../../lib/i18n/catalogs/en";
import { es } from "../../lib/i18n/catalogs/es";
import { ca } from "../../lib/i18n/catalogs/ca";

export const DICTS: Record<"es" | "ca" | "en", Catalog> = { es, ca, en };

let ipCounter = 0;
/** A client IP no other test of this run uses (per worker, counting up). */
export function nextIp(worker: number): string {
  ipCounter++;
  return `10.${100 + (worker % 100)}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

/** hCaptcha's api.js stand-in: a button that yields a token the fake siteverify accepts. */
const FAKE_HCAPTCHA = `(function () {
  var widgets = {}, n = 0, LABEL = "I am human (e2e fake hCaptcha)";
  window.hcaptcha = {
    render: function (container, params) {
      var id = "w" + (++n);
      var el = typeof container === "string" ? document.getElementById(container) : container;
      var btn = document.createElement("button");
      btn.type = "button"; btn.textContent = LABEL; btn.setAttribute("data-testid", "fake-hcaptcha");
      btn.style.cssText = "background:#fff;color:#111;border:2px solid #555;padding:12px 16px;font:16px sans-serif;cursor:pointer";
      btn.onclick = function () {
        widgets[id].token = "good-e2e-" + Math.random().toString(36).slice(2) + Date.now();
        btn.textContent = "verified"; btn.setAttribute("aria-pressed", "true");
        if (params.callback) params.callback(widgets[id].token);
      };
      el.appendChild(btn);
      widgets[id] = { btn: btn, token: "" };
      return id;
    },
    getResponse: function (id) { return (widgets[id] || {}).token || ""; },
    getRespKey: function () { return ""; },
    reset: function (id) { if (widgets[id]) { widgets[id].token = ""; widgets[id].btn.textContent = LABEL; widgets[id].btn.removeAttribute("aria-pressed"); } },
    remove: function (id) { if (widgets[id]) { widgets[id].btn.remove(); delete widgets[id]; } },
    execute: function () { return Promise.resolve({ response: "", key: "" }); },
    close: function () {}, setData: function () {}
  };
  var src = (document.currentScript && document.currentScript.src) || "";
  var m = /[?&]onload=([^&]+)/.exec(src);
  var cb = m ? decodeURIComponent(m[1]) : "hCaptchaOnLoad";
  if (typeof window[cb] === "function") window[cb]();
})();`;

const LOCAL_HOST = /^(?:[a-z0-9-]+\.)*localhost$|^127\.0\.0\.1$|^studio-custom\.test$/;

export async function isolate(context: BrowserContext, ip: string, external: string[] = []): Promise<void> {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": ip });
  await context.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === "js.hcaptcha.com") {
      return route.fulfill({
        status: 200,
        contentType: "application/javascript",
        headers: { "access-control-allow-origin": "*" },
        body: FAKE_HCAPTCHA,
      });
    }
    if (LOCAL_HOST.test(url.hostname) || url.protocol === "data:") return route.continue();
    external.push(url.toString());
    return route.abort();
  });
}

type Fixtures = { ip: string; external: string[] };

// Each fixture hands its value to the test through `provide` (Playwright's `use`; another name so
// the hooks lint does not take it for React's `use`).
export const test = base.extend<Fixtures>({
  ip: async ({}, provide, info) => {
    await provide(nextIp(info.workerIndex));
  },
  external: async ({}, provide) => {
    await provide([]);
  },
  context: async ({ context, ip, external }, provide) => {
    await isolate(context, ip, external);
    // The pages' Content-Security-Policy is enforced: any violation (a blocked script, frame,
    // style or request) fails the test, so the flows prove the policy lets them work.
    const violations: string[] = [];
    context.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(`${m.location().url}: ${m.text()}`);
    });
    await provide(context);
    expect(violations, "CSP violations").toEqual([]);
  },
});

export { expect };

/**
 * axe-core on the current page (WCAG 2.1 A/AA rules and best practices): no serious or critical
 * violation, or with `{ minor: true }` (the dashboard's rule) none of any impact. axe aggregates
 * only the violations (its passes and inapplicable rules would be most of the result, built and
 * sent to this process on every call). It runs in the page itself (legacy mode): the default opens a
 * blank page per call to merge the frames' results (6 % of the suite's CPU, bench/results/test-loop.md,
 * axe in the page), for cross-origin frames, which these pages do not have (the onboarding preview's
 * frame is same-origin, and checked).
 */
export async function expectAccessible(page: Page, what: string, opts: { minor?: boolean } = {}): Promise<void> {
  // The page as it settles: right after an action's router.refresh() the new content can be in
  // while the title (from an async generateMetadata, streamed after the content) is not yet, and axe
  // then reports a page without <title>. A page that never gets one still fails, here.
  await expect(page, `${what} has a title`).toHaveTitle(/\S/);
  const analyze = () =>
    new AxeBuilder({ page })
      .setLegacyMode()
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .options({ resultTypes: ["violations"] })
      .analyze();
  let r = await analyze();
  // A refresh landing between that check and axe can drop the title for a moment: once settled, once
  // more (a page without a title still fails).
  if (r.violations.some((v) => v.id === "document-title")) {
    await page.waitForLoadState("networkidle");
    await expect(page, `${what} has a title`).toHaveTitle(/\S/);
    r = await analyze();
  }
  const bad = r.violations
    .filter((v) => opts.minor || v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 5)
          .join(" | ")}`,
    );
  expect(bad, `axe on ${what}`).toEqual([]);
}

/**
 * The page as `docs/screenshots/<name>` (the README's and docs' pictures), only with
 * UPDATE_SCREENSHOTS=1 (docs/development.md, The e2e browser): a plain run leaves the working
 * tree as it was.
 */
/** axe at a phone's width and a desktop's (default 390 × 844 and 1280 × 800): no violation of any impact. */
export async function axeAtWidths(
  page: Page,
  what: string,
  sizes: readonly { width: number; height: number }[] = [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ],
): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await expectAccessible(page, `${what} at ${size.width} px`, { minor: true });
  }
}

/** Tab (nothing else) until `target` has the focus, as a keyboard user reaches it. */
export async function tabTo(page: Page, target: Locator, max = 200): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The focus is on an action's feedback (class studio-feedback) holding `inside`, which says `text` (docs/dashboard.md, Focus after an action). */
export async function expectFeedbackFocused(inside: Locator, text: string | RegExp): Promise<void> {
  await expect(inside).toContainText(text);
  await expect
    .poll(() =>
      inside.evaluate((el) => {
        const a = document.activeElement;
        return !!a && a.classList.contains("studio-feedback") && a.contains(el);
      }),
    )
    .toBe(true);
}

export async function docsScreenshot(page: Page, name: string): Promise<void> {
  if (process.env.UPDATE_SCREENSHOTS !== "1") return;
  const dir = join(process.cwd(), "docs/screenshots");
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, name) });
}

export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/**
 * Click the first free day of the shown month, or the first free one on or after `after`
 * (YYYY-MM-DD), moving on a month while the rest is full.
 */
export async function pickFirstFreeDay(page: Page, t: Catalog, after = ""): Promise<string> {
  for (let i = 0; i < 4; i++) {
    await expect(page.locator('button.day[data-loading="true"]')).toHaveCount(0);
    // A month whose availability failed to load (a loaded machine) shows no free day: ask again,
    // as a guest would, instead of taking the next month's first day for the first free one.
    for (let tries = 0; tries < 3 && (await page.getByRole("button", { name: t.errors.tryAgain }).isVisible()); tries++) {
      await page.getByRole("button", { name: t.errors.tryAgain }).click();
      await expect(page.locator('button.day[data-loading="true"]')).toHaveCount(0);
    }
    const dates = await page
      .locator('button.day[data-free="true"]:visible')
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-date")!));
    const date = dates.find((d) => d >= after);
    if (date) {
      await page.locator(`button.day[data-date="${date}"]`).click();
      return date;
    }
    await page.getByRole("button", { name: t.booking.nextMonth }).click();
  }
  throw new Error("no free day in four months");
}

/** A date `days` days from now (UTC calendar), to book outside a room's cancellation notice. */
export const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export type BookingOutcome = { reference: string; manageHref: string; date: string; start: string };

/**
 * Walk the whole booking flow with the mouse/keyboard like a guest: first free day, the
 * `startIndex`-th start time, email channel, captcha when shown, code from the dev banner,
 * pay on site (chosen on the payment step, or confirmed on the code step where it is the only mode).
 */
export async function bookOnSite(
  page: Page,
  opts: {
    url: string;
    locale: "es" | "ca" | "en";
    name: string;
    email: string;
    startIndex?: number;
    after?: string;
    check?: (step: string) => Promise<void>;
    /** The one-time code as the guest receives it, where the server delivers codes (no dev code shown). */
    codeOf?: () => Promise<string>;
  },
): Promise<BookingOutcome> {
  const t = DICTS[opts.locale];
  await page.goto(opts.url);
  let date = "";
  let start = "";
  let code: string | null = null;
  // Another spec's guest may take the same first free start at the same moment (the specs run
  // side by side): the page then says so and shows fresh times, and a guest takes another one.
  for (let attempt = 0; code === null; attempt++) {
    date = await pickFirstFreeDay(page, t, opts.after ?? "");
    const chip = page.locator(".chip").nth(opts.startIndex ?? 0);
    start = (await chip.locator("input").getAttribute("value"))!;
    await chip.click();
    await expect(page.getByTestId("price-estimate")).toBeVisible();
    await opts.check?.("when");
    await page.getByRole("button", { name: t.booking.continue }).click();

    await page.getByLabel(t.booking.yourName).fill(opts.name);
    await page.getByLabel(t.booking.channelEmail, { exact: true }).check();
    await page.getByLabel(t.booking.email, { exact: true }).fill(opts.email);
    const captcha = page.getByTestId("fake-hcaptcha");
    if (await page.getByText(t.booking.captcha).count()) await captcha.click();
    await opts.check?.("details");
    await page.getByRole("button", { name: t.booking.holdSlot }).click();

    const devCode = opts.codeOf ? page.getByTestId("hold-countdown") : page.getByTestId("dev-code");
    const taken = page.getByText(t.errors.SLOT_TAKEN);
    await expect(devCode.or(taken)).toBeVisible({ timeout: 15_000 });
    if (await devCode.isVisible()) code = opts.codeOf ? await opts.codeOf() : (await devCode.textContent())!.trim();
    else if (attempt >= 2) throw new Error(`bookOnSite: the start was taken ${attempt + 1} times in a row`);
  }
  expect(code).toMatch(/^\d{6}$/);
  await expect(page.getByTestId("hold-countdown")).toHaveText(/^\d{2}:\d{2}$/);
  // Resend waits 60 s after a send and says how many sends are left.
  await expect(page.getByRole("button", { name: t.booking.resend })).toBeDisabled();
  await opts.check?.("verify");
  await page.getByLabel(t.booking.codeLabel).fill(code);
  // Where paying at the studio is the only mode, the code step confirms (no payment step): "Confirm booking"
  // there, the check of that step named "confirm"; elsewhere "Verify code", then the payment step.
  if (await page.locator('.booking[data-step="verify"]').getByRole("button", { name: t.booking.confirm }).count()) {
    await opts.check?.("confirm");
  } else {
    await page.getByRole("button", { name: t.booking.verify }).click();
    await expect(page.getByRole("heading", { name: t.booking.paymentTitle })).toBeVisible();
    await page.getByLabel(t.booking.payOnSite).check();
    await opts.check?.("payment");
  }
  await page.getByRole("button", { name: t.booking.confirm }).click();

  // Confirmed: the guest lands on the manage page with the "booking confirmed" banner.
  await expect(page).toHaveURL(/\/manage\/[0-9a-f]{64}\?confirmed=1$/, { timeout: 15_000 });
  await expect(page.getByTestId("booking-done")).toBeVisible({ timeout: 15_000 });
  await opts.check?.("done");
  const reference = (await page.getByTestId("booking-reference").textContent())!.trim();
  const manageHref = new URL(page.url()).pathname;
  return { reference, manageHref, date, start };
}
