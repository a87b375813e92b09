import { sql, type SQL } from "drizzle-orm";

/**
 * Counting how often each of n labels occurs with n `count(*) filter (...)` aggregates reads the
 * answer out of the JSON n times per response, and that lookup is what a summary scan spends its
 * time on. Instead one `sum(case <value> when label_i then 10^(12·i) ... end)` reads it once: the
 * exact numeric sum holds every label's count, 12 decimal digits each (counts stay below 10^12).
 */
const DIGITS = 12n;
const SLOT = 10n ** DIGITS;
/** Labels per sum: 20 number buckets or most option lists in one; longer sums make each addition dearer. */
const LABELS_PER_SUM = 24;

/** One label's `then` value: 10^(12·slot), written as a numeric literal. */
const slotValue = (slot: number) => sql.raw(`${SLOT ** BigInt(slot)}::numeric`);

export interface PackedCountsOptions {
  /**
   * For values matching no label: a second key tested against `keys` (parallel to the labels),
   * e.g. a number's position on a scale when its text is not the canonical one.
   */
  fallback?: { key: SQL; keys: readonly SQL[] };
  /** Counts the values matching no label (nor fallback key) that satisfy this, e.g. a non-blank answer. */
  otherWhen?: SQL;
}

export interface PackedCounts {
  /** Aggregate expressions for the scan's select list. */
  aggregates: SQL[];
  /** Per-label counts (in `labels` order), then the count of `otherWhen` matches, from the aggregates' values. */
  read: (values: readonly (string | null)[]) => { counts: number[]; other: number };
}

function cases(value: SQL, labels: readonly SQL[], otherwise: SQL): SQL {
  if (!labels.length) return otherwise;
  const whens = labels.map((label, slot) => sql`when ${label} then ${slotValue(slot)}`);
  return sql`case ${value} ${sql.join(whens, sql` `)} else ${otherwise} end`;
}

/** Counts the rows whose `value` equals each label (SQL values or bound parameters). */
export function packedCounts(value: SQL, labels: readonly SQL[], options: PackedCountsOptions = {}): PackedCounts {
  const { fallback, otherWhen } = options;
  const starts: number[] = [];
  for (let start = 0; start < labels.length || (start === 0 && !!otherWhen); start += LABELS_PER_SUM) starts.push(start);
  const chunks = starts.map((start, index) => {
    const isLast = index === starts.length - 1;
    const end = start + LABELS_PER_SUM;
    const other =
      isLast && otherWhen ? sql`case when ${otherWhen} then ${slotValue(labels.slice(start, end).length)} else 0 end` : sql`0`;
    const otherwise = fallback ? cases(fallback.key, fallback.keys.slice(start, end), other) : other;
    return { size: labels.slice(start, end).length, aggregate: sql`sum(${cases(value, labels.slice(start, end), otherwise)})` };
  });
  return {
    aggregates: chunks.map((chunk) => chunk.aggregate),
    read: (values) => {
      const counts: number[] = [];
      let other = 0;
      chunks.forEach((chunk, index) => {
        let sum = BigInt(values[index] ?? 0);
        for (let slot = 0; slot < chunk.size; slot += 1) {
          counts.push(Number(sum % SLOT));
          sum /= SLOT;
        }
        if (index === chunks.length - 1 && otherWhen) other = Number(sum % SLOT);
      });
      return { counts, other };
    },
  };
}
