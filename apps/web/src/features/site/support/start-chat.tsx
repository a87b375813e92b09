import { MessageCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { openChatWidget } from "../../../lib/open-chat-widget";
import { Button, type ButtonProps } from "../../../components/ui/button";
import { useAppConfig } from "../../../lib/app-config";
import { useSitePath } from "../use-site-path";

/** 'Start Chat': opens the chat widget when one is configured, otherwise leads to Contact (decision 023). */
export function StartChat({ variant = "primary" }: { variant?: ButtonProps["variant"] }) {
  const { t } = useTranslation();
  const { chatWidgetUrl } = useAppConfig();
  const { pathTo } = useSitePath();
  const label = (
    <>
      <MessageCircle aria-hidden className="h-4 w-4" />
      {t("support.cards.chat.action")}
    </>
  );
  if (chatWidgetUrl) {
    return (
      <Button variant={variant} onClick={openChatWidget}>
        {label}
      </Button>
    );
  }
  return (
    <Button asChild variant={variant}>
      <Link to={pathTo("contact")}>{label}</Link>
    </Button>
  );
}
