// Per-function entry points: the package's index loads every function.
import { differenceInCalendarDays } from "date-fns/differenceInCalendarDays";
import { isValid } from "date-fns/isValid";

export type RelativeDate =
  | { kind: "today" }
  | { kind: "yesterday" }
  | { kind: "daysAgo"; count: number }
  | { kind: "weeksAgo"; count: number }
  | { kind: "monthsAgo"; count: number }
  | { kind: "date"; date: Date }
  | { kind: "noDate" }
  | { kind: "invalidDate" };

/**
 * The dashboard's creation-date label: Today, Yesterday, N days / weeks / months ago,
 * else a short date; 'No date' or 'Invalid date' on bad input.
 */
export function getRelativeDate(value: string | Date | null | undefined, now: Date): RelativeDate {
  if (value === null || value === undefined || value === "") return { kind: "noDate" };
  const date = value instanceof Date ? value : new Date(value);
  if (!isValid(date)) return { kind: "invalidDate" };
  const days = differenceInCalendarDays(now, date);
  if (days <= 0) return { kind: "today" };
  if (days === 1) return { kind: "yesterday" };
  if (days < 7) return { kind: "daysAgo", count: days };
  if (days < 30) return { kind: "weeksAgo", count: Math.floor(days / 7) };
  if (days < 365) return { kind: "monthsAgo", count: Math.floor(days / 30) };
  return { kind: "date", date };
}
