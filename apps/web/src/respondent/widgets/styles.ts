/** Class names shared by the widgets; Tailwind sees them here. */
export const fieldClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 " +
  "focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500 " +
  "dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500";

/** An option card: a label wrapping a visually hidden radio or checkbox. */
export const optionClass =
  "flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-3 text-left transition-colors " +
  "hover:border-brand-400 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 " +
  "has-[:focus-visible]:ring-brand-500 dark:border-slate-700 dark:bg-slate-900 dark:has-[:checked]:border-brand-400 " +
  "dark:has-[:checked]:bg-brand-950";

export const hintClass = "mt-2 text-sm text-slate-500 dark:text-slate-400";

export const smallButtonClass =
  "inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 disabled:cursor-not-allowed " +
  "disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800";
