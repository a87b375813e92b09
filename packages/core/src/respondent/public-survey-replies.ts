import type { Answer } from "../answers/answer-schema";
import type { Question } from "../surveys/question-schema";
import type { CollectingState } from "../surveys/collecting-state";
import type { SurveySettings } from "../surveys/survey-schema";

/**
 * What the public endpoints answer (`apps/server/src/modules/public-surveys/`,
 * `responses-ingest/`) and the respondent page reads (`apps/web/src/respondent/`). Types only:
 * the page imports them with `import type` and carries no schema library.
 */

/** A published survey as respondents see it: no owner or organization ids. */
export interface PublicSurvey {
  id: string;
  title: string;
  description: string;
  /** Read through core's schemas on the server: every question whole. */
  questions: Question[];
  settings: SurveySettings;
  /** The keys whose values the page takes from its address and sends with the answers. */
  hiddenFields: string[];
  shareId: string;
}

/** GET /api/public/surveys/:shareId, and the JSON the survey page embeds. */
export interface PublicSurveyPayload {
  survey: PublicSurvey;
  showPoweredBy: boolean;
  productName: string;
  /**
   * Whether it takes answers now (surveys/collecting-state.ts); closed, the page shows the closed
   * message. The server always sends it; a page without it (a proxy's, an older server's) reads open.
   */
  collecting?: CollectingState;
  /** When the page was served, signed: sent back with the submit (spam shield, docs/decisions/236-spam-shield.md). */
  startToken?: string | undefined;
}

/** GET /api/public/surveys/:shareId/partial: this session's saved answers and hidden values, if still open. */
export interface PartialAnswersReply {
  answers: Record<string, Answer>;
  hiddenFields: Record<string, string>;
  responseId: string | null;
  submitted: boolean;
}

/** POST /api/public/surveys/:shareId/files (201): `url` is what the answer stores. */
export interface RespondentFileReply {
  id: string;
  url: string;
  filename: string;
  size: number;
  contentType: string;
}

/** POST /api/public/surveys/:shareId/resume-links (201): the link, and whether it was queued to be mailed. */
export interface ResumeLinkReply {
  url: string;
  expiresAt: string;
  mailed: boolean;
}

/**
 * POST /api/public/surveys/:shareId/resume: the partial response a link stands for. The page
 * adopts `sessionId`, so its saves, uploads and submit go on with the same response; `files`
 * are the uploaded files the answers name.
 */
export interface ResumeReply {
  sessionId: string;
  responseId: string;
  answers: Record<string, Answer>;
  hiddenFields: Record<string, string>;
  files: RespondentFileReply[];
}
