// Blocks of several rooms, the whole studio and weekly repeats over HTTP against the production
// build (docs/studio-actions.md, Blocking several rooms or every week): each status the document
// lists for the preview, the group and the scoped removal, recorded for the contract replay.
// 401, 403 and another studio's ids are tests/api/studio-tenancy.test.ts's; 429/500/503 are
// tests/api/studio-contract.test.ts's, enumerated for every studio endpoint.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { errorOf, type ApiReply } from "../helpers/app";
import { ALWAYS_OPEN } from "../helpers/fixtures";
import { PLATFORM_ORIGIN, studioApiTest } from "../helpers/staff";

const t = studioApiTest({
  edit: (f) => {
    f.studio.operatingHours = ALWAYS_OPEN;
  },
});

async function call(method: string, path: string, body?: unknown): Promise<ApiReply> {
  const res = await t.app.fetch(`/v1${path}`, {
    method,
    headers: { cookie: t.staff.cookie, origin: PLATFORM_ORIGIN },
    ...(body !== undefined ? { json: body } : {}),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}
const expectError = (r: ApiReply, status: number, code: string) => expect(errorOf(r)).toEqual({ status, code, envelope: true });

describe("blocks of several rooms or every week", () => {
  const body = { rooms: "all", date: "2031-06-02", startTime: "09:00", endTime: "12:00", repeat: { count: 4 }, note: "Group maintenance" };

  it("preview 200 listing a conflict; create 409 listing it, nothing made; with it skipped 201; 400 and 404", async () => {
    const lone = await call("POST", "/studio/blocks", {
      roomId: t.studio.roomIds[1],
      startsAt: "2031-06-16T10:00:00+02:00",
      endsAt: "2031-06-16T11:00:00+02:00",
    });
    expect(lone.status).toBe(201);
    expect(lone.body.data.groupId).toBeNull();

    const p = await call("POST", "/studio/blocks/preview", body);
    expect(p.status).toBe(200);
    expect(p.body.data).toMatchObject({ blocks: 12, conflicts: 1 });
    expect(p.body.data.occurrences.find((o: { conflict: unknown }) => o.conflict)).toMatchObject({
      date: "2031-06-16",
      roomId: t.studio.roomIds[1],
      conflict: { kind: "block", start: "2031-06-16 10:00", end: "11:00" },
    });

    const refused = await call("POST", "/studio/blocks/group", body);
    expectError(refused, 409, "SLOT_TAKEN");
    expect(Object.keys(refused.body.error.details.conflicts)).toEqual([`2031-06-16/${t.studio.roomIds[1]}`]);
    expect(await t.app.db.calendarBlock.count({ where: { note: "Group maintenance" } })).toBe(0);

    const made = await call("POST", "/studio/blocks/group", { ...body, skip: [{ date: "2031-06-16", roomId: t.studio.roomIds[1] }] });
    expect(made.status).toBe(201);
    expect(made.body.data.blocks).toHaveLength(11);
    expect(made.body.data.blocks[0]).toMatchObject({ startsAt: "2031-06-02T09:00:00+02:00", groupId: made.body.data.groupId });

    for (const path of ["/studio/blocks/preview", "/studio/blocks/group"]) {
      expectError(await call("POST", path, { ...body, endTime: "08:00" }), 400, "VALIDATION_ERROR");
      expectError(await call("POST", path, { ...body, repeat: { count: 60 } }), 400, "VALIDATION_ERROR");
      expectError(await call("POST", path, { ...body, rooms: [randomUUID()] }), 404, "RESOURCE_NOT_FOUND");
    }
  });

  it("DELETE ?scope=following and all: 200 with how many went; an unknown scope 400", async () => {
    const made = await call("POST", "/studio/blocks/group", { ...body, rooms: [t.studio.roomIds[2]], date: "2031-09-01", note: "Weekly" });
    expect(made.status).toBe(201);
    const [first, second] = made.body.data.blocks;
    expectError(await call("DELETE", `/studio/blocks/${second.id}?scope=rest`), 400, "VALIDATION_ERROR");
    const following = await call("DELETE", `/studio/blocks/${second.id}?scope=following`);
    expect(following.status).toBe(200);
    expect(following.body.data).toMatchObject({ id: second.id, removed: 3, groupId: made.body.data.groupId });
    const all = await call("DELETE", `/studio/blocks/${first.id}?scope=all`);
    expect(all.body.data.removed).toBe(1);
    expect(await t.app.db.calendarBlock.count({ where: { groupId: made.body.data.groupId } })).toBe(0);
  });
});
