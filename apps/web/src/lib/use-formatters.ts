import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/** Number and date formatters in the interface language. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const decimal = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    // A bucket's bounds are exact decimals (1.05): rounded to one digit they would blur into their neighbours.
    const exact = new Intl.NumberFormat(language, { maximumSignificantDigits: 15 });
    const dateTime = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });
    const date = new Intl.DateTimeFormat(language, { dateStyle: "medium" });
    const time = new Intl.DateTimeFormat(language, { timeStyle: "short" });
    return {
      number: (value: number) => decimal.format(value),
      exact: (value: number) => exact.format(value),
      percent: (value: number) => `${decimal.format(value)}%`,
      dateTime: (value: Date) => dateTime.format(value),
      date: (value: Date) => date.format(value),
      time: (value: Date) => time.format(value),
    };
  }, [language]);
}
