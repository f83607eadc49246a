// What the booking flow shows a guest after a wrong code: the API's CODE_INVALID carries the
// tries left as data (error.details.attemptsLeft, in the envelope too), counted down to the
// last try, with the real database and the injected clock (docs/booking-flow.md, Wrong code).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { manualClock, setClock } from "../../lib/infra/clock";
import { ApiError } from "../../lib/contract/errors";
import { ErrorEnvelope } from "../../lib/contract/schemas";
import { errorBody } from "../../lib/http/route";
import { createHold, type CreateHoldInput } from "../../lib/domain/holds/create";
import { verifyHold } from "../../lib/domain/holds/verify";
import { MAX_WRONG_CODES } from "../../lib/contract/hold-rules";
import { bookableStudio, holdBody } from "../api/holds.helpers";
import { testDb } from "../helpers/test-db";

let clk: ReturnType<typeof manualClock>;
let n = 0;

const db = testDb(4, { env: { SMTP_URL: undefined, ROOT_DOMAIN: "localhost:3000" } });
beforeEach(() => {
  clk = manualClock(Date.UTC(2036, 2, 3, 8, 0, 0) + n++ * 7 * 24 * 3_600_000);
  setClock(clk);
});
afterEach(() => setClock(null));

async function refusal(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error("expected an ApiError");
}

const wrongOf = (code: string) => (code === "000000" ? "111111" : "000000");

describe("wrong code: tries left as data", () => {
  it("counts down attemptsLeft 4, 3, 2, 1 in the error's details and its envelope, then the hold is released", async () => {
    const s = await bookableStudio({ db });
    const h = await createHold(db, clk, { slug: s.slug, body: holdBody(s) as CreateHoldInput["body"], ip: "203.0.113.77" });
    const wrong = wrongOf(h.devCode!);
    const seen: number[] = [];
    for (let i = 1; i < MAX_WRONG_CODES; i++) {
      const e = await refusal(verifyHold(db, clk, h.holdId, wrong));
      expect(e.code).toBe("CODE_INVALID");
      seen.push(Number(e.details?.attemptsLeft));
      const body = errorBody(e);
      expect(ErrorEnvelope.parse(body).error.details).toEqual({ attemptsLeft: MAX_WRONG_CODES - i });
    }
    expect(seen).toEqual([4, 3, 2, 1]);
    expect((await refusal(verifyHold(db, clk, h.holdId, wrong))).code).toBe("TOO_MANY_ATTEMPTS");
  });

  it("an expired code is CODE_INVALID without attemptsLeft (it is not counted)", async () => {
    const s = await bookableStudio({ db });
    const h = await createHold(db, clk, { slug: s.slug, body: holdBody(s) as CreateHoldInput["body"], ip: "203.0.113.78" });
    clk.advance(10 * 60_000);
    const e = await refusal(verifyHold(db, clk, h.holdId, h.devCode!));
    expect(e.code).toBe("CODE_INVALID");
    expect(e.details).toBeUndefined();
    expect(errorBody(e).error).not.toHaveProperty("details");
  });
});
