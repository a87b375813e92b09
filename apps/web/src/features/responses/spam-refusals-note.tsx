import { useQuery } from "@tanstack/react-query";
import { ShieldBan } from "lucide-react";
import { useTranslation } from "react-i18next";
import { getSpamRefusals, spamRefusalsKey } from "../../lib/spam-refusals-api";

/**
 * "N submissions refused as spam" in the responses header, once the spam shield refused any
 * (docs/product/respondent.md#spam-shield); nothing while loading, on failure or at zero.
 */
export function SpamRefusalsNote({ surveyId }: { surveyId: string }) {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: spamRefusalsKey(surveyId),
    queryFn: ({ signal }) => getSpamRefusals(surveyId, signal),
    retry: false,
  });
  if (!data?.total) return null;
  return (
    <span className="inline-flex items-center gap-1.5" title={t("responses.spamRefusedHint")}>
      <ShieldBan aria-hidden className="h-4 w-4" />
      {t("responses.spamRefused", { count: data.total })}
    </span>
  );
}
