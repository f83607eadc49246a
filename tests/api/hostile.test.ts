// Every hostile input the app sees is a clean 4xx in the JSON envelope (never a 500, never
// text/plain): control characters, bidi overrides and lone surrogates in free text; absurd
// dates; %00 in paths. These are also the fixed seeds of the fuzz suite (tests/api/fuzz.test.ts).
// What never reaches the app in production (malformed percent-encoding, methods no route has,
// Node's parser errors) is answered by the reverse proxy (docs/deployment.md, The reverse proxy);
// the last block shows what Next's server answers to them alone, which is why the proxy must.
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, errorOf, type TestApp, type ApiReply } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold, hoursAhead } from "../helpers/holds";
import { holdBody } from "./holds.helpers";
import { freeTextProblem } from "../../lib/contract/schemas";
import { APP_METHODS, pathDecodes } from "../helpers/proxy";

let app: TestApp;
let studio: TestStudio;

beforeAll(async () => {
  app = await startTestApp({
    env: { HCAPTCHA_SITE_KEY: undefined, HCAPTCHA_SECRET: undefined, SMTP_URL: undefined, TWILIO_ACCOUNT_SID: undefined },
  });
  studio = await createStudio(app.db, (f) => {
    f.booking.captcha = false;
  });
});
afterAll(() => app?.close());

/** A raw HTTP/1.1 exchange: what a hostile client can send that fetch() refuses to. */
export function rawRequest(url: string, text: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(u.port), u.hostname);
    const chunks: Buffer[] = [];
    socket.on("data", (c) => chunks.push(c));
    socket.on("error", reject);
    socket.on("close", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const [head, ...rest] = raw.split("\r\n\r\n");
      const lines = head.split("\r\n");
      const status = Number(lines[0]?.split(" ")[1] ?? 0);
      const headers: Record<string, string> = {};
      for (const l of lines.slice(1)) {
        const i = l.indexOf(":");
        if (i > 0) headers[l.slice(0, i).toLowerCase()] = l.slice(i + 1).trim();
      }
      resolve({ status, headers, body: rest.join("\r\n\r\n") });
    });
    socket.write(text);
    // The server answers and closes (Connection: close). One that stays silent (CONNECT) is
    // half-closed after a while; not sooner, nor on a clock a busy machine outruns: a half-close
    // before the answer made Next drop a TRACE answer under load.
    const silent = setTimeout(() => socket.end(), 3000);
    socket.on("data", () => clearTimeout(silent));
  });
}

function expectValidation(r: ApiReply, field: string) {
  expect(errorOf(r)).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
  // Labelled with where the field was sent (docs/api.md, Validation details): body.guestName, query.from, …
  expect(r.body.error.message).toMatch(new RegExp(`^((path|query|body)\\.)?${field}:`));
  expect(r.headers.get("x-request-id")).toBeTruthy();
}

describe("free text", () => {
  it("the one rule: control characters, bidi overrides and lone surrogates are refused; newlines only where multi-line", () => {
    for (const bad of [
      "a\u0000b",
      "a\r\nb",
      "a\nb",
      "a\u0007b",
      "a\u007fb",
      "a\u0085b",
      "\u202eevil",
      "x\u2066y",
      "a\ud800b",
      "a\udfffb",
      "a\u2028b",
    ]) {
      expect(freeTextProblem(bad), JSON.stringify(bad)).not.toBeNull();
    }
    for (const ok of ["Marta Puig", "Zoë Ñúñez", "李小龍", "emoji 🎸 ok", "O'Brien-Smith"]) expect(freeTextProblem(ok)).toBeNull();
    expect(freeTextProblem("line 1\nline 2\r\n\tindented", { multiline: true })).toBeNull();
    expect(freeTextProblem("nul\u0000", { multiline: true })).not.toBeNull();
    expect(freeTextProblem("\u202e", { multiline: true })).not.toBeNull();
  });

  it("guestName with NUL, CRLF, U+202E or a lone surrogate: 400 VALIDATION_ERROR naming guestName", async () => {
    for (const guestName of ["Ada\u0000Lovelace", "Ada\r\nBcc: x@evil.example", "\u202eecalevoL adA", "Ada \ud800 Lovelace"]) {
      const r = await app.post(`/v1/public/sites/${studio.slug}/holds`, holdBody(studio, { guestName }));
      expectValidation(r, "guestName");
    }
  });

  it("contact and captchaToken with control characters: 400 naming the field", async () => {
    expectValidation(
      await app.post(`/v1/public/sites/${studio.slug}/holds`, holdBody(studio, { contact: "marta@example.com\u0000" })),
      "contact",
    );
    expectValidation(
      await app.post(`/v1/public/sites/${studio.slug}/holds`, holdBody(studio, { captchaToken: "tok\u0000en" })),
      "captchaToken",
    );
  });

  it("confirm notes with NUL or U+202E: 400 naming notes; newlines in notes are fine", async () => {
    const h = await createHold(app.db, studio, { startsAt: hoursAhead(96) });
    expectValidation(await app.post(`/v1/public/holds/${h.holdId}/confirm`, { paymentMode: "on_site", notes: "bring\u0000amps" }), "notes");
    expectValidation(await app.post(`/v1/public/holds/${h.holdId}/confirm`, { paymentMode: "on_site", notes: "\u202Edrums" }), "notes");
    const ok = await app.post(`/v1/public/holds/${h.holdId}/confirm`, { paymentMode: "on_site", notes: "Two amps\nand a drum kit" });
    expect(ok.status).toBe(201);
    expect(ok.body.data.booking.notes).toBe("Two amps\nand a drum kit");
    // Cancel reason: same rule, multi-line allowed.
    const token = ok.body.data.manageToken;
    expectValidation(await app.post(`/v1/public/bookings/manage/${token}/cancel`, { reason: "no\u0000pe" }), "reason");
    expectValidation(await app.post(`/v1/public/bookings/manage/${token}/cancel`, { reason: "lone \udc00" }), "reason");
    const cancelled = await app.post(`/v1/public/bookings/manage/${token}/cancel`, { reason: "Band split up.\nSorry!" });
    expect(cancelled.status).toBe(200);
  });
});

describe("dates", () => {
  it("0000-01-01 and other years out of range: 400 VALIDATION_ERROR, not a RangeError", async () => {
    for (const date of ["0000-01-01", "1969-12-31", "3000-01-01", "9999-12-31"]) {
      expectValidation(await app.post(`/v1/public/sites/${studio.slug}/holds`, holdBody(studio, { date })), "date");
      expectValidation(await app.get(`/v1/public/sites/${studio.slug}/rooms/${studio.roomIds[0]}/availability?from=${date}`), "from");
      expectValidation(
        await app.get(`/v1/public/sites/${studio.slug}/rooms/${studio.roomIds[0]}/availability?from=2030-01-01&to=${date}`),
        "to",
      );
    }
  });
});

describe("paths and queries", () => {
  it("%00 in a slug or in resolve?host= is a 4xx in the envelope", async () => {
    for (const path of [
      `/v1/public/sites/%00`,
      `/v1/public/sites/a%00b`,
      `/v1/public/sites/a%00b/rooms/${studio.roomIds[0]}/availability`,
      `/v1/public/sites/resolve?host=%00`,
      `/v1/public/sites/resolve?host=a%00.example`,
    ]) {
      const r = await app.get(path);
      const e = errorOf(r);
      expect(e.envelope, path).toBe(true);
      expect(r.status, path).toBeGreaterThanOrEqual(400);
      expect(r.status, path).toBeLessThan(500);
    }
    const post = await app.post(`/v1/public/sites/a%00b/holds`, holdBody(studio));
    expect(errorOf(post).envelope).toBe(true);
    expect(post.status).toBeLessThan(500);
  });
});

describe("what Next's server answers alone (the proxy's rules of docs/deployment.md answer these in JSON)", () => {
  const send = (line: string, extra = "") => rawRequest(app.url, `${line}\r\nHost: localhost\r\n${extra}Connection: close\r\n\r\n`);

  it("malformed percent-encoding in a /v1 path: a text/plain 500 (the proxy: 400 VALIDATION_ERROR)", async () => {
    for (const path of ["/v1/public/sites/%ff", "/v1/public/holds/%E0%A4%A/verify", "/v1/public/sites/abc%"]) {
      expect(pathDecodes(path)).toBe(false);
      const r = await send(`GET ${path} HTTP/1.1`);
      expect(r.status, path).toBe(500);
      expect(r.headers["content-type"], path).toBe("text/plain");
    }
  });

  it("methods no route can have: TRACE a text 500, PROPFIND an empty 400, CONNECT no answer, an unknown token Node's 400 (the proxy: 405 METHOD_NOT_ALLOWED)", async () => {
    for (const m of ["TRACE", "PROPFIND", "CONNECT", "FOOBAR"]) expect(APP_METHODS.has(m)).toBe(false);
    expect((await send(`TRACE /v1/public/sites/${studio.slug} HTTP/1.1`)).status).toBe(500);
    expect((await send(`PROPFIND /v1/public/sites/${studio.slug} HTTP/1.1`)).status).toBe(400);
    expect((await rawRequest(app.url, `CONNECT localhost:443 HTTP/1.1\r\nHost: localhost:443\r\n\r\n`)).status).toBe(0);
    const unknown = await send("FOOBAR /v1/health HTTP/1.1");
    expect(unknown.status).toBe(400);
    expect(unknown.body).toBe("");
  });
});
