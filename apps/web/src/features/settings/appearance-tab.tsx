import { Monitor, Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/ui/card";
import { cn } from "../../components/ui/cn";
import { useTheme, type ThemePreference } from "../../lib/theme";
import { showToast } from "../../lib/toast-store";

const cards: { value: ThemePreference; Icon: typeof Sun }[] = [
  { value: "light", Icon: Sun },
  { value: "dark", Icon: Moon },
  { value: "system", Icon: Monitor },
];

export function AppearanceTab() {
  const { t } = useTranslation();
  const { preference, setPreference } = useTheme();
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold">{t("settings.appearance.title")}</h2>
      <div role="radiogroup" aria-label={t("settings.appearance.title")} className="mt-4 grid gap-3 sm:grid-cols-3">
        {cards.map(({ value, Icon }) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={preference === value}
            onClick={() => {
              setPreference(value);
              showToast({
                type: "success",
                title: t("settings.appearance.updatedTitle"),
                message: t("settings.appearance.updatedMessage", { theme: t(`theme.${value}`) }),
              });
            }}
            className={cn(
              "flex flex-col items-start gap-2 rounded-xl border p-4 text-left transition-colors",
              preference === value
                ? "border-brand-500 bg-brand-50 ring-2 ring-brand-500/30 dark:bg-brand-950"
                : "border-slate-200 hover:border-slate-300 dark:border-slate-800 dark:hover:border-slate-700",
            )}
          >
            <Icon aria-hidden className="h-5 w-5" />
            <span className="font-medium">{t(`theme.${value}`)}</span>
            <span className="text-sm text-slate-500">{t(`settings.appearance.${value}Hint`)}</span>
          </button>
        ))}
      </div>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        {t("settings.appearance.current", { theme: t(`theme.${preference}`) })}
      </p>
    </Card>
  );
}
