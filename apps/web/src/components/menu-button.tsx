import { Menu, X } from "lucide-react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "./ui/cn";

/** The button that opens and closes a layout's menu on small screens: the app's and the public site's. */
export function MenuButton({
  open,
  controls,
  onToggle,
  className,
  ref,
}: {
  open: boolean;
  /** The id of the menu it shows. */
  controls: string;
  onToggle: () => void;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  return (
    <button
      ref={ref}
      type="button"
      className={cn(
        "inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
        className,
      )}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? t("nav.closeMenu") : t("nav.openMenu")}
      onClick={onToggle}
    >
      {open ? <X aria-hidden className="h-5 w-5" /> : <Menu aria-hidden className="h-5 w-5" />}
    </button>
  );
}
