// The operator console's frame (docs/operators.md, Console): operators only, English only (operators are
// the platform's own people, not the studios' guests or staff), never cached or indexed (middleware.ts
// treats /platform like the dashboard). The dashboard's shell classes (studio.css), so it has the
// dashboard's page margins on a phone and its tap targets.
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
    <div className="studio platform-console" lang="en">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="studio-header">
        <p className="studio-brand">
          <Link href="/platform">Operator console</Link>
          <span className="studio-brand-sub">{op.email}</span>
        </p>
      </header>
      <main id="main" tabIndex={-1} className="studio-main">
        {children}
      </main>
    </div>
  );
}
