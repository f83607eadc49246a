// A studio's current settings in the studio file's shape (docs/studio-file.md), so the dashboard and
// the import validate with the one StudioFile schema (docs/studio-settings.md, How a save works):
// the export without calendar blocks and feeds, which are not settings (empty lists validate), nor
// promo codes, which have their own endpoints (docs/pricing.md, Promo codes).
import type { DbOrTx } from "../../infra/db";
import { exportStudio } from "../studios/export";
import type { StudioJson } from "./types";

export async function readSettings(db: DbOrTx, studioId: string): Promise<StudioJson> {
  return exportStudio(db, { id: studioId }, { calendars: false, promoCodes: false });
}
