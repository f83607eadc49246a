// Rendering a page formats dates, weekdays and money many times; each `new Intl.DateTimeFormat`
// costs native memory that V8 reclaims late, so formatters are made once per locale and options
// and shared (docs/performance.md, Render-time memory). The server's heap limit comes with it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { longDate, monthTitle, weekdayNames, instant, todayIn, decimal1 } from "../../lib/site/client/format";
import { money } from "../../lib/i18n/core";
import { formattersKept } from "../../lib/i18n/intl";
import { serverHeapArgs, SERVER_HEAP_MB } from "../../lib/infra/heap";

const Original = { DateTimeFormat: Intl.DateTimeFormat, NumberFormat: Intl.NumberFormat };
let made = 0;

beforeAll(() => {
  class CountingDateTimeFormat extends Original.DateTimeFormat {
    constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      super(...args);
      made++;
    }
  }
  class CountingNumberFormat extends Original.NumberFormat {
    constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      super(...args);
      made++;
    }
  }
  Intl.DateTimeFormat = CountingDateTimeFormat as typeof Intl.DateTimeFormat;
  Intl.NumberFormat = CountingNumberFormat as typeof Intl.NumberFormat;
});
afterAll(() => {
  Intl.DateTimeFormat = Original.DateTimeFormat;
  Intl.NumberFormat = Original.NumberFormat;
});

describe("Intl formatters", () => {
  it("a thousand page renders' worth of formatting makes each formatter once", () => {
    const now = new Date("2030-03-15T10:00:00Z");
    const out = new Set<string>();
    for (let i = 0; i < 1_000; i++) {
      for (const locale of ["es", "ca", "en"] as const) {
        out.add(longDate("2030-03-15", locale));
        out.add(monthTitle("2030-03", locale));
        out.add(weekdayNames(locale, "short").join());
        out.add(instant("2030-03-15T10:00:00Z", "Europe/Madrid", locale));
        out.add(decimal1(4.8, locale));
        out.add(money(4550, "EUR", locale));
        out.add(money(4500, "EUR", locale));
      }
      out.add(todayIn("Europe/Madrid", now));
    }
    expect(out.has("viernes, 15 de marzo de 2030")).toBe(true);
    expect([...out].some((s) => /^45,50\s€$/u.test(s))).toBe(true);
    // 3 locales × (long date, month, weekday, instant, decimal, two money formats) + today: not thousands.
    expect(made).toBeLessThanOrEqual(25);
    expect(formattersKept()).toBeLessThanOrEqual(256);
  });

  it("formatters are shared per locale and options, so results stay exactly the same", () => {
    expect(weekdayNames("en", "long")[0]).toBe("Monday");
    expect(longDate("2030-03-15", "en", { day: "numeric", month: "short" })).toBe("15 Mar");
    expect(longDate("2030-03-15", "en")).toBe("Friday, 15 March 2030");
  });
});

describe("server heap limit", () => {
  it("the server gets a heap limit unless NODE_OPTIONS sets its own", () => {
    expect(serverHeapArgs(undefined)).toEqual([`--max-old-space-size=${SERVER_HEAP_MB}`]);
    expect(serverHeapArgs("--enable-source-maps")).toEqual([`--max-old-space-size=${SERVER_HEAP_MB}`]);
    expect(serverHeapArgs("--max-old-space-size=2048")).toEqual([]);
  });
});
