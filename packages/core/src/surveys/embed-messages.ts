/**
 * What the popup snippet on a host page and the survey in its frame say to each other with
 * `postMessage` (docs/decisions/154-popup-embed-messages.md): the survey says it is `ready` (to
 * any parent: it knows nothing yet), the host greets it (`hello`) at the survey's origin only, and
 * the survey then tells Escape (`close`) to the greeting page's origin only. Each side also checks
 * which window a message came from.
 */
export const EMBED_MESSAGE = {
  ready: "sondar:embed-ready",
  hello: "sondar:embed-hello",
  close: "sondar:embed-close",
} as const;

export type EmbedMessageType = (typeof EMBED_MESSAGE)[keyof typeof EMBED_MESSAGE];

/** Whether `data` is the message `type`. */
export function isEmbedMessage(data: unknown, type: EmbedMessageType): boolean {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === type;
}
