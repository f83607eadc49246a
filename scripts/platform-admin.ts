// npm run platform:admin -- <email> — make someone a platform operator (docs/operators.md, Operators):
// the user (created when missing), the platformAdmin flag, and a one-click sign-in link to /platform
// printed here (once, 15 minutes). Only someone with a shell on the deployment can run it.
import { ApiError } from "../lib/contract/errors";
import { grantPlatformAdmin } from "../lib/domain/platform/console";
import { MAGIC_LINK_TTL_SECONDS, mintSignInLink } from "../lib/domain/staff/links";
import { runCommand } from "./database";

const [email] = process.argv.slice(2);
if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
  console.error("usage: npm run platform:admin -- <email>");
  process.exit(2);
}
await runCommand(
  async (db) => {
    const r = await grantPlatformAdmin(db, email);
    const url = await mintSignInLink(db, email, { callbackPath: "/platform" });
    console.log(`${r.created ? "Created" : "Granted"} platform operator ${email}.`);
    console.log(`One-click sign-in link to /platform (works once, for ${MAGIC_LINK_TTL_SECONDS / 60} minutes):\n  ${url}`);
  },
  { expected: [ApiError] },
);
