"use client";
// What the dashboard's frame shows on every page but the home, where the same news has its own card
// (the standing's status line: docs/dashboard.md, Verification and notices). The layout cannot tell
// its page; the pathname can.
import type { ReactNode } from "react";
import { usePathname } from "next/navigation";

export function OffHome({ home, children }: { home: string; children: ReactNode }) {
  return usePathname() === home ? null : children;
}
