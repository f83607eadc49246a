// Availability: a room's free time, step 2 of the booking flow (docs/api.md, Served window).
// Each operation is declared once: path, parameters, body, reply, error codes with their wording,
// per-IP limit and what the OpenAPI document says (docs/architecture.md, Add an endpoint); its route.ts serves it.
import * as C from "../../../contract/schemas";
import { ERROR_STATUS } from "../../../contract/error-codes";
import { availabilityQuery, publicOperation, slugParam } from "../public-operation";
import { RULES } from "../rules";
import { RoomSearchQuery } from "../../../contract/room-search";
import { SeriesPreviewQuery } from "../../../contract/series-preview";

const roomIdParam = {
  schema: C.Uuid,
  description: `Room id from the site payload (a malformed id is an unknown room: ${ERROR_STATUS.RESOURCE_NOT_FOUND})`,
};

export const publicGetAvailability = publicOperation({
  operationId: "getAvailability",
  section: "4.3",
  method: "get",
  path: "/public/sites/{slug}/rooms/{roomId}/availability",
  tag: "Sites",
  summary: "Read a room's free time",
  description: `Free spans per day in the studio's time zone (see the Availability schema for deriving start times and durations). A window longer than ${RULES.windowDays} is clipped. The answer's \`window\` says which days were served: \`?from=2030-01-15\` alone serves \`{ "from": "2030-01-15", "to": "2030-01-15", "clipped": false }\` (one day; send \`to\` for more), and \`?from=2030-01-15&to=2030-03-31\` serves \`{ "from": "2030-01-15", "to": "2030-02-14", "clipped": true }\`. Unknown query parameters are ignored; \`from\` or \`to\` given more than once is ${ERROR_STATUS.VALIDATION_ERROR} \`VALIDATION_ERROR\` (\`query.from: given more than once\`). Not cacheable. Step 2 of the booking flow.`,
  pathParams: {
    slug: slugParam,
    roomId: roomIdParam,
  },
  query: availabilityQuery,
  success: { status: 200, schema: "AvailabilityResponse", description: "Free spans per day" },
  errors: ["RESOURCE_NOT_FOUND", "SITE_NOT_LIVE", "ROOM_NOT_BOOKABLE"],
  causes: {
    ROOM_NOT_BOOKABLE:
      "Online booking off, or room unpriced or inactive; or none of the room's payment modes can be confirmed now (its `bookable` is false)",
  },
  beyondSpec: [
    {
      code: "VALIDATION_ERROR",
      why: `\`from\` or \`to\` not a real YYYY-MM-DD date between ${RULES.dates}, given more than once, or \`to\` before \`from\`; a malformed \`slug\``,
    },
  ],
  limit: "read",
  noStore: true,
});

export const publicGetQuote = publicOperation({
  operationId: "getQuote",
  section: "none",
  method: "get",
  path: "/public/sites/{slug}/rooms/{roomId}/quote",
  tag: "Sites",
  summary: "Price every length from one start (beyond the spec)",
  description:
    "Beyond the published flow: the exact price of each length the room allows (`minMinutes` to `maxMinutes` in `stepMinutes`) from a studio-local `date` and `startTime`, with its lines by rate. A room may charge by weekday and time of day and less per hour from a session length on, so the room's `hourlyCents` is its lowest rate (\"from\"); the hold's `price` for the same start and length without extras is exactly this one. `extras` lists what the room can be hired with (name in es, ca and en, `per` booking or hour, `priceCents`, the `quantity` the studio owns or null); a hold's `extras` add their lines to its price (docs/pricing.md, Extras). With `promoCode`, `promo` is the code's verdict for this room and date: its terms (`kind`, `percentOff` or `amountCents`, and `minMinutes`, the shortest session it applies to), or `ok: false` with the `reason` createHold would give and a `message` in `locale` (English without one); the per-contact limit is judged by createHold only. The durations stay undiscounted: the discount of each length is the whole price times `percentOff` / 100 rounded half up, or `amountCents` at most the price (docs/pricing.md, Promo codes). Arithmetic only: whether the time is free is availability's answer. Unknown query parameters are ignored. Not cacheable.",
  pathParams: {
    slug: slugParam,
    roomId: roomIdParam,
  },
  query: {
    schema: C.QuoteQuery,
    descriptions: {
      date: "The session's day, YYYY-MM-DD, studio-local",
      startTime: "Its start, HH:MM, studio-local",
      promoCode: "Beyond the spec: a promo code to judge for this room and date (any case; answered in `promo`)",
      locale: "Beyond the spec: the language of a refused code's `message` (`es`, `ca` or `en`; English without it)",
    },
  },
  success: { status: 200, schema: "QuoteResponse", description: "The price of each length from that start" },
  errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "SITE_NOT_LIVE", "ROOM_NOT_BOOKABLE"],
  causes: {
    VALIDATION_ERROR:
      "`date` or `startTime` missing, malformed or given more than once; a malformed `slug`; an empty or too long `promoCode`",
    ROOM_NOT_BOOKABLE: "Online booking off, or room unpriced or inactive, or none of its payment modes can be confirmed now",
  },
  beyondSpec: [
    {
      code: "RATE_LIMIT_EXCEEDED",
      why: `a request with \`promoCode\` from a network past ${RULES.promoGuesses}: every promo code check is refused until \`Retry-After\`; a request without one is not affected`,
    },
  ],
  limit: "read",
  noStore: true,
});

export const publicFindRooms = publicOperation({
  operationId: "findRooms",
  section: "none",
  method: "get",
  path: "/public/sites/{slug}/room-search",
  tag: "Sites",
  summary: "Find the rooms free for a start and length (beyond the spec)",
  description:
    "Beyond the published flow: every room of the site that guests can book online, judged for one studio-local `date`, `startTime` and length (`minutes`), with the party's size if given. A room is `free` exactly when its availability would offer that start and length (the same rule, the same busy time: bookings, live holds, calendar blocks, buffers, minimum notice, horizon); otherwise `reason` says why, and `nearest` lists up to 3 free starts of the same length in that room, nearest to the one asked first, within the week from `date` (empty for a room too small or that does not book that length). A studio with online booking off, or not yet verified, answers an empty `rooms`. The busy time of all rooms is read at once. Unknown query parameters are ignored. Not cacheable.",
  pathParams: { slug: slugParam },
  query: {
    schema: RoomSearchQuery,
    descriptions: {
      date: "The session's day, YYYY-MM-DD, studio-local",
      startTime: "Its start, HH:MM, studio-local",
      minutes: "Its length in minutes",
      partySize: "How many people come (optional): rooms with a smaller capacity answer `too_small`",
    },
  },
  success: { status: 200, schema: "RoomSearchResponse", description: "Each bookable room, free or not, with the nearest free starts" },
  errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "SITE_NOT_LIVE"],
  causes: {
    VALIDATION_ERROR:
      "`date`, `startTime` or `minutes` missing, malformed or given more than once; `minutes` or `partySize` not a positive whole number in range; a malformed `slug`",
  },
  limit: "read",
  noStore: true,
});

export const publicPreviewSeries = publicOperation({
  operationId: "previewSeries",
  section: "none",
  method: "get",
  path: "/public/sites/{slug}/rooms/{roomId}/series-preview",
  tag: "Sites",
  summary: "Which dates of a weekly series are free (beyond the spec)",
  description:
    "Beyond the published flow: the same room, start and length every week for `weeks` weeks from `date` (studio-local), each date `free` or with the `reason` a hold for it would be refused (the hold's own slot rule: opening hours, minimum notice, booking window, buffer, bookings, live holds and calendar blocks). `maxWeeks` is the studio's maximum. Where the studio offers weekly series online (its `onlineSeriesMaxWeeks`) and the room takes payment at the studio; createHold's `series` then holds the dates the guest keeps, with one code (docs/series.md, Booked online by a guest). Nothing is held by this read. Unknown query parameters are ignored. Not cacheable.",
  pathParams: {
    slug: slugParam,
    roomId: roomIdParam,
  },
  query: {
    schema: SeriesPreviewQuery,
    descriptions: {
      date: "The first date, YYYY-MM-DD, studio-local",
      startTime: "The start every week, HH:MM, studio-local, on the room's grid",
      durationMinutes: "The length in minutes, within the room's lengths",
      weeks: "How many weeks, 2 to the studio's maximum",
    },
  },
  success: { status: 200, schema: "OnlineSeriesPreviewResponse", description: "Each date of the series, free or why not" },
  errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "SITE_NOT_LIVE", "ROOM_NOT_BOOKABLE", "SERIES_NOT_OFFERED"],
  causes: {
    VALIDATION_ERROR:
      "`date`, `startTime`, `durationMinutes` or `weeks` missing, malformed or given more than once; `weeks` under 2 or over the studio's maximum (`details.max`); a start off the room's grid or a length the room does not book; a malformed `slug`",
    ROOM_NOT_BOOKABLE: "Online booking off, or room unpriced or inactive, or none of its payment modes can be confirmed now",
    SERIES_NOT_OFFERED: "The studio does not offer weekly series online (its setting is 0), or the room takes cards only",
  },
  limit: "read",
  noStore: true,
});
