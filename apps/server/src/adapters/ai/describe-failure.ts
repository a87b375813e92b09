import { loadedOpenAiSdk } from "./load-openai-sdk";

/** A provider's failure in words a user may see: never the key, never a long provider dump. */
export function describeFailure(error: unknown, timedOut: boolean, timeoutMs: number, apiKey: string): string {
  // Read from the loaded SDK: it is imported lazily, and an error thrown before it loaded is none of its own.
  const sdk = loadedOpenAiSdk();
  let detail: string;
  if (timedOut || (sdk && error instanceof sdk.APIConnectionTimeoutError)) {
    detail = `the AI provider did not answer within ${Math.round(timeoutMs / 1000)} seconds`;
  } else if (sdk && error instanceof sdk.APIUserAbortError) {
    detail = "the request was cancelled";
  } else if (sdk && error instanceof sdk.APIConnectionError) {
    detail = "could not reach the AI provider";
  } else if (sdk && error instanceof sdk.APIError) {
    detail = error.message || `the AI provider answered ${error.status ?? "with an error"}`;
  } else {
    detail = "unexpected error";
  }
  // A provider may echo the key it was sent (some do on 401); keys look like sk-… on most.
  return detail
    .split(apiKey)
    .join("***")
    .replace(/\bsk-[A-Za-z0-9_-]{6,}/g, "sk-***")
    .slice(0, 300);
}
