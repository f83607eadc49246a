// npm run studio:feed -- <slug> [--room <roomId>] [--rotate] — print the URL of the studio's
// secret bookings feed (all rooms, or one room) as the last line. The secret is shown once.
import { ApiError } from "../lib/contract/errors";
import { systemClock } from "../lib/infra/clock";
import { feedUrl, issueFeedSecret } from "../lib/domain/calendars/feed-out";
import { auditFeedIssue } from "../lib/domain/staff/audit";
import { runCommand } from "./database";

const args = process.argv.slice(2);
const rotate = args.includes("--rotate");
const roomAt = args.indexOf("--room");
const roomId = roomAt >= 0 ? args[roomAt + 1] : undefined;
const slug = args.find((a, i) => !a.startsWith("--") && (roomAt < 0 || i !== roomAt + 1));
if (!slug || (roomAt >= 0 && !roomId)) {
  console.error("usage: npm run studio:feed -- <slug> [--room <roomId>] [--rotate]");
  process.exit(2);
}
await runCommand(
  async (db) => {
    const r = await issueFeedSecret(db, { slug, roomId, rotate }, auditFeedIssue(systemClock, "operator"));
    console.log(r.rotated ? "Feed rotated: the previous URL no longer works." : "Feed created.");
    console.log("Subscribe to this URL in Google Calendar, Apple Calendar or Outlook. Keep it secret: it is shown only now.");
    console.log(feedUrl(r.secret));
  },
  { expected: [ApiError] },
);
