// What a studio that is not verified (any status but `live`) may send (docs/decisions-messages.md,
// Unverified studios). Until an operator vouches for it, anyone could have made it in five minutes, so
// the platform's sender must not carry its words to strangers:
//
// - An email goes only to one of the studio's own members (compared canonically, as addresses are
//   everywhere: one Gmail mailbox is one member). Its members are its owner, who proved the address by
//   the sign-up link, and people an operator added: an unverified studio cannot invite (staff/members.ts).
//   To anyone else the message is recorded and not sent (`withheld`). No text goes at all: a phone
//   number cannot be matched to a member.
// - The text the studio wrote (its name, the room's name and instructions, the address, the guest's name
//   and notes it typed, a cancellation's reason) is plain text in which no web or email address can be
//   clicked: mail apps link any "evil.example/login" on their own, whatever the HTML says, so each such
//   address is written with its dots as "[.]" and its "://" as "[:]//", as security notices quote one.
//   The platform's own links (the manage link, the map, find-my-booking) stay links.
import type { DbOrTx, Prisma } from "../../infra/db";
import type { BookingFull } from "../bookings/view";
import { canonicalEmail } from "../identity";
import { isRecord } from "../../contract/shapes";

/** Whether `email` is the address of one of the studio's members. */
export async function isMemberAddress(db: DbOrTx, studioId: string, email: string): Promise<boolean> {
  const rows = await db.$queryRaw<{ email: string }[]>`
    SELECT u.email FROM organization o JOIN member m ON m."organizationId" = o.id JOIN "user" u ON u.id = m."userId"
     WHERE o."studioId" = ${studioId}::uuid`;
  const wanted = canonicalEmail(email);
  return rows.some((r) => canonicalEmail(r.email) === wanted);
}

// Dots as hosts use them, also the ideographic and full-width ones some apps accept.
const DOT = "[.\u3002\uFF0E\uFF61]";
const LABEL = "[\\p{L}\\p{N}_-]+";
/** A scheme's "://" (https://, ftp://, javascript:// …). */
const SCHEME = /(?<=\p{L}[\p{L}\p{N}+.-]*):\/\//gu;
/** A host name: labels joined by dots, the last one starting with a letter (a top-level domain), or an IPv4 address. */
const HOST = new RegExp(
  `(?<![\\p{L}\\p{N}_-])(?:(?:${LABEL}${DOT})+\\p{L}[\\p{L}\\p{N}-]+|\\d{1,3}(?:${DOT}\\d{1,3}){3})(?![\\p{L}\\p{N}_-])`,
  "gu",
);

/** Studio-written text with no clickable web or email address: "evil.example/x" → "evil[.]example/x". */
export function plainText(text: string): string {
  return text.replace(SCHEME, "[:]//").replace(HOST, (host) => host.replace(new RegExp(DOT, "gu"), "[.]"));
}

const plainOrNull = (s: string | null) => (s === null ? null : plainText(s));

/** A JSON value with every string in it made plain (the room's instructions: a text or one per language). */
function plainJson(v: Prisma.JsonValue): Prisma.JsonValue {
  if (typeof v === "string") return plainText(v);
  if (Array.isArray(v)) return v.map(plainJson);
  if (v === null || typeof v !== "object") return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x === undefined ? x : plainJson(x)]));
}

/** The same for a value read from a message's detail (JSON too, typed unknown there). */
function plainValue(v: unknown): unknown {
  if (typeof v === "string") return plainText(v);
  if (Array.isArray(v)) return v.map(plainValue);
  return isRecord(v) ? plainEntries(v) : v;
}

const plainEntries = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([k, x]) => [k, plainValue(x)]));

/** The booking as an unverified studio's message shows it: everything the studio typed made plain. */
export function plainBooking(b: BookingFull): BookingFull {
  return {
    ...b,
    guestName: plainText(b.guestName),
    notes: plainOrNull(b.notes),
    cancelReason: plainOrNull(b.cancelReason),
    studio: {
      ...b.studio,
      name: plainText(b.studio.name),
      addressLine1: plainText(b.studio.addressLine1),
      addressLine2: plainOrNull(b.studio.addressLine2),
      city: plainText(b.studio.city),
    },
    room: { ...b.room, name: plainText(b.room.name), instructions: plainJson(b.room.instructions) },
  };
}

/** A message row's detail (a moved booking's old room name, a refund's amount) made plain. */
export function plainDetail(detail: Record<string, unknown> | null): Record<string, unknown> | null {
  return detail === null ? null : plainEntries(detail);
}
