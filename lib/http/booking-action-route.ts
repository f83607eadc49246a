// The one route of every booking action (docs/booking-actions.md): POST
// /v1/studio/bookings/{bookingId}/<path> finds the action by its path in the registry and serves it
// through studioRoute with the operation built from it, so each action keeps its own limit, owner
// check, body schema and answers; another method on an action's path is 405, a path no action has 404.
import { BOOKING_ACTIONS, BOOKING_ACTION_NAMES, type BookingActionName } from "../contract/booking-actions";
import { RUNNERS, type ActionRun } from "../domain/studio-actions/registry";
import { BOOKING_ACTION_OPERATIONS } from "./operations/studio/booking-actions";
import { ok, otherMethods, readBody, unknownEndpoint } from "./route";
import { studioRoute } from "./studio-route";

type Params = { bookingId: string; action: string[] };
type Context = { params: Promise<Params> };

function serve(name: BookingActionName) {
  const body = BOOKING_ACTIONS[name].operation;
  const run = RUNNERS[name] as (r: ActionRun, body: unknown) => Promise<unknown>;
  return studioRoute<Params>(BOOKING_ACTION_OPERATIONS[name], async ({ req, params, db, clock, actor }) => {
    const parsed = "body" in body && body.body ? await readBody(req, body.body.schema) : undefined;
    return ok(await run({ db, clock, actor, bookingId: params.bookingId }, parsed));
  });
}

const BY_PATH = new Map<string, ReturnType<typeof serve>>(BOOKING_ACTION_NAMES.map((n) => [BOOKING_ACTIONS[n].path, serve(n)]));
const WRONG_METHOD = otherMethods(["POST"], { cors: false });

async function pathOf(context: Context): Promise<string> {
  return (await context.params).action.join("/");
}

/** POST: the action of the path; any other method: 405 on an action's path, 404 elsewhere. */
export function bookingActionRoutes() {
  const other = (method: keyof typeof WRONG_METHOD) => async (req: Request, context: Context) =>
    BY_PATH.has(await pathOf(context)) ? WRONG_METHOD[method](req, context) : unknownEndpoint(req, context);
  return {
    POST: async (req: Request, context: Context) => (BY_PATH.get(await pathOf(context)) ?? unknownEndpoint)(req, context),
    GET: other("GET"),
    PUT: other("PUT"),
    PATCH: other("PATCH"),
    DELETE: other("DELETE"),
  };
}
