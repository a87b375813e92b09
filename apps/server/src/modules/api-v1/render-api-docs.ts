import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

/** The parts of an OpenAPI document the reference page reads. */
export interface ApiDocument {
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, Operation | undefined> | undefined>;
}

const METHODS = ["get", "post", "patch", "put", "delete"] as const;

const STYLE = raw(`
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff}
main{max-width:60rem;margin:0 auto;padding:1.5rem}
h1{font-size:1.75rem}h2{margin-top:2.5rem;border-bottom:1px solid #ccc}
section{border:1px solid #ddd;border-radius:.5rem;padding:1rem;margin:1rem 0}
h3{font-size:1.1rem;margin:0 0 .5rem}code,pre{font-family:ui-monospace,monospace;font-size:.875rem}
pre{background:#f4f4f4;padding:.75rem;overflow:auto;border-radius:.25rem;max-height:24rem}
.method{display:inline-block;min-width:4.5rem;font-weight:700;text-transform:uppercase;color:#00529b}
table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:.25rem .5rem;text-align:left;vertical-align:top}
`);

function schemaBlock(content: Record<string, { schema?: unknown }> | undefined) {
  if (!content) return "";
  return Object.entries(content).map(
    ([type, { schema }]) =>
      html`<p><code>${type}</code></p>
        <pre>${JSON.stringify(schema ?? {}, null, 2)}</pre>`,
  );
}

function operationSection(path: string, method: string, op: Operation) {
  const params = op.parameters ?? [];
  return html`<section aria-labelledby="${method}-${path}">
    <h3 id="${method}-${path}"><span class="method">${method}</span> <code>${path}</code></h3>
    ${op.summary ? html`<p><strong>${op.summary}</strong></p>` : ""} ${op.description ? html`<p>${op.description}</p>` : ""}
    ${
      params.length
        ? html`<table>
            <caption>
              Parameters
            </caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">In</th>
                <th scope="col">Required</th>
                <th scope="col">Schema</th>
              </tr>
            </thead>
            <tbody>
              ${params.map(
                (p) =>
                  html`<tr>
                    <td><code>${p.name}</code></td>
                    <td>${p.in}</td>
                    <td>${p.required ? "yes" : "no"}</td>
                    <td><code>${JSON.stringify(p.schema ?? {})}</code></td>
                  </tr>`,
              )}
            </tbody>
          </table>`
        : ""
    }
    ${
      op.requestBody
        ? html`<h4>Request body</h4>
            ${schemaBlock(op.requestBody.content)}`
        : ""
    }
    <h4>Responses</h4>
    ${Object.entries(op.responses ?? {}).map(
      ([status, reply]) =>
        html`<details>
          <summary><code>${status}</code> ${reply.description ?? ""}</summary>
          ${schemaBlock(reply.content)}
        </details>`,
    )}
  </section>`;
}

/**
 * The API reference page, drawn on the server from the OpenAPI document: plain HTML with every
 * text escaped, no script and nothing fetched from elsewhere, so it works offline
 * (docs/decisions/195-openapi-from-core-schemas.md).
 */
export function renderApiDocs(document: ApiDocument): Promise<HtmlEscapedString> | HtmlEscapedString {
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const op = item?.[method];
      return op ? [{ path, method, op, tag: op.tags?.[0] ?? "Other" }] : [];
    }),
  );
  const tags = [...new Set(operations.map((o) => o.tag))];
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${document.info.title} ${document.info.version}</title>
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <main>
          <h1>${document.info.title} <small>${document.info.version}</small></h1>
          ${document.info.description ? html`<p>${document.info.description}</p>` : ""}
          <p>The machine-readable document: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI 3.1).</p>
          <nav aria-label="Endpoints">
            <ul>
              ${operations.map(
                (o) =>
                  html`<li>
                    <a href="#${o.method}-${o.path}"><span class="method">${o.method}</span> <code>${o.path}</code></a>
                    ${o.op.summary ?? ""}
                  </li>`,
              )}
            </ul>
          </nav>
          ${tags.map(
            (tag) =>
              html`<h2>${tag}</h2>
                ${operations.filter((o) => o.tag === tag).map((o) => operationSection(o.path, o.method, o.op))}`,
          )}
        </main>
      </body>
    </html>`;
}
