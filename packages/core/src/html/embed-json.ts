/**
 * JSON that is safe inside an HTML <script> element: `<`, `>` and `&` are written as \u
 * escapes, so text can never close the element or open a comment, and U+2028/2029 too,
 * which older JavaScript parsers treat as line ends. JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * `html` with `data` embedded as `<script type="application/json" id="{id}">` before `</head>`
 * (not run as script, so the page's CSP needs no inline allowance).
 */
export function embedJson(html: string, id: string, data: unknown): string {
  const tag = `<script type="application/json" id="${id}">${jsonForScript(data)}</script>`;
  const at = html.indexOf("</head>");
  // Spliced, not String.replace: a replacement string would read "$&" or "$'" in the data.
  return at < 0 ? tag + html : html.slice(0, at) + tag + html.slice(at);
}
