// The operator console's frame (docs/operators.md, Console): operators only, English only (operators are
// the platform's own people, not the studios' guests or staff), never cached or indexed (middleware.ts
// treats /platform like the dashboard).
import type { Metadata } from "next";
import type { ReactNode } from "react";
import Link from "next/link";
import { currentOperator } from "@/lib/auth/page-session";
import "../studio/studio.css";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { template: "%s · Operator console", default: "Operator console" },
  robots: { index: false, follow: false },
};

export default async function PlatformConsoleLayout({ children }: { children: ReactNode }) {
  const op = await currentOperator();
  return (
    <div className="platform-console">
      <header className="platform-header">
        <Link href="/platform">Operator console</Link> <span>{op.email}</span>
      </header>
      <main id="main">{children}</main>
    </div>
  );
}
