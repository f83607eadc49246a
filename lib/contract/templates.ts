// The site templates: the one list the API schema, the settings form and the components' registry
// are keyed by, with each template's palette (docs/sites.md, Templates). A template is added here,
// in components/templates/ (its folder and registry entry) and in the settings catalog (its
// name); the type checker points at each of those places (tests/unit/registries.test.ts).
import { keysOf } from "./shapes";

/** `scheme` is what the booking flow's own widgets (the card form, the captcha) are told to match;
 * theme.ts derives the site's CSS variables from the rest. */
export type TemplatePalette = {
  scheme: "dark" | "light";
  bg: string;
  fg: string;
  muted: string;
  surface: string;
  line: string;
  defaultAccent: string;
};

export const TEMPLATE_PALETTES = {
  stage: { scheme: "dark", bg: "#0e0e10", fg: "#f4f1ea", muted: "#b9b4aa", surface: "#1a1a1e", line: "#34343a", defaultAccent: "#e4572e" },
  daylight: {
    scheme: "light",
    bg: "#fbfaf7",
    fg: "#1f1d1a",
    muted: "#5e5a53",
    surface: "#ffffff",
    line: "#e4e0d8",
    defaultAccent: "#2f6f73",
  },
} as const satisfies Record<string, TemplatePalette>;

export type TemplateId = keyof typeof TEMPLATE_PALETTES;
export const TEMPLATE_IDS = keysOf(TEMPLATE_PALETTES);
