// Every invalid field at once (Validation details, docs/api.md): problems from the path, query and
// body merge into one VALIDATION_ERROR labelled with their location; the create-hold body names
// startTime and the contact even when other fields fail; the room rules report every problem.
import { describe, expect, it } from "vitest";
import { Problems, parse, queryOf, zodToApiError } from "../../lib/http/route";
import { CreateHoldBody, Slug } from "../../lib/contract/schemas";
import { roomRuleProblems } from "../../lib/contract/hold-rules";

const bodyProblems = (value: unknown) => {
  const p = new Problems();
  p.check("body", CreateHoldBody, value);
  return p.error()?.message ?? "";
};
const valid = {
  roomId: "6f1c2a0e-4b7d-4c1e-9a55-0d3c8e2f7a11",
  date: "2030-01-15",
  startTime: "10:00",
  durationMinutes: 60,
  guestName: "Ana Test",
  channel: "email",
  contact: "ana@example.com",
  idempotencyKey: "key-12345678",
};

describe("Problems", () => {
  it("labels path, query and body problems with their location in one error", () => {
    const p = new Problems();
    p.check("path", Slug, "s".repeat(5000), "slug");
    p.check("body", CreateHoldBody, { ...valid, startTime: "25:00", durationMinutes: -1 });
    p.add("query.to", "must not be before from");
    const e = p.error();
    expect(e?.code).toBe("VALIDATION_ERROR");
    const fields = e!.message.split("; ").map((part) => part.split(":")[0]);
    expect(fields).toEqual(["path.slug", "body.startTime", "body.durationMinutes", "query.to"]);
    expect(e!.message).not.toMatch(/(^|; )body: /);
  });

  it("a root-level value is labelled with the location itself, and nothing noted throws nothing", () => {
    const p = new Problems();
    expect(() => p.throwIfAny()).not.toThrow();
    p.check("path", Slug, "");
    expect(p.error()?.message).toMatch(/^path: /);
  });

  it("parse with a location labels the field; without one it keeps the bare names (studio endpoints)", () => {
    expect(() => parse(Slug, "x".repeat(101), ["path", "slug"])).toThrow(/^path\.slug: /);
    expect(() => parse(CreateHoldBody, { ...valid, guestName: "" })).toThrow(/^guestName: /);
    const e = CreateHoldBody.safeParse({ ...valid, guestName: "" });
    expect(zodToApiError(e.error!).message).toMatch(/^guestName: /);
  });
});

describe("queryOf", () => {
  const req = (q: string) => new Request(`http://app.test/x${q}`);
  it("a repeated single-valued parameter is a problem naming it; unknown ones pass through", () => {
    const p = new Problems();
    const q = queryOf(req("?from=2030-01-01&from=2030-01-02&to=2030-01-03&date=2030-01-01"), p, ["from", "to"]);
    expect(p.error()?.message).toBe("query.from: given more than once");
    expect(q.date).toBe("2030-01-01");
  });
  it("each parameter once is no problem", () => {
    const p = new Problems();
    queryOf(req("?from=2030-01-01&to=2030-01-03"), p, ["from", "to"]);
    expect(p.empty).toBe(true);
  });
});

describe("CreateHoldBody names every invalid field", () => {
  it('startTime "25:00" is reported alongside other failing fields', () => {
    const m = bodyProblems({ ...valid, startTime: "25:00", durationMinutes: -1, guestName: "" });
    expect(m).toContain("body.startTime: must be a time of day");
    expect(m).toContain("body.durationMinutes:");
    expect(m).toContain("body.guestName:");
  });
  it("a contact that does not fit its channel is reported alongside other failing fields", () => {
    const m = bodyProblems({ ...valid, contact: "not-an-email", durationMinutes: "x" });
    expect(m).toContain("body.contact: must be an email address");
    expect(m).toContain("body.durationMinutes:");
  });
  it("the contact check waits for a sound channel (no second reason for a bad channel)", () => {
    const m = bodyProblems({ ...valid, channel: "pigeon" });
    expect(m).toContain("body.channel:");
    expect(m).not.toContain("body.contact");
  });
  it("a valid body passes, with its defaults", () => {
    expect(CreateHoldBody.parse(valid).locale).toBe("es");
  });
});

describe("roomRuleProblems", () => {
  const room = { stepMinutes: 30, minMinutes: 60, maxMinutes: 240 };
  it('"10:15" with 45 minutes reports both fields at once', () => {
    expect(roomRuleProblems(room, { startTime: "10:15", durationMinutes: 45 })).toEqual([
      ["startTime", "must be on the room's 30-minute grid"],
      ["durationMinutes", "must be a multiple of 30"],
    ]);
  });
  it("range, and malformed values skipped (their own validation names them)", () => {
    expect(roomRuleProblems(room, { startTime: "10:00", durationMinutes: 300 })).toEqual([
      ["durationMinutes", "must be between 60 and 240"],
    ]);
    expect(roomRuleProblems(room, { startTime: 1015, durationMinutes: "x" })).toEqual([]);
    expect(roomRuleProblems(room, { startTime: "10:30", durationMinutes: 90 })).toEqual([]);
  });
});
