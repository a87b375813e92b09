import {
  DEFAULT_RESPONSE_PAGE_SIZE,
  HIDDEN_FILTER_PREFIX,
  RESPONSE_STATUS_FILTERS,
  type HiddenFilters,
  type ResponseStatusFilter,
} from "@sondar/core/responses/response-list";
import { useSearchParams } from "react-router";

function isStatus(value: string | null): value is ResponseStatusFilter {
  return RESPONSE_STATUS_FILTERS.some((status) => status === value);
}

/** The hidden-value filters in the page's address, as the API takes them: `hidden.<key>=<value>`. */
function readHiddenFilters(params: URLSearchParams): HiddenFilters {
  const filters: HiddenFilters = {};
  for (const [name, value] of params) {
    if (name.startsWith(HIDDEN_FILTER_PREFIX) && value.trim()) filters[name.slice(HIDDEN_FILTER_PREFIX.length)] = value;
  }
  return filters;
}

/**
 * Status filter, page and hidden-value filters live in the address
 * (?status=partial&page=2&hidden.source=ad), so reload, back and a shared link keep them; the
 * defaults (complete, page 1, no filter) are left out.
 */
export function useResponsesQuery() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get("status");
  const status: ResponseStatusFilter = isStatus(rawStatus) ? rawStatus : "complete";
  const rawPage = Number(params.get("page"));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;

  // One response alone, as a cited response's link opens it (docs/product/ai.md#ask-your-data).
  const response = params.get("response") || null;
  const hidden = readHiddenFilters(params);

  function update(next: { status?: ResponseStatusFilter; page?: number; hidden?: HiddenFilters }, replace = false) {
    const nextStatus = next.status ?? status;
    const nextPage = next.page ?? page;
    const search = new URLSearchParams(params);
    search.delete("response");
    if (next.hidden) {
      for (const name of [...search.keys()]) if (name.startsWith(HIDDEN_FILTER_PREFIX)) search.delete(name);
      for (const [key, value] of Object.entries(next.hidden)) search.set(`${HIDDEN_FILTER_PREFIX}${key}`, value);
    }
    if (nextStatus === "complete") search.delete("status");
    else search.set("status", nextStatus);
    if (nextPage <= 1) search.delete("page");
    else search.set("page", String(nextPage));
    setParams(search, { replace });
  }

  return {
    status,
    page,
    pageSize: DEFAULT_RESPONSE_PAGE_SIZE,
    setStatus: (value: ResponseStatusFilter) => update({ status: value, page: 1 }),
    setPage: (value: number, replace = false) => update({ page: value }, replace),
    response,
    showAllResponses: () => update({}),
    hidden,
    /** Keeps only responses whose hidden field `key` holds `value`; null lifts the filter on `key`. */
    setHiddenFilter: (key: string, value: string | null) => {
      const next = { ...hidden };
      if (value === null || !value.trim()) delete next[key];
      else next[key] = value.trim();
      update({ hidden: next, page: 1 });
    },
  };
}
