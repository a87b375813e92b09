import type * as OpenAiModule from "openai";

export type OpenAiSdk = typeof OpenAiModule;

let loading: Promise<OpenAiSdk> | undefined;
let loaded: OpenAiSdk | undefined;

/**
 * The openai SDK, imported on the first provider call rather than at start: it costs ~11 MB
 * of memory and most servers run the local engine, which never needs it.
 */
export function loadOpenAiSdk(): Promise<OpenAiSdk> {
  loading ??= import("openai").then((sdk) => (loaded = sdk));
  return loading;
}

/** The SDK once a call has loaded it; until then no error can be an instance of its classes. */
export function loadedOpenAiSdk(): OpenAiSdk | undefined {
  return loaded;
}
