import {
  DEFAULT_RESPONSE_PAGE_SIZE,
  RESPONSE_STATUS_FILTERS,
  type ResponseStatusFilter,
} from "@sondar/core/responses/response-list";
import { useSearchParams } from "react-router";

function isStatus(value: string | null): value is ResponseStatusFilter {
  return RESPONSE_STATUS_FILTERS.some((status) => status === value);
}

/**
 * Status filter and page live in the address (?status=partial&page=2), so reload, back and a
 * shared link keep them; the defaults (complete, page 1) are left out.
 */
export function useResponsesQuery() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get("status");
  const status: ResponseStatusFilter = isStatus(rawStatus) ? rawStatus : "complete";
  const rawPage = Number(params.get("page"));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;

  // One response alone, as a cited response's link opens it (docs/product/ai.md#ask-your-data).
  const response = params.get("response") || null;

  function update(next: { status?: ResponseStatusFilter; page?: number }, replace = false) {
    const nextStatus = next.status ?? status;
    const nextPage = next.page ?? page;
    const search = new URLSearchParams(params);
    search.delete("response");
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
  };
}
