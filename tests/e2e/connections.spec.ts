// Connections managed in the dashboard, end to end (docs/dashboard.md, Connections): the owner adds a
// webhook (its secret shown once), sends a test to a local receiver started here (its signature
// verified with the shown secret), sees it in the recent deliveries, makes a new secret (the next
// test verifies with it, not the old one), removes it; connects a calendar served here as .ics
// (pre-production allows loopback feeds and endpoints: docs/calendars.md), syncs it, sees its last
// sync, pauses it, sees a failing calendar's error, removes both. A staff member sees none of these
// controls. axe finds nothing at 1280 and 390 px.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { E2E } from "./env";
import { DICTS, expect, expectAccessible, isolate, nextIp, test } from "./fixtures";
import { studioApp } from "./studio-app";
import { fmt } from "../../lib/i18n/core";

const { root, signIn } = studioApp(86);
const S = DICTS.en.studio;
const C = S.connections;
const W = DICTS.en.webhooks;

type Received = { headers: Record<string, string>; body: string };
const received: Received[] = [];
let hooks: Server;
let calendars: Server;
let hookBase = "";
let calBase = "";

const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10).replace(/-/g, "");
const ICS = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//e2e//EN",
  "BEGIN:VEVENT",
  "UID:e2e-connections@calendar.test",
  "DTSTAMP:20300301T000000Z",
  `DTSTART:${day}T080000Z`,
  "DURATION:PT2H",
  "SUMMARY:Maintenance",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

const listen = async (s: Server) => {
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
};

test.beforeAll(async () => {
  hooks = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers[k] = v;
      received.push({ headers, body });
      res.writeHead(200).end("ok");
    });
  });
  calendars = createServer((req, res) => {
    if (req.url === "/studio.ics") return void res.writeHead(200, { "content-type": "text/calendar" }).end(ICS);
    res.writeHead(500).end("broken");
  });
  hookBase = await listen(hooks);
  calBase = await listen(calendars);
});
test.afterAll(async () => {
  await new Promise<void>((r) => (hooks ? hooks.close(() => r()) : r()));
  await new Promise<void>((r) => (calendars ? calendars.close(() => r()) : r()));
});

test("owner: a webhook tested, rotated and removed; a calendar connected, synced, paused and removed; staff see none of it — axe at 1280 and 390 px", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(150_000);
  await signIn(page, E2E.staff.owner);
  await page.goto(`${root()}/studio/en/connections`);
  await expectAccessible(page, "connections", { minor: true });

  // A webhook: its secret is shown once, right after.
  const url = `${hookBase}/e2e-hooks`;
  await page.getByLabel(W.addUrl).fill(url);
  await page.getByRole("button", { name: W.add }).click();
  const secret = await page.getByTestId("webhook-secret").inputValue();
  expect(secret).toMatch(/^whsec_/);
  const row = page.locator("[data-testid=webhooks] tr", { hasText: url });
  await expect(row).toHaveCount(1);

  // A test: the receiver gets a ping the shown secret verifies; the outcome is said, and listed.
  await row.getByRole("button", { name: fmt(W.testFor, { url }) }).click();
  await expect(row.getByTestId("webhook-outcome")).toHaveText(fmt(W.testDelivered, { status: 200 }));
  expect(received).toHaveLength(1);
  const ping = new Webhook(secret).verify(received[0].body, received[0].headers) as { type: string };
  expect(ping.type).toBe("ping");
  const deliveries = page.getByRole("region", { name: fmt(W.deliveriesTitle, { url }) });
  await expect(deliveries.locator("tr[data-delivery-type=ping][data-delivery-status=delivered]")).toHaveCount(1);
  await expect(deliveries).toContainText(W.pingType);
  await expect(deliveries).toContainText(W.statusDelivered);

  // A new secret: shown once in the row; the next test verifies with it, not with the old one.
  page.once("dialog", (d) => void d.accept());
  await row.getByRole("button", { name: fmt(W.rotateFor, { url }) }).click();
  const rotated = await row.getByTestId("webhook-new-secret").inputValue();
  expect(rotated).toMatch(/^whsec_/);
  expect(rotated).not.toBe(secret);
  await row.getByRole("button", { name: fmt(W.testFor, { url }) }).click();
  await expect(row.getByTestId("webhook-outcome")).toHaveText(fmt(W.testDelivered, { status: 200 }));
  expect(received).toHaveLength(2);
  expect(() => new Webhook(rotated).verify(received[1].body, received[1].headers)).not.toThrow();
  expect(() => new Webhook(secret).verify(received[1].body, received[1].headers)).toThrow();
  await expect(deliveries.locator("tr[data-delivery-type=ping]")).toHaveCount(2);
  await expectAccessible(page, "connections with a webhook and its deliveries", { minor: true });

  // A calendar: connected to a room and read at once, synced again, its last sync shown.
  const room = await page.getByLabel(C.addCalendarRoom).locator("option:checked").innerText();
  const good = `${calBase}/studio.ics`;
  await page.getByLabel(C.addCalendarUrl).fill(good);
  await page.getByRole("button", { name: C.addCalendar }).click();
  await expect(page.getByTestId("calendar-form-outcome")).toContainText(C.calendarAdded);
  const feed = page.locator("[data-testid=calendar-feeds] tr", { hasText: good });
  await expect(feed.getByTestId("feed-result")).toContainText(C.resultOk);
  await expect(feed.locator(`td[data-label="${C.lastSync}"]`)).not.toHaveText(S.never);
  await feed.getByRole("button", { name: `${C.syncNow}: ${room}` }).click();
  await expect(feed.getByText(C.synced)).toBeVisible();

  // Paused: said in its row, and the button offers to resume it.
  await feed.getByRole("button", { name: fmt(C.pauseFor, { room }) }).click();
  await expect(feed.getByTestId("feed-result")).toContainText(C.paused);
  await expect(feed.getByRole("button", { name: fmt(C.resumeFor, { room }) })).toBeVisible();

  // A calendar that cannot be read: connected all the same, its error said and shown in its row.
  const broken = `${calBase}/broken.ics`;
  await page.getByLabel(C.addCalendarUrl).fill(broken);
  await page.getByRole("button", { name: C.addCalendar }).click();
  await expect(page.getByTestId("calendar-form-outcome")).toContainText(fmt(C.calendarAddedFailed, { error: "" }).trim());
  const failing = page.locator("[data-testid=calendar-feeds] tr", { hasText: broken });
  await expect(failing.locator(".badge-error")).toContainText("500");
  await expectAccessible(page, "connections with calendars", { minor: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, "connections at 390 px", { minor: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // A staff member, meanwhile: the calendars and "sync now", but no webhooks and no connect, pause or remove.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await isolate(staffContext, nextIp(info.workerIndex));
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, E2E.staff.member); // a new context speaks English (no locale of its own)
  await staffPage.goto(`${root()}/studio/es/connections`);
  const es = DICTS.es;
  const staffFeed = staffPage.locator("[data-testid=calendar-feeds] tr", { hasText: good });
  await expect(staffFeed.getByRole("button", { name: `${es.studio.connections.syncNow}: ${room}` })).toBeVisible();
  await expect(staffFeed.getByRole("button")).toHaveCount(1);
  await expect(staffPage.getByRole("heading", { name: es.webhooks.title })).toHaveCount(0);
  await expect(staffPage.getByText(url)).toHaveCount(0);
  await expect(staffPage.getByTestId("webhook-form")).toHaveCount(0);
  await expect(staffPage.getByTestId("calendar-form")).toHaveCount(0);
  await expectAccessible(staffPage, "connections as staff", { minor: true });
  await staffPage.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(staffPage, "connections as staff at 390 px", { minor: true });
  await staffContext.close();

  // Removed, each after a confirmation; the row goes, its outcome stays above the table with the focus.
  for (const [r, label, feedback, done] of [
    [failing, fmt(C.removeCalendarFor, { room }), "feeds-feedback", C.calendarRemoved],
    [feed, fmt(C.removeCalendarFor, { room }), "feeds-feedback", C.calendarRemoved],
    [row, fmt(W.removeFor, { url }), "webhooks-feedback", W.removed],
  ] as const) {
    page.once("dialog", (d) => void d.accept());
    await r.getByRole("button", { name: label }).click();
    await expect(r).toHaveCount(0);
    await expect(page.getByTestId(feedback)).toContainText(done);
    await expect(page.getByTestId(feedback)).toBeFocused();
  }
});
