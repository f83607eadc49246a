"use server";
// The prepaid-hours page's form action (docs/prepaid-hours.md, The buyer's code): the code comes in the
// POST body, never in a URL; the site is the request's own host (as the page's route is), the client's
// network counts the look-up. Works as a plain form POST without JavaScript (useActionState).
import { headers } from "next/headers";
import { isLocale } from "@/lib/i18n";
import { clientIpOf } from "@/lib/http/client-ip";
import { clock } from "@/lib/infra/clock";
import { db } from "@/lib/infra/db";
import { requestHost } from "@/lib/site/server/load";
import { buyPrepaidHours, checkPrepaidHours, type BuyAnswer, type HoursAnswer } from "@/lib/site/server/prepaid-hours";

export async function checkHours(_prev: HoursAnswer, form: FormData): Promise<HoursAnswer> {
  const code = form.get("code");
  const locale = form.get("locale");
  if (typeof code !== "string" || typeof locale !== "string" || !isLocale(locale)) return { kind: "unknown" };
  return checkPrepaidHours(db(), clock(), { host: await requestHost(), code, locale, ip: clientIpOf(await headers()) });
}

/** The buy form's action (docs/prepaid-hours.md, Buying on the site): a pending pass and its card payment's secret. */
export async function buyHours(_prev: BuyAnswer, form: FormData): Promise<BuyAnswer> {
  const field = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : "";
  };
  const locale = field("locale");
  if (!isLocale(locale)) return { kind: "invalid", field: "pack" };
  return buyPrepaidHours(db(), clock(), {
    host: await requestHost(),
    packId: field("packId"),
    buyerName: field("buyerName"),
    buyerEmail: field("buyerEmail"),
    locale,
    ip: clientIpOf(await headers()),
  });
}
