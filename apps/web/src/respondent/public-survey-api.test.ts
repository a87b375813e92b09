import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchPublicSurvey, SURVEY_LOAD_TRIES } from "./public-survey-api";

const survey = { id: "s1", title: "T", description: "", questions: [], settings: {}, shareId: "abc123" };
const unavailable = () =>
  new Response(JSON.stringify({ error: { code: "DATABASE_UNAVAILABLE", message: "…" } }), {
    status: 503,
    headers: { "Retry-After": "5" },
  });
const found = () => Response.json({ survey, showPoweredBy: false, productName: "Sondar" });

afterEach(() => vi.unstubAllGlobals());

describe("fetchPublicSurvey", () => {
  it("asks again after the server's Retry-After while it answers 503, then shows the survey", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(unavailable())
      .mockResolvedValueOnce(unavailable())
      .mockResolvedValue(found());
    vi.stubGlobal("fetch", fetchMock);
    const waits: number[] = [];
    const payload = await fetchPublicSurvey("abc123", async (ms) => void waits.push(ms));
    expect(payload).toMatchObject({ survey: { id: "s1" }, showPoweredBy: false });
    expect(waits).toEqual([5_000, 5_000]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("gives up after its tries, so the page can offer Try again", async () => {
    const fetchMock = vi.fn().mockImplementation(async () => unavailable());
    vi.stubGlobal("fetch", fetchMock);
    await expect(fetchPublicSurvey("abc123", async () => undefined)).rejects.toThrow("503");
    expect(fetchMock).toHaveBeenCalledTimes(SURVEY_LOAD_TRIES);
  });

  it("does not retry a survey that is not found", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response("{}", { status: 404 }));
    vi.stubGlobal("fetch", fetchMock);
    expect(await fetchPublicSurvey("abc123", async () => undefined)).toEqual({ error: "not_found" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
