import { LANGUAGES } from "@sondar/core/i18n/languages";
import { describe, expect, it, vi } from "vitest";
import { DOCS_SECTIONS } from "../features/site/docs/docs-content";
import { parseDocs, renderDocs, renderTopicBody } from "./load-docs";

const config = { productName: "Acme Surveys", supportEmail: "help@acme.example", publicUrl: "https://surveys.acme.example" };
const SOURCE = `# One

## First topic

> What the first topic is about.

Some **bold** text by {{product}}, mail {{email}}.

# Two

## Second topic

> The second.

- a list

\`\`\`sh
# a shell comment, not a section
## nor a topic
> nor a description
curl {{url}}/api/v1/surveys
\`\`\`

After the code.
`;

describe("documentation Markdown", () => {
  it("splits sections and topics, takes the quoted line as the description and fills the placeholders", () => {
    const [one, two] = parseDocs(SOURCE, config);
    expect(one?.id).toBe("getting-started");
    expect(one?.title).toBe("One");
    expect(one?.topics[0]).toMatchObject({
      id: "getting-started-1",
      title: "First topic",
      description: "What the first topic is about.",
      text: "Some bold text by Acme Surveys, mail help@acme.example.",
    });
    expect(one?.topics[0]?.html).toContain("<strong>bold</strong>");
    expect(one?.topics[0]?.html).toContain('<a href="mailto:help@acme.example">help@acme.example</a>');
    expect(one?.topics[0]?.html).not.toContain("What the first topic");
    expect(two?.topics[0]?.html).toContain("<li>a list</li>");
  });

  it("keeps a code block whole, its '#' lines included, focusable for scrolling and with the server's address", () => {
    const sections = parseDocs(SOURCE, config);
    expect(sections.map((section) => section.title)).toEqual(["One", "Two"]);
    const [topic] = sections[1]?.topics ?? [];
    expect(sections[1]?.topics).toHaveLength(1);
    expect(topic?.description).toBe("The second.");
    expect(topic?.html).toContain(
      '<pre tabindex="0"><code class="language-sh"># a shell comment, not a section\n## nor a topic\n&gt; nor a description\n' +
        "curl https://surveys.acme.example/api/v1/surveys\n</code></pre>",
    );
    expect(topic?.text).toContain("After the code.");
    // Without a known address, a stand-in that plainly is one.
    expect(parseDocs(SOURCE, { ...config, publicUrl: "" })[1]?.topics[0]?.html).toContain(
      "curl https://your-sondar-host/api/v1/surveys",
    );
  });

  it("shows a topic's raw text, escaped, when its Markdown cannot be rendered", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const failing = () => {
      throw new Error("bad Markdown");
    };
    const html = renderTopicBody("Some <b>text</b> & *more*", failing);
    expect(html).toBe('<pre class="docs-raw">Some &lt;b&gt;text&lt;/b&gt; &amp; *more*</pre>');
    const [section] = parseDocs(SOURCE, config, failing);
    expect(section?.topics[0]?.text).toContain("Some **bold** text by Acme Surveys");
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

/**
 * What a topic names in code that no translation changes: inline code, and code blocks without
 * their comments; a `<placeholder>` is written in the page's language.
 */
function codeOf(html: string): { inline: string[]; blocks: string[] } {
  const blocks = [...html.matchAll(/<pre[^>]*><code[^>]*>([\s\S]*?)<\/code><\/pre>/g)].map((match) =>
    (match[1] ?? "")
      .split("\n")
      .map((line) => line.replace(/(^|\s)(#|\/\/) .*$/, "").trim())
      .filter(Boolean)
      .join("\n"),
  );
  const inline = [...html.replace(/<pre[\s\S]*?<\/pre>/g, "").matchAll(/<code>([^<]*)<\/code>/g)].map((match) =>
    (match[1] ?? "").replace(/&lt;[^&]*&gt;/g, "<…>"),
  );
  return { inline: [...new Set(inline)].sort(), blocks };
}

describe("the documentation in five languages", () => {
  const docs = LANGUAGES.map((language) => ({ language, sections: renderDocs(language, config) }));
  const [english] = docs;

  it("has every section, in order, with as many topics in each language", () => {
    for (const { language, sections } of docs) {
      expect(
        sections.map((section) => section.id),
        language,
      ).toEqual([...DOCS_SECTIONS]);
      expect(
        sections.map((section) => section.topics.length),
        language,
      ).toEqual(english?.sections.map((section) => section.topics.length));
      for (const topic of sections.flatMap((section) => section.topics)) {
        expect(topic.title && topic.description && topic.text, `${language} ${topic.id}`).toBeTruthy();
        expect(topic.html, `${language} ${topic.id}`).not.toContain("{{");
      }
    }
  });

  it("has an API section whose topics name the same endpoints, headers, events, tools and code in every language", () => {
    const api = (language: string) => docs.find((doc) => doc.language === language)?.sections.find((s) => s.id === "api");
    const englishApi = api("en");
    expect(englishApi?.topics.map((topic) => topic.title)).toEqual([
      "API keys",
      "Example: surveys and responses with curl",
      "Webhooks",
      "Verify webhooks; Zapier, Make and n8n",
      "Connect an AI assistant (MCP)",
    ]);
    const englishCode = englishApi?.topics.map((topic) => codeOf(topic.html));
    expect(englishCode?.flatMap((code) => code.inline)).toEqual(
      expect.arrayContaining([
        "RateLimit-Remaining",
        "Idempotency-Key",
        "https://surveys.acme.example/api/v1/openapi.json",
        "https://surveys.acme.example/api/v1/docs",
        "response.created",
        "response.completed",
        "response.deleted",
        "survey.published",
        "survey.unpublished",
        "DELETE /api/v1/webhooks/{id}",
        "https://surveys.acme.example/api/mcp",
        "list_surveys",
        "get_survey",
        "get_survey_summary",
        "list_responses",
        "analyze_responses",
        "ask_your_data",
        "create_draft_survey_from_idea",
      ]),
    );
    for (const language of LANGUAGES) {
      const topics = api(language)?.topics ?? [];
      expect(
        topics.map((topic) => topic.id),
        language,
      ).toEqual(englishApi?.topics.map((topic) => topic.id));
      expect(
        topics.map((topic) => codeOf(topic.html)),
        language,
      ).toEqual(englishCode);
    }
  });
});
