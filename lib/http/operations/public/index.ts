// Every public API operation (`/v1/public/*`), read from the area files beside this one: a new
// operation in an existing area needs no change here, a new area one import line. The OpenAPI
// document (lib/http/openapi/endpoints.ts), the universal-errors test and the contract tests
// enumerate this list, and tests/unit/api-operations.test.ts checks it against the route files.
import type { Endpoint } from "../endpoint";
import * as sites from "./sites";
import * as availability from "./availability";
import * as holds from "./holds";
import * as bookings from "./bookings";
import * as paymentLinks from "./payment-links";

const AREAS = [sites, availability, holds, bookings, paymentLinks];

export const PUBLIC_OPERATIONS: readonly Endpoint[] = AREAS.flatMap((area) => Object.values(area));
