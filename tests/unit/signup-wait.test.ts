// The sign-up's 429 in words (docs/signup.md, Limits): the wait read from Retry-After, not "wait a
// little" when the limit lifts in 55 minutes; in es, ca and en, never less than the real wait.
import { describe, expect, it } from "vitest";
import { getDict } from "../../lib/i18n";
import { retryAfterSeconds, tooManyText, waitInWords } from "../../lib/i18n/wait";

const t = (l: "es" | "ca" | "en") => getDict(l).signUp;

describe("Retry-After in words", () => {
  it("3,260 s is about 55 minutes, in each language", () => {
    expect(tooManyText("3260", t("en"), "en")).toBe("Too many requests. Try again in about 55 minutes.");
    expect(tooManyText("3260", t("es"), "es")).toBe("Demasiadas solicitudes. Vuelve a intentarlo dentro de unos 55 minutos.");
    expect(tooManyText("3260", t("ca"), "ca")).toBe("Massa sol·licituds. Torna-ho a provar d'aquí a uns 55 minuts.");
  });

  it("seconds under a minute, minutes rounded up, hours from an hour and a half", () => {
    const en = t("en").retryWait;
    expect(waitInWords(1, en, "en")).toBe("Too many requests. Try again in 1 second.");
    expect(waitInWords(42, en, "en")).toBe("Too many requests. Try again in 42 seconds.");
    expect(waitInWords(60, en, "en")).toBe("Too many requests. Try again in about a minute.");
    expect(waitInWords(61, en, "en")).toBe("Too many requests. Try again in about 2 minutes.");
    expect(waitInWords(3600, en, "en")).toBe("Too many requests. Try again in about 60 minutes.");
    expect(waitInWords(5400, en, "en")).toBe("Too many requests. Try again in about 2 hours.");
    expect(waitInWords(60, t("es").retryWait, "es")).toBe("Demasiadas solicitudes. Vuelve a intentarlo dentro de un minuto.");
    expect(waitInWords(7200, t("ca").retryWait, "ca")).toBe("Massa sol·licituds. Torna-ho a provar d'aquí a unes 2 hores.");
  });

  it("reads delay-seconds or an HTTP date; anything else falls back to the plain text", () => {
    const now = Date.parse("2030-01-14T10:00:00Z");
    expect(retryAfterSeconds("3260", now)).toBe(3260);
    expect(retryAfterSeconds(" 120 ", now)).toBe(120);
    expect(retryAfterSeconds("Mon, 14 Jan 2030 10:54:20 GMT", now)).toBe(3260);
    for (const bad of [null, "", "0", "-5", "soon", "Mon, 14 Jan 2030 09:00:00 GMT"]) expect(retryAfterSeconds(bad, now)).toBeNull();
    expect(tooManyText(null, t("en"), "en")).toBe(t("en").tooMany);
    expect(tooManyText("soon", t("es"), "es")).toBe(t("es").tooMany);
  });
});
