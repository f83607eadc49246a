// Which Chromium the e2e tests drive, so that `npm install && npm test` needs nothing else:
//   1. CHROMIUM_PATH, when set (any Chromium or Chrome build);
//   2. Playwright's own browser, when `npx playwright install chromium` has put it in its cache;
//   3. a system Chromium (/usr/bin/chromium, /usr/bin/chromium-browser);
//   4. the Chromium shipped inside the @sparticuz/chromium npm package (a devDependency),
//      unpacked on first use to <tmpdir>/chromium (about 4 s, then reused).
// E2E_BROWSER=npm skips 2 and 3 (to check the npm browser on a machine that has others).
import { existsSync } from "node:fs";
import { chromium as playwrightChromium } from "playwright-core";

export type E2EBrowser = { source: string; executablePath: string | undefined; args: string[] };

/**
 * Flags of @sparticuz/chromium that we leave out: `--single-process` and `--no-zygote` make closing
 * a browser context kill the whole browser; `--headless='shell'` is Playwright's job; the
 * web-security and `--disable-features`/`--enable-features` switches would change what the pages
 * under test may do (CORS, mixed content) or replace Playwright's own feature list.
 */
const DROPPED = [
  "--single-process",
  "--no-zygote",
  "--headless",
  "--disable-web-security",
  "--allow-running-insecure-content",
  "--disable-features",
  "--enable-features",
];

export function npmChromiumArgs(args: readonly string[]): string[] {
  return args.filter((a) => !DROPPED.some((d) => a === d || a.startsWith(`${d}=`)));
}

function playwrightChromiumInstalled(): boolean {
  try {
    return existsSync(playwrightChromium.executablePath());
  } catch {
    return false;
  }
}

export async function resolveE2EBrowser(env: Record<string, string | undefined> = process.env): Promise<E2EBrowser> {
  if (env.CHROMIUM_PATH) {
    if (!existsSync(env.CHROMIUM_PATH))
      throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} does not exist. Unset it to use the Chromium that comes with npm install.`);
    return { source: "CHROMIUM_PATH", executablePath: env.CHROMIUM_PATH, args: [] };
  }
  const npmOnly = env.E2E_BROWSER === "npm";
  if (!npmOnly && playwrightChromiumInstalled()) return { source: "Playwright's browser cache", executablePath: undefined, args: [] };
  const system = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));
  if (!npmOnly && system) return { source: "system", executablePath: system, args: [] };
  const { default: npmChromium } = await import("@sparticuz/chromium");
  const executablePath = await npmChromium.executablePath();
  return { source: "@sparticuz/chromium", executablePath, args: npmChromiumArgs(npmChromium.args) };
}
