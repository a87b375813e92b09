/** `text` as a literal inside a regular expression (with or without the `u` flag). */
export const escapePattern = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
