// Look-alikes at sign-up (docs/signup.md, Look-alikes): a slug or name that passes for a verified
// studio's, or for the platform, gets its documented outcome: refused with the reason, or accepted
// and shown to the operator with the studio it resembles.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { ApiError } from "../../lib/contract/errors";
import { OnboardingRequest } from "../../lib/contract/studio-schemas";
import { slugProblem } from "../../lib/contract/slugs";
import { requestSignUp } from "../../lib/domain/signup/request";
import { createOnboardedStudio, slugAvailability } from "../../lib/domain/signup/studio";
import { skeleton } from "../../lib/domain/signup/lookalike";
import { listStudios } from "../../lib/domain/platform/console";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { testDb } from "../helpers/test-db";
import { wizardAnswers } from "../helpers/signup";

// A database of the file's own, holding the two demo studios under their real addresses, verified.
const db = testDb(4, {
  own: "lookalike",
  env: { JOBS_SCHEMA: `jobs_lookalike_${process.pid}`, SMTP_URL: undefined, TWILIO_ACCOUNT_SID: undefined },
});
let gracia: TestStudio;
let llum: TestStudio;

beforeAll(async () => {
  await ensureJobs();
  gracia = await createStudio(db, (f) => {
    f.studio.slug = "sala-gracia";
    f.studio.name = "Sala Gràcia";
  });
  llum = await createStudio(db, (f) => {
    f.studio.slug = "estudi-llum";
    f.studio.name = "Estudi Llum";
  });
  for (const s of [gracia, llum]) {
    const row = await db.studio.findUniqueOrThrow({ where: { id: s.studioId } });
    expect(row.verificationStatus).toBe("live");
  }
});

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof ApiError ? { code: e.code, details: e.details } : e),
  );

async function signedUp() {
  const e = `owner-${randomUUID().slice(0, 8)}@example.com`;
  // A network of its own per sign-up: the per-network limits are not what this file tests.
  const net = randomUUID().replace(/-/g, "").slice(0, 8);
  await requestSignUp(db, systemClock, { email: e, locale: "en", ip: `2001:db8:${net.slice(0, 4)}:${net.slice(4)}::1` });
  const u = await db.user.findUniqueOrThrow({ where: { email: e } });
  return { userId: u.id, email: e, locale: "en" };
}

async function create(slug: string, name = `Rehearsal ${randomUUID().slice(0, 6)}`) {
  const o = OnboardingRequest.parse(wizardAnswers(slug, ["es", "en"]));
  o.studio.name = name;
  return createOnboardedStudio(db, systemClock, await signedUp(), o);
}

const resemblanceOf = async (studioId: string) => (await db.studio.findUniqueOrThrow({ where: { id: studioId } })).resemblance;

describe("look-alikes at sign-up", () => {
  it("skeletons fold confusables, accents, separators and digits that pass for letters", () => {
    expect(skeleton("Sala Gràcia")).toBe("salagracia");
    expect(skeleton("ѕаlа-grаcіа")).toBe("salagracia"); // Cyrillic letters
    expect(skeleton("SALA_GRACIA")).toBe("salagracia");
    expect(skeleton("rnetal-0ne")).toBe("metalone");
  });

  it("salagracia (the same letters as a verified studio's address): refused, reason confusable, naming the studio", async () => {
    expect(await slugAvailability(db, "salagracia")).toEqual({ slug: "salagracia", available: false, reason: "confusable" });
    expect(await failure(create("salagracia"))).toEqual({
      code: "VALIDATION_ERROR",
      details: { field: "studio.slug", reason: "confusable", resembles: "sala-gracia" },
    });
    // Separators moved do not make another address; the real one is simply taken.
    expect((await slugAvailability(db, "sal-agracia")).reason).toBe("confusable");
    expect((await slugAvailability(db, "sala-gracia")).reason).toBe("taken");
  });

  it("sala-gracia2 and estudi-ilum (an edit away): accepted, and flagged to the operator with the studio", async () => {
    const a = await create("sala-gracia2");
    expect(await resemblanceOf(a.studioId)).toBe("slug sala-gracia2 ~ sala-gracia (Sala Gràcia), 1 edit");
    const b = await create("estudi-ilum");
    expect(await resemblanceOf(b.studioId)).toBe("slug estudi-ilum ~ estudi-llum (Estudi Llum), 1 edit");
    // The console's list shows it.
    const { studios } = await listStudios(db, { q: "estudi-ilum" });
    expect(studios.map((s) => s.resemblance)).toEqual(["slug estudi-ilum ~ estudi-llum (Estudi Llum), 1 edit"]);
  });

  it('the name "Sala Gràcia" under an address of its own: accepted, and flagged with the studio', async () => {
    const s = await create(`bandroom-${randomUUID().slice(0, 6)}`, "Sala Gràcia");
    expect(await resemblanceOf(s.studioId)).toBe("name Sala Gràcia ~ sala-gracia (Sala Gràcia), same letters");
  });

  it("login-now, support-team, stripe-payments, paypal: refused as reserved (a word the platform keeps)", async () => {
    for (const slug of ["login-now", "support-team", "stripe-payments", "my-paypal", "stripepayments", "gigsupport"]) {
      expect(slugProblem(slug), slug).toBe("reserved");
      expect(await slugAvailability(db, slug)).toEqual({ slug, available: false, reason: "reserved" });
    }
    expect(await failure(create("login-now"))).toEqual({ code: "VALIDATION_ERROR", details: { field: "studio.slug", reason: "reserved" } });
    // Ordinary studio words are not caught.
    for (const slug of ["sala-nova", "estudi-del-poble", "helpful-sound", "bankside-rehearsal"]) expect(slugProblem(slug), slug).toBeNull();
  });

  it("an address unlike any verified studio's: accepted, not flagged", async () => {
    const s = await create(`cellar-${randomUUID().slice(0, 6)}`);
    expect(await resemblanceOf(s.studioId)).toBeNull();
  });
});
