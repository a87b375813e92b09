// Test-only: the app's providers around one screen, and a stand-in API on `fetch`.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { vi } from "vitest";
import { Toaster } from "../components/toaster";
import { clearToasts } from "./toast-store";

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export const apiError = (status: number, code: string, message: string) => json(status, { error: { code, message } });

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stubs `fetch` with `answer` (method and path in, a Response or a promise of one out); /api/config
 * answers the defaults unless `answer` does. Returns the calls made, in order.
 */
export function stubApi(answer: (call: ApiCall) => Response | Promise<Response> | undefined): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal("matchMedia", () => ({
    matches: false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init?: RequestInit) => {
      const call: ApiCall = {
        method: init?.method ?? "GET",
        path: url,
        body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const reply = answer(call);
      if (reply) return Promise.resolve(reply);
      if (url === "/api/config") {
        return Promise.resolve(
          json(200, {
            productName: "Sondar",
            supportEmail: "support@sondar.local",
            publicUrl: "http://localhost:3000",
            googleSignIn: false,
            devMailbox: true,
            chatWidgetUrl: null,
          }),
        );
      }
      return Promise.resolve(apiError(404, "NOT_FOUND", `no stub for ${call.method} ${url}`));
    }),
  );
  return calls;
}

/** Where the router is now, for assertions on navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `element` at `path` (its route `routePath`, by default the path itself) inside the query
 * client, a memory router and the toaster; `children` are routes nested in it (a layout's pages).
 * Other paths render nothing but the location probe.
 */
export function renderAt(element: ReactElement, path: string, options: { routePath?: string; children?: ReactNode } = {}) {
  const routePath = options.routePath ?? path.split("?")[0] ?? "/";
  clearToasts();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {options.children ? <Route element={element}>{options.children}</Route> : <Route path={routePath} element={element} />}
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
