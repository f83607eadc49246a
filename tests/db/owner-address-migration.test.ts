// The data step of migration 20261202010000_owner_address_private (docs/signup.md, The owner's
// address), run on rows shaped as the wizard left them before it: a wizard studio whose email is
// still its owner's sign-up address gets it moved to notifyEmail and publishes none; one whose owner
// set a public email (another address, or any email saved in Settings) and an imported studio are
// left as they were. A database of its own: the statement reads the whole studio table.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { systemClock } from "../../lib/infra/clock";
import { OnboardingRequest } from "../../lib/contract/studio-schemas";
import { createOnboardedStudio } from "../../lib/domain/signup/studio";
import { saveSection } from "../../lib/domain/settings/save";
import { createStudio } from "../helpers/fixtures";
import { wizardAnswers } from "../helpers/signup";
import { testDb } from "../helpers/test-db";

const db = testDb(2, { own: "owner_address" });

/** The migration's UPDATE, as committed. */
function dataStep(): string {
  const sql = readFileSync(join(process.cwd(), "prisma/migrations/20261202010000_owner_address_private/migration.sql"), "utf8");
  const update = sql
    .split(/;\s*\n/)
    .map((s) => s.replace(/^(\s*--[^\n]*\n)*/g, "").trim())
    .filter((s) => s.startsWith("UPDATE"));
  expect(update).toHaveLength(1);
  return update[0];
}

/** A wizard studio as the wizard made it before the migration: the sign-up address as its public email. */
async function oldWizardStudio(publicEmail?: string) {
  const email = `ana.owner-${randomUUID().slice(0, 6)}@example.com`;
  const userId = randomUUID();
  await db.user.create({ data: { id: userId, email, name: "ana", emailVerified: true } });
  const slug = `old-${randomUUID().slice(0, 6)}`;
  const answers = wizardAnswers(slug, ["es"]);
  const made = await createOnboardedStudio(
    db,
    systemClock,
    { userId, email, locale: "es" },
    OnboardingRequest.parse({ ...answers, studio: { ...answers.studio, email: null } }),
  );
  const actor = { userId, name: email, email, role: "owner" as const, studioId: made.studioId, locale: "es" as const };
  if (publicEmail) {
    // The owner saved it in Settings (an audited change), then the row is put back as before the migration.
    await saveSection(db, systemClock, actor, "studio", { email: publicEmail });
    await db.$executeRaw`UPDATE studio SET "notifyEmail" = NULL WHERE id = ${made.studioId}::uuid`;
  } else await db.$executeRaw`UPDATE studio SET email = ${email.toUpperCase()}, "notifyEmail" = NULL WHERE id = ${made.studioId}::uuid`;
  return { studioId: made.studioId, email, actor };
}

const row = (id: string) => db.studio.findUniqueOrThrow({ where: { id }, select: { email: true, notifyEmail: true } });

describe("migration 20261202010000_owner_address_private, data step", () => {
  it("empties the public email of wizard studios that still show the sign-up address, and keeps the owner's own", async () => {
    const plain = await oldWizardStudio();
    const chosen = await oldWizardStudio("hola@chosen.example");
    // An owner who saved their own sign-up address as the public email in Settings chose to publish it.
    const kept = await oldWizardStudio("first@kept.example");
    await saveSection(db, systemClock, kept.actor, "studio", { email: kept.email });
    await db.$executeRaw`UPDATE studio SET "notifyEmail" = NULL WHERE id = ${kept.studioId}::uuid`;
    const imported = await createStudio(db);
    const before = await row(imported.studioId);

    await db.$executeRawUnsafe(dataStep());

    expect(await row(plain.studioId)).toEqual({ email: null, notifyEmail: plain.email.toUpperCase() });
    expect(await row(chosen.studioId)).toEqual({ email: "hola@chosen.example", notifyEmail: null });
    expect(await row(kept.studioId)).toEqual({ email: kept.email, notifyEmail: null });
    expect(await row(imported.studioId)).toEqual(before);
    // Run again (a second instance, a re-run): nothing more changes.
    await db.$executeRawUnsafe(dataStep());
    expect(await row(plain.studioId)).toEqual({ email: null, notifyEmail: plain.email.toUpperCase() });
  });
});
