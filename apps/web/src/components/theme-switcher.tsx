import { Monitor, Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useTheme, type ThemePreference } from "../lib/theme";
import { cn } from "./ui/cn";
import { ChoiceMenu } from "./ui/menu";

const options: { value: ThemePreference; Icon: typeof Sun }[] = [
  { value: "light", Icon: Sun },
  { value: "dark", Icon: Moon },
  { value: "system", Icon: Monitor },
];

export function ThemeSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { preference, resolved, setPreference } = useTheme();
  const Current = resolved === "dark" ? Moon : Sun;
  return (
    <ChoiceMenu
      label={t("theme.switch")}
      trigger={<Current aria-hidden className="h-5 w-5" />}
      triggerClassName={cn(
        "inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
        className,
      )}
      value={preference}
      onChange={(v) => setPreference(v as ThemePreference)}
      options={options.map(({ value, Icon }) => ({
        value,
        label: (
          <>
            <Icon aria-hidden className="h-4 w-4" />
            {t(`theme.${value}`)}
          </>
        ),
      }))}
    />
  );
}
