-- Blocks made together (several rooms, a weekly repeat) share a group id, so they can be removed
-- together (docs/studio-actions.md, Blocking several rooms or every week). Each block stays one
-- row per room and date with its own claim: availability and the exclusion constraint are unchanged.
ALTER TABLE "calendar_block" ADD COLUMN "groupId" UUID;

CREATE INDEX "calendar_block_groupId_startsAt_idx" ON "calendar_block"("groupId", "startsAt");
