// What a message row to a guest or to the studio can be (message.kind): the domain's list, which the
// catalogs follow (each language labels every kind, `studio.detail.messageKinds`, for the booking's
// message list) and lib/domain/notifications/templates.ts renders (its switch is exhaustive). Staff
// sign-in messages have their own kinds (lib/domain/notifications/staff.ts). Types only.

export type MessageKind =
  | "booking_confirmed"
  | "booking_receipt"
  | "studio_new_booking"
  | "reminder"
  | "sms_reminder"
  | "studio_cancelled"
  | "payment_refunded"
  | "studio_payment_refunded"
  | "payment_received"
  | "payment_mark_undone"
  | "price_changed"
  | "payment_requested"
  | "payment_receipt"
  | "booking_cancelled_by_studio"
  | "deposit_refunded"
  | "booking_moved"
  | "studio_booking_moved"
  | "booking_details_updated"
  | "booking_link_resent"
  | "guest_message"
  | "series_confirmed"
  | "series_cancelled"
  | "studio_digest";
