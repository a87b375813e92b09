import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { isPlausibleShareId } from "./published-survey";

/** What the respondent writes need of a published survey: its questions and their version. */
export interface CachedSurvey {
  id: string;
  questions: unknown[];
  /** md5 of the stored questions; every write checks it (see questionsVersionMatches). */
  questionsVersion: string;
}

export interface PublishedSurveyCache {
  /** The survey, from memory when it was read in the last `ttlMs`; null when not published. */
  get: (shareId: string) => Promise<CachedSurvey | null>;
  /** Always reads the database (after a write found the cached copy stale). */
  refresh: (shareId: string) => Promise<CachedSurvey | null>;
}

/**
 * The condition every respondent write carries, so a cached survey can never let an answer
 * in that the current survey would refuse: still published, with the very questions the
 * answers were checked against. A write that matches nothing falls back to a fresh read.
 */
export function questionsVersionMatches(survey: CachedSurvey) {
  return sql`exists (select 1 from surveys s where s.id = ${survey.id} and s.status = 'published' and md5(s.questions::text) = ${survey.questionsVersion})`;
}

/**
 * Published surveys by share id, kept briefly in this process so the hot submit and partial-save
 * paths skip a query. Nothing depends on it being current: writes re-check the survey in SQL
 * (questionsVersionMatches), so several processes and a stale entry stay correct. Only
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
      select id, questions, md5(questions::text) as "questionsVersion"
      from surveys where share_id = ${shareId} and status = 'published' limit 1`);
    const row = (result as unknown as { rows: { id: string; questions: unknown; questionsVersion: string }[] }).rows[0];
    if (!row) return null;
    const survey = {
      id: row.id,
      questions: Array.isArray(row.questions) ? (row.questions as unknown[]) : [],
      questionsVersion: row.questionsVersion,
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
