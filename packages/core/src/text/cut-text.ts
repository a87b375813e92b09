/**
 * `text` at most `max` UTF-16 units long (the unit a schema's max counts), cut with an ellipsis
 * when longer. The cut never falls between the two halves of a surrogate pair, so an emoji or
 * a rare letter is dropped whole rather than left as a broken character.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max - 1);
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
}
