/** The open calls of widely used chat widgets, as their scripts put them on `window`. */
interface ChatWidgetGlobals {
  $crisp?: { push: (command: unknown[]) => void };
  Intercom?: (command: string) => void;
  Tawk_API?: { maximize?: () => void };
  zE?: (widget: string, command: string) => void;
}

/** The event a widget not listed above can listen for to open itself. */
export const OPEN_CHAT_EVENT = "sondar:open-chat";

/**
 * Opens the configured chat widget (docs/decisions/108-start-chat-opens-the-widget.md): the known
 * widgets by their own call, any other by the OPEN_CHAT_EVENT it may listen for.
 */
export function openChatWidget() {
  const widgets = window as unknown as ChatWidgetGlobals;
  widgets.$crisp?.push(["do", "chat:open"]);
  widgets.Intercom?.("show");
  widgets.Tawk_API?.maximize?.();
  widgets.zE?.("messenger", "open");
  window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT));
}
