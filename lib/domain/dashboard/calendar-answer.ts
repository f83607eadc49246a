// The calendar and agenda answers of the studio API (docs/dashboard.md, Data): what every open
// dashboard asks for its week, or a phone for its agenda, every 15 s. The serialized envelope is
// kept per studio (and the calendar's first day and span) for a few seconds, so a studio with several screens open, or many studios polling one instance, costs
// one read per window and not one per poll. An answer is at most ANSWER_TTL_MS old: well inside
// the dashboard's promise to show a change within 30 s. The dashboard page itself always reads
// fresh (studioCalendar), so an action's own refresh never sees an old picture.
import type { Clock } from "../../infra/clock";
import type { DbOrTx } from "../../infra/db";
import type { StaffActor } from "../staff/actor";
import { boundedCache, stringBytes } from "../../infra/bounded-cache";
import { studioCalendar } from "./calendar";
import { studioAgenda } from "./agenda";

export const ANSWER_TTL_MS = 3_000;
/** Bounded by windows and bytes, least recently used out first (lib/infra/bounded-cache.ts). */
const answers = boundedCache<string, { json: string; until: number }>({
  max: 2_000,
  maxBytes: 32 * 2 ** 20,
  bytesOf: (a) => stringBytes(a.json),
});

/** The success envelope of GET /v1/studio/calendar, serialized; another studio's never comes back (the key is the actor's studio). */
export function calendarAnswer(db: DbOrTx, clock: Clock, actor: StaffActor, q: { from: string; days: 1 | 7 }): Promise<string> {
  return kept(clock, `calendar ${actor.studioId} ${q.from} ${q.days}`, () => studioCalendar(db, clock, actor, q));
}

/** The success envelope of GET /v1/studio/agenda, serialized, kept the same way (its key is the actor's studio). */
export function agendaAnswer(db: DbOrTx, clock: Clock, actor: StaffActor): Promise<string> {
  return kept(clock, `agenda ${actor.studioId}`, () => studioAgenda(db, clock, actor));
}

async function kept(clock: Clock, key: string, read: () => Promise<unknown>): Promise<string> {
  const now = clock.now().getTime();
  const found = answers.get(key);
  if (found && found.until > now && found.until - ANSWER_TTL_MS <= now) return found.json;
  const json = JSON.stringify({ success: true, data: await read() });
  answers.set(key, { json, until: now + ANSWER_TTL_MS });
  return json;
}
