import { Clock } from "lucide-react";
import { useTranslation } from "react-i18next";

/**
 * "Responses older than N days are deleted automatically" in the responses header, while the
 * survey has a retention period (docs/decisions/290-response-retention.md).
 */
export function RetentionNote({ days }: { days: number | null | undefined }) {
  const { t } = useTranslation();
  // Undefined too: a survey saved before the setting existed keeps its responses.
  if (!days) return null;
  return (
    <span className="inline-flex items-center gap-1.5">
      <Clock aria-hidden className="h-4 w-4" />
      {t("responses.retention", { count: days })}
    </span>
  );
}
