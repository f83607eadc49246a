// One timestamp convention: a hold's expiresAt carries the studio's offset, like a booking's times.
import { describe, expect, it } from "vitest";
import { holdView, type HoldRow } from "../../lib/domain/holds/view";
import { Hold } from "../../lib/contract/schemas";
import { SALA_A_PAYMENTS } from "../helpers/payment-room";

const ctx = {
  roomName: "Sala A",
  room: { ...SALA_A_PAYMENTS, paymentModes: ["on_site"] },
  cardPayments: false,
  timezone: "Europe/Madrid",
  studioName: "Estudio",
};
const row = (expiresAt: Date) =>
  ({
    id: "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
    status: "pending",
    roomId: "7f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
    date: "2030-01-15",
    startTime: "10:00",
    endTime: "11:00",
    priceCents: 1800,
    depositCents: 540,
    currency: "EUR",
    minutes: 60,
    channel: "email",
    contactMasked: "j•••@example.com",
    sendCount: 1,
    partySize: null,
    priceLines: [{ minutes: 60, hourlyCents: 1800 }],
    extras: [],
    expiresAt,
  }) as unknown as HoldRow; // only the fields holdView reads

describe("Hold.expiresAt", () => {
  it("is in the studio's offset in winter (+01:00) and summer (+02:00), the same instant, valid per the contract", () => {
    const winter = holdView(row(new Date("2030-01-15T09:12:00Z")), ctx);
    expect(winter.expiresAt).toBe("2030-01-15T10:12:00+01:00");
    const summer = holdView(row(new Date("2030-07-15T09:12:30.250Z")), ctx);
    expect(summer.expiresAt).toBe("2030-07-15T11:12:30.250+02:00");
    expect(Date.parse(summer.expiresAt)).toBe(Date.parse("2030-07-15T09:12:30.250Z"));
    expect(() => Hold.parse(winter)).not.toThrow();
  });
});
