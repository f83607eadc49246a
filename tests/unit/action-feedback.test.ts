// Focus after a studio action (docs/dashboard.md, Focus after an action): useStudioAction moves focus to
// the element with its `feedbackId`, so every component that runs an action renders one: ActionFeedback,
// ActionOutcome, or the id itself; or runs it with `{ shared: true }`, its outcome shown by the
// enclosing SharedFeedback (a control whose row goes with the refresh). A component that forgets it
// leaves focus on <body> once its button is disabled or gone. The e2e side:
// tests/e2e/dashboard-keyboard.spec.ts.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const DIR = join(resolve(__dirname, "../.."), "components/studio");
// Focus handled otherwise, and said there: mark paid focuses its own status (a ref).
const OWN_FOCUS = new Set(["MarkPaidControls.tsx"]);

describe("studio actions' feedback", () => {
  it("every component that runs an action renders where its outcome shows and focus goes", () => {
    const missing = readdirSync(DIR)
      .filter((f) => f.endsWith(".tsx") && !OWN_FOCUS.has(f))
      .filter((f) => /useStudioAction(<[^>]*>)?\(/.test(readFileSync(join(DIR, f), "utf8")))
      .filter((f) => {
        const src = readFileSync(join(DIR, f), "utf8");
        return (
          !src.includes("<ActionFeedback") &&
          !src.includes("<ActionOutcome") &&
          !src.includes("feedbackId") &&
          !/useStudioAction(<[^>]*>)?\(\{ shared: true \}\)/.test(src)
        );
      });
    expect(missing).toEqual([]);
  });
});
