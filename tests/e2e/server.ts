// The app as the e2e tests see it (started by playwright.config.ts `webServer`): a throwaway
// embedded PostgreSQL, the migrations, the two demo studios plus a custom-domain studio and a
// draft one, local fakes of hCaptcha's siteverify and of Stripe's API, and the production
// build served as it is deployed: the standalone server (`node .next/standalone/server.js`) in a
// child process, with each test presenting its own client IP in X-Forwarded-For as the
// operator's proxy would. A tiny control server lets a test play the
// card provider ("this PaymentIntent was paid" → signed webhook to the app).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { startStandalone } from "../helpers/standalone";
import { copyDatabase, onDatabase } from "../helpers/database-copy";
import { reloadEnv } from "../../lib/infra/env";
import { startFakeHcaptcha } from "../fakes/hcaptcha";
import { signPayload, startFakeStripe } from "../fakes/stripe";
import { startFakeSmtp } from "../fakes/smtp";
import { startFakeSms } from "../fakes/sms";
import { E2E } from "./env";

const port = Number(process.env.E2E_PORT);
const controlPort = Number(process.env.E2E_CONTROL_PORT);
if (!port || (!controlPort && process.env.E2E_ROLE !== "production"))
  throw new Error("E2E_PORT and E2E_CONTROL_PORT must be set (playwright.config.ts does)");

const demo = (name: string) => JSON.parse(readFileSync(join(process.cwd(), "prisma/demo", `${name}.json`), "utf8"));

/** A copy of a demo studio under another slug, with fresh room ids. */
function variant(name: string, slug: string, site: Record<string, unknown>) {
  const f = demo(name);
  f.studio.slug = slug;
  f.studio.name = `${f.studio.name} (${slug})`;
  const ids = new Map<string, string>();
  for (const r of f.rooms) {
    const id = randomUUID();
    ids.set(r.id, id);
    r.id = id;
  }
  f.calendarBlocks = (f.calendarBlocks ?? []).map((b: { roomId: string }) => ({ ...b, roomId: ids.get(b.roomId) }));
  f.calendarFeeds = (f.calendarFeeds ?? []).map((c: { roomId: string }) => ({ ...c, roomId: ids.get(c.roomId) }));
  // An extra's id belongs to one studio: the copy hires out its own.
  f.extras = (f.extras ?? []).map((e: { roomIds: string[] }) => ({ ...e, id: randomUUID(), roomIds: e.roomIds.map((r) => ids.get(r)) }));
  Object.assign(f.site, site);
  return f;
}

/** The stage studio again, guests not allowed to change the time, its on-site room under a known id. */
function fixedTime() {
  const i = demo("sala-gracia").rooms.findIndex((r: { id: string }) => r.id === E2E.stage.roomOnSite);
  const f = variant("sala-gracia", E2E.fixedTime.slug, {});
  const old = f.rooms[i].id as string;
  f.rooms[i].id = E2E.fixedTime.roomOnSite;
  const keep = (x: { roomId: string }) => ({ ...x, roomId: x.roomId === old ? E2E.fixedTime.roomOnSite : x.roomId });
  f.calendarBlocks = f.calendarBlocks.map(keep);
  f.calendarFeeds = f.calendarFeeds.map(keep);
  f.extras = f.extras.map((e: { roomIds: string[] }) => ({
    ...e,
    roomIds: e.roomIds.map((r) => (r === old ? E2E.fixedTime.roomOnSite : r)),
  }));
  f.booking.guestReschedule = false;
  return f;
}

/**
 * E2E_ROLE=production: a second app on the same database (URL in DATABASE_URL) with
 * APP_ENV=production, for the redirect of `{slug}.{ROOT_DOMAIN}` to a custom domain.
 */
async function production() {
  // A complete production configuration (production refuses a local ROOT_DOMAIN; the test
  // sends Host headers itself, so no name needs to resolve). SMTP points at nothing: this
  // app only serves pages.
  Object.assign(process.env, {
    APP_ENV: "production",
    CODE_HASH_SECRET: "e2e-production-secret-0123456789-abcdef",
    ROOT_DOMAIN: `${E2E.prodRootHost}:${port}`,
    PUBLIC_BASE_URL: `https://${E2E.prodRootHost}:${port}`,
    SMTP_URL: "smtp://127.0.0.1:9",
    TRUST_PROXY: "1",
    WORKER_IN_APP: "0",
    LOG_SILENT: "1",
  });
  reloadEnv();
  const app = await startStandalone({ port });
  console.log(`e2e production app ready on ${app.url}`);
  const stop = async () => {
    await app.close().catch(() => {});
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

const nameOf = (url: string) => new URL(url).pathname.slice(1);
/** The server's maintenance database: a template is copied from a connection to another database than its own. */
const maintenanceOf = (url: string) => Object.assign(new URL(url), { pathname: "/postgres" }).toString();

/** The database of a studio spec's app (tests/e2e/studio-app.ts): a copy of the main app's template, on its server. */
async function copyOfTemplate(cluster: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const copy = await copyDatabase(cluster, `studio_e2e_${port}`, `${nameOf(cluster)}_template`);
  return { url: copy.url, stop: copy.drop };
}

/** The main app's database, migrated, on an embedded server of the run's; its studios are imported later. */
async function ownServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const [{ startEmbeddedPostgres }, { migrate }] = await Promise.all([
    import("../../lib/infra/embedded-postgres"),
    import("../../lib/infra/migrate"),
  ]);
  const dir = mkdtempSync(join(tmpdir(), "studio-e2e-pg-"));
  const server = await startEmbeddedPostgres({ dataDir: dir, persistent: false, database: "studio_e2e" });
  await migrate(server.url);
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The run's studios (two demo studios, their variants) and the stage studio's owner and staff member (docs/studio-accounts.md, Roles). */
async function importStudios(url: string): Promise<void> {
  const [{ createDb }, { importStudio, parseStudioFile }, { addMember }] = await Promise.all([
    import("../../lib/infra/db"),
    import("../../lib/domain/studios/import"),
    import("../../lib/domain/staff/members"),
  ]);
  const db = createDb(url, 2);
  const files = [
    demo("sala-gracia"),
    demo("estudi-llum"),
    variant("estudi-llum", E2E.customSlug, { customDomain: E2E.customDomain }),
    variant("sala-gracia", E2E.draftSlug, { status: "draft" }),
    fixedTime(),
  ];
  for (const f of files) await importStudio(db, parseStudioFile(f));
  // They sign in where mail reaches them: in the studio specs' apps (E2E_SMTP=1).
  const studio = await db.studio.findUniqueOrThrow({ where: { slug: E2E.stage.slug }, select: { id: true } });
  await addMember(db, studio.id, { email: E2E.staff.owner, role: "owner", name: "Olga Owner", locale: "en" });
  await addMember(db, studio.id, { email: E2E.staff.member, role: "staff", name: "Sam Staff", locale: "es" });
  await db.$disconnect();
}

async function main() {
  if (process.env.E2E_ROLE === "production") return production();
  // A studio spec's app copies the main app's database as it was before it served (its
  // migrations and studios): a database server, the migrations and the imports of its own cost
  // about 3 CPU seconds more per spec (bench/results/test-loop.md).
  const cluster = process.env.E2E_CLUSTER_URL;
  const database = cluster ? await copyOfTemplate(cluster) : await ownServer();
  const captcha = await startFakeHcaptcha({ singleUse: true });
  const stripe = await startFakeStripe();
  // E2E_SMTP=1 (tests/e2e/studio.spec.ts starts such an app itself): email goes to a local SMTP
  // fake whose mails the control server lists, so staff sign in by a real magic link; guests'
  // email codes then arrive by mail too (no devCode for email).
  const smtp = process.env.E2E_SMTP === "1" ? await startFakeSmtp() : null;
  // E2E_SMS=1 (tests/e2e/sms-reminder.spec.ts): texts go to a local Twilio fake whose messages the
  // control server lists (GET /sms), so phone codes arrive by text too (no devCode for phone).
  const sms = process.env.E2E_SMS === "1" ? await startFakeSms() : null;
  const webhookSecret = "whsec_e2e_" + randomUUID().replace(/-/g, "");

  Object.assign(process.env, {
    DATABASE_URL: database.url,
    APP_ENV: "preproduction",
    ROOT_DOMAIN: `${E2E.rootHost}:${port}`,
    PUBLIC_BASE_URL: `http://${E2E.rootHost}:${port}`,
    TRUST_PROXY: "1",
    HCAPTCHA_SITE_KEY: E2E.captchaSiteKey,
    HCAPTCHA_SECRET: "0x0000000000000000000000000000000000000000",
    HCAPTCHA_VERIFY_URL: captcha.url,
    STRIPE_SECRET_KEY: "sk_test_e2e",
    STRIPE_PUBLISHABLE_KEY: "pk_test_e2e",
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: stripe.url,
    LOG_SILENT: "1",
  });
  for (const k of ["SMTP_URL", "TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"]) delete process.env[k];
  if (smtp) process.env.SMTP_URL = smtp.url;
  if (sms)
    Object.assign(process.env, {
      SMS_PROVIDER_URL: sms.url,
      TWILIO_ACCOUNT_SID: "AC0123456789abcdef0123456789abcdef",
      TWILIO_AUTH_TOKEN: "e2e-auth-token",
      TWILIO_FROM: "+15005550006",
    });
  reloadEnv();

  // The main app imports the studios and the stage studio's staff, then makes the template the studio
  // specs' apps copy: those load neither the database client nor the domain (about 1.2 CPU seconds
  // of imports each, bench/results/test-loop.md, Lighter studio apps).
  if (!cluster) {
    await importStudios(database.url);
    // Made while nothing is connected to its source.
    await onDatabase(maintenanceOf(database.url), `CREATE DATABASE "${nameOf(database.url)}_template" TEMPLATE "${nameOf(database.url)}"`);
  }

  const app = await startStandalone({ port });
  // The fake's Connect onboarding page delivers its account.updated here (docs/payments-connect.md, Tests).
  stripe.connectWebhook.url = `${app.url}/v1/webhooks/stripe`;
  stripe.connectWebhook.secret = webhookSecret;

  // Control: POST /pay/{paymentIntentId} marks it paid at the fake provider and delivers the
  // signed payment_intent.succeeded webhook, as Stripe would after the card form.
  const control = createServer(async (req, res) => {
    if (req.method === "GET" && req.url === "/database-url") return void res.writeHead(200).end(database.url);
    if (req.method === "GET" && req.url === "/mails")
      return void res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify((smtp?.mails ?? []).map((m) => ({ to: m.to, subject: m.subject, text: m.text }))));
    if (req.method === "GET" && req.url === "/sms")
      return void res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify((sms?.messages ?? []).map((m) => ({ to: m.to, body: m.body }))));
    // What the Stripe fake recorded, with the account each intent and refund was made on (docs/payments-connect.md, Tests).
    if (req.method === "GET" && req.url === "/stripe-records")
      return void res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          intents: [...stripe.intents.values()].map((i) => ({
            id: i.id,
            amount: i.amount,
            account: i.account,
            applicationFeeAmount: i.application_fee_amount,
            bookingId: i.metadata.bookingId ?? null,
            hourPassId: i.metadata.hourPassId ?? null,
          })),
          refunds: stripe.refunds.map((r) => ({ paymentIntent: r.payment_intent, amount: r.amount, account: r.account })),
        }),
      );
    const m = /^\/pay\/(pi_[A-Za-z0-9]+)$/.exec(req.url ?? "");
    // POST /connect-disable/{accountId}: Stripe disables the account's charges pending a document, and says so by account.updated.
    const off = /^\/connect-disable\/(acct_[A-Za-z0-9]+)$/.exec(req.url ?? "");
    if (req.method !== "POST" || !(m || off)) return void res.writeHead(404).end();
    try {
      const payload = JSON.stringify(
        off
          ? stripe.updateAccount(off[1], {
              charges_enabled: false,
              requirements: { currently_due: ["individual.verification.document"], disabled_reason: "requirements.past_due" },
            })
          : stripe.event("payment_intent.succeeded", stripe.succeed(m![1])),
      );
      const r = await fetch(`${app.url}/v1/webhooks/stripe`, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signPayload(payload, webhookSecret) },
        body: payload,
      });
      res.writeHead(r.status, { "content-type": "application/json" }).end(await r.text());
    } catch (e) {
      res.writeHead(500).end(String(e));
    }
  });
  await new Promise<void>((resolve) => control.listen(controlPort, "127.0.0.1", resolve));
  console.log(`e2e app ready on ${app.url}`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    control.close();
    await app.close().catch(() => {});
    await captcha.close().catch(() => {});
    await stripe.close().catch(() => {});
    await smtp?.close().catch(() => {});
    await sms?.close().catch(() => {});
    await database.stop().catch(() => {});
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
