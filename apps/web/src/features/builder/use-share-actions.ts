import type { SurveyDto } from "@sondar/core/surveys/survey-replies";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { copyText } from "../../lib/copy-text";
import { publicSurveyUrl } from "../../lib/surveys-api";
import { showToast } from "../../lib/toast-store";

export type ShareAction = "share" | "embed";

/**
 * Copying the public link and opening the embed dialog. Both need a published survey: before
 * that, `pending` holds the action while the creator is offered to publish first.
 */
export function useShareActions({
  survey,
  publish,
}: {
  survey: SurveyDto | undefined;
  /** Publishes the survey; the published survey, or null when it was not published. */
  publish: () => Promise<SurveyDto | null>;
}) {
  const { t } = useTranslation();
  const [embedOpen, setEmbedOpen] = useState(false);
  const [pending, setPending] = useState<ShareAction | null>(null);

  async function runShare(action: ShareAction, shareId: string | null | undefined) {
    if (!shareId) return;
    if (action === "embed") setEmbedOpen(true);
    else if (await copyText(publicSurveyUrl(shareId))) showToast({ type: "success", title: t("builder.linkCopied") });
    else showToast({ type: "error", title: t("builder.copyFailedTitle"), message: t("builder.copyFailed") });
  }

  function share(action: ShareAction) {
    if (survey?.status !== "published" || !survey.shareId) {
      setPending(action);
      return;
    }
    void runShare(action, survey.shareId);
  }

  /** The creator chose to publish: then the action waiting for it runs, with the share id publishing gave. */
  async function publishPending() {
    const action = pending;
    const published = await publish();
    if (!published) return;
    setPending(null);
    if (action) void runShare(action, published.shareId);
  }

  return { share, pending, cancelPending: () => setPending(null), publishPending, embedOpen, setEmbedOpen };
}
