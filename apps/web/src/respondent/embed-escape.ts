import { EMBED_MESSAGE, isEmbedMessage } from "@sondar/core/surveys/embed-messages";

/**
 * In a survey framed by the popup snippet, Escape closes the popup: the frame has the focus, so
 * the host page never sees the key. The survey says it is ready, learns the host page's origin
 * from its greeting, and tells Escape to that origin only (docs/decisions/154-popup-embed-messages.md).
 */
export function startEmbedEscape(win: Window): void {
  let hostOrigin: string | null = null;
  win.addEventListener("message", (event: MessageEvent) => {
    if (event.source !== win.parent || !isEmbedMessage(event.data, EMBED_MESSAGE.hello)) return;
    hostOrigin = event.origin;
  });
  win.addEventListener("keydown", (event: KeyboardEvent) => {
    // A control of the survey that used Escape itself keeps it.
    if (event.key !== "Escape" || event.defaultPrevented || hostOrigin === null) return;
    win.parent.postMessage({ type: EMBED_MESSAGE.close }, hostOrigin);
  });
  // Nothing but "ready" goes out before the host is known.
  win.parent.postMessage({ type: EMBED_MESSAGE.ready }, "*");
}
