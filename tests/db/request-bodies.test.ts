// The shared body layer of lib/http/route.ts (docs/decisions-platform.md, Request bodies), through real
// route handlers on the test database: bytes that are not UTF-8 and lone surrogates are refused
// naming the body or the field (never saved as U+FFFD, never a 500), and a JSON body must say it
// is JSON (the studio API always; public endpoints accept a body without any type).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import type { Db } from "../../lib/infra/db";
import { readSettings } from "../../lib/domain/settings/read";
import { PATCH as saveSettings } from "../../app/v1/studio/settings/[section]/route";
import { POST as studioAction } from "../../app/v1/studio/bookings/[bookingId]/[...action]/route";
import { POST as createHold } from "../../app/v1/public/sites/[slug]/holds/route";
import { POST as guestCancel } from "../../app/v1/public/bookings/manage/[token]/cancel/route";
import { readUploadForm } from "../../lib/http/multipart";
import { ApiError } from "../../lib/contract/errors";
import { STAFF_BASE as BASE, staffLogin, startStaffEnv, type StaffEnv, type StaffLogin } from "../helpers/staff";
import { holdBody } from "../api/holds.helpers";
import type { TestStudio } from "../helpers/fixtures";

let env: StaffEnv;
let db: Db;
let studio: TestStudio;
let owner: StaffLogin;
let ipN = 0;

beforeAll(async () => {
  env = await startStaffEnv("bodies");
  ({ db, studio } = env);
  owner = await staffLogin(db, { studioId: studio.studioId, role: "owner" });
});
afterAll(() => env?.close());

const ip = () => `10.77.${Math.floor(++ipN / 250)}.${ipN % 250}`;
const json = (s: string) => new Uint8Array(new TextEncoder().encode(s));
/** `{"name":"` + bytes + `"}`: C0 AF is an overlong "/", ED A0 80 an encoded surrogate; neither is UTF-8. */
const withBadBytes = (field: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array([...json(`{"${field}":"`), 0xc0, 0xaf, 0xed, 0xa0, 0x80, ...json(`"}`)]);

async function answer(res: Promise<Response>) {
  const r = await res;
  return { status: r.status, body: await r.json() };
}
// Bytes, not a string: a string body would give the Request a text/plain type of its own.
const bytesOf = (body: string | Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> => (typeof body === "string" ? json(body) : body);
function patchStudio(body: string | Uint8Array<ArrayBuffer>, type: string | null = "application/json") {
  const headers: Record<string, string> = { cookie: owner.cookie, origin: BASE, "x-forwarded-for": ip() };
  if (type) headers["content-type"] = type;
  return answer(
    saveSettings(new Request(`${BASE}/v1/studio/settings/studio`, { method: "PATCH", headers, body: bytesOf(body) }), {
      params: Promise.resolve({ section: "studio" }),
    }),
  );
}
function postPublic<P extends Record<string, string>>(
  handler: (req: Request, ctx: { params: Promise<P> }) => Promise<Response>,
  url: string,
  params: P,
  body: string | Uint8Array<ArrayBuffer>,
  type: string | null,
) {
  const headers: Record<string, string> = { "x-forwarded-for": ip() };
  if (type) headers["content-type"] = type;
  return answer(handler(new Request(url, { method: "POST", headers, body: bytesOf(body) }), { params: Promise.resolve(params) }));
}

describe("invalid UTF-8 and lone surrogates", () => {
  it("studio settings: invalid bytes → 400 VALIDATION_ERROR for the body, the name unchanged", async () => {
    const before = (await readSettings(db, studio.studioId)).studio.name;
    const r = await patchStudio(withBadBytes("name"));
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: "VALIDATION_ERROR", message: "body: is not valid UTF-8" });
    expect((await readSettings(db, studio.studioId)).studio.name).toBe(before);
  });

  it("studio settings: a lone surrogate (\\ud800) → 400 naming the field, not a 500", async () => {
    const r = await patchStudio('{"name":"Sala \\ud800 Nova"}');
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: "VALIDATION_ERROR", message: "name: is not valid Unicode (a lone surrogate)" });
    const low = await patchStudio('{"address":{"street":"x\\udc00"}}');
    expect(low.body.error.message).toBe("address.street: is not valid Unicode (a lone surrogate)");
    // A pair of surrogates is one character (U+1F600) and stays fine.
    const pair = await patchStudio('{"name":"Sala \\ud83d\\ude00"}');
    expect(pair.status).toBe(200);
  });

  it("a studio cancel reason with invalid bytes or a lone surrogate → 400 before the booking is looked at", async () => {
    const post = (body: string | Uint8Array<ArrayBuffer>) =>
      answer(
        studioAction(
          new Request(`${BASE}/v1/studio/bookings/x/cancel`, {
            method: "POST",
            headers: { cookie: owner.cookie, origin: BASE, "content-type": "application/json", "x-forwarded-for": ip() },
            body: bytesOf(body),
          }),
          { params: Promise.resolve({ bookingId: randomUUID(), action: ["cancel"] }) },
        ),
      );
    expect((await post(withBadBytes("reason"))).body.error.message).toBe("body: is not valid UTF-8");
    expect((await post('{"reason":"\\ud800"}')).body.error.message).toBe("reason: is not valid Unicode (a lone surrogate)");
  });

  it("public create hold: invalid bytes → body, a lone surrogate → body.guestName", async () => {
    const url = `${BASE}/v1/public/sites/${studio.slug}/holds`;
    const bad = await postPublic(createHold, url, { slug: studio.slug }, withBadBytes("guestName"), "application/json");
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe("body: is not valid UTF-8");
    const lone = JSON.stringify(holdBody(studio, { guestName: "Ana X" })).replace("Ana X", "Ana \\ud800");
    const r = await postPublic(createHold, url, { slug: studio.slug }, lone, "application/json");
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe("body.guestName: is not valid Unicode (a lone surrogate)");
  });

  it("a multipart text field with invalid bytes → 400 naming it", async () => {
    const boundary = "b0undary";
    const bytes = new Uint8Array([
      ...json(`--${boundary}\r\nContent-Disposition: form-data; name="alt.es"\r\n\r\nFoto `),
      0xc0,
      0xaf,
      ...json(`\r\n--${boundary}--\r\n`),
    ]);
    const req = new Request(`${BASE}/x`, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body: bytes,
    });
    const e = await readUploadForm(req, 1024).catch((x: unknown) => x as ApiError);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).message).toBe("alt.es: is not valid UTF-8");
  });
});

describe("Content-Type of JSON bodies", () => {
  it("studio API: text/plain, a form type, another charset or none → 400 VALIDATION_ERROR; JSON types pass", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/json; charset=iso-8859-1", null]) {
      const r = await patchStudio('{"name":"Sala Tipo"}', type);
      expect(r.status, String(type)).toBe(400);
      expect(r.body.error).toMatchObject({ code: "VALIDATION_ERROR", message: "body: Content-Type must be application/json" });
    }
    expect((await readSettings(db, studio.studioId)).studio.name).not.toBe("Sala Tipo");
    for (const type of ["application/json", "application/json; charset=UTF-8", "Application/JSON"]) {
      expect((await patchStudio('{"name":"Sala Tipo"}', type)).status, type).toBe(200);
    }
  });

  it("public API: text/plain is refused; a body without a type is still read (compatibility)", async () => {
    const url = `${BASE}/v1/public/bookings/manage/x/cancel`;
    const token = "t".repeat(43);
    const plain = await postPublic(guestCancel, url, { token }, '{"reason":"x"}', "text/plain;charset=UTF-8");
    expect(plain.status).toBe(400);
    expect(plain.body.error.message).toBe("body: Content-Type must be application/json");
    // Without a type the body is read and the request goes on to the token: 404, not a body problem.
    const none = await postPublic(guestCancel, url, { token }, '{"reason":"x"}', null);
    expect(none.status).toBe(404);
  });
});
