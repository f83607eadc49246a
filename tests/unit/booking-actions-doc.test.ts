// docs/booking-actions.md is the registry's (lib/contract/booking-actions): regenerate it with
// `npm run docs:actions` after changing an action.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ACTIONS_DOC_PATH, bookingActionsDoc } from "../../lib/http/openapi/actions-doc";
import { ACTION_EVENTS, BOOKING_ACTION_NAMES } from "../../lib/contract/booking-actions";

describe("docs/booking-actions.md", () => {
  const doc = bookingActionsDoc();

  it("is current (npm run docs:actions)", () => {
    expect(readFileSync(join(resolve(__dirname, "../.."), ACTIONS_DOC_PATH), "utf8")).toBe(doc);
  });

  it("has a row for every registered action", () => {
    for (const name of BOOKING_ACTION_NAMES) expect(doc).toContain(`| \`${name}\` |`);
  });

  it("names, for every event an action declares, an API test that delivers it (deliveredWebhooks)", () => {
    const dir = join(resolve(__dirname, "../.."), "tests/api");
    const sources = readdirSync(dir).map((f) => readFileSync(join(dir, f), "utf8"));
    const untested = Object.keys(ACTION_EVENTS).filter(
      (type) => !sources.some((s) => s.includes("deliveredWebhooks(") && s.includes(`"${type}"`)),
    );
    expect(untested).toEqual([]);
  });
});
