import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, type ButtonProps } from "./ui/button";

/** 'Upgrade to Pro': to /billing, where both plans lead to checkout. */
export function UpgradeButton({ size = "sm", className }: { size?: ButtonProps["size"]; className?: string }) {
  const { t } = useTranslation();
  return (
    <Button asChild size={size} {...(className ? { className } : {})}>
      <Link to="/billing">
        <Sparkles aria-hidden className="h-4 w-4" />
        {t("dashboard.upgradeToPro")}
      </Link>
    </Button>
  );
}
