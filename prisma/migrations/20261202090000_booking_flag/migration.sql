-- A booking's flags: facts staff record on a booking (the guest arrived, …), each named by the
-- booking action that sets it (docs/booking-actions.md). A new flag is a new action, never a new
-- column: the action's own module declares it (docs/architecture.md, Add a booking action).
CREATE TABLE "booking_flag" (
  "bookingId" UUID NOT NULL REFERENCES "booking" ("id") ON DELETE CASCADE,
  "flag" TEXT NOT NULL CHECK ("flag" ~ '^[a-z][a-z_]{0,39}$'),
  "setAt" TIMESTAMPTZ(3) NOT NULL,
  "setBy" TEXT NOT NULL,
  PRIMARY KEY ("bookingId", "flag")
);
