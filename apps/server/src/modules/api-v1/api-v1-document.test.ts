import { describe, expect, it, vi } from "vitest";
import { apiV1Routes, type ApiV1Deps } from "./api-v1-routes";

describe("the OpenAPI document", () => {
  it("is built once, on the first request, and served again from then on", async () => {
    // Neither answer reads a dependency; the routes only need them to be declared.
    const app = apiV1Routes({ productName: "Sondar", rateLimitPerMinute: 1 } as ApiV1Deps);
    const build = vi.spyOn(app, "getOpenAPI31Document");
    expect(build).not.toHaveBeenCalled();
    const answers = [];
    for (const path of ["/api/v1/openapi.json", "/api/v1/docs", "/api/v1/openapi.json", "/api/v1/docs"]) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      answers.push(await res.text());
    }
    expect(build).toHaveBeenCalledTimes(1);
    expect(answers[2]).toBe(answers[0]);
    expect(answers[3]).toBe(answers[1]);
    expect(JSON.parse(answers[0] ?? "")).toMatchObject({ openapi: "3.1.0", info: { title: "Sondar API" } });
  });
});
