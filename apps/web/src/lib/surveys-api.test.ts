import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, UNEXPECTED_REPLY_MESSAGE } from "./api-client";
import { getSurveyWithCount, listSurveys } from "./surveys-api";
import { surveyDto } from "./test-app";

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const survey = surveyDto();

describe("surveys API replies, parsed by core's schemas", () => {
  it("hands the screens a reply of the agreed shape", async () => {
    fetchMock.mockResolvedValueOnce(json({ survey, responseCount: 3, partialCount: 1 }));
    await expect(getSurveyWithCount("s1")).resolves.toEqual({ survey, responseCount: 3, partialCount: 1 });
  });

  it("refuses a reply the contract does not describe, instead of letting a screen misread it", async () => {
    // A server that renamed a field, or sent a status the app does not know.
    fetchMock.mockResolvedValueOnce(json({ survey: { ...survey, status: "deleted" }, responseCount: 3, partialCount: 1 }));
    const error = await getSurveyWithCount("s1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "UNEXPECTED_REPLY", message: UNEXPECTED_REPLY_MESSAGE });

    fetchMock.mockResolvedValueOnce(json({ items: [], total: 0 }));
    await expect(listSurveys()).rejects.toMatchObject({ code: "UNEXPECTED_REPLY" });
  });
});
