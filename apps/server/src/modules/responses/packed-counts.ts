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

/** The counts packed in one sum's value, `slots` of them. */
function unpack(value: string | null | undefined, slots: number): number[] {
  let sum = BigInt(value ?? 0);
  return Array.from({ length: slots }, () => {
    const count = Number(sum % SLOT);
    sum /= SLOT;
    return count;
  });
}

/**
 * Counts the rows whose `value` equals each label (SQL values or bound parameters); each row counts
 * once: under its first matching label, else its first matching fallback key, else as other.
 */
export function packedCounts(value: SQL, labels: readonly SQL[], options: PackedCountsOptions = {}): PackedCounts {
  const { fallback, otherWhen } = options;
  const otherSlot = (slot: number, otherwise: SQL) =>
    otherWhen ? sql`case when ${otherWhen} then ${slotValue(slot)} else ${otherwise} end` : otherwise;

  if (labels.length <= LABELS_PER_SUM) {
    // One sum: a case's `else` is every row matching none of its labels, so fallback and other go there.
    if (!labels.length && !otherWhen) return { aggregates: [], read: () => ({ counts: [], other: 0 }) };
    const other = otherSlot(labels.length, sql`0`);
    const otherwise = fallback ? cases(fallback.key, fallback.keys, other) : other;
    return {
      aggregates: [sql`sum(${cases(value, labels, otherwise)})`],
      read: ([packed]) => {
        const counts = unpack(packed, labels.length + 1);
        return { counts: counts.slice(0, labels.length), other: otherWhen ? (counts[labels.length] ?? 0) : 0 };
      },
    };
  }

  // Several sums of LABELS_PER_SUM labels: a sum's `else` also holds the rows counted by the other
  // sums, so the rows matching no label at all are counted apart, in one more sum over every label's
  // fallback key and other. Whether a row matches any label is one `= any` (hashed for a constant
  // list), and that sum only adds for the rare rows that match none.
  const chunks: SQL[][] = [];
  for (let start = 0; start < labels.length; start += LABELS_PER_SUM) chunks.push(labels.slice(start, start + LABELS_PER_SUM));
  const aggregates = chunks.map((chunk) => sql`sum(${cases(value, chunk, sql`null`)})`);
  const restSlots = (fallback ? labels.length : 0) + (otherWhen ? 1 : 0);
  if (restSlots) {
    const other = otherSlot(restSlots - 1, sql`null`);
    const rest = fallback ? cases(fallback.key, fallback.keys, other) : other;
    const matched = sql`${value} = any(array[${sql.join([...labels], sql`, `)}])`;
    aggregates.push(sql`sum(case when ${matched} then null else ${rest} end)`);
  }
  return {
    aggregates,
    read: (values) => {
      const counts = chunks.flatMap((chunk, i) => unpack(values[i], chunk.length));
      if (!restSlots) return { counts, other: 0 };
      const rest = unpack(values[chunks.length], restSlots);
      return {
        counts: fallback ? counts.map((count, i) => count + (rest[i] ?? 0)) : counts,
        other: otherWhen ? (rest[restSlots - 1] ?? 0) : 0,
      };
    },
  };
}
