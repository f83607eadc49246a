// An amount staff type ("20", "20,50") in a money form: its label with the currency, and the
// field's own error once a submit found it unreadable or out of range (parseAmount, ./amount.ts).
type Props = { id: string; label: string; value: string; onChange: (v: string) => void; bad: boolean; badText: string };

export function AmountField({ id, label, value, onChange, bad, badText }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        required
        value={value}
        aria-invalid={bad ? true : undefined}
        aria-errormessage={bad ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {bad ? (
        <p id={`${id}-error`} className="field-error">
          {badText}
        </p>
      ) : null}
    </div>
  );
}
