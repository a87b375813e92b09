import type { ResumeReply } from "@sondar/core/respondent/public-survey-replies";
import { X } from "lucide-react";
import { useState } from "react";
import { t } from "./i18n";
import { clearRespondentStorage, saveLocalAnswers, storageKeys } from "./respondent-storage";

// A chunk of its own, fetched only by a page opened from a "Continue on another device" link
// (docs/decisions/237-resume-links.md): every other first paint carries none of it.

export type ResumeOutcome = "resumed" | "invalid" | "unavailable";

/**
 * Opens the link's partial response and makes it this browser's draft of the survey: its
 * session (so saves, uploads and the submit go on with the same response), answers and hidden
 * values, in the storage the page resumes from (respondent-storage.ts), so the page opens on the
 * question after the furthest answered one. An unknown or expired link leaves this browser's own
 * draft as it was and never shows another's answers. The token leaves the address once used, so a
 * reload or a copied address does not carry it.
 */
export async function resumeFromLink(shareId: string, token: string): Promise<ResumeOutcome> {
  let res: Response;
  try {
    res = await fetch(`/api/public/surveys/${encodeURIComponent(shareId)}/resume`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ token }),
    });
  } catch {
    return "unavailable";
  }
  // Kept in the address when the server could not answer: a reload tries the link again.
  if (!res.ok && res.status !== 404 && res.status !== 400) return "unavailable";
  forgetToken();
  if (!res.ok) return "invalid";
  const reply = (await res.json()) as ResumeReply;
  clearRespondentStorage(shareId);
  try {
    localStorage.setItem(storageKeys.session(shareId), reply.sessionId);
    if (Object.keys(reply.hiddenFields).length)
      localStorage.setItem(storageKeys.hidden(shareId), JSON.stringify(reply.hiddenFields));
  } catch {
    // Storage blocked: the survey starts as on any first visit (docs/product/respondent.md).
  }
  saveLocalAnswers(shareId, reply.answers);
  return "resumed";
}

function forgetToken() {
  history.replaceState(history.state, "", `${location.pathname}${location.search}`);
}

/** Says why the link did not bring its answers; dismissible, above the survey. */
export function ResumeNotice({ outcome }: { outcome: Exclude<ResumeOutcome, "resumed"> }) {
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  return (
    <div
      role="alert"
      className="flex items-start justify-center gap-3 bg-amber-100 px-4 py-2 text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      <p>{t(outcome === "invalid" ? "resume.linkExpired" : "resume.linkUnavailable")}</p>
      <button
        type="button"
        className="rounded p-1 hover:bg-amber-200 dark:hover:bg-amber-900"
        aria-label={t("resume.dismiss")}
        onClick={() => setShown(false)}
      >
        <X aria-hidden className="h-4 w-4" />
      </button>
    </div>
  );
}
