// The page of booking actions (docs/booking-actions.md), generated from their registry in
// lib/contract/booking-actions: `npm run docs:actions` writes it, tests/unit/booking-actions-doc.test.ts
// checks it is current.
import { BOOKING_ACTIONS, BOOKING_ACTION_NAMES } from "../../contract/booking-actions";
import type { BookingActionDef } from "../../contract/booking-actions/define";

export const ACTIONS_DOC_PATH = "docs/booking-actions.md";

const code = (s: string) => `\`${s}\``;

function bodyOf(a: BookingActionDef): string {
  const shape = a.operation.body?.schema.shape;
  if (!shape) return "—";
  const fields = Object.entries(shape).map(([k, v]) => (v.safeParse(undefined).success ? `${k}?` : k));
  return code(`{${fields.join(", ")}}`);
}

function row(cells: string[]): string {
  return `| ${cells.map((c) => c.replace(/\|/g, "\\|")).join(" | ")} |`;
}

export function bookingActionsDoc(): string {
  const actions = BOOKING_ACTION_NAMES.map((name) => {
    const a: BookingActionDef = BOOKING_ACTIONS[name];
    return { name, a };
  });
  const lines = [
    "# Booking actions",
    "",
    "<!-- Generated from lib/contract/booking-actions by `npm run docs:actions`; tests/unit/booking-actions-doc.test.ts checks it is current. -->",
    "",
    "What staff do to one booking. Each action is one module of `lib/contract/booking-actions/` (its route, rule, body,",
    "event and texts) and one runner in `lib/domain/studio-actions/registry.ts`; how to add one is in",
    "[architecture](architecture.md#add-a-booking-action), what each does in [studio actions](studio-actions.md).",
    "",
    "## Actions",
    "",
    row(["Action", "Route", "Body", "Who", "Detail flags", "Sets flag", "Event"]),
    row(["---", "---", "---", "---", "---", "---", "---"]),
    ...actions.map(({ name, a }) =>
      row([
        code(name),
        code(`POST /v1/studio/bookings/{bookingId}/${a.path}`),
        bodyOf(a),
        a.operation.ownerOnly ? "owner" : "staff, owner",
        Object.keys(a.rules).map(code).join(", "),
        a.flag ? code(a.flag.name) : "—",
        a.event ? code(a.event.type) : "—",
      ]),
    ),
    "",
    "## Events of the actions",
    "",
    "The events an action declares itself; the others are in [webhooks](webhooks.md#events).",
    "",
    row(["Type", "Action", "Summary"]),
    row(["---", "---", "---"]),
    ...actions.flatMap(({ name, a }) => (a.event ? [row([code(a.event.type), code(name), a.event.summary])] : [])),
    "",
  ];
  return lines.join("\n");
}
