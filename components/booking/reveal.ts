// Move focus to a step's heading or a result and make sure it is visible below a sticky
// header (stage's bar is ~140 px high on phones): scroll-margin-top is set from the header's
// real height, then the element is scrolled into view only when it is hidden or covered.
function stickyHeaderBottom(): number {
  const h = document.querySelector<HTMLElement>("[data-sticky-header]");
  if (!h) return 0;
  const pos = getComputedStyle(h).position;
  return pos === "sticky" || pos === "fixed" ? Math.max(0, h.getBoundingClientRect().bottom) : 0;
}

export function reveal(el: HTMLElement | null, opts: { focus?: boolean } = {}): void {
  if (!el) return;
  if (opts.focus !== false) el.focus({ preventScroll: true });
  const top = stickyHeaderBottom();
  el.style.scrollMarginTop = `${top + 16}px`;
  const r = el.getBoundingClientRect();
  if (r.top < top + 4 || r.bottom > window.innerHeight) el.scrollIntoView({ block: "start", behavior: "instant" as ScrollBehavior });
}
