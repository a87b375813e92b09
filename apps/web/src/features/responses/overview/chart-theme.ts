/**
 * Chart colours as CSS on the wrapper: CSS beats SVG presentation attributes, so recharts'
 * shapes follow the design tokens and the dark theme without passing colours around.
 */
export const chartThemeClass = [
  "[&_.recharts-bar-rectangle_.recharts-rectangle]:fill-brand-500 dark:[&_.recharts-bar-rectangle_.recharts-rectangle]:fill-brand-400",
  "[&_.recharts-bar-background-rectangle]:fill-slate-100 dark:[&_.recharts-bar-background-rectangle]:fill-slate-800",
  "[&_.recharts-cartesian-axis-tick-value]:fill-slate-600 dark:[&_.recharts-cartesian-axis-tick-value]:fill-slate-300",
  "[&_.recharts-label]:fill-slate-700 dark:[&_.recharts-label]:fill-slate-200",
  "[&_.recharts-cartesian-axis-line]:stroke-slate-300 dark:[&_.recharts-cartesian-axis-line]:stroke-slate-700",
  "text-xs",
].join(" ");

/** Charts grow in place unless the reader asked for less motion. */
export function prefersMotion(): boolean {
  return typeof window !== "undefined" && !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** A long option label cut for an axis; the text alternative keeps the whole label. */
export function shortLabel(label: string, max = 18): string {
  return label.length > max ? `${label.slice(0, max - 1).trimEnd()}…` : label;
}
