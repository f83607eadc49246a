// A guest's key in the dashboard's addresses (docs/guests.md, A guest): booking_contact_key() of
// their contact, base64url-encoded so an email's "@" and "+" or a phone's "+" travel in a path.
// It names the guest, it is no secret: every read behind it is for the studio's members only.

export const guestKeyOf = (contactKey: string): string => Buffer.from(contactKey, "utf8").toString("base64url");

/** The contact key behind a guest key, or null when it is not one (empty, not base64url, too long). */
export function contactKeyOf(guestKey: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(guestKey)) return null;
  const key = Buffer.from(guestKey, "base64url").toString("utf8");
  return key.length > 0 && guestKeyOf(key) === guestKey ? key : null;
}
