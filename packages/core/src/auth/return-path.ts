/** The sign-in page's parameter naming where to go once signed in. */
export const RETURN_PATH_PARAM = "next";

const MAX_LENGTH = 2048;

/**
 * `value` when it is an address on this site to come back to after signing in, else null. Only a
 * path of our own ("/…") is taken: "//host", "/\host" and anything with a backslash or control
 * character could be read by a browser as another site, and the sign-in pages themselves would
 * send the visitor round in circles.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH || !value.startsWith("/")) return null;
  if (value.startsWith("//") || [...value].some(unsafeCharacter)) return null;
  if (/^\/(login|register)(?:[/?#]|$)/.test(value)) return null;
  return value;
}

const unsafeCharacter = (character: string) => {
  const code = character.charCodeAt(0);
  return character === "\\" || code < 0x20 || code === 0x7f;
};

/** The sign-in page, coming back to `path` once signed in. */
export function signInPath(path: string): string {
  return `/login?${RETURN_PATH_PARAM}=${encodeURIComponent(path)}`;
}

/** True for an address the server answers itself (a download), which the app must load in full, not route to. */
export function isServerPath(path: string): boolean {
  return path.startsWith("/api/");
}
