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
  /** Publishes the survey; true when it did. */
  publish: () => Promise<boolean>;
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

  /** The creator chose to publish: then the action waiting for it runs. */
  async function publishPending() {
    const action = pending;
    if (!(await publish())) return;
    setPending(null);
    const shareId = survey?.shareId;
    if (action) void runShare(action, shareId);
  }

  return { share, pending, cancelPending: () => setPending(null), publishPending, embedOpen, setEmbedOpen };
}
