// Labelled inputs of the settings forms with their inline error (aria-invalid + aria-errormessage),
// the error text coming from the API's field path (docs/studio-settings.md, How a save works).
import type { InputHTMLAttributes, ReactNode } from "react";

type Props = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id">;

/** What a control carries for its hint and error (aria-describedby, aria-invalid, aria-errormessage). */
const aria = (id: string, error?: string, hint?: string) => ({
  "aria-invalid": error ? true : undefined,
  "aria-errormessage": error ? `${id}-error` : undefined,
  "aria-describedby": hint ? `${id}-hint` : undefined,
});

/** The label, the control, its hint and its inline error: one markup for inputs and textareas. */
function Labelled({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function Field({ id, label, error, hint, ...input }: Props) {
  return (
    <Labelled id={id} label={label} error={error} hint={hint}>
      <input id={id} {...aria(id, error, hint)} {...input} />
    </Labelled>
  );
}

/** The success line of a form, announced (role=status); empty until a save succeeds. */
export function Done({ text, testId }: { text: string | null; testId?: string }) {
  return (
    <p role="status" className="studio-done" data-testid={testId}>
      {text ?? ""}
    </p>
  );
}

/** A labelled textarea with its optional hint and inline error, as Field does for inputs. */
export function TextArea({
  id,
  label,
  hint,
  value,
  error,
  rows = 4,
  maxLength,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  error?: string;
  rows?: number;
  maxLength?: number;
  onChange: (v: string) => void;
}) {
  return (
    <Labelled id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        value={value}
        {...aria(id, error, hint)}
        onChange={(e) => onChange(e.target.value)}
      />
    </Labelled>
  );
}
