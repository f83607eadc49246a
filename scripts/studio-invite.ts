// npm run studio:invite -- <slug> <email> [--role owner|staff] — the operator gives someone access
// to a studio's dashboard (docs/studio-accounts.md, Invite command): the membership, and a
// one-time sign-in link printed here and, when SMTP_URL is set, emailed through the outbox.
import { systemClock } from "../lib/infra/clock";
import { ApiError } from "../lib/contract/errors";
import { emailConfigured } from "../lib/infra/delivery";
import { MAGIC_LINK_TTL_SECONDS } from "../lib/domain/staff/links";
import { inviteByOperator } from "../lib/domain/staff/members";
import { ensureJobs } from "../lib/infra/queue";
import { runCommand } from "./database";

const args = process.argv.slice(2);
const roleAt = args.indexOf("--role");
const role = roleAt >= 0 ? args[roleAt + 1] : "owner";
const [slug, email] = args.filter((_, i) => roleAt < 0 || (i !== roleAt && i !== roleAt + 1));
if (!slug || !email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || (role !== "owner" && role !== "staff")) {
  console.error("usage: npm run studio:invite -- <slug> <email> [--role owner|staff]");
  process.exit(2);
}
await runCommand(
  async (db) => {
    const sendEmail = emailConfigured();
    if (sendEmail) await ensureJobs();
    const r = await inviteByOperator(db, systemClock, { slug, email, role, sendEmail });
    console.log(`${r.created ? "Invited" : "Already a member:"} ${email} (${role}) to ${r.studio}.`);
    console.log(`One-click sign-in link (works once, for ${MAGIC_LINK_TTL_SECONDS / 60} minutes):\n  ${r.url}`);
    if (r.emailed) console.log("The link was also emailed (SMTP_URL is set).");
  },
  { expected: [ApiError] },
);
