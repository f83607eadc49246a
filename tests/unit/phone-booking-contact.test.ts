// The guest's phone in a booking taken by the staff reads as the guest site reads it
// (docs/decisions-bookings.md, Phone numbers): a national number is one of the studio's country.
import { describe, expect, it } from "vitest";
import { contactOf } from "../../lib/domain/studio-actions/phone-booking";
import { normalizePhone } from "../../lib/contract/guest-rules";

const refused = (f: () => unknown) => {
  try {
    f();
    return null;
  } catch (e) {
    return `${(e as { code?: string }).code}: ${(e as Error).message}`;
  }
};

describe("phone booking contact", () => {
  it("a national number is read as one of the studio's country, as the guest site reads it", () => {
    expect(contactOf({ phone: "611 222 333" }, "ES")).toEqual({ channel: "phone", contact: "+34611222333", email: null });
    expect(contactOf({ phone: "611 222 333" }, "ES").contact).toBe((normalizePhone("611 222 333", "ES") as { value: string }).value);
    expect(contactOf({ phone: "06 12 34 56 78" }, "FR").contact).toBe("+33612345678");
  });

  it("an international number keeps its own country; 00 works as +", () => {
    expect(contactOf({ phone: "+33 6 12 34 56 78" }, "ES").contact).toBe("+33612345678");
    expect(contactOf({ phone: "0044 7700 900123", email: "A@Example.com" }, "ES")).toEqual({
      channel: "phone",
      contact: "+447700900123",
      email: "a@example.com",
    });
  });

  it("refuses what is not a phone number, naming the field", () => {
    expect(refused(() => contactOf({ phone: "12" }, "ES"))).toMatch(/^VALIDATION_ERROR: phone: /);
    expect(refused(() => contactOf({ phone: "call me" }, "ES"))).toMatch(/^VALIDATION_ERROR: phone: /);
    expect(refused(() => contactOf({}, "ES"))).toMatch(/^VALIDATION_ERROR: email or phone/);
  });
});
