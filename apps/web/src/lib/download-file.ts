/** Follows `href` through a temporary link with the download attribute, as a browser download. */
function clickDownloadLink(href: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a blob under `fileName`, as a browser download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  clickDownloadLink(url, fileName);
  // Revoked a moment later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a same-origin URL the server answers as an attachment. The browser streams it to
 * disk under the name the server's Content-Disposition gives, so a large file never sits in the
 * tab's memory.
 */
export function startDownload(url: string): void {
  clickDownloadLink(url, "");
}
