// The studio's figures over HTTP against the production build (docs/dashboard.md, Figures): owners and
// staff read them, the range is checked (400 naming `to`), the CSV is an attachment in the member's
// language and separator with a byte-order mark. Through the recording fetch, so the contract replay
// sees each documented status; 401, 429, 500 and 503 are the shared studio tests' (studio-tenancy,
// studio-contract), which enumerate every studio endpoint.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, startTestApp, type ApiReply, type TestApp } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { staffLogin, type StaffLogin } from "../helpers/staff";
import { addBooking } from "../helpers/dashboard";
import { StudioReport } from "../../lib/contract/dashboard-schemas";

const ORIGIN = "http://studios.test";
let app: TestApp;
let studio: TestStudio;
let owner: StaffLogin;
let staffEs: StaffLogin;

beforeAll(async () => {
  app = await startTestApp({ env: { ROOT_DOMAIN: "studios.test", PUBLIC_BASE_URL: ORIGIN, APP_ENV: "preproduction" } });
  studio = await createStudio(app.db);
  owner = await staffLogin(app.db, { studioId: studio.studioId, role: "owner" });
  staffEs = await staffLogin(app.db, { studioId: studio.studioId, role: "staff", locale: "es" });
  await addBooking(app.db, studio, { at: "2031-02-04T10:00", minutes: 120, paymentStatus: "paid", guestName: "Ana Martínez" });
  await addBooking(app.db, studio, { at: "2031-02-05T10:00", status: "no_show" });
});
afterAll(() => app?.close());

async function get(path: string, who: StaffLogin): Promise<ApiReply> {
  const res = await app.fetch(path, { headers: { cookie: who.cookie } });
  // The byte-order mark kept (Response.text() drops it).
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* CSV */
  }
  return { status: res.status, headers: res.headers, body };
}

describe("GET /v1/studio/reports", () => {
  it("200: the figures, for owners and staff alike", async () => {
    for (const who of [owner, staffEs]) {
      const r = await get("/v1/studio/reports?from=2031-02-01&to=2031-02-28", who);
      expect(r.status).toBe(200);
      const data = StudioReport.parse((r.body as { data: unknown }).data);
      expect(data.total).toMatchObject({ bookings: 2, noShows: 1, bookedCents: 3600 + 1800, collectedCents: 3600 });
      expect(data.weeks.map((w) => w.period)).toEqual(["2031-01-27", "2031-02-03", "2031-02-10", "2031-02-17", "2031-02-24"]);
      expect(data.months.map((m) => m.period)).toEqual(["2031-02"]);
    }
  });

  it("400 VALIDATION_ERROR: no dates, `to` before `from`, more than a year", async () => {
    for (const q of [
      "",
      "?from=2031-02-01",
      "?from=2031-02-10&to=2031-02-01",
      "?from=2031-01-01&to=2032-01-02",
      "?from=2031-02-30&to=2031-03-01",
    ]) {
      const r = await get(`/v1/studio/reports${q}`, owner);
      expect(errorOf(r), q).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    }
  });
});

describe("GET /v1/studio/reports/export.csv", () => {
  it("200: an attachment with a BOM, `;` and Spanish headers for an es member, `,` and English for an en one", async () => {
    const es = await get("/v1/studio/reports/export.csv?from=2031-02-01&to=2031-02-28&by=month", staffEs);
    expect(es.status).toBe(200);
    expect(es.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(es.headers.get("content-disposition")).toBe('attachment; filename="figures-month-2031-02-01-2031-02-28.csv"');
    const esText = es.body as string;
    expect(esText.charCodeAt(0)).toBe(0xfeff);
    const [head, row] = esText.slice(1).split("\r\n");
    expect(head.split(";").slice(0, 4)).toEqual(["Mes", "Desde", "Hasta", "Reservas"]);
    expect(row.split(";").slice(0, 8)).toEqual(["2031-02", "2031-02-01", "2031-02-28", "2", "1", "0", "54,00", "36,00"]);

    const en = await get("/v1/studio/reports/export.csv?from=2031-02-01&to=2031-02-28", owner);
    const [enHead] = (en.body as string).slice(1).split("\r\n");
    expect(enHead.split(",").slice(0, 4)).toEqual(["Week", "From", "To", "Bookings"]);

    // The page's language wins over the member's (the figures page links with its own).
    const asPage = await get("/v1/studio/reports/export.csv?from=2031-02-01&to=2031-02-28&lang=en", staffEs);
    const [pageHead] = (asPage.body as string).slice(1).split("\r\n");
    expect(pageHead.split(",").slice(0, 4)).toEqual(["Week", "From", "To", "Bookings"]);
  });

  it("400 VALIDATION_ERROR in the JSON envelope: an unknown period, a range too long", async () => {
    for (const q of ["?from=2031-02-01&to=2031-02-28&by=day", "?from=2031-01-01&to=2032-06-01", "?from=2031-02-01&to=2031-02-28&lang=fr"]) {
      const r = await get(`/v1/studio/reports/export.csv${q}`, owner);
      expect(errorOf(r), q).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    }
  });
});
