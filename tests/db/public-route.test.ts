// What a public operation's declaration decides in its route (lib/http/public-route.ts), through the
// real route handlers of app/v1/public on the test database: a password in the path (the manage
// token) keeps the URL out of Referer headers (docs/decisions-bookings.md, Manage page), and every
// answer is the public API's (CORS, request id), whatever the handler then says about the made-up ids.
import { describe, expect, it } from "vitest";
import { join, resolve } from "node:path";
import { PUBLIC_OPERATIONS } from "../../lib/http/operations/public";
import { testDb } from "../helpers/test-db";

testDb();

const ROOT = resolve(__dirname, "../..");
const VALUES: Record<string, string> = {
  slug: "no-such-studio",
  roomId: "6f1c2a0e-4b7d-4c1e-9a55-0d3c8e2f7a11",
  holdId: "0b6f7f5e-2d4a-4b8e-9c1d-3e5f7a9b1c2d",
  token: "a".repeat(64),
};

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

describe("public operations' routes", () => {
  it("send Referrer-Policy no-referrer exactly where the path holds the manage token or a payment link's token", async () => {
    const secret = PUBLIC_OPERATIONS.filter((o) => Object.values(o.pathParams).some((p) => p.secret)).map((o) => o.operationId);
    expect(secret.sort()).toEqual([
      "cancelBooking",
      "getBooking",
      "getBookingCalendar",
      "getMoveQuote",
      "getMoveTimes",
      "getPaymentLink",
      "payPaymentLink",
      "rescheduleBooking",
    ]);
    for (const op of PUBLIC_OPERATIONS) {
      const file = join(ROOT, "app/v1", op.path.replace(/\{(\w+)\}/g, "[$1]"), "route.ts");
      const handler = ((await import(file)) as Record<string, Handler>)[op.method.toUpperCase()]!;
      const params = Object.fromEntries(Object.keys(op.pathParams).map((k) => [k, VALUES[k]!]));
      const url = `http://localhost/v1${op.path.replace(/\{(\w+)\}/g, (_, k: string) => VALUES[k]!)}${op.operationId === "resolveSite" ? "?host=nowhere.example" : ""}`;
      const init = op.method === "get" || op.method === "delete" ? {} : { body: "{}", headers: { "Content-Type": "application/json" } };
      const res = await handler(new Request(url, { method: op.method.toUpperCase(), ...init }), { params: Promise.resolve(params) });
      expect(res.status, op.operationId).toBeLessThan(500);
      // Elsewhere the API's default (lib/http/security-headers.ts), which sends the origin only.
      expect(res.headers.get("Referrer-Policy") === "no-referrer", op.operationId).toBe(secret.includes(op.operationId));
      expect(res.headers.get("Access-Control-Allow-Origin"), op.operationId).toBe("*");
      expect(res.headers.get("X-Request-ID"), op.operationId).toBeTruthy();
    }
  });
});
