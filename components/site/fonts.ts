// Self-hosted fonts (woff2 files from @fontsource packages, bundled by next/font/local: no
// request to a font CDN at build or run time). Only @font-face rules and CSS variables are
// global; a browser downloads a face only when a template uses it. Not preloaded, because
// each page uses one template's pair and preloading would fetch the other pair too.
import localFont from "next/font/local";

const anton = localFont({
  src: "../../node_modules/@fontsource/anton/files/anton-latin-400-normal.woff2",
  weight: "400",
  display: "swap",
  preload: false,
  variable: "--font-anton",
  fallback: ["Impact", "Arial Narrow", "sans-serif"],
});

const spaceGrotesk = localFont({
  src: "../../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
  weight: "300 700",
  display: "swap",
  preload: false,
  variable: "--font-grotesk",
  fallback: ["system-ui", "sans-serif"],
});

const fraunces = localFont({
  src: "../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
  weight: "100 900",
  display: "swap",
  preload: false,
  variable: "--font-fraunces",
  adjustFontFallback: "Times New Roman",
  fallback: ["Georgia", "serif"],
});

const dmSans = localFont({
  src: "../../node_modules/@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2",
  weight: "100 1000",
  display: "swap",
  preload: false,
  variable: "--font-dmsans",
  fallback: ["system-ui", "sans-serif"],
});

export const fontVariables = [anton.variable, spaceGrotesk.variable, fraunces.variable, dmSans.variable].join(" ");
