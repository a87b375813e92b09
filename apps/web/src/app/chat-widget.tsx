import { isChatWidgetAllowedOn } from "@sondar/core/site/chat-widget-paths";
import { useEffect } from "react";
import { useAppConfig } from "../lib/app-config";

/**
 * Loads the support chat script once, only when CHAT_WIDGET_URL is configured and never on a
 * respondent's page; the vendor's script draws its own launcher (docs/decisions/105-chat-widget.md).
 */
export function ChatWidget({ pathname }: { pathname: string }) {
  const { chatWidgetUrl } = useAppConfig();
  const allowed = isChatWidgetAllowedOn(pathname);
  useEffect(() => {
    if (!chatWidgetUrl || !allowed || document.querySelector("script[data-chat-widget]")) return;
    const script = document.createElement("script");
    script.src = chatWidgetUrl;
    script.async = true;
    script.dataset.chatWidget = "true";
    document.body.appendChild(script);
  }, [chatWidgetUrl, allowed]);
  return null;
}
