"use client";
// The signed-in member's block (name, passkeys, sign out) behind one "Account" button on a phone,
// so the dashboard's header is two short rows there (docs/dashboard.md, Now and next); from 640 px
// the block is always shown and the button is not (studio.css).
import { useState, type ReactNode } from "react";

export function AccountMenu({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="studio-account" data-open={open}>
      <button
        type="button"
        className="btn btn-secondary btn-small studio-account-toggle"
        aria-expanded={open}
        aria-controls="studio-member"
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      <div id="studio-member" className="studio-member">
        {children}
      </div>
    </div>
  );
}
