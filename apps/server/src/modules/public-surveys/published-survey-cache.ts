import type { Question } from "@sondar/core/surveys/question-schema";
import type { ClosingRules } from "@sondar/core/surveys/collecting-state";
import { readStoredHiddenFields, readStoredQuestions, readStoredSettings } from "@sondar/core/surveys/read-stored-survey";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database";
import { isPlausibleShareId } from "./published-survey";

/** What the respondent writes need of a published survey: its questions and their version. */
export interface CachedSurvey {
  id: string;
  questions: Question[];
  /** The keys whose values a write keeps (docs/product/respondent.md#hidden-fields). */
  hiddenFields: string[];
  /** md5 of the stored questions and hidden fields; every write checks it (see publishedVersions). */
  questionsVersion: string;
  /** Its closing rules (docs/decisions/234-closing-rules.md), and their version, checked as the questions' is. */
  closing: ClosingRules;
  closingVersion: string;
  /** Whether its submits need the spam shield's proof of work (settings.spamChallenge). */
  spamChallenge: boolean;
}

export interface PublishedSurveyCache {
  /** The survey, from memory when it was read in the last `ttlMs`; null when not published. */
  get: (shareId: string) => Promise<CachedSurvey | null>;
  /** Always reads the database (after a write found the cached copy stale). */
  refresh: (shareId: string) => Promise<CachedSurvey | null>;
}

/**
 * The version of what a survey's answers are checked against, for the `surveys` row aliased
 * `s`: md5 of its stored questions and hidden-field keys, so a write never keeps a value of a
 * field removed since it was cached.
 */
const QUESTIONS_VERSION = sql`md5(s.questions::text || s.hidden_fields::text)`;
/** The version of its closing rules: a write against older ones might let in what they refuse now. */
const CLOSING_VERSION = sql`md5(coalesce(s.settings->>'closeAt', '') || '|' || coalesce(s.settings->>'responseLimit', ''))`;

/**
 * The published surveys among `surveyIds` (an SQL uuid[] value) with their questions' version,
 * as rows (id, questions_version). Every respondent write joins its items to it, so a cached
 * survey can never let an answer in that the current survey would refuse: still published,
 * with the very questions the answers were checked against and the closing rules its room was
 * counted by. An item that matches nothing is not written, and its caller reads the survey afresh.
 */
export function publishedVersions(surveyIds: SQL): SQL {
  return sql`select s.id, ${QUESTIONS_VERSION} as questions_version, ${CLOSING_VERSION} as closing_version from surveys s
    where s.id = any(${surveyIds}) and s.status = 'published'`;
}

/**
 * Published surveys by share id, kept briefly in this process so the hot submit and partial-save
 * paths skip a query. Nothing depends on it being current: writes re-check the survey in SQL
 * (publishedVersions), so several processes and a stale entry stay correct. Only
 * published surveys are kept, at most `maxEntries`, the oldest going first.
 */
export function createPublishedSurveyCache(
  db: Database,
  options: { now: () => Date; ttlMs?: number; maxEntries?: number },
): PublishedSurveyCache {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<string, { survey: CachedSurvey; expires: number }>();

  async function refresh(shareId: string): Promise<CachedSurvey | null> {
    entries.delete(shareId);
    if (!isPlausibleShareId(shareId)) return null;
    const result = await db.execute(sql`
      select s.id, s.questions, s.settings, s.hidden_fields as "hiddenFields", ${QUESTIONS_VERSION} as "questionsVersion", ${CLOSING_VERSION} as "closingVersion",
        coalesce((s.settings->>'spamChallenge')::boolean, false) as "spamChallenge"
      from surveys s where s.share_id = ${shareId} and s.status = 'published' limit 1`);
    type Row = {
      id: string;
      questions: unknown;
      settings: unknown;
      hiddenFields: unknown;
      questionsVersion: string;
      closingVersion: string;
      spamChallenge: boolean;
    };
    const row = (result as unknown as { rows: Row[] }).rows[0];
    if (!row) return null;
    const { closeAt, responseLimit } = readStoredSettings(row.settings);
    const questions = readStoredQuestions(row.questions);
    const survey = {
      id: row.id,
      questions,
      hiddenFields: readStoredHiddenFields(row.hiddenFields, new Set(questions.map((q) => q.id))),
      questionsVersion: row.questionsVersion,
      closing: { closeAt, responseLimit },
      closingVersion: row.closingVersion,
      spamChallenge: row.spamChallenge === true,
    };
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(shareId, { survey, expires: options.now().getTime() + ttlMs });
    return survey;
  }

  return {
    get: async (shareId) => {
      const hit = entries.get(shareId);
      if (hit && hit.expires > options.now().getTime()) return hit.survey;
      return refresh(shareId);
    },
    refresh,
  };
}
