// The browser's envelope reader (components/api-envelope.ts): a 204 (a DELETE that worked, e.g.
// removing a staff member) is a success though it has no body.
import { describe, expect, it } from "vitest";
import { readEnvelope } from "../../components/api-envelope";

const fallback = () => "INTERNAL_ERROR" as const;

describe("readEnvelope", () => {
  it("reads 204 No Content as a success with no data", async () => {
    const r = await readEnvelope<void>(new Response(null, { status: 204, headers: { date: "Fri, 27 Nov 2026 07:00:00 GMT" } }), fallback);
    expect(r).toEqual({ ok: true, data: undefined, serverTime: Date.parse("2026-11-27T07:00:00Z") });
  });

  it("still reads an envelope's data and an error's code", async () => {
    const ok = await readEnvelope<{ a: number }>(Response.json({ success: true, data: { a: 1 } }), fallback);
    expect(ok).toMatchObject({ ok: true, data: { a: 1 } });
    const bad = await readEnvelope(
      Response.json({ success: false, error: { code: "FORBIDDEN", message: "no" } }, { status: 403 }),
      fallback,
    );
    expect(bad).toMatchObject({ ok: false, error: { code: "FORBIDDEN", status: 403 } });
  });

  it("an empty body on any other status is still a failure", async () => {
    const r = await readEnvelope(new Response(null, { status: 500 }), fallback);
    expect(r).toMatchObject({ ok: false, error: { code: "INTERNAL_ERROR", status: 500 } });
  });
});
