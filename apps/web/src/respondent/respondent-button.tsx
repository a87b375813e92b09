import type { ButtonHTMLAttributes } from "react";

const variants = {
  primary: "bg-brand-600 text-brand-on shadow-sm hover:bg-brand-700 disabled:hover:bg-brand-600",
  secondary:
    "bg-white text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700 dark:hover:bg-slate-800",
  ghost: "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
} as const;

/** Button styles of components/ui/button without its Radix Slot, which this page does not need. */
export const buttonClass = (variant: keyof typeof variants = "primary") =>
  `inline-flex h-11 items-center justify-center gap-2 rounded-button px-5 text-sm font-medium lg:h-12 lg:px-6 lg:text-base transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${variants[variant]}`;

export function RespondentButton({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof variants }) {
  return <button type={type} className={`${buttonClass(variant)} ${className}`} {...props} />;
}
