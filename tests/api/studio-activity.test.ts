// The activity badge's endpoint over HTTP against the production build (docs/dashboard.md, Activity
// badge): the server's `now` to start from, the counts after it, 400 for a `since` that is not an instant.
// Through the recording fetch, so the contract replay sees each documented status; the codes every studio
// endpoint shares are studio-tenancy's and studio-contract's.
import { describe, expect, it } from "vitest";
import { errorOf } from "../helpers/app";
import { studioApiTest } from "../helpers/staff";
import { addBooking } from "../helpers/dashboard";
import { StudioActivity } from "../../lib/contract/dashboard-schemas";

const t = studioApiTest();

const get = (path: string) => t.app.get(path, { headers: { cookie: t.staff.cookie } });

describe("GET /v1/studio/activity", () => {
  it("200: the server's now, then the bookings made after it", async () => {
    const first = await get("/v1/studio/activity");
    expect(first.status).toBe(200);
    const start = StudioActivity.parse((first.body as { data: unknown }).data);
    expect(start).toMatchObject({ arrived: 0, cancelled: 0 });
    await addBooking(t.app.db, t.studio, { at: "2031-04-01T10:00" });
    const next = await get(`/v1/studio/activity?since=${encodeURIComponent(start.now)}`);
    expect(next.status).toBe(200);
    expect(StudioActivity.parse((next.body as { data: unknown }).data)).toMatchObject({ arrived: 1, cancelled: 0 });
  });

  it("400 VALIDATION_ERROR: a `since` that is not an instant with its offset", async () => {
    for (const q of ["?since=yesterday", "?since=2031-04-01", "?since=2031-04-01T10:00:00"]) {
      expect(errorOf(await get(`/v1/studio/activity${q}`)), q).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    }
  });
});
