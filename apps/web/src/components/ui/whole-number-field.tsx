import { useState } from "react";
import { Input } from "./input";
import { Label } from "./label";

/** The typed text as a whole number accepted by `accept`, else null. */
function readWholeNumber(text: string, accept: (n: number) => boolean): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text);
  return accept(n) ? n : null;
}

/**
 * A whole-number field where empty means "none": keeps what is typed while it is not a valid
 * number yet, reports only empty (null) or valid numbers, and says what it takes when invalid.
 */
export function WholeNumberField({
  id,
  label,
  value,
  min,
  max,
  hint,
  invalidMessage,
  onChange,
}: {
  id: string;
  label: string;
  value: number | null;
  min: number;
  max: number;
  hint: string;
  invalidMessage: string;
  onChange: (value: number | null) => void;
}) {
  const accept = (n: number) => n >= min && n <= max;
  const [text, setText] = useState(value === null ? "" : String(value));
  const invalid = text.trim() !== "" && readWholeNumber(text, accept) === null;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        className="w-40"
        value={text}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : `${id}-hint`}
        onChange={(e) => {
          setText(e.target.value);
          const n = readWholeNumber(e.target.value, accept);
          if (e.target.value.trim() === "" || n !== null) onChange(n);
        }}
      />
      {invalid ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600 dark:text-red-400">
          {invalidMessage}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
