// One public API operation (`/v1/public/*`), declared once (docs/architecture.md, Add an endpoint):
// its path and path parameters, the body and query it reads, its reply, the error codes it answers
// with its own wording of them, the per-IP limit it counts against and what the OpenAPI document
// says about it. The area files beside this one (public/*.ts) declare them; public/index.ts is the
// list the document (lib/http/openapi/endpoints.ts) and the tests read, and each route.ts under
// app/v1/public serves its operation through publicRoute (lib/http/public-route.ts). Public
// operations need no credentials and answer any origin (CORS).
import * as C from "../../contract/schemas";
import { ERROR_STATUS } from "../../contract/error-codes";
import { TOKEN_RE } from "../../domain/bookings/manage-token";
import type { Endpoint, PathParam } from "./endpoint";
import { RULES } from "./rules";

type PublicOperation = Endpoint & { tag: "Sites" | "Holds" | "Bookings"; staff?: never; universal?: never };

/** Declares a public operation (typed, keeping its body's schema type for the route; the value is the declaration itself). */
export const publicOperation = <O extends PublicOperation>(op: O): O => op;

// Path parameters and error notes several operations share.
export const slugParam: PathParam = { schema: C.Slug, description: "The studio's slug" };
export const holdIdParam: PathParam = { schema: C.Uuid, description: "`holdId` from the hold" };
// The manage token travels in the path: the `manageToken` of ConfirmResult, in the form the
// manage endpoints accept (anything else is an unknown token, 404). It is a password, so the
// answers carry no Referer (docs/decisions-bookings.md, Manage page).
export const tokenParam: PathParam = {
  schema: C.ConfirmResult.shape.manageToken.regex(TOKEN_RE),
  description: `The manage token (${RULES.tokenLength}) from ConfirmResult. Acts as a password: keep it out of logs, analytics and referrers. A mistyped token is ${ERROR_STATUS.RESOURCE_NOT_FOUND}.`,
  secret: true,
};
export const notFoundForMalformedId = { code: "RESOURCE_NOT_FOUND", why: "unknown or malformed hold id" } as const;

/** The days asked for: getAvailability's query, and getMoveTimes' (public/bookings.ts). */
export const availabilityQuery = {
  schema: C.AvailabilityQuery,
  descriptions: {
    from: "First day, YYYY-MM-DD, studio-local; default today",
    to: `Last day, inclusive; default equal to \`from\`. A window longer than ${RULES.windowDays} is clipped.`,
  },
};
