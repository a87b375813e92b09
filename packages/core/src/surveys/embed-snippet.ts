import { escapeHtml } from "../html/escape-html";
import { isHexColor } from "../theme/color-contrast";
import { getTextColorOn, PAGE_COLORS } from "../theme/brand-look";
import { EMBED_MESSAGE } from "./embed-messages";

export type EmbedStyle = "popup" | "inline" | "fullpage";
export type EmbedTheme = "auto" | "light" | "dark";

/** Inline embeds: 600 px high, at most 800 px wide (docs/product/surveys-and-questions.md#states-and-sharing). */
export const INLINE_EMBED = { height: 600, maxWidth: 800 };

/**
 * The address an embed frames: /embed/survey/{shareId}, with ?theme= unless auto, and the
 * hidden values the creator set for this embed (docs/product/respondent.md#hidden-fields).
 */
export function embedUrl(
  origin: string,
  shareId: string,
  theme: EmbedTheme,
  hiddenValues: Readonly<Record<string, string>> = {},
): string {
  const url = new URL(`/embed/survey/${encodeURIComponent(shareId)}`, origin);
  if (theme !== "auto") url.searchParams.set("theme", theme);
  for (const [key, value] of Object.entries(hiddenValues)) if (value.trim()) url.searchParams.set(key, value.trim());
  return url.toString();
}

/**
 * HTML to paste into any page; it needs nothing from the host page. The popup's launcher wears
 * the survey's brand colour (else the product's) with the text colour that reads on it, and the
 * popup closes on Escape pressed in the survey too (docs/decisions/154-popup-embed-messages.md).
 */
export function buildEmbedSnippet(options: {
  origin: string;
  shareId: string;
  style: EmbedStyle;
  theme: EmbedTheme;
  title: string;
  buttonText: string;
  /** The survey's brand colour (`#rrggbb`), if it has one. */
  brandColor?: string | null | undefined;
  /** The survey's hidden-field keys: the popup passes on those the host page's own address carries. */
  hiddenFields?: readonly string[] | undefined;
  /** Values set for this embed, written into the frame's address; they win over the host page's. */
  hiddenValues?: Readonly<Record<string, string>> | undefined;
}): string {
  const frameUrl = embedUrl(options.origin, options.shareId, options.theme, options.hiddenValues);
  const src = escapeHtml(frameUrl);
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
  // Checked as #rrggbb before it reaches the style attribute.
  const background = isHexColor(options.brandColor) ? options.brandColor.toLowerCase() : PAGE_COLORS.brand;
  const keys = options.hiddenFields ?? [];
  return [
    `<button type="button" id="${id}" style="padding:12px 20px;border:0;border-radius:8px;background:${background};color:${getTextColorOn(background)};font:600 15px system-ui,sans-serif;cursor:pointer;">${escapeHtml(options.buttonText)}</button>`,
    `<script>`,
    `(function () {`,
    `  var src = ${js(frameUrl)}, title = ${js(options.title)}, origin = ${js(new URL(frameUrl).origin)};`,
    `  var launcher = document.getElementById(${js(id)});`,
    ...(keys.length
      ? [
          `  // The survey's hidden fields that this page's own address carries, unless the snippet sets them.`,
          `  var url = new URL(src), here = new URLSearchParams(window.location.search);`,
          `  [${keys.map(js).join(", ")}].forEach(function (key) {`,
          `    if (!url.searchParams.has(key) && here.get(key)) url.searchParams.set(key, here.get(key));`,
          `  });`,
          `  src = url.toString();`,
        ]
      : []),
    `  launcher.addEventListener("click", function () {`,
    `    var overlay = document.createElement("div");`,
    `    overlay.setAttribute("role", "dialog");`,
    `    overlay.setAttribute("aria-modal", "true");`,
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
    `    function dismiss() {`,
    `      overlay.remove();`,
    `      document.removeEventListener("keydown", onKey);`,
    `      window.removeEventListener("message", onMessage);`,
    `      launcher.focus();`,
    `    }`,
    `    function onKey(e) { if (e.key === "Escape") dismiss(); }`,
    `    function greet() { if (frame.contentWindow) frame.contentWindow.postMessage({ type: ${js(EMBED_MESSAGE.hello)} }, origin); }`,
    `    // Only the survey's own frame, from the survey's origin, is listened to.`,
    `    function onMessage(e) {`,
    `      if (e.origin !== origin || e.source !== frame.contentWindow || !e.data) return;`,
    `      if (e.data.type === ${js(EMBED_MESSAGE.ready)}) greet();`,
    `      if (e.data.type === ${js(EMBED_MESSAGE.close)}) dismiss();`,
    `    }`,
    `    close.addEventListener("click", dismiss);`,
    `    overlay.addEventListener("click", function (e) { if (e.target === overlay) dismiss(); });`,
    `    document.addEventListener("keydown", onKey);`,
    `    window.addEventListener("message", onMessage);`,
    `    frame.addEventListener("load", greet);`,
    `    overlay.appendChild(frame);`,
    `    overlay.appendChild(close);`,
    `    document.body.appendChild(overlay);`,
    `    close.focus();`,
    `  });`,
    `})();`,
    `</script>`,
  ].join("\n");
}
