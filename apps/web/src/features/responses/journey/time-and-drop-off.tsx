import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Notice } from "../../../components/ui/notice";
import { Spinner } from "../../../components/ui/spinner";
import { getTimeAndDropOff, timeAndDropOffKey } from "../../../lib/responses-api";
import { DropOffCard } from "./drop-off-card";
import { TimeToCompleteCard } from "./time-to-complete-card";

/**
 * Time to complete and the drop-off funnel, over all of the survey's responses whatever the status
 * filter (docs/product/responses-and-exports.md#time-and-drop-off); fetched on its own so the
 * summary above never waits for it.
 */
export function TimeAndDropOff({ surveyId }: { surveyId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useQuery({
    queryKey: timeAndDropOffKey(surveyId),
    queryFn: ({ signal }) => getTimeAndDropOff(surveyId, signal),
    retry: 1,
  });
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold">
        {t("responses.journey.title")}
      </h3>
      {query.isError ? (
        <Notice tone="error" title={t("responses.journey.failed")}>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            {t("dashboard.tryAgain")}
          </Button>
        </Notice>
      ) : !query.data ? (
        <Card className="flex justify-center py-8 text-sm text-slate-500 dark:text-slate-400">
          <Spinner label={t("responses.journey.loading")} />
        </Card>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <TimeToCompleteCard time={query.data.timeToComplete} />
          <DropOffCard dropOff={query.data.dropOff} />
        </div>
      )}
    </section>
  );
}
