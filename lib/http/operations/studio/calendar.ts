// The dashboard calendar and manual blocks (docs/dashboard.md, docs/studio-actions.md).
// Each operation is declared once: path, roles, error codes and what the OpenAPI document says
// (docs/architecture.md, Add an endpoint); its route.ts serves it.
import { CalendarQuery } from "../../../contract/dashboard-schemas";
import {
  BLOCK_GROUP_MAX_BLOCKS,
  BLOCK_GROUP_MAX_WEEKS,
  BLOCK_NOTE_MAX,
  BlockBody,
  BlockDeleteQuery,
  BlockGroupBody,
} from "../../../contract/studio-schemas";
import { studioOperation, notFound, ROOM } from "../studio-operation";

export const studioCalendar = studioOperation({
  operationId: "studioCalendar",
  method: "get",
  path: "/studio/calendar",
  pathParams: {},
  summary: "The dashboard calendar",
  description:
    "Bookings, live holds and blocks of one or seven studio-local days, rooms side by side. `version` changes exactly when the picture does: poll it.",
  query: {
    schema: CalendarQuery,
    descriptions: { from: "First studio-local day, YYYY-MM-DD", days: "How many days: `1` or `7` (default)" },
  },
  success: { status: 200, content: "json", schema: "CalendarViewResponse", description: "The calendar" },
  errors: ["VALIDATION_ERROR", "RATE_LIMIT_EXCEEDED"],
});

export const studioAgenda = studioOperation({
  operationId: "studioAgenda",
  method: "get",
  path: "/studio/agenda",
  pathParams: {},
  summary: "Today's and tomorrow's bookings",
  description:
    "The phone's agenda: every booking of today and tomorrow in the studio's zone that is not cancelled, soonest first, with the guest's phone, notes, status and payment. `version` changes exactly when the list does: poll it.",
  success: { status: 200, content: "json", schema: "StudioAgendaResponse", description: "The agenda" },
  errors: ["RATE_LIMIT_EXCEEDED"],
});

export const studioCreateBlock = studioOperation({
  operationId: "studioCreateBlock",
  method: "post",
  path: "/studio/blocks",
  pathParams: {},
  summary: "Block a room's time",
  description:
    "A manual block: the time is taken from availability at once. Refused when a booking, a live hold or another manual block is in the way; blocks from the studio file or a calendar feed may overlap it.",
  body: {
    name: "BlockRequest",
    schema: BlockBody,
    required: true,
    example: { roomId: ROOM, startsAt: "2030-01-15T10:00:00+01:00", endsAt: "2030-01-15T14:00:00+01:00", note: "Maintenance" },
  },
  success: { status: 201, content: "json", schema: "ManualBlockResponse", description: "The block" },
  errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "SLOT_TAKEN", "RATE_LIMIT_EXCEEDED"],
  causes: {
    VALIDATION_ERROR: `\`endsAt\` not after \`startsAt\`, already past, or a block longer than a year; a \`note\` longer than ${BLOCK_NOTE_MAX} characters`,
    RESOURCE_NOT_FOUND: notFound("room"),
    SLOT_TAKEN: "A booking, a live hold or another manual block is in the way (the message names it)",
  },
});

export const studioPreviewBlockGroup = studioOperation({
  operationId: "studioPreviewBlockGroup",
  method: "post",
  path: "/studio/blocks/preview",
  pathParams: {},
  summary: "Preview blocks of several rooms or every week",
  description: `Changes nothing. Lists the blocks \`POST /v1/studio/blocks/group\` would make for the same body, one per room and date, each with what is in the way (\`conflict\`, as SLOT_TAKEN's details name it; null when free) and whether \`skip\` leaves it out. \`conflicts\` counts the blocks not skipped with something in the way: creating is refused until it is 0.`,
  body: {
    name: "BlockGroupRequest",
    schema: BlockGroupBody,
    required: true,
    example: { rooms: "all", date: "2030-01-14", startTime: "09:00", endTime: "12:00", repeat: { count: 4 }, note: "Maintenance" },
  },
  success: { status: 200, content: "json", schema: "BlockGroupPreviewResponse", description: "The blocks and their conflicts" },
  errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
  causes: {
    VALIDATION_ERROR: `A field missing or malformed; \`endTime\` not after \`startTime\` (00:00 is midnight); the first block already ended; a repeat longer than ${BLOCK_GROUP_MAX_WEEKS} weeks, more than ${BLOCK_GROUP_MAX_BLOCKS} blocks, or nothing left to block`,
    RESOURCE_NOT_FOUND: notFound("room"),
  },
});

export const studioCreateBlockGroup = studioOperation({
  operationId: "studioCreateBlockGroup",
  method: "post",
  path: "/studio/blocks/group",
  pathParams: {},
  summary: "Block several rooms, the whole studio, or every week",
  description: `One block per room (\`rooms: "all"\`: every active room) and date, from \`startTime\` to \`endTime\` in the studio's zone on each date (so across a clock change too; a time the change skips starts after the gap), repeated on \`repeat.weekdays\` (ISO, 1 = Monday; default the first date's) every week or every other week until a date or for a count of dates, at most ${BLOCK_GROUP_MAX_WEEKS} weeks. All are made in one transaction, or none: a booking, a live hold or a manual block in the way of any not in \`skip\` is SLOT_TAKEN, with \`details.conflicts\` keyed \`date/roomId\`. The blocks share \`groupId\`; remove them together with \`DELETE /v1/studio/blocks/{blockId}?scope=following|all\`.`,
  body: {
    name: "BlockGroupRequest",
    schema: BlockGroupBody,
    required: true,
    example: { rooms: "all", date: "2030-01-14", startTime: "09:00", endTime: "12:00", repeat: { weekdays: [1], until: "2030-02-04" } },
  },
  success: { status: 201, content: "json", schema: "BlockGroupResponse", description: "The blocks made" },
  errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "SLOT_TAKEN", "RATE_LIMIT_EXCEEDED"],
  causes: {
    VALIDATION_ERROR: `A field missing or malformed; \`endTime\` not after \`startTime\` (00:00 is midnight); the first block already ended; a repeat longer than ${BLOCK_GROUP_MAX_WEEKS} weeks, more than ${BLOCK_GROUP_MAX_BLOCKS} blocks, or nothing left to block`,
    RESOURCE_NOT_FOUND: notFound("room"),
    SLOT_TAKEN:
      "Something is in the way of one or more blocks not skipped: `details.conflicts` lists each (`date`, `roomId`, `kind`, `reference`, `start`, `end`); nothing was made",
  },
});

export const studioDeleteBlock = studioOperation({
  operationId: "studioDeleteBlock",
  method: "delete",
  path: "/studio/blocks/{blockId}",
  pathParams: { blockId: "block" },
  summary: "Remove a manual block",
  description:
    "Its time is free at once. `scope` (default `one`) also removes, for a block made in a group, the group's blocks starting at or after it (`following`, every room) or all of them (`all`); `removed` counts them. Blocks from the studio file or a calendar feed are changed there.",
  query: {
    schema: BlockDeleteQuery,
    descriptions: { scope: "`one` (default), `following` or `all`" },
  },
  success: { status: 200, content: "json", schema: "RemovedBlocksResponse", description: "The removed block, and how many went" },
  // INVALID_STATE: a block from the studio file or a calendar feed (studio-actions/blocks.ts deleteBlock).
  errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
  causes: {
    VALIDATION_ERROR: "A `scope` other than `one`, `following` or `all`",
    RESOURCE_NOT_FOUND: notFound("block"),
    INVALID_STATE: "The block comes from the studio file or a calendar feed",
  },
});
