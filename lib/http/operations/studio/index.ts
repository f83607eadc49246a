// Every studio API operation, read from the area files beside this one: a new operation in an
// existing area needs no change here, a new area one import line; the booking actions come from
// their registry (booking-actions.ts). The OpenAPI document
// (lib/http/openapi/studio-doc.ts), the tenancy test and the contract tests enumerate this list,
// and tests/unit/studio-operations.test.ts checks it against the route files.
import type { StudioOperation } from "../studio-operation";
import * as staff from "./staff";
import * as calendar from "./calendar";
import * as bookings from "./bookings";
import * as series from "./series";
import * as connections from "./connections";
import * as webhooks from "./webhooks";
import * as payments from "./payments";
import * as verification from "./verification";
import * as settings from "./settings";
import * as photos from "./photos";
import * as reports from "./reports";
import * as promoCodes from "./promo";
import * as invoices from "./invoices";
import * as prepaid from "./prepaid";
import * as guests from "./guests";
import { BOOKING_ACTION_OPERATIONS } from "./booking-actions";

const AREAS = [
  staff,
  calendar,
  bookings,
  series,
  connections,
  webhooks,
  payments,
  verification,
  settings,
  photos,
  reports,
  promoCodes,
  invoices,
  prepaid,
  guests,
];

export const STUDIO_OPERATIONS: readonly StudioOperation[] = [
  ...AREAS.flatMap((area) => Object.values(area)),
  ...Object.values(BOOKING_ACTION_OPERATIONS),
];
