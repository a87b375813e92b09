/** The name the shell shows: the name, else the part of the e-mail before '@', else 'User'. */
export function getDisplayName(user: { name?: string | null; email?: string | null } | null | undefined): string {
  const name = user?.name?.trim();
  if (name) return name;
  const local = user?.email?.split("@")[0]?.trim();
  if (local) return local;
  return "User";
}

/** The initial shown in the avatar: first letter of the display name, upper-cased. */
export function getInitial(user: { name?: string | null; email?: string | null } | null | undefined): string {
  return getDisplayName(user).charAt(0).toUpperCase();
}
