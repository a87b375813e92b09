/**
 * Leaves the app for a provider's page (or the local provider's page, which may sit on PUBLIC_URL's
 * origin), or for an address the server answers itself (a download).
 */
export function goTo(url: string) {
  window.location.assign(url);
}
