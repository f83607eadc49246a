-- The busy time of several rooms in one index scan (lib/domain/availability/busy.ts busyOfRooms; docs/performance.md,
-- Finding a room): the exclusion index (GiST) takes one room per probe, a B-tree takes the list.
CREATE INDEX "slot_claim_roomId_startsAt_idx" ON "slot_claim" ("roomId", "startsAt");
