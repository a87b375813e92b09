import { getRelativeDate } from "@sondar/core/dates/relative-date";
import { useTranslation } from "react-i18next";

export function RelativeDateLabel({ value }: { value: string | null | undefined }) {
  const { t, i18n } = useTranslation();
  const rel = getRelativeDate(value, new Date());
  switch (rel.kind) {
    case "date":
      return <>{rel.date.toLocaleDateString(i18n.resolvedLanguage, { dateStyle: "medium" })}</>;
    case "daysAgo":
    case "weeksAgo":
    case "monthsAgo":
      return <>{t(`dates.${rel.kind}`, { count: rel.count })}</>;
    default:
      return <>{t(`dates.${rel.kind}`)}</>;
  }
}
