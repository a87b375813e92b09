import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import { RESPONDENT_ADDRESSES } from "./bench-respondents";

/** One load phase's raw outcome. */
export interface SubmitLoad {
  seconds: number;
  /** Acknowledged submits (2xx). */
  ok: number;
  /** Non-2xx answers plus transport errors (autocannon counts each timeout among its errors already). */
  failed: number;
  timeouts: number;
  /** Every response's latency in ms. */
  latencies: number[];
}

/**
 * `connections` clients posting complete responses to `origin + path` for `seconds` with
 * autocannon, each with a unique clientSubmissionId and an X-Forwarded-For address from
 * RESPONDENT_ADDRESSES, as many respondents would.
 */
export function submitLoad(options: {
  origin: string;
  path: string;
  answers: unknown;
  connections: number;
  seconds: number;
}): Promise<SubmitLoad> {
  let n = 0;
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.origin,
        connections: options.connections,
        duration: options.seconds,
        requests: [
          {
            method: "POST",
            path: options.path,
            headers: { "content-type": "application/json" },
            setupRequest: (req) => {
              n += 1;
              return {
                ...req,
                headers: {
                  ...req.headers,
                  "x-forwarded-for": RESPONDENT_ADDRESSES[n % RESPONDENT_ADDRESSES.length] as string,
                },
                body: JSON.stringify({ clientSubmissionId: randomUUID(), answers: options.answers }),
              };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        resolve({
          seconds: options.seconds,
          ok: result["2xx"],
          failed: result.non2xx + result.errors,
          timeouts: result.timeouts,
          latencies,
        });
      },
    );
    instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}
