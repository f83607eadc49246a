-- Search whose cost follows its matches (docs/performance.md, Search). Every part of the dashboard's
-- search (lib/domain/dashboard/bookings.ts searchWhere) has an index of its own, so the planner can
-- answer an OR of them by a bitmap of matches instead of reading the studio's whole history.

-- A reference typed with or without its dash ("KX7P9Q" finds "KX7-P9Q"): the expression the search writes.
CREATE INDEX "booking_reference_trgm_idx" ON "booking" USING gin (replace("reference", '-', '') gin_trgm_ops);

-- A phone number's digits inside the E.164 contact.
CREATE INDEX "booking_contact_trgm_idx" ON "booking" USING gin ("contact" gin_trgm_ops);

-- A list filtered by a payment state walks only the studio's bookings in that state, in page order.
CREATE INDEX "booking_studioId_paymentStatus_startsAt_idx" ON "booking" ("studioId", "paymentStatus", "startsAt");

-- "Owes money" (lib/domain/dashboard/bookings.ts paymentWhere, written identically so the planner
-- matches it): the studio's owed bookings in page order, however long its paid past.
CREATE INDEX "booking_owed_idx" ON "booking" ("studioId", "startsAt")
  WHERE ("paymentStatus" IN ('unpaid', 'pending', 'deposit_paid')
         OR ("paymentStatus" = 'refunded' AND "status" IN ('confirmed', 'completed', 'no_show')));

-- The operator console's studio search: name, slug, both addresses and city folded, one expression.
CREATE INDEX "studio_search_trgm_idx" ON "studio"
  USING gin (booking_fold("name" || ' ' || "slug" || ' ' || coalesce("email", '') || ' ' || coalesce("notifyEmail", '') || ' ' || "city") gin_trgm_ops);

-- The console's month of refunds: this month's rows, not every refund of the studio's history.
CREATE INDEX "booking_refund_createdAt_idx" ON "booking_refund" ("createdAt");
