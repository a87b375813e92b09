import type { ApiErrorBody } from "@sondar/core/errors/api-error-body";
import type { ResumeLinkReply } from "@sondar/core/respondent/public-survey-replies";
import { RESUME_LINK_TTL_DAYS } from "@sondar/core/respondent/resume-link";
import { Check, Copy, Loader2, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { language, t } from "./i18n";
import { RespondentButton } from "./respondent-button";

// The "Continue on another device" dialog (docs/product/respondent.md#continue-on-another-device):
// a chunk of its own, fetched when the respondent presses the button, so no first paint carries it.

type Made = { kind: "making" } | { kind: "made"; url: string } | { kind: "refused"; message: string };
type Mail = { kind: "idle" } | { kind: "sending" } | { kind: "sent"; email: string } | { kind: "refused"; message: string };

/** The respondent's words for a refused request: nothing saved yet, too many tries, or anything else. */
async function refusal(res: Response | null): Promise<string> {
  if (res?.status === 429) return t("resume.tooMany");
  const body = res ? ((await res.json().catch(() => null)) as Partial<ApiErrorBody> | null) : null;
  if (body?.error?.code === "NOTHING_TO_RESUME") return t("resume.nothingYet");
  if (body?.error?.code === "VALIDATION_FAILED" && body.error.fields?.email) return t("resume.invalidEmail");
  return t("resume.failed");
}

/** Asks the server for a link to this session's partial response, mailed to `email` when given. */
async function requestLink(shareId: string, sessionId: string, email?: string): Promise<ResumeLinkReply | string> {
  let res: Response | null = null;
  try {
    res = await fetch(`/api/public/surveys/${encodeURIComponent(shareId)}/resume-links`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ sessionId, language, ...(email ? { email } : {}) }),
    });
    if (res.ok) return (await res.json()) as ResumeLinkReply;
  } catch {
    // Offline or the server unreachable: said as a failure below.
  }
  return refusal(res);
}

export interface ContinueElsewhereDialogProps {
  shareId: string;
  sessionId: string;
  /** Saves the answers on screen as the session's partial response, so the link carries them all. */
  saveNow: () => Promise<unknown>;
  onClose: () => void;
}

const FOCUSABLE = "button:not(:disabled), input:not(:disabled), [href]";

/**
 * A modal dialog: the link in a read-only field with Copy link, and a form that mails it. Focus
 * starts in the dialog and stays there (Tab wraps), Escape or Close ends it; the caller puts the
 * focus back on its button.
 */
export function ContinueElsewhereDialog({ shareId, sessionId, saveNow, onClose }: ContinueElsewhereDialogProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const [made, setMade] = useState<Made>({ kind: "making" });
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  const [email, setEmail] = useState("");
  const [mail, setMail] = useState<Mail>({ kind: "idle" });

  const make = async () => {
    setMade({ kind: "making" });
    await saveNow();
    const reply = await requestLink(shareId, sessionId);
    setMade(typeof reply === "string" ? { kind: "refused", message: reply } : { kind: "made", url: reply.url });
  };

  useEffect(() => {
    dialogRef.current?.focus();
    void make();
    // Made once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const copy = async () => {
    if (made.kind !== "made") return;
    try {
      await navigator.clipboard.writeText(made.url);
      setCopied("copied");
    } catch {
      linkRef.current?.select();
      setCopied("failed");
    }
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.checkValidity()) {
      setMail({ kind: "refused", message: t("resume.invalidEmail") });
      return;
    }
    setMail({ kind: "sending" });
    const address = email.trim();
    const reply = await requestLink(shareId, sessionId, address);
    setMail(typeof reply === "string" ? { kind: "refused", message: reply } : { kind: "sent", email: address });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const titleId = `${id}-title`;
  const field =
    "h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100";
  return (
    // Touches stay here: the survey around it turns the page on a swipe (use-swipe.ts).
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-950/50 p-0 sm:items-center sm:p-4"
      onClick={onClose}
      onTouchStart={(event) => event.stopPropagation()}
      onTouchEnd={(event) => event.stopPropagation()}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
        className="w-full max-w-md rounded-t-2xl bg-white p-6 text-start text-slate-900 shadow-xl outline-none sm:rounded-2xl dark:bg-slate-900 dark:text-slate-100"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {t("resume.title")}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t("resume.close")}
            className="-m-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <X aria-hidden className="h-5 w-5" />
          </button>
        </div>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t("resume.intro", { days: RESUME_LINK_TTL_DAYS })}</p>

        <div className="mt-4">
          {made.kind === "making" && (
            <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
              <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
              {t("resume.making")}
            </p>
          )}
          {made.kind === "refused" && (
            <div
              role="alert"
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
            >
              <span>{made.message}</span>
              <RespondentButton variant="secondary" className="h-9" onClick={() => void make()}>
                {t("tryAgain")}
              </RespondentButton>
            </div>
          )}
          {made.kind === "made" && (
            <>
              <label htmlFor={`${id}-link`} className="text-sm font-medium">
                {t("resume.linkLabel")}
              </label>
              <div className="mt-1 flex gap-2">
                <input
                  ref={linkRef}
                  id={`${id}-link`}
                  type="url"
                  readOnly
                  value={made.url}
                  onFocus={(event) => event.currentTarget.select()}
                  className={field}
                />
                <RespondentButton variant="secondary" className="h-11 shrink-0 px-3 lg:h-11" onClick={() => void copy()}>
                  {copied === "copied" ? <Check aria-hidden className="h-4 w-4" /> : <Copy aria-hidden className="h-4 w-4" />}
                  {t("resume.copy")}
                </RespondentButton>
              </div>
              <p role="status" className="mt-1 min-h-5 text-sm text-slate-600 dark:text-slate-300">
                {copied === "copied" ? t("resume.copied") : copied === "failed" ? t("resume.copyFailed") : ""}
              </p>
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{t("resume.privacy")}</p>
            </>
          )}
        </div>

        <form
          noValidate
          onSubmit={(event) => void send(event)}
          className="mt-5 border-t border-slate-200 pt-4 dark:border-slate-700"
        >
          <label htmlFor={`${id}-email`} className="text-sm font-medium">
            {t("resume.emailLabel")}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={`${id}-email`}
              type="email"
              required
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-describedby={`${id}-email-hint ${id}-email-result`}
              aria-invalid={mail.kind === "refused" ? true : undefined}
              className={field}
            />
            <RespondentButton type="submit" className="h-11 shrink-0 px-3 lg:h-11" disabled={mail.kind === "sending"}>
              {mail.kind === "sending" ? t("resume.sending") : t("resume.send")}
            </RespondentButton>
          </div>
          <p id={`${id}-email-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {t("resume.emailHint")}
          </p>
          <p
            id={`${id}-email-result`}
            role={mail.kind === "refused" ? "alert" : "status"}
            className={`mt-1 min-h-5 text-sm ${mail.kind === "refused" ? "text-red-700 dark:text-red-300" : "text-slate-600 dark:text-slate-300"}`}
          >
            {mail.kind === "sent" ? t("resume.sent", { email: mail.email }) : mail.kind === "refused" ? mail.message : ""}
          </p>
        </form>
      </div>
    </div>
  );
}
