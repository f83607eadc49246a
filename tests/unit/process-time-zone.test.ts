// The suite runs in a hostile process time zone (Asia/Kathmandu, +05:45, no DST) so that code
// which forgets the studio's zone fails. The vitest configs set it themselves, so
// `npx vitest run <file>` runs in the same zone as `npm test` (docs/development.md, Tests).
import { describe, expect, it } from "vitest";

describe("the test process time zone", () => {
  it("is Asia/Kathmandu for Intl and for Date", () => {
    // ICU (Node 20) reports the zone under its older canonical spelling.
    expect(["Asia/Kathmandu", "Asia/Katmandu"]).toContain(Intl.DateTimeFormat().resolvedOptions().timeZone);
    // +05:45 since 1986 (+05:30 before, so not the epoch).
    const newYear = new Date(Date.UTC(2026, 0, 1, 0, 0));
    expect(newYear.getTimezoneOffset()).toBe(-345);
    expect([newYear.getHours(), newYear.getMinutes()]).toEqual([5, 45]);
  });
});
