import { useEffect } from "react";
import { useAppConfig } from "../lib/app-config";

/** Respondents never get the support chat: survey, short-survey and embed paths. */
export function isChatAllowedOn(pathname: string): boolean {
  return !/^\/(survey|s|embed)(\/|$)/.test(pathname);
}

/** Loads the support chat script once, only when CHAT_WIDGET_URL is configured. */
export function ChatWidget({ pathname }: { pathname: string }) {
  const { chatWidgetUrl } = useAppConfig();
  const allowed = isChatAllowedOn(pathname);
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
