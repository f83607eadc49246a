// A hold lists only the payment modes confirm can accept: a room may offer `card` while the
// studio cannot take cards (no card provider configured, or the studio switched cards off).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { holdModes } from "../../lib/domain/payments/modes";
import { bookableStudio, holdBody, postHold } from "./holds.helpers";
import { SALA_A_PAYMENTS } from "../helpers/payment-room";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    env: {
      APP_ENV: "preproduction",
      STRIPE_SECRET_KEY: undefined,
      STRIPE_PUBLISHABLE_KEY: undefined,
      STRIPE_WEBHOOK_SECRET: undefined,
      SMTP_URL: undefined,
      CODE_HASH_SECRET: undefined,
    },
  });
});
afterAll(() => app?.close());

describe("Hold.paymentModes", () => {
  it("drops card when the site payload says cardPayments: false", async () => {
    const s = await bookableStudio(app, (f) => {
      f.rooms[0].paymentModes = ["card", "on_site"];
      f.rooms[0].depositPercent = 30;
    });
    const site = await app.get(`/v1/public/sites/${s.slug}`);
    expect(site.body.data.cardPayments).toBe(false);
    expect(site.body.data.rooms.find((r: { id: string }) => r.id === s.roomIds[0]).paymentModes).toEqual(["card", "on_site"]);
    const r = await postHold(app, s.slug, holdBody(s));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data.paymentModes).toEqual(["on_site"]);
  });

  it("keeps card only with card payments on and a deposit to take, at least the card minimum", () => {
    const room = SALA_A_PAYMENTS;
    const eur = (depositCents: number) => ({ depositCents, currency: "EUR" });
    expect(holdModes(room, true, eur(810))).toEqual(["card", "on_site"]);
    expect(holdModes(room, true, eur(0))).toEqual(["on_site"]);
    expect(holdModes(room, true, eur(49))).toEqual(["on_site"]);
    expect(holdModes(room, true, { depositCents: 30, currency: "GBP" })).toEqual(["card", "on_site"]);
    expect(holdModes(room, false, eur(810))).toEqual(["on_site"]);
    expect(holdModes({ ...room, paymentModes: ["card"] }, false, eur(810))).toEqual([]);
    // The room's own deposit, for its shortest booking: 30 % of 1.00 EUR an hour is 0.30 EUR.
    expect(holdModes({ ...room, hourlyCents: 100 }, true, eur(60))).toEqual(["on_site"]);
  });
});
