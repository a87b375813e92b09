import { bucketRangeAt, bucketStart, type NumberBuckets } from "@sondar/core/responses/number-buckets";
import { netPromoterScore, percentOf, type NumericSummary, type QuestionSummary } from "@sondar/core/responses/survey-summary";
import { choiceList, legacyIds, matrixColumnList, type ChoiceList } from "@sondar/core/surveys/option-ids";
import type { Question } from "@sondar/core/surveys/question-schema";
import { sql, type SQL } from "drizzle-orm";
import { packedCounts } from "./packed-counts";

/** Values of a plan's aggregates, as text, in the order of its `aggregates`. */
export type AggregateValues = readonly (string | null)[];

/** What pass 2 found for a number question: its buckets, the count in each, and the answers' sum. */
export interface BucketCounts {
  buckets: NumberBuckets;
  counts: number[];
  sum: number;
}

/**
 * How one question is summarised: the aggregates it adds to the survey's single scan, and how
 * their values become its summary. Number questions also name the value pass 2 buckets (once
 * their range is known); text questions ask for recent samples.
 */
export interface QuestionPlan {
  question: Question;
  aggregates: SQL[];
  /** Number questions: the answer to bucket (a float8), and where pass 1 found its range. */
  bucketing?: {
    /** The answer as float8, to bucket. */
    value: SQL;
    /** The answer as an exact numeric, to sum. */
    exact: SQL;
    range: (values: AggregateValues) => { min: number; max: number } | null;
  };
  wantsSamples: boolean;
  shape: (values: AggregateValues, extra: { buckets?: BucketCounts; samples?: string[] }) => QuestionSummary;
}

/** Scales with more steps than this are bucketed like number questions. */
const MAX_SCALE_STEPS = 101;

// What the expressions below cost per response, measured on PostgreSQL 15: reading an answer with
// -> or ->> ~30-80 ns, a packed counter ~70 ns, a type check and cast of a number ~300 ns (more to
// float8 than to numeric), `?` on an array ~70 ns against ~140 ns for containment (@>).
const answer = (id: string) => sql`(r.answers -> ${id})`;
const answerText = (id: string) => sql`(r.answers ->> ${id})`;
/** A matrix row's column (`key` text) or the item at a ranking position (`key` a number). */
const answerAt = (id: string, key: string | number) =>
  typeof key === "number" ? sql`(${answer(id)} ->> ${sql.raw(String(Math.trunc(key)))})` : sql`(${answer(id)} ->> ${key})`;
/** Like core's isEmptyAnswer for text: something left after trimming. */
export const isFilled = (text: SQL) => sql`btrim(${text}, E' \\t\\n\\r') <> ''`;
/** The answer when it is a number, as an exact numeric; null otherwise (never a cast error). */
const numberAnswer = (id: string) => sql`(case when jsonb_typeof(${answer(id)}) = 'number' then (${answer(id)})::numeric end)`;
/** A non-empty array answer. (`-> 0` alone is not enough: it reads a string or number as its own first item.) */
const isNonEmptyArray = (id: string) => sql`(jsonb_typeof(${answer(id)}) = 'array' and (${answer(id)} -> 0) is not null)`;

/** Hands out consecutive slices of one list of aggregates. */
function collector() {
  const aggregates: SQL[] = [];
  return {
    aggregates,
    add(list: readonly SQL[]) {
      const start = aggregates.length;
      aggregates.push(...list);
      return (values: AggregateValues) => values.slice(start, start + list.length);
    },
  };
}

const toCount = (value: string | null | undefined) => (value ? Number(value) : 0);
const PAIR = 10n ** 12n;
/** Two counts summed as low + 10^12 × high, back apart. */
const readPair = (value: string | null | undefined): [number, number] => {
  const sum = BigInt(value ?? 0);
  return [Number(sum % PAIR), Number(sum / PAIR)];
};
const toNumber = (value: string | null | undefined) => (value === null || value === undefined ? null : Number(value));

function base(question: Question, answeredCount: number) {
  return { questionId: question.id, type: question.type, title: question.title, answeredCount };
}

/**
 * A choice list's entries, each id once: counted by id (what answers store), shown by label
 * (docs/decisions/245-stable-option-ids.md). A label repeated in a list stored before ids shows
 * once, as it did when answers were counted by label.
 */
function entriesOf(list: ChoiceList): { id: string; label: string }[] {
  const legacy = legacyIds(list.labels);
  const seenIds = new Set<string>();
  const seenLegacyLabels = new Set<string>();
  const entries: { id: string; label: string }[] = [];
  list.ids.forEach((id, i) => {
    const label = list.labels[i] as string;
    const isLegacy = id === legacy[i];
    if (seenIds.has(id) || (isLegacy && seenLegacyLabels.has(label))) return;
    seenIds.add(id);
    if (isLegacy) seenLegacyLabels.add(label);
    entries.push({ id, label });
  });
  return entries;
}

const choiceListOf = (question: Question): ChoiceList => choiceList(question) ?? { labels: [], ids: [] };

/** A list whose ids are its labels (yes-no, likert): their answers are those texts. */
const labelsOnly = (labels: readonly string[]): ChoiceList => ({ labels, ids: labels });

function planChoice(question: Question, list: ChoiceList): QuestionPlan {
  const unique = entriesOf(list);
  const text = answerText(question.id);
  const counter = packedCounts(
    text,
    unique.map(({ id }) => sql`${id}`),
    { otherWhen: isFilled(text) },
  );
  return {
    question,
    aggregates: counter.aggregates,
    wantsSamples: false,
    shape: (values) => {
      const { counts, other } = counter.read(values);
      const answered = counts.reduce((a, b) => a + b, 0) + other;
      const options = unique.map(({ label }, i) => {
        const count = counts[i] ?? 0;
        return { label, count, percent: percentOf(count, answered) };
      });
      return { ...base(question, answered), kind: "choice", options, otherCount: other };
    },
  };
}

function planCheckbox(question: Extract<Question, { type: "checkbox" }>): QuestionPlan {
  const options = entriesOf(choiceListOf(question));
  const value = answer(question.id);
  const { aggregates, add } = collector();
  const pair = sql.raw(`${PAIR}::numeric`);
  // Answered responses and their selections in one sum (1 + 10^12 × items per answer), like
  // packed-counts.ts. A lone string (the question was multiple choice before) is one selection.
  const readTotals = add([
    sql`sum(case jsonb_typeof(${value})
      when 'array' then case when (${value} -> 0) is not null then 1 + ${pair} * jsonb_array_length(${value}) end
      when 'string' then case when ${isFilled(answerText(question.id))} then 1 + ${pair} end
    end)`,
  ]);
  // `?`: is this string one of the array's items (or the lone string itself).
  const readOptions = add(options.map(({ id }) => sql`count(*) filter (where ${value} ? ${id})`));
  return {
    question,
    aggregates,
    wantsSamples: false,
    shape: (values) => {
      const [answered, selections] = readPair(readTotals(values)[0]);
      const counts = readOptions(values).map(toCount);
      const matched = counts.reduce((a, b) => a + b, 0);
      return {
        ...base(question, answered),
        kind: "choice",
        options: options.map(({ label }, i) => ({ label, count: counts[i] ?? 0, percent: percentOf(counts[i] ?? 0, answered) })),
        // Selections that match no configured option (an option renamed after answers came in).
        otherCount: Math.max(0, selections - matched),
      };
    },
  };
}

interface Grid {
  min: number;
  step: number;
  steps: number;
}

/** The values a rating or scale question offers; null when there are too many to count one by one. */
function gridOf(question: Question): Grid | null {
  if (question.type === "rating") return { min: 1, step: 1, steps: question.maxRating };
  if (question.type !== "scale") return null;
  const { min, max, step } = question.scaleSettings;
  if (!(step > 0) || max < min) return null;
  const steps = Math.floor((max - min) / step + 1e-9) + 1;
  return steps <= MAX_SCALE_STEPS ? { min, step, steps } : null;
}

function isNpsScale(question: Question): boolean {
  if (question.type !== "scale") return false;
  const { min, max } = question.scaleSettings;
  return min === 0 && max === 10;
}

function numericSummary(
  question: Question,
  answered: number,
  distribution: { value: number; count: number }[],
  stats: { count: number; sum: number; min: number | null; max: number | null },
): NumericSummary {
  return {
    ...base(question, answered),
    kind: "numeric",
    average: stats.count ? Math.round((stats.sum / stats.count) * 100) / 100 : null,
    min: stats.min,
    max: stats.max,
    distribution,
    nps: isNpsScale(question) ? netPromoterScore(distribution) : null,
  };
}

/**
 * Rating and scale: one counter per offered value, matched by the answer's text (7 is stored as 7),
 * and by its position on the scale when the text differs (0.30000000000000004 for 0.3). Count,
 * average, min and max follow from the counters exactly.
 */
function planGrid(question: Question, grid: Grid): QuestionPlan {
  const number = numberAnswer(question.id);
  const valueAt = (i: number) => Math.round((grid.min + i * grid.step) * 1e9) / 1e9;
  const offered = Array.from({ length: grid.steps }, (_, i) => i);
  // Clamped, so a value far outside the grid (settings changed after answers came in) cannot overflow int.
  const index = sql`least(greatest(round((${number} - ${grid.min}) / ${grid.step}), -1), ${grid.steps})::int`;
  const counter = packedCounts(
    answerText(question.id),
    offered.map((i) => sql`${String(valueAt(i))}`),
    { fallback: { key: index, keys: offered.map((i) => sql.raw(String(i))) }, otherWhen: sql`${number} is not null` },
  );
  return {
    question,
    aggregates: counter.aggregates,
    wantsSamples: false,
    shape: (values) => {
      const { counts, other } = counter.read(values);
      const distribution = counts.flatMap((count, i) => (count ? [{ value: valueAt(i), count }] : []));
      const count = distribution.reduce((a, d) => a + d.count, 0);
      const sum = distribution.reduce((a, d) => a + d.value * d.count, 0);
      return numericSummary(question, count + other, distribution, {
        count,
        sum,
        min: distribution[0]?.value ?? null,
        max: distribution.at(-1)?.value ?? null,
      });
    },
  };
}

/**
 * Number questions (and huge scales): the exact min and max here, which pass 2 needs for its
 * buckets; pass 2 then counts the answers into them and sums them (every answer lands in a bucket).
 */
function planNumber(question: Question): QuestionPlan {
  const number = numberAnswer(question.id);
  const readRange = (values: AggregateValues) => ({ min: toNumber(values[0]), max: toNumber(values[1]) });
  return {
    question,
    // The answers with a fraction: with none, buckets are named by the whole numbers they hold.
    aggregates: [sql`min(${number})`, sql`max(${number})`, sql`count(*) filter (where ${number} <> trunc(${number}))`],
    bucketing: {
      // float8: bucketing only needs the integer part of value / width, and numeric division is slow.
      value: sql`(case when jsonb_typeof(${answer(question.id)}) = 'number' then (${answerText(question.id)})::float8 end)`,
      exact: number,
      range: (values) => {
        const { min, max } = readRange(values);
        return min === null || max === null ? null : { min, max };
      },
    },
    wantsSamples: false,
    shape: (values, { buckets }) => {
      const { min, max } = readRange(values);
      const count = buckets ? buckets.counts.reduce((a, b) => a + b, 0) : 0;
      const wholeNumbers = toNumber(values[2]) === 0;
      const distribution = buckets
        ? buckets.counts.flatMap((n, i) =>
            n
              ? [{ value: bucketStart(buckets.buckets, i), count: n, bucket: bucketRangeAt(buckets.buckets, i, wholeNumbers) }]
              : [],
          )
        : [];
      return {
        ...numericSummary(question, count, distribution, { count, sum: buckets?.sum ?? 0, min, max }),
        ...(buckets ? { bucketWidth: buckets.buckets.width } : {}),
      };
    },
  };
}

function planMatrix(question: Extract<Question, { type: "matrix" }>): QuestionPlan {
  const rows = entriesOf(choiceListOf(question));
  const columns = entriesOf(matrixColumnList(question));
  const value = answer(question.id);
  const { aggregates, add } = collector();
  // Answered = the first row's counts plus the non-empty answers whose first row matched no column:
  // no extra aggregate for the usual answer, which fills every row.
  const isAnswer = sql`jsonb_typeof(${value}) = 'object' and ${value} <> '{}'::jsonb`;
  const rowCounters = rows.map(({ id, label: row }, i) => {
    const counter = packedCounts(
      answerAt(question.id, id),
      columns.map((column) => sql`${column.id}`),
      i === 0 ? { otherWhen: isAnswer } : {},
    );
    return { row, read: add(counter.aggregates), counter };
  });
  const readAnswered = rows.length ? null : add([sql`count(*) filter (where ${isAnswer})`]);
  return {
    question,
    aggregates,
    wantsSamples: false,
    shape: (values) => {
      const read = rowCounters.map(({ row, read, counter }) => ({ row, ...counter.read(read(values)) }));
      const first = read[0];
      const answered = first ? first.counts.reduce((a, b) => a + b, 0) + first.other : toCount(readAnswered?.(values)[0]);
      return {
        ...base(question, answered),
        kind: "matrix",
        columns: columns.map((column) => column.label),
        rows: read.map(({ row, counts }) => ({ row, counts })),
      };
    },
  };
}

function planRanking(question: Extract<Question, { type: "ranking" }>): QuestionPlan {
  const items = entriesOf(choiceListOf(question));
  const { aggregates, add } = collector();
  // One counter per position: which item respondents put there. Answered = the first position's
  // counts plus the non-empty answers whose first item is not configured (as for matrix rows).
  const positions = items.map((_, position) => {
    const counter = packedCounts(
      answerAt(question.id, position),
      items.map(({ id }) => sql`${id}`),
      position === 0 ? { otherWhen: isNonEmptyArray(question.id) } : {},
    );
    return { read: add(counter.aggregates), counter };
  });
  const readAnswered = items.length ? null : add([sql`count(*) filter (where ${isNonEmptyArray(question.id)})`]);
  return {
    question,
    aggregates,
    wantsSamples: false,
    shape: (values) => {
      const read = positions.map(({ read, counter }) => counter.read(read(values)));
      const byPosition = read.map((position) => position.counts);
      const answered = read[0] ? read[0].counts.reduce((a, b) => a + b, 0) + read[0].other : toCount(readAnswered?.(values)[0]);
      const ranked = items.map(({ label: item }, i) => {
        let times = 0;
        let total = 0;
        byPosition.forEach((counts, position) => {
          times += counts[i] ?? 0;
          total += (counts[i] ?? 0) * (position + 1);
        });
        return {
          item,
          meanPosition: times ? Math.round((total / times) * 100) / 100 : null,
          firstPlaceCount: byPosition[0]?.[i] ?? 0,
        };
      });
      // Best (lowest) mean first; never-ranked items last; ties keep the configured order (sort is stable).
      ranked.sort((a, b) => (a.meanPosition ?? Infinity) - (b.meanPosition ?? Infinity));
      return { ...base(question, answered), kind: "ranking", items: ranked };
    },
  };
}

function planFiles(question: Question): QuestionPlan {
  const value = answer(question.id);
  const filledText = isFilled(sql`(${value} #>> '{}')`);
  return {
    question,
    aggregates: [
      sql`count(*) filter (where case jsonb_typeof(${value}) when 'array' then ${value} <> '[]'::jsonb when 'string' then ${filledText} else false end)`,
      sql`sum(case jsonb_typeof(${value}) when 'array' then jsonb_array_length(${value}) when 'string' then (${filledText})::int else 0 end)`,
    ],
    wantsSamples: false,
    shape: (values) => ({ ...base(question, toCount(values[0])), kind: "files", fileCount: toCount(values[1]) }),
  };
}

function planText(question: Question): QuestionPlan {
  return {
    question,
    aggregates: [sql`count(*) filter (where ${isFilled(answerText(question.id))})`],
    wantsSamples: true,
    shape: (values, { samples }) => ({ ...base(question, toCount(values[0])), kind: "text", recent: samples ?? [] }),
  };
}

function planStatement(question: Question): QuestionPlan {
  return {
    question,
    aggregates: [sql`count(*) filter (where ${isFilled(answerText(question.id))})`],
    wantsSamples: false,
    shape: (values) => ({ ...base(question, toCount(values[0])), kind: "statement" }),
  };
}

/** How `question` is summarised, following the fallbacks the respondent page and core's checks use. */
export function planQuestion(question: Question): QuestionPlan {
  switch (question.type) {
    case "multiple-choice":
    case "dropdown":
      return planChoice(question, choiceListOf(question));
    case "yes-no":
      return planChoice(question, labelsOnly(["Yes", "No"]));
    case "likert":
      return planChoice(question, labelsOnly(question.likertScale.labels));
    case "checkbox":
      return planCheckbox(question);
    case "rating":
    case "scale": {
      const grid = gridOf(question);
      return grid ? planGrid(question, grid) : planNumber(question);
    }
    case "number":
      return planNumber(question);
    case "matrix":
      return planMatrix(question);
    case "ranking":
      return planRanking(question);
    case "file-upload":
      return planFiles(question);
    case "statement":
      return planStatement(question);
    default:
      // text, textarea, email, phone, url, date, time: summaryKindFor gives them all "text".
      return planText(question);
  }
}
