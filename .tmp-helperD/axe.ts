import { chromium } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { resolveE2EBrowser } from "../tests/e2e/browser";

const b = await resolveE2EBrowser();
const browser = await chromium.launch({ executablePath: b.executablePath, args: [...b.args, "--no-sandbox", "--disable-gpu"] });
for (const mode of ["day", "week"]) {
  for (const width of [1280, 375]) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 } }); const page = await ctx.newPage();
    await page.goto(`file:///tmp/helperD/${mode}.html`);
    const r = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    console.log(mode, width, r.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`));
    await page.screenshot({ path: `/tmp/helperD/${mode}-${width}.png`, fullPage: false });
    await ctx.close();
  }
}
await browser.close();
