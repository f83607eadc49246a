// Host segment of the internal site routes (middleware.ts rewrites studio hosts here). It
// exists so that not-found.tsx beside it catches notFound() from the locale layout.
import type { ReactNode } from "react";

export default function HostLayout({ children }: { children: ReactNode }) {
  return children;
}
