// Where a studio's own mail goes (docs/signup.md, The owner's address): its private notifyEmail,
// else its public contact address. One of the two is always set (studio_inbox_check in SQL, the
// studio file's rule), so every studio can be reached.
export function studioInbox(s: { email: string | null; notifyEmail: string | null }): string {
  const to = s.notifyEmail ?? s.email;
  if (!to) throw new Error("a studio without any address (studio_inbox_check)");
  return to;
}
