import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Notice } from "../../components/ui/notice";
import { requestMyData } from "../../lib/account-api";
import { describeApiError } from "../../lib/describe-api-error";

/** Settings → Account: ask for my data as a JSON archive, mailed as a link (docs/decisions/294-download-my-data.md). */
export function DownloadMyDataCard() {
  const { t } = useTranslation();
  const [state, setState] = useState<"idle" | "busy" | "requested">("idle");
  const [failure, setFailure] = useState<string | null>(null);

  async function onRequest() {
    setState("busy");
    setFailure(null);
    try {
      await requestMyData();
      setState("requested");
    } catch (error) {
      setFailure(describeApiError(error, t, t("settings.account.downloadFailed")));
      setState("idle");
    }
  }

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold">{t("settings.account.downloadTitle")}</h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t("settings.account.downloadWhat")}</p>
      <div className="mt-4 space-y-4">
        {state === "requested" && (
          <Notice tone="success">
            <p>{t("settings.account.requested")}</p>
          </Notice>
        )}
        {failure && (
          <Notice tone="error">
            <p>{failure}</p>
          </Notice>
        )}
      </div>
      <Button type="button" className="mt-4" disabled={state !== "idle"} onClick={() => void onRequest()}>
        {state === "busy" ? t("settings.account.requesting") : t("settings.account.download")}
      </Button>
    </Card>
  );
}
