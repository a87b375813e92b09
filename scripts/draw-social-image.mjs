// Draws apps/web/public/social-image.png, the 1200×630 picture link previews show for the public
// site (og:image), in Debian's Chromium. Run once after changing the drawing and commit the PNG:
// `node scripts/draw-social-image.mjs`. It has no words, so one picture serves every language.
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

const root = path.resolve(import.meta.dirname, "..");
const logo = readFileSync(path.join(root, "apps/web/public/favicon.svg"), "utf8");
const bar = (height, opacity) =>
  `<div style="width:44px;height:${height}px;border-radius:10px 10px 4px 4px;background:rgba(79,70,229,${opacity})"></div>`;
const star = (filled) =>
  `<svg viewBox="0 0 24 24" width="46" height="46"><path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" fill="${filled ? "#f59e0b" : "#e2e8f0"}"/></svg>`;
const line = (width, color = "#cbd5e1") =>
  `<div style="height:14px;width:${width}px;border-radius:7px;background:${color}"></div>`;

const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;position:relative;overflow:hidden;background:linear-gradient(135deg,#4338ca 0%,#4f46e5 45%,#7c3aed 100%);font-family:sans-serif">
  <div style="position:absolute;width:620px;height:620px;border-radius:50%;background:rgba(255,255,255,.07);left:-160px;top:-220px"></div>
  <div style="position:absolute;width:420px;height:420px;border-radius:50%;background:rgba(255,255,255,.06);right:-120px;bottom:-200px"></div>
  <div style="position:absolute;left:96px;top:195px;width:240px;height:240px;border-radius:60px;box-shadow:0 0 0 8px rgba(255,255,255,.28),0 24px 48px rgba(15,23,42,.35)">${logo.replace("<svg ", '<svg width="240" height="240" ')}</div>
  <div style="position:absolute;left:430px;top:110px;width:330px;height:410px;border-radius:28px;background:#fff;box-shadow:0 30px 60px rgba(15,23,42,.35);padding:34px;box-sizing:border-box;display:flex;flex-direction:column;gap:18px">
    <div style="height:8px;border-radius:4px;background:#e0e7ff"><div style="height:8px;width:60%;border-radius:4px;background:#4f46e5"></div></div>
    ${line(230, "#334155")}${line(170, "#334155")}
    <div style="display:flex;gap:6px;margin-top:18px">${[1, 1, 1, 1, 0].map(star).join("")}</div>
    <div style="margin-top:auto;display:flex;flex-direction:column;gap:12px">${line(250)}${line(200)}</div>
    <div style="height:52px;border-radius:12px;background:#4f46e5;margin-top:14px"></div>
  </div>
  <div style="position:absolute;left:800px;top:160px;width:310px;height:310px;border-radius:28px;background:#fff;box-shadow:0 30px 60px rgba(15,23,42,.35);padding:34px;box-sizing:border-box;display:flex;flex-direction:column">
    ${line(160, "#334155")}
    <div style="margin-top:auto;display:flex;align-items:flex-end;gap:14px;height:170px;border-bottom:3px solid #e2e8f0">
      ${bar(60, 0.35)}${bar(95, 0.5)}${bar(140, 1)}${bar(115, 0.75)}${bar(75, 0.45)}
    </div>
  </div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
  await page.setContent(html);
  await page.screenshot({
    path: path.join(root, "apps/web/public/social-image.png"),
    clip: { x: 0, y: 0, width: 1200, height: 630 },
  });
} finally {
  await browser.close();
}
