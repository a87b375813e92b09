import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { request, type Download, type Page } from "playwright-core";
import { expect, inject } from "vitest";

/** One respondent's submission through the public API, as the survey page would send it. */
export interface SeedResponse {
  answers: Record<string, unknown>;
  respondentEmail?: string;
  /** A partial save (never submitted) instead of a complete response. */
  partial?: boolean;
}

/**
 * Sends the responses in order through POST /api/public/surveys/:shareId/submit (or /partial),
 * from one visitor address of its own; returns the stored response ids in the same order.
 */
export async function seedResponses(shareId: string, responses: SeedResponse[], visitorIp = "198.19.7.1"): Promise<string[]> {
  const api = await request.newContext({ baseURL: inject("baseURL"), extraHTTPHeaders: { "x-forwarded-for": visitorIp } });
  try {
    const ids: string[] = [];
    for (const [index, response] of responses.entries()) {
      const sessionId = `e2e-session-${Date.now()}-${index}`;
      const common = {
        answers: response.answers,
        ...(response.respondentEmail ? { respondentEmail: response.respondentEmail } : {}),
      };
      const res = response.partial
        ? await api.post(`/api/public/surveys/${shareId}/partial`, { data: { sessionId, ...common } })
        : await api.post(`/api/public/surveys/${shareId}/submit`, {
            data: { sessionId, clientSubmissionId: `e2e-submit-${Date.now()}-${index}`, ...common },
          });
      expect(res.ok(), `seeding response ${index}: ${res.status()} ${await res.text()}`).toBe(true);
      ids.push(((await res.json()) as { responseId: string }).responseId);
    }
    return ids;
  } finally {
    await api.dispose();
  }
}

/** Clicks `trigger` and returns the file the page downloads, with its address, suggested name and bytes. */
export async function captureDownload(
  page: Page,
  trigger: () => Promise<void>,
): Promise<{ url: string; name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent("download"), trigger()]);
  return { url: download.url(), name: download.suggestedFilename(), bytes: await readDownload(download) };
}

async function readDownload(download: Download): Promise<Buffer> {
  const failure = await download.failure();
  if (failure) throw new Error(`the download failed: ${failure}`);
  return readFile(await download.path());
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * The ids of axe-core's serious and critical violations inside the page's main content, for a
 * screen's own checks (the signed-in shell around it is the shell's journeys' business).
 */
export async function seriousAxeViolationsInMain(page: Page): Promise<string[]> {
  // Evaluated through the driver: the page's CSP rightly refuses injected inline scripts.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: string) => Promise<{ violations: { id: string; impact: string }[] }> };
    };
    const result = await axe.run("#main");
    return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
  });
}
