import { extendTailwindMerge } from "tailwind-merge";

/**
 * tailwind-merge for Tailwind v4 with our theme's own tokens (styles/design-tokens.css): brand
 * colours need nothing (any colour name is one), the toast's animation is named here
 * (docs/decisions/161-class-names-merged.md).
 */
const mergeClasses = extendTailwindMerge({ extend: { theme: { animate: ["toast-in"] } } });

/**
 * Joins class names, skipping falsy ones; of two that set the same thing the later one stays,
 * so a `className` passed to a component wins over the component's own classes.
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return mergeClasses(...classes);
}
