// Per-function entry points: the package's index loads every function.
import { format } from "date-fns/format";
import { isValid } from "date-fns/isValid";
import { parse } from "date-fns/parse";

/** The value of an `<input type="datetime-local">`: a wall-clock time with no zone. */
const LOCAL_DATE_TIME = "yyyy-MM-dd'T'HH:mm";

/** An ISO instant as a datetime-local input shows it, in the browser's time zone; "" for none or a bad one. */
export function toLocalDateTimeInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  return isValid(date) ? format(date, LOCAL_DATE_TIME) : "";
}

/** A datetime-local input's value, read in the browser's time zone, as an ISO instant; null when empty or unreadable. */
export function fromLocalDateTimeInput(value: string): string | null {
  if (!value) return null;
  const date = parse(value, LOCAL_DATE_TIME, new Date());
  return isValid(date) ? date.toISOString() : null;
}
