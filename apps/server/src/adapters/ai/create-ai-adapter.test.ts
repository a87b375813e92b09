import { describe, expect, it } from "vitest";
import { loadConfig, type Config } from "../../config/config";
import { createAiAdapter } from "./create-ai-adapter";

function config(env: Record<string, string>): Config {
  const loaded = loadConfig(env);
  if (!loaded.ok) throw new Error(loaded.errors.join("\n"));
  return loaded.config;
}

describe("AI adapter choice", () => {
  it("runs the local engine with nothing set", () => {
    expect(config({}).ai).toBeUndefined();
    expect(createAiAdapter(config({})).kind).toBe("local");
  });

  it("uses an OpenAI-compatible provider when the base URL and key are set, gpt-4o-mini unless told", () => {
    const env = { AI_BASE_URL: "https://api.openai.com/v1", AI_API_KEY: "sk-abc" };
    expect(config(env).ai).toEqual({ baseUrl: "https://api.openai.com/v1", apiKey: "sk-abc", model: "gpt-4o-mini" });
    expect(config({ ...env, AI_MODEL: "llama3.1" }).ai?.model).toBe("llama3.1");
    expect(createAiAdapter(config(env)).kind).toBe("openai");
  });

  it("needs both the base URL and the key, and never echoes the key", () => {
    const keyOnly = loadConfig({ AI_API_KEY: "sk-secret-value" });
    expect(keyOnly.ok ? [] : keyOnly.errors).toEqual(["AI_BASE_URL: AI_BASE_URL and AI_API_KEY must be set together"]);
    const urlOnly = loadConfig({ AI_BASE_URL: "http://127.0.0.1:11434/v1" });
    expect(urlOnly.ok ? [] : urlOnly.errors).toEqual(["AI_API_KEY: AI_BASE_URL and AI_API_KEY must be set together"]);
    const badUrl = loadConfig({ AI_BASE_URL: "not a url", AI_API_KEY: "sk-secret-value" });
    expect(badUrl.ok).toBe(false);
    expect(JSON.stringify(badUrl)).not.toContain("sk-secret-value");
  });
});
