"use client";
// hCaptcha, loaded (with its script from hCaptcha) only on sites whose payload has
// captchaSiteKey; BookingFlow imports this file lazily.
import HCaptcha from "@hcaptcha/react-hcaptcha";
import type { Locale } from "@/lib/contract/schemas";

export default function CaptchaWidget({
  siteKey,
  locale,
  theme,
  onToken,
  onFail,
}: {
  siteKey: string;
  locale: Locale;
  theme: "light" | "dark";
  onToken: (token: string | null) => void;
  /** The widget could not load or run (script blocked, network): the page offers a retry. */
  onFail: () => void;
}) {
  return (
    <HCaptcha
      sitekey={siteKey}
      languageOverride={locale}
      theme={theme}
      sentry={false}
      onVerify={(token) => onToken(token)}
      onExpire={() => onToken(null)}
      onError={() => {
        onToken(null);
        onFail();
      }}
    />
  );
}
