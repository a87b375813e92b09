import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

export interface RecordedCall {
  url: string;
  method: string;
  body: unknown;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/**
 * Test double for the public survey API: records every call and answers like the server
 * (submit 201, partial save 200, no saved partial, uploads stored); `submit`, `partial` and `upload`
 * override (one that throws plays a network failure).
 */
export function mockPublicApi(
  options: {
    submit?: () => Response;
    partial?: () => Response;
    upload?: () => Response;
    partialAnswers?: Record<string, unknown>;
  } = {},
) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : init?.body;
    calls.push({ url, method: init?.method ?? "GET", body });
    if (url.endsWith("/submit")) return Promise.resolve(options.submit?.() ?? json(201, { success: true, responseId: "r1" }));
    if (url.includes("/partial?")) return Promise.resolve(json(200, { answers: options.partialAnswers ?? {}, responseId: null }));
    if (url.endsWith("/files"))
      return Promise.resolve(options.upload?.() ?? json(200, { url: "/api/surveys/s1/response-files/f1" }));
    if (url.endsWith("/partial")) return Promise.resolve(options.partial?.() ?? json(200, { success: true, responseId: "r1" }));
    return Promise.resolve(json(404, { error: { code: "NOT_FOUND", message: "Not found" } }));
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    calls,
    submits: () => calls.filter((c) => c.url.endsWith("/submit")),
    partialSaves: () => calls.filter((c) => c.url.endsWith("/partial") && c.method === "POST"),
  };
}

let online = true;

/** Makes navigator.onLine answer `value`; dispatches 'online'/'offline' when asked. */
export function setOnline(value: boolean, options: { dispatch?: boolean } = {}) {
  online = value;
  Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => online });
  if (options.dispatch) window.dispatchEvent(new Event(value ? "online" : "offline"));
}

/** Each test starts with empty storage and online, and ends unmounted with real timers and globals. */
export function setUpRespondentTests() {
  beforeEach(() => {
    localStorage.clear();
    setOnline(true);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
