import { describe, expect, it } from "vitest";
import { createTestServer } from "../../test/test-server";

const WIDGET = "https://chat.example.com/loader/widget.js?site=42";
const PAGES = ["/", "/fr", "/support", "/de/contact", "/blog/nps-surveys-guide", "/dashboard", "/no-such-page"];
const RESPONDENT_PAGES = ["/survey/abc12345xyz", "/s/abc12345xyz", "/embed/survey/abc12345xyz", "/embed/s/abc12345xyz"];

/** The page's CSP as a map of directive → its sources. */
async function cspOf(server: Awaited<ReturnType<typeof createTestServer>>, path: string) {
  const header = (await server.client().get(path)).headers.get("content-security-policy") ?? "";
  return Object.fromEntries(
    header.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources.join(" ")];
    }),
  );
}

describe("the CSP and the support chat widget", () => {
  it("allows exactly the widget's origin on pages that may load it, and nowhere else", async () => {
    const server = await createTestServer({ env: { CHAT_WIDGET_URL: WIDGET } });
    for (const path of PAGES) {
      const csp = await cspOf(server, path);
      expect(csp["script-src"], path).toBe("'self' https://chat.example.com");
      expect(csp["connect-src"], path).toBe("'self' https://chat.example.com");
      expect(csp["frame-src"], path).toBe("'self' https://chat.example.com");
      expect(csp["default-src"], path).toBe("'self'");
    }
    // Respondents never get the chat, so their pages do not let its script in; nor do API replies.
    for (const path of [...RESPONDENT_PAGES, "/api/health", "/api/public/surveys/abc12345xyz"]) {
      const csp = await cspOf(server, path);
      expect(JSON.stringify(csp), path).not.toContain("chat.example.com");
      expect(csp["script-src"], path).toBe("'self'");
    }
  });

  it("allows no other origin at all without CHAT_WIDGET_URL", async () => {
    const server = await createTestServer();
    for (const path of [...PAGES, ...RESPONDENT_PAGES]) {
      const csp = await cspOf(server, path);
      expect(csp["script-src"], path).toBe("'self'");
      expect(csp["connect-src"], path).toBe("'self'");
      expect(csp["frame-src"], path).toBe("'self'");
      expect(csp["img-src"], path).toBe("'self' data: blob:");
    }
  });

  it("keeps the embed pages framable by any site and every other page by ours only, with or without the widget", async () => {
    const server = await createTestServer({ env: { CHAT_WIDGET_URL: WIDGET } });
    expect((await cspOf(server, "/embed/s/abc12345xyz"))["frame-ancestors"]).toBe("*");
    expect((await cspOf(server, "/s/abc12345xyz"))["frame-ancestors"]).toBe("'self'");
    expect((await cspOf(server, "/"))["frame-ancestors"]).toBe("'self'");
  });
});
