import { createHash, randomUUID } from "node:crypto";
import type { PublicSurveyPayload } from "@sondar/core/respondent/public-survey-replies";
import { collectingState, type ClosingRules } from "@sondar/core/surveys/collecting-state";
import type { Database } from "../../db/database";
import { countCompleteResponses } from "../collecting/complete-counts";
import { getPublicSurveyPayload } from "./published-survey";
import { createStartToken } from "./start-token";

/** The channel the surveys table's trigger notifies with a share id when a survey page may have changed (migration 0021). */
export const SURVEY_PAGE_CHANNEL = "sondar_survey_page";

/** A rendered survey page with its one per-request part, the start token, cut out. */
export interface RenderedPage {
  /** Weak: the bodies differ by their start token, and a 304 keeps the one the browser has. */
  etag: string;
  /** The page with its start token: a fresh one for every request. */
  body: (now: Date) => string;
}

export interface SurveyPageCache {
  /**
   * The survey page for a share id, rendered by `render` (given the payload to embed) the first
   * time a language and collecting state asks for it; null when the survey is not published.
   */
  page: (
    shareId: string,
    variant: string,
    render: (payload: PublicSurveyPayload) => Promise<string>,
  ) => Promise<RenderedPage | null>;
  /** Forgets a survey (a notification said it changed). */
  invalidate: (shareId: string) => void;
  /** Forgets every survey (the notifications may have been missed). */
  clear: () => void;
}

interface Entry {
  /** The payload without its per-request parts: collecting is computed per request, the token made per request. */
  payload: Omit<PublicSurveyPayload, "startToken" | "collecting">;
  closing: ClosingRules;
  expires: number;
  /** Per language and collecting state, the rendered page cut at its start token. */
  pages: Map<string, Promise<SplitPage>>;
}

/**
 * Published survey pages kept in this process (docs/decisions/268-survey-page-cache.md). An entry
 * goes when the surveys table's trigger notifies a change to its row (publish, unpublish, edit,
 * close, move, delete: every process listens), when the listening connection was lost (all go),
 * and after `ttlMs` at the latest, which bounds how long a plan change takes to show in the
 * powered-by footer. What moves without a row change is computed per request: whether it still
 * collects (its close date, its response count when it has a limit) and the start token.
 * Drafts and unknown share ids are never kept.
 */
export function createSurveyPageCache(
  db: Database,
  options: { now: () => Date; productName: string; spamShieldKey: string; ttlMs?: number; maxEntries?: number },
): SurveyPageCache {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 1000;
  const entries = new Map<string, Promise<Entry | null>>();
  /** Bumped by every invalidation: a read that began before one must not store what it read. */
  let epoch = 0;
  // A placeholder no survey text can contain, where each request's start token goes.
  const tokenSlot = `start-token-${randomUUID()}`;

  async function load(shareId: string): Promise<Entry | null> {
    const payload = await getPublicSurveyPayload(db, shareId, {
      productName: options.productName,
      now: options.now(),
      spamShieldKey: options.spamShieldKey,
    });
    if (!payload) return null;
    const { startToken: _token, collecting: _collecting, ...rest } = payload;
    const { closeAt, responseLimit } = payload.survey.settings;
    return { payload: rest, closing: { closeAt, responseLimit }, expires: options.now().getTime() + ttlMs, pages: new Map() };
  }

  async function entryFor(shareId: string): Promise<Entry | null> {
    const cached = entries.get(shareId);
    if (cached) {
      const entry = await cached;
      if (entry && entry.expires > options.now().getTime()) return entry;
      if (entries.get(shareId) === cached) entries.delete(shareId);
    }
    const startedAt = epoch;
    const loading = load(shareId);
    // Shared while it loads, so a burst of visitors to a cold page reads the survey once.
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(shareId, loading);
    const forget = () => {
      if (entries.get(shareId) === loading) entries.delete(shareId);
    };
    const entry = await loading.catch((error: unknown) => {
      forget();
      throw error;
    });
    // Only a published survey read after the last invalidation is kept.
    if (!entry || epoch !== startedAt) forget();
    return entry;
  }

  return {
    async page(shareId, variant, render) {
      const entry = await entryFor(shareId);
      if (!entry) return null;
      const now = options.now();
      // Counted per request only when a limit needs it, as the count moves with every submit.
      const complete =
        entry.closing.responseLimit === null
          ? 0
          : ((await countCompleteResponses(db, [entry.payload.survey.id])).get(entry.payload.survey.id) ?? 0);
      const collecting = collectingState({ status: "published", settings: entry.closing }, now, complete);
      const key = `${variant}|${collecting.kind}`;
      let rendered = entry.pages.get(key);
      if (!rendered) {
        rendered = render({ ...entry.payload, collecting, startToken: tokenSlot }).then((html) => splitAtToken(html, tokenSlot));
        entry.pages.set(key, rendered);
        rendered.catch(() => entry.pages.delete(key));
      }
      const { before, after, etag } = await rendered;
      const surveyId = entry.payload.survey.id;
      return { etag, body: (at) => before + createStartToken(options.spamShieldKey, surveyId, at) + after };
    },
    invalidate(shareId) {
      epoch += 1;
      entries.delete(shareId);
    },
    clear() {
      epoch += 1;
      entries.clear();
    },
  };
}

interface SplitPage {
  before: string;
  after: string;
  etag: string;
}

function splitAtToken(html: string, slot: string): SplitPage {
  const at = html.lastIndexOf(slot);
  if (at < 0) throw new Error("the rendered survey page has no start token");
  const before = html.slice(0, at);
  const after = html.slice(at + slot.length);
  const hash = createHash("sha256").update(before).update("\0").update(after).digest("base64url").slice(0, 27);
  return { before, after, etag: `W/"${hash}"` };
}

/** Whether an If-None-Match header names `etag` (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}
