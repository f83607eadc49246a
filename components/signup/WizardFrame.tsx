"use client";
// One wizard step's frame (docs/signup.md, The wizard): where the owner is ("Step n of 6"), the
// step's heading, which takes the focus when the step opens (a screen reader starts at the step,
// not at the top of the page), the step's body, and a Back link to the previous step.
import { useEffect, useRef, type ReactNode } from "react";
import { fmt } from "@/lib/i18n/core";
import s from "./signup.module.css";

export function WizardFrame({
  n,
  total,
  stepOf,
  title,
  intro,
  notice,
  children,
}: {
  n: number;
  total: number;
  stepOf: string;
  title: string;
  intro?: string;
  /** Shown once above the step (e.g. "welcome back"). */
  notice?: string | null;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={s.wizard} aria-labelledby="wizard-step">
      <p className={s.progress}>{fmt(stepOf, { n, total })}</p>
      <h2 id="wizard-step" ref={heading} tabIndex={-1} data-testid="wizard-step">
        {title}
      </h2>
      {notice && (
        <p role="status" className={s.good}>
          {notice}
        </p>
      )}
      {intro && <p>{intro}</p>}
      {children}
    </section>
  );
}
