// A wizard step's error (announced) and its buttons: Back (a link to the previous step, whose
// answers are saved) and Next, "Saving…" while the step saves (docs/signup.md, The wizard).
import type { SignUpTexts } from "@/lib/i18n/signup";
import type { ApiFailure } from "@/components/studio/api";
import s from "./signup.module.css";

export function WizardActions({
  t,
  busy,
  error,
  back,
}: {
  t: SignUpTexts;
  busy: boolean;
  error: ApiFailure | string | null;
  back: string | null;
}) {
  return (
    <>
      {error && (
        <p role="alert" className={s.bad} data-testid="wizard-error">
          {typeof error === "string" ? error : error.message}
        </p>
      )}
      <div className={s.actions}>
        {back && (
          <a href={back} className={s.secondary}>
            {t.back}
          </a>
        )}
        <button type="submit" className={s.primary} disabled={busy}>
          {busy ? t.creating : t.next}
        </button>
      </div>
    </>
  );
}
