// Every sign-up and operator API operation, read from the area files beside this one: a new
// operation in an existing area needs no change here, a new area one import line. The OpenAPI
// document (lib/http/openapi/endpoints.ts), the sign-up tests and the contract tests enumerate this
// list, and tests/unit/api-operations.test.ts checks it against the route files.
import type { Endpoint } from "../endpoint";
import * as signup from "./signup";
import * as operators from "./operators";

const AREAS = [signup, operators];

export const PLATFORM_OPERATIONS: readonly Endpoint[] = AREAS.flatMap((area) => Object.values(area));
