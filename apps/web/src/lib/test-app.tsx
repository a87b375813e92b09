// Test-only: the app's providers around one screen, a stand-in API on `fetch`, and its replies.
import type { Entitlements } from "@sondar/core/plans/entitlements";
import { createQuestion } from "@sondar/core/surveys/create-question";
import type { SurveyDto, SurveyListItem } from "@sondar/core/surveys/survey-replies";
import { surveySettingsSchema } from "@sondar/core/surveys/survey-schema";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import {
  createMemoryRouter,
  MemoryRouter,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  type RouteObject,
} from "react-router";
import { afterEach, beforeAll, vi } from "vitest";
import { Toaster } from "../components/toaster";
import type { AppConfig } from "./app-config";
import type { Me } from "./session";
import { initTestI18n } from "./test-i18n";
import { clearToasts } from "./toast-store";

/** English translations for the file, and a clean page, no stubs and no stored values after each test. */
export function setUpScreenTests() {
  beforeAll(() => {
    initTestI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    localStorage.clear();
  });
}

/** GET /api/config as a local server answers it. */
export const APP_CONFIG: AppConfig = {
  productName: "Sondar",
  supportEmail: "support@sondar.local",
  publicUrl: "http://localhost:3000",
  googleSignIn: false,
  devMailbox: true,
  chatWidgetUrl: null,
};

const TRIAL_RIGHTS: Entitlements = {
  canCreateSurveys: true,
  canEditSurveys: true,
  canDuplicateSurveys: false,
  isTrialActive: true,
  trialDaysLeft: 5,
  standing: "trial",
};
/** The rights of a user whose trial has ended. */
export const NO_RIGHTS: Entitlements = {
  canCreateSurveys: false,
  canEditSurveys: false,
  canDuplicateSurveys: false,
  isTrialActive: false,
  trialDaysLeft: 0,
  standing: "trial_ended",
};

/** GET /api/session for Ana, on a running trial unless `entitlements` say otherwise. */
export function sessionReply(entitlements: Partial<Entitlements> = {}): { me: Me } {
  return {
    me: {
      user: { id: "u1", name: "Ana", email: "ana@example.com", emailVerified: true },
      entitlements: { ...TRIAL_RIGHTS, ...entitlements },
      subscription: null,
    },
  };
}

/** A stored survey as GET /api/surveys/:id sends it. */
export function surveyDto(overrides: Partial<SurveyDto> = {}): SurveyDto {
  return {
    id: "s1",
    title: "Pulse",
    description: "",
    questions: [createQuestion("rating", "q1")],
    settings: surveySettingsSchema.parse({}),
    hiddenFields: [],
    status: "draft",
    shareId: null,
    organizationId: null,
    createdBy: "u1",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** The dashboard's row for `surveyDto()`, with one question and no responses unless overridden. */
export function surveyListItem(overrides: Partial<SurveyListItem> = {}): SurveyListItem {
  const { id, title, description, status, shareId, organizationId, createdBy, createdAt, updatedAt } = surveyDto();
  return {
    id,
    title,
    description,
    status,
    shareId,
    organizationId,
    createdBy,
    createdAt,
    updatedAt,
    questionCount: 1,
    responseCount: 0,
    partialCount: 0,
    closeAt: null,
    responseLimit: null,
    ...overrides,
  };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** An action's reply with nothing to return. */
export const noContent = () => new Response(null, { status: 204 });

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
      if (url === "/api/config") return Promise.resolve(json(200, APP_CONFIG));
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

/**
 * Like renderAt, in a data router, for screens that block navigation (useBlocker); `router`
 * navigates as links and the browser's back button would. With `children`, `element` is a layout
 * (such as the route guard) around those routes, as in the app's router.
 */
export function renderInDataRouter(element: ReactElement, path: string, routePath: string, children?: RouteObject[]) {
  clearToasts();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const shell = (
    <>
      <Outlet />
      <LocationProbe />
      <Toaster />
    </>
  );
  const router = createMemoryRouter(
    [
      {
        element: shell,
        children: [children ? { element, children } : { path: routePath, element }, { path: "*", element: null }],
      },
    ],
    { initialEntries: ["/dashboard", path], initialIndex: 1 },
  );
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, client, router };
}
