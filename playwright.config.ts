// Playwright e2e: the production build on a throwaway database (tests/e2e/server.ts), in
// Chromium: CHROMIUM_PATH, else Playwright's own, else a system one, else the one that comes with
// `npm install` (@sparticuz/chromium) — see tests/e2e/browser.ts.
import { defineConfig, devices } from "@playwright/test";
import { resolveE2EBrowser } from "./tests/e2e/browser";

// One port per run, chosen when the runner loads this file; workers inherit it via env. The
// studio specs' own apps take up to port + 71 (tests/e2e/studio-app.ts). All of it stays below
// Linux's ephemeral range (32768 and up): test:api runs beside e2e (scripts/test-all.mjs) and its
// servers and databases listen on ephemeral ports, so a port up there could be taken.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 12000));
process.env.E2E_CONTROL_PORT ??= String(Number(process.env.E2E_PORT) + 1);
const PORT = Number(process.env.E2E_PORT);

// Resolved once by the runner; its workers load this file again and inherit the answer via env.
if (!process.env.E2E_BROWSER_RESOLVED) {
  const b = await resolveE2EBrowser();
  process.env.E2E_BROWSER_RESOLVED = JSON.stringify(b);
  console.log(`e2e browser: ${b.source}${b.executablePath ? ` (${b.executablePath})` : ""}`);
}
const browser = JSON.parse(process.env.E2E_BROWSER_RESOLVED) as Awaited<ReturnType<typeof resolveE2EBrowser>>;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  // Booking flows share per-contact and per-IP limits only through unique values per test;
  // two workers keep the 2-core machines responsive.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 900 },
    locale: "en-GB",
    timezoneId: "Asia/Kathmandu",
    // No trace: recording one costs every test, passed or not, about a sixth of the machine's CPU
    // (its DOM snapshots), and the suite is CPU-bound (docs/development.md, Tests). A failure keeps
    // a screenshot and Playwright's error context (the page's accessibility tree); to trace one
    // test, run it with `--trace on`.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: browser.executablePath,
      args: [
        ...browser.args,
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        // *.localhost resolves to loopback in Chromium already; the custom domain needs a rule.
        "--host-resolver-rules=MAP studio-custom.test 127.0.0.1, MAP *.localhost 127.0.0.1",
      ],
    },
  },
  webServer: {
    // NODE_ENV=production as in both deployments; tests/e2e/server.ts sets APP_ENV=preproduction.
    command: "NODE_ENV=production node --import tsx tests/e2e/server.ts",
    url: `http://127.0.0.1:${PORT}/v1/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
