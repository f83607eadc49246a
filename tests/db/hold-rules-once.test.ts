// createHold checks the room's rules in the one validation pass (Validation details, docs/api.md):
// every broken rule, and the problems the route already found, in one VALIDATION_ERROR labelled
// `body.*`, before any studio refusal.
import { describe, expect, it } from "vitest";
import { systemClock } from "../../lib/infra/clock";
import { ApiError } from "../../lib/contract/errors";
import { CreateHoldBody } from "../../lib/contract/schemas";
import { Problems } from "../../lib/http/route";
import { createHold, type CreateHoldInput } from "../../lib/domain/holds/create";
import { bookableStudio, holdBody } from "../api/holds.helpers";
import { testDb } from "../helpers/test-db";

const GRID = "body.startTime: must be on the room's 30-minute grid";
const MULTIPLE = "body.durationMinutes: must be a multiple of 30";

const db = testDb(2, { env: { SMTP_URL: undefined, HCAPTCHA_SECRET: undefined } });

const failure = (p: Promise<unknown>) =>
  p.then(
    () => expect.unreachable("expected an error"),
    (e: unknown) => e as ApiError,
  );

describe("createHold: the room's rules in one pass", () => {
  it("two broken rules → one VALIDATION_ERROR naming both, labelled as the route labels them", async () => {
    const s = await bookableStudio({ db });
    const body = holdBody(s, { startTime: "10:15", durationMinutes: 45 }) as CreateHoldInput["body"];
    const err = await failure(createHold(db, systemClock, { slug: s.slug, body, ip: "192.0.2.30" }));
    expect(err).toBeInstanceOf(ApiError);
    expect({ code: err.code, status: err.status, message: err.message }).toEqual({
      code: "VALIDATION_ERROR",
      status: 400,
      message: `${GRID}; ${MULTIPLE}`,
    });
  });

  it("the route's problems and the room's rules together, in the route's order", async () => {
    const s = await bookableStudio({ db });
    const sent = holdBody(s, { startTime: "10:15", durationMinutes: 45, guestName: "" });
    const problems = new Problems();
    const body = problems.check("body", CreateHoldBody, sent);
    expect(body).toBeUndefined();
    const err = await failure(createHold(db, systemClock, { slug: s.slug, body, sent, problems, ip: "192.0.2.31" }));
    expect(err.code).toBe("VALIDATION_ERROR");
    expect(err.message).toMatch(new RegExp(`^body\\.guestName: [^;]+; ${GRID}; ${MULTIPLE}$`));
  });

  it("broken rules at an unverified studio: the VALIDATION_ERROR comes first", async () => {
    const s = await bookableStudio({ db });
    await db.$executeRaw`UPDATE studio SET "isVerified" = false WHERE slug = ${s.slug}`;
    const body = holdBody(s, { startTime: "10:15", durationMinutes: 60 }) as CreateHoldInput["body"];
    const err = await failure(createHold(db, systemClock, { slug: s.slug, body, ip: "192.0.2.32" }));
    expect({ code: err.code, message: err.message }).toEqual({ code: "VALIDATION_ERROR", message: GRID });
  });

  it("other problems at an unknown studio: only they are answered (the 404 comes after)", async () => {
    const s = await bookableStudio({ db });
    const sent = holdBody(s, { guestName: "" });
    const problems = new Problems();
    const body = problems.check("body", CreateHoldBody, sent);
    const err = await failure(createHold(db, systemClock, { slug: "no-such-studio", body, sent, problems, ip: "192.0.2.33" }));
    expect(err.code).toBe("VALIDATION_ERROR");
    expect(err.message).toMatch(/^body\.guestName: [^;]+$/);
    const clean = holdBody(s) as CreateHoldInput["body"];
    expect((await failure(createHold(db, systemClock, { slug: "no-such-studio", body: clean, ip: "192.0.2.33" }))).code).toBe(
      "RESOURCE_NOT_FOUND",
    );
  });
});
