// Prepaid hours in the studio API (docs/prepaid-hours.md): packs (owners define and deactivate them;
// no delete, so sold passes keep their pack) and passes sold at the desk (owners and staff), each
// with what is left of it. A sale is idempotent by its key: the same key answers the same pass.
import { randomUUID } from "node:crypto";
import { ApiError, notFound } from "../../contract/errors";
import { localeOr } from "../../contract/locales";
import {
  HOUR_PACKS_MAX,
  type HourPack,
  type HourPackBody,
  type HourPass,
  type HourPassSale,
  type SoldHourPass,
} from "../../contract/prepaid";
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { requireOwner, type StaffActor } from "../staff/actor";
import { actorLabel, audit } from "../staff/audit";
import { asJson } from "../json-columns";
import { hashPrepaidCode } from "./draw";
import { prepaidCodeOf } from "../bookings/pay-token";
import { queueHourPassMessage } from "../notifications/hour-pass";
import { checkStudioRooms } from "../studio-rooms";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 86_400_000;

type PackRow = Omit<HourPack, "createdAt"> & { createdAt: Date };

async function readPacks(db: DbOrTx, studioId: string, id: string | null): Promise<HourPack[]> {
  const rows = await db.$queryRaw<PackRow[]>`
    SELECT p.id, p.name, p.minutes, p."priceCents", p.currency, p."roomIds"::text[] AS "roomIds", p."validDays", p.active, p."createdAt",
           (SELECT count(*) FROM hour_pass s WHERE s."packId" = p.id AND s.status = 'active')::int AS "passesSold"
      FROM hour_pack p
     WHERE p."studioId" = ${studioId}::uuid AND (${id}::uuid IS NULL OR p.id = ${id}::uuid)
     ORDER BY p."createdAt", p.name`;
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

type PassRow = Omit<HourPass, "soldAt" | "expiresAt" | "expired" | "balanceMinutes"> & { soldAt: Date; expiresAt: Date };

/** Passes with their minutes drawn and not given back; newest first. */
async function readPasses(db: DbOrTx, studioId: string, id: string | null, now: Date): Promise<HourPass[]> {
  const rows = await db.$queryRaw<PassRow[]>`
    SELECT s.id, s."packId", p.name AS "packName", s."codeTail", s."buyerName", s."buyerEmail", s.minutes,
           s."roomIds"::text[] AS "roomIds", s."priceCents", s.currency, s.method, s."soldAt", s."expiresAt",
           (SELECT COALESCE(sum(d.minutes), 0) FROM hour_draw d WHERE d."passId" = s.id AND d."returnedAt" IS NULL)::int AS "usedMinutes"
      FROM hour_pass s JOIN hour_pack p ON p.id = s."packId"
     WHERE s."studioId" = ${studioId}::uuid AND s.status = 'active' AND (${id}::uuid IS NULL OR s.id = ${id}::uuid)
     ORDER BY s."soldAt" DESC, s.id
     LIMIT 500`;
  return rows.map((r) => {
    const expired = r.expiresAt.getTime() <= now.getTime();
    return {
      ...r,
      soldAt: r.soldAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      expired,
      balanceMinutes: expired ? 0 : Math.max(0, r.minutes - r.usedMinutes),
    };
  });
}

/** The studio's currency: its rooms'. */
async function studioCurrency(tx: DbOrTx, studioId: string): Promise<string> {
  const room = await tx.room.findFirst({
    where: { studioId },
    orderBy: [{ active: "desc" }, { position: "asc" }],
    select: { currency: true },
  });
  return room?.currency ?? "EUR";
}

export const hourPacks = {
  list: (db: DbOrTx, actor: StaffActor): Promise<HourPack[]> => readPacks(db, actor.studioId, null),

  async create(db: Db, clock: Clock, actor: StaffActor, p: HourPackBody): Promise<HourPack> {
    requireOwner(actor, "settings");
    return inTransaction(db, async (tx) => {
      await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`hour-packs:${actor.studioId}`}, 0))::text`;
      await checkStudioRooms(tx, actor.studioId, p.roomIds);
      if ((await tx.hourPack.count({ where: { studioId: actor.studioId } })) >= HOUR_PACKS_MAX)
        throw new ApiError("VALIDATION_ERROR", `name: the studio already has its ${HOUR_PACKS_MAX} packs; deactivate one instead`);
      const id = randomUUID();
      const now = clock.now();
      const currency = await studioCurrency(tx, actor.studioId);
      await tx.hourPack.create({ data: { id, studioId: actor.studioId, ...p, currency, createdAt: now } });
      await audit(tx, actor, { action: "hour_pack.create", detail: asJson({ hourPackId: id, ...p }), at: now });
      return (await readPacks(tx, actor.studioId, id))[0];
    });
  },

  async setActive(db: Db, clock: Clock, actor: StaffActor, id: string, active: boolean): Promise<HourPack> {
    requireOwner(actor, "settings");
    if (!UUID_RE.test(id)) throw notFound("Hour pack");
    return inTransaction(db, async (tx) => {
      const done = await tx.hourPack.updateMany({ where: { id, studioId: actor.studioId }, data: { active } });
      if (!done.count) throw notFound("Hour pack");
      await audit(tx, actor, { action: "hour_pack.update", detail: { hourPackId: id, active }, at: clock.now() });
      return (await readPacks(tx, actor.studioId, id))[0];
    });
  },
};

export const hourPasses = {
  list: (db: DbOrTx, clock: Clock, actor: StaffActor): Promise<HourPass[]> => readPasses(db, actor.studioId, null, clock.now()),

  /** A pass sold at the desk; the buyer's email, when given, gets the code and the balance page's link. */
  async sell(db: Db, clock: Clock, actor: StaffActor, s: HourPassSale): Promise<SoldHourPass> {
    return inTransaction(db, async (tx) => {
      const now = clock.now();
      await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`hour-pass-key:${actor.studioId}:${s.idempotencyKey}`}, 0))::text`;
      const prior = await tx.hourPass.findUnique({
        where: { studioId_requestKey: { studioId: actor.studioId, requestKey: s.idempotencyKey } },
      });
      if (prior) {
        if (prior.packId !== s.packId || prior.buyerName !== s.buyerName)
          throw new ApiError("VALIDATION_ERROR", "idempotencyKey: already used for a different sale; use a new key");
        return { ...(await readPasses(tx, actor.studioId, prior.id, now))[0], code: prepaidCodeOf(prior.id) };
      }
      const pack = UUID_RE.test(s.packId) ? await tx.hourPack.findFirst({ where: { id: s.packId, studioId: actor.studioId } }) : null;
      if (!pack) throw notFound("Hour pack");
      if (!pack.active) throw new ApiError("INVALID_STATE", "This pack is no longer sold");
      const site = await tx.siteConfig.findUnique({ where: { studioId: actor.studioId }, select: { defaultLocale: true } });
      const id = randomUUID();
      const code = prepaidCodeOf(id);
      await tx.hourPass.create({
        data: {
          id,
          studioId: actor.studioId,
          packId: pack.id,
          codeHash: hashPrepaidCode(code),
          codeTail: code.slice(-4),
          buyerName: s.buyerName,
          buyerEmail: s.buyerEmail,
          locale: s.locale ?? localeOr(site?.defaultLocale),
          minutes: pack.minutes,
          roomIds: pack.roomIds,
          priceCents: pack.priceCents,
          currency: pack.currency,
          method: s.method,
          note: s.note ?? null,
          requestKey: s.idempotencyKey,
          soldByName: actorLabel(actor),
          soldAt: now,
          expiresAt: new Date(now.getTime() + pack.validDays * DAY_MS),
        },
      });
      await audit(tx, actor, {
        action: "hour_pass.sell",
        detail: { hourPassId: id, hourPackId: pack.id, codeTail: code.slice(-4), priceCents: pack.priceCents, method: s.method },
        at: now,
      });
      if (s.buyerEmail) await queueHourPassMessage(tx, actor.studioId, id, now);
      return { ...(await readPasses(tx, actor.studioId, id, now))[0], code };
    });
  },
};
