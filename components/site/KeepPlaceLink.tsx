"use client";
// A language link that keeps the guest's place: at click time it carries the page's current
// query (the booking flow's step, date, time and duration live there), so switching language
// mid-booking reopens the same step. Without JavaScript it is the plain link it renders.
import type { ComponentProps, ReactNode } from "react";

export function KeepPlaceLink({ href, children, ...rest }: { href: string; children: ReactNode } & Omit<ComponentProps<"a">, "href">) {
  const carry = (a: HTMLAnchorElement) => {
    a.href = href + location.search;
  };
  return (
    <a href={href} {...rest} onClick={(e) => carry(e.currentTarget)} onAuxClick={(e) => carry(e.currentTarget)}>
      {children}
    </a>
  );
}
