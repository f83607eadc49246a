// The studio details and booking forms' own parsing (docs/studio-settings.md, Dashboard pages):
// coordinates typed with a comma or a point, blank is null, out of range refused before a save;
// SMS calling codes typed as a list; a field's errors gathered from the paths under it.
import { describe, expect, it } from "vitest";
import { codesFromInput, coordinateFromInput, errorAt } from "../../components/studio/settings/form-math";

describe("studio details and booking form helpers", () => {
  it("reads a coordinate: comma or point, blank → null, out of range or not a number → refused", () => {
    expect(coordinateFromInput(" 41,4036 ", 90)).toBe(41.4036);
    expect(coordinateFromInput("-2.17", 180)).toBe(-2.17);
    expect(coordinateFromInput("  ", 90)).toBeNull();
    expect(coordinateFromInput("91", 90)).toBeUndefined();
    expect(coordinateFromInput("170", 180)).toBe(170);
    expect(coordinateFromInput("41°24'", 90)).toBeUndefined();
    expect(coordinateFromInput("1e2", 180)).toBeUndefined();
  });

  it("reads calling codes separated by commas or spaces, with or without +", () => {
    expect(codesFromInput("34, +33 351;44")).toEqual(["34", "33", "351", "44"]);
    expect(codesFromInput("  ")).toEqual([]);
  });

  it("gathers the errors at a path and below it, not at a longer sibling name", () => {
    const fields = {
      "booking.smsCountryCodes.1": "must be a country calling code",
      "site.customDomain": "is already used by another studio",
    };
    expect(errorAt(fields, "booking.smsCountryCodes")).toBe("must be a country calling code");
    expect(errorAt(fields, "site.customDomain")).toBe("is already used by another studio");
    expect(errorAt(fields, "site.custom")).toBeUndefined();
  });
});
