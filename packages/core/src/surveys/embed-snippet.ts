import { escapeHtml } from "../html/escape-html";

export type EmbedStyle = "popup" | "inline" | "fullpage";
export type EmbedTheme = "auto" | "light" | "dark";

/** Inline embeds: 600 px high, at most 800 px wide (docs/product/surveys-and-questions.md#states-and-sharing). */
export const INLINE_EMBED = { height: 600, maxWidth: 800 };

/** The address an embed frames: /embed/survey/{shareId}, with ?theme= unless auto. */
export function embedUrl(origin: string, shareId: string, theme: EmbedTheme): string {
  const url = new URL(`/embed/survey/${encodeURIComponent(shareId)}`, origin);
  if (theme !== "auto") url.searchParams.set("theme", theme);
  return url.toString();
}

/** HTML to paste into any page; it needs nothing from the host page. */
export function buildEmbedSnippet(options: {
  origin: string;
  shareId: string;
  style: EmbedStyle;
  theme: EmbedTheme;
  title: string;
  buttonText: string;
}): string {
  const src = escapeHtml(embedUrl(options.origin, options.shareId, options.theme));
  const title = escapeHtml(options.title);
  if (options.style === "inline") {
    return `<iframe src="${src}" title="${title}" width="100%" height="${INLINE_EMBED.height}" style="max-width:${INLINE_EMBED.maxWidth}px;width:100%;border:0;" loading="lazy"></iframe>`;
  }
  if (options.style === "fullpage") {
    return `<iframe src="${src}" title="${title}" style="width:100%;height:100%;min-height:100vh;border:0;display:block;"></iframe>`;
  }
  const id = `sondar-${options.shareId.replace(/[^a-z0-9]/gi, "")}`;
  // JSON.stringify makes the values safe inside the script; "<" is escaped so "</script>" cannot end it early.
  const js = (value: string) => JSON.stringify(value).replace(/</g, "\\u003c");
  return [
    `<button type="button" id="${id}" style="padding:12px 20px;border:0;border-radius:8px;background:#4f46e5;color:#fff;font:600 15px system-ui,sans-serif;cursor:pointer;">${escapeHtml(options.buttonText)}</button>`,
    `<script>`,
    `(function () {`,
    `  var src = ${js(embedUrl(options.origin, options.shareId, options.theme))}, title = ${js(options.title)};`,
    `  document.getElementById(${js(id)}).addEventListener("click", function () {`,
    `    var overlay = document.createElement("div");`,
    `    overlay.setAttribute("role", "dialog");`,
    `    overlay.setAttribute("aria-label", title);`,
    `    overlay.style.cssText = "position:fixed;inset:0;z-index:2147483647;background:rgba(15,23,42,.6);display:flex;align-items:center;justify-content:center;";`,
    `    var frame = document.createElement("iframe");`,
    `    frame.src = src;`,
    `    frame.title = title;`,
    `    frame.style.cssText = "width:min(${INLINE_EMBED.maxWidth}px,95vw);height:min(${INLINE_EMBED.height}px,90vh);border:0;border-radius:12px;background:#fff;";`,
    `    var close = document.createElement("button");`,
    `    close.type = "button";`,
    `    close.textContent = "\\u00d7";`,
    `    close.setAttribute("aria-label", "Close");`,
    `    close.style.cssText = "position:absolute;top:12px;right:16px;border:0;background:none;color:#fff;font-size:32px;cursor:pointer;";`,
    `    function dismiss() { overlay.remove(); document.removeEventListener("keydown", onKey); }`,
    `    function onKey(e) { if (e.key === "Escape") dismiss(); }`,
    `    close.addEventListener("click", dismiss);`,
    `    overlay.addEventListener("click", function (e) { if (e.target === overlay) dismiss(); });`,
    `    document.addEventListener("keydown", onKey);`,
    `    overlay.appendChild(frame);`,
    `    overlay.appendChild(close);`,
    `    document.body.appendChild(overlay);`,
    `    close.focus();`,
    `  });`,
    `})();`,
    `</script>`,
  ].join("\n");
}
