// One operation of sign-up (docs/signup.md) or of the operator API (docs/operators.md, Operator API),
// declared once (docs/architecture.md, Add an endpoint): path, parameters, body, reply, error codes
// with their wording, the per-IP limit and what the OpenAPI document says. The area files of
// platform/ declare them; platform/index.ts is the list the document and the tests read, and each
// route.ts under app/v1/signup and app/v1/platform serves its operation through signupRoute or
// platformRoute (lib/http/platform-route.ts). Neither is for third parties: sign-up is the platform
// page's own form; the operator API needs an operator's session (the staff session cookie,
// `staffSession`) and answers only the console's origin.
import type { ErrorCode } from "../../contract/error-codes";
import { Uuid } from "../../contract/schemas";
import type { Endpoint, PathParam } from "./endpoint";

type PlatformOperation = Omit<Endpoint, "section" | "pathParams" | "noStore"> & {
  tag: "Sign-up" | "Platform";
  pathParams?: Endpoint["pathParams"];
};

/** Declares a sign-up or operator operation: beyond the published contract, never cached, no path parameters unless named. */
export const platformOperation = <O extends PlatformOperation>(op: O): Endpoint & O => ({
  section: "none",
  pathParams: {},
  noStore: true,
  ...op,
});

export const FAULTS: readonly ErrorCode[] = ["INTERNAL_ERROR", "SERVICE_UNAVAILABLE"];
/** Codes of every call that needs a session: none (401), a cross-origin write or the wrong role (403), faults. */
export const SESSION: readonly ErrorCode[] = ["UNAUTHENTICATED", "FORBIDDEN", ...FAULTS];
export const studioIdParam: PathParam = { schema: Uuid, description: "`studioId` of a studio (anything else is 404)" };
