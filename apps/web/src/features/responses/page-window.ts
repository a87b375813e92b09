/** One slot of the pagination bar: a page number or a gap. */
export type PageSlot = { type: "page"; page: number } | { type: "gap"; key: "start" | "end" };

/**
 * The page numbers to show for `current` of `total` pages, at most `maxNumbers` of them (5, or 3 on
 * narrow screens: docs/product/responses-and-exports.md#list). The first and last pages are always
 * shown; the rest is a run around the current page, and a gap marks pages left out on either side.
 */
export function pageWindow(current: number, total: number, maxNumbers: number): PageSlot[] {
  const last = Math.max(1, Math.floor(total));
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  const budget = Math.max(3, Math.floor(maxNumbers));
  if (last <= budget) return range(1, last).map((n) => ({ type: "page", page: n }));

  const inner = budget - 2;
  let start = page - Math.floor((inner - 1) / 2);
  start = Math.min(Math.max(start, 2), last - inner);
  const end = start + inner - 1;

  const slots: PageSlot[] = [{ type: "page", page: 1 }];
  if (start > 2) slots.push({ type: "gap", key: "start" });
  for (const n of range(start, end)) slots.push({ type: "page", page: n });
  if (end < last - 1) slots.push({ type: "gap", key: "end" });
  slots.push({ type: "page", page: last });
  return slots;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}
