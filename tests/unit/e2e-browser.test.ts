// The e2e browser choice (tests/e2e/browser.ts): an explicit CHROMIUM_PATH wins and must exist;
// the npm Chromium is usable with Playwright (no single-process/no-zygote, which make closing a
// context kill the browser).
import { describe, expect, it } from "vitest";
import { npmChromiumArgs, resolveE2EBrowser } from "../e2e/browser";

describe("e2e browser", () => {
  it("CHROMIUM_PATH wins, and a wrong one is named", async () => {
    expect(await resolveE2EBrowser({ CHROMIUM_PATH: process.execPath })).toEqual({
      source: "CHROMIUM_PATH",
      executablePath: process.execPath,
      args: [],
    });
    await expect(resolveE2EBrowser({ CHROMIUM_PATH: "/nonexistent/chromium" })).rejects.toThrow(
      "CHROMIUM_PATH=/nonexistent/chromium does not exist",
    );
  });

  it("drops the flags of @sparticuz/chromium that break Playwright or the pages under test", () => {
    const kept = npmChromiumArgs([
      "--no-pings",
      "--single-process",
      "--no-zygote",
      "--headless='shell'",
      "--disable-web-security",
      "--disable-features=IsolateOrigins",
      "--no-sandbox",
    ]);
    expect(kept).toEqual(["--no-pings", "--no-sandbox"]);
  });

  it("E2E_BROWSER=npm unpacks the Chromium that comes with npm install", async () => {
    const b = await resolveE2EBrowser({ E2E_BROWSER: "npm" });
    expect(b.source).toBe("@sparticuz/chromium");
    expect(b.executablePath).toMatch(/chromium$/);
    expect(b.args).not.toContain("--single-process");
    expect(b.args).not.toContain("--no-zygote");
    expect(b.args.length).toBeGreaterThan(3);
  }, 60_000);
});
