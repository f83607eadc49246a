import { ok, preflight, otherMethods, Problems, readJsonObject, checkBody } from "@/lib/http/route";
import { publicRoute } from "@/lib/http/public-route";
import { publicLookupBooking } from "@/lib/http/operations/public/bookings";
import { Slug } from "@/lib/contract/schemas";
import { lookupBooking } from "@/lib/domain/bookings/lookup";

// POST /v1/public/sites/{slug}/bookings/lookup — lookupBooking (beyond the contract; docs/decisions-bookings.md,
// Finding a booking): 200 with the same body whether or not the reference and contact match a booking.
export const POST = publicRoute<{ slug: string }>(publicLookupBooking, async ({ req, params, db, clock, ip }) => {
  const problems = new Problems();
  const read = await readJsonObject(req);
  const slug = problems.check("path", Slug, params.slug, "slug");
  const body = checkBody(problems, publicLookupBooking.body.schema, read);
  problems.throwIfAny();
  return ok(await lookupBooking(db, clock, { slug: slug!, body: body!, ip }));
});
export const OPTIONS = preflight;
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"]);
