import { describe, expect, it, vi } from "vitest";
import { parseDocs, renderTopicBody } from "./load-docs";

const config = { productName: "Acme Surveys", supportEmail: "help@acme.example" };
const SOURCE = `# One

## First topic

> What the first topic is about.

Some **bold** text by {{product}}, mail {{email}}.

# Two

## Second topic

> The second.

- a list
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
