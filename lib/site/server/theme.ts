// A studio's theme → CSS custom properties. The accent colour is taken from `theme.accent`
// and adjusted, only as much as needed, to keep WCAG AA contrast (4.5:1) both as text on
// the template's background and as a button background with its label colour.
import { TEMPLATE_PALETTES } from "@/lib/contract/templates";
import type { PublicSite } from "../../contract/schemas";

type RGB = [number, number, number];

function parseHex(v: unknown): RGB | null {
  if (typeof v !== "string") return null;
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(v.trim());
  if (!m) return null;
  const h =
    m[1].length === 3
      ? m[1]
          .split("")
          .map((c) => c + c)
          .join("")
      : m[1];
  const byte = (i: number) => parseInt(h.slice(i, i + 2), 16);
  return [byte(0), byte(2), byte(4)];
}

const toHex = (c: RGB) =>
  "#" +
  c
    .map((x) =>
      Math.round(Math.max(0, Math.min(255, x)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("");

function luminance([r, g, b]: RGB): number {
  const f = (x: number) => {
    const s = x / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}

export function contrast(a: string, b: string): number {
  const x = luminance(parseHex(a) ?? [0, 0, 0]);
  const y = luminance(parseHex(b) ?? [0, 0, 0]);
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

function mix(c: RGB, target: RGB, t: number): RGB {
  const at = (i: 0 | 1 | 2) => c[i] + (target[i] - c[i]) * t;
  return [at(0), at(1), at(2)];
}

/** `color` moved towards white or black (whichever raises contrast) until it reaches `min` on `bg`. */
export function ensureContrast(color: string, bg: string, min = 4.5): string {
  const c = parseHex(color);
  const b = parseHex(bg);
  if (!c || !b) return color;
  if (contrast(color, bg) >= min) return toHex(c);
  const target: RGB = luminance(b) < 0.5 ? [255, 255, 255] : [0, 0, 0];
  for (let t = 0.05; t <= 1; t += 0.05) {
    const cand = toHex(mix(c, target, t));
    if (contrast(cand, bg) >= min) return cand;
  }
  return toHex(target);
}

/** Black or white, whichever reads better on `bg`. */
function labelOn(bg: string): string {
  return contrast("#ffffff", bg) >= contrast("#111111", bg) ? "#ffffff" : "#111111";
}

/** CSS variables for a site's template and theme. */
export function themeVars(site: PublicSite): Record<string, string> {
  const p = TEMPLATE_PALETTES[site.site.template];
  const theme = site.site.theme;
  const raw = parseHex(theme.accent) ? String(theme.accent) : p.defaultAccent;
  const accentText = ensureContrast(raw, p.bg);
  // Button: the accent as background, label black or white; darken/lighten the background if
  // neither label reaches 4.5:1.
  let button = toHex(parseHex(raw)!);
  if (contrast(labelOn(button), button) < 4.5) button = ensureContrast(button, labelOn(button));
  return {
    "--bg": p.bg,
    "--fg": p.fg,
    "--muted": p.muted,
    "--surface": p.surface,
    "--line": p.line,
    "--accent": accentText,
    "--accent-raw": toHex(parseHex(raw)!),
    "--button": button,
    "--button-fg": labelOn(button),
  };
}
