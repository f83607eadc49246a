import { describe, expect, it } from "vitest";
import { sectionOf } from "../../components/studio/paths";
import {
  centsFromInput,
  errorsUnder,
  fieldErrors,
  inputFromCents,
  moveId,
  withException,
} from "../../components/studio/settings/form-math";

describe("settings form helpers", () => {
  it("splits a VALIDATION_ERROR message per field path", () => {
    const e = fieldErrors("rooms.1.maxMinutes: maxMinutes must be ≥ minMinutes; studio.email: Invalid email address; body: invalid");
    expect(e).toEqual({
      "rooms.1.maxMinutes": "maxMinutes must be ≥ minMinutes",
      "studio.email": "Invalid email address",
      body: "invalid",
    });
    expect(errorsUnder(e, "rooms.1.")).toEqual({ maxMinutes: "maxMinutes must be ≥ minMinutes" });
    expect(errorsUnder(e, "rooms.0.")).toEqual({});
    expect(fieldErrors("something odd")).toEqual({ "": "something odd" });
  });

  it("reads money typed in units", () => {
    expect(centsFromInput("12")).toBe(1200);
    expect(centsFromInput("12,5")).toBe(1250);
    expect(centsFromInput(" 0.05 ")).toBe(5);
    expect(centsFromInput("1.234")).toBeNull();
    expect(centsFromInput("-3")).toBeNull();
    expect(centsFromInput("")).toBeNull();
    expect(inputFromCents(1250)).toBe("12.50");
    expect(inputFromCents(5)).toBe("0.05");
  });

  it("adds a special day in date order, never replacing one already on that date", () => {
    const list = [
      { date: "2030-05-01", closed: true },
      { date: "2030-05-09", closed: true },
    ];
    expect(withException(list, { date: "2030-05-03", closed: true })?.map((x) => x.date)).toEqual([
      "2030-05-01",
      "2030-05-03",
      "2030-05-09",
    ]);
    expect(withException(list, { date: "2030-05-09", closed: true })).toBeNull();
  });

  it("moves one id one place, not past either end", () => {
    expect(moveId(["a", "b", "c"], "a", 1)).toEqual(["b", "a", "c"]);
    expect(moveId(["a", "b", "c"], "c", -1)).toEqual(["a", "c", "b"]);
    expect(moveId(["a", "b", "c"], "a", -1)).toEqual(["a", "b", "c"]);
    expect(moveId(["a", "b", "c"], "c", 1)).toEqual(["a", "b", "c"]);
    expect(moveId(["a", "b"], "x", 1)).toEqual(["a", "b"]);
  });

  it("marks Settings current on the settings page", () => {
    expect(sectionOf("/studio/en/settings")).toBe("settings");
  });
});
