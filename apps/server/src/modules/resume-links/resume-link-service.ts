import type { ResumeLinkReply, ResumeReply } from "@sondar/core/respondent/public-survey-replies";
import { asLanguage } from "@sondar/core/i18n/languages";
import { RESUME_LINK_TTL_DAYS, resumeLinkUrl } from "@sondar/core/respondent/resume-link";
import { resumeBody, resumeLinkBody } from "@sondar/core/respondent/resume-link-schemas";
import type { Database } from "../../db/database";
import { parseWith } from "../../lib/validate";
import type { MailOutbox } from "../mail-outbox/mail-outbox";
import { findPublishedSurvey, surveyNotPublished } from "../public-surveys/published-survey";
import { PUBLIC_READS_PER_MINUTE, publicRateLimit, requirePublicRateLimit } from "../rate-limit/public-rate-limit";
import { mintResumeToken, resolveResumeToken } from "./resume-links";
import { resumeMail } from "./resume-mail";

/** Links made per client address and minute: a respondent makes one or two. */
export const RESUME_LINKS_PER_MINUTE = 10;
/** Mails per client address and minute, counted besides the link: each one reaches someone's inbox. */
export const RESUME_MAILS_PER_MINUTE = 3;

export interface ResumeLinkDeps {
  db: Database;
  outbox: MailOutbox;
  productName: string;
  publicUrl: string;
  now: () => Date;
}

async function requirePublished(db: Database, shareId: string) {
  const survey = await findPublishedSurvey(db, shareId);
  if (!survey) throw surveyNotPublished();
  return survey;
}

/**
 * A link for the caller's own partial response, mailed when the body names an address. Rate
 * limited per client address; a mail counts once more in a tighter bucket of its own.
 */
export async function makeResumeLink(
  deps: ResumeLinkDeps,
  input: { ip: string; shareId: string; body: unknown },
): Promise<ResumeLinkReply> {
  const { db, now } = deps;
  await requirePublicRateLimit(db, publicRateLimit(input.ip, "resume-link", RESUME_LINKS_PER_MINUTE, now()));
  const body = parseWith(resumeLinkBody, input.body);
  if (body.email) await requirePublicRateLimit(db, publicRateLimit(input.ip, "resume-mail", RESUME_MAILS_PER_MINUTE, now()));
  const survey = await requirePublished(db, input.shareId);
  const { token, expiresAt } = await mintResumeToken(db, { surveyId: survey.id, sessionId: body.sessionId, now: now() });
  const url = resumeLinkUrl(`${deps.publicUrl}/survey/${encodeURIComponent(survey.shareId)}`, token);
  if (body.email) {
    // The address lives only in the outbox row that sends it, never with the answers (docs/decisions/238-resume-link-mail.md).
    const language = asLanguage(body.language ?? "en");
    const mail = resumeMail({
      to: body.email,
      url,
      surveyTitle: survey.title,
      language,
      days: RESUME_LINK_TTL_DAYS,
      product: deps.productName,
    });
    await deps.outbox.enqueue(db, { ...mail, kind: "resume-link", lang: language });
  }
  return { url, expiresAt: expiresAt.toISOString(), mailed: Boolean(body.email) };
}

/** The partial response a link stands for (resume-links.ts); counted as a public read. */
export async function openResumeLink(
  deps: Pick<ResumeLinkDeps, "db" | "now">,
  input: { ip: string; shareId: string; body: unknown },
): Promise<ResumeReply> {
  const { db, now } = deps;
  await requirePublicRateLimit(db, publicRateLimit(input.ip, "read", PUBLIC_READS_PER_MINUTE, now()));
  const survey = await requirePublished(db, input.shareId);
  const { token } = parseWith(resumeBody, input.body);
  return resolveResumeToken(db, { surveyId: survey.id, token, now: now() });
}
