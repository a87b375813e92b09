import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { expect, it } from "vitest";
import { createLogger } from "./logger";
import { LOGGED_SQL_CHARS } from "./loggable-error";

/** What the server's logger writes for `fields`, parsed back. */
function logged(fields: Record<string, unknown>) {
  const lines: string[] = [];
  const logger = createLogger(
    "info",
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString("utf8"));
        done();
      },
    }),
  );
  logger.error(fields, "unhandled error");
  return { text: lines.join(""), line: JSON.parse(lines[0] ?? "{}") as { err: Record<string, unknown> } };
}

const failingRow = () =>
  Object.assign(new Error('new row for relation "survey_responses" violates check constraint'), {
    code: "23514",
    detail: "Failing row contains (ana@example.com, my secret answer).",
  });

it("logs a failed statement's SQL text cut short and its SQLSTATE, never its parameters nor the row PostgreSQL quotes", () => {
  const sqlText = `insert into survey_responses (answers, respondent_email) values ($1, $2) ${"-- padding ".repeat(40)}`;
  const error = new DrizzleQueryError(sqlText, ['{"q_name":"my secret answer"}', "ana@example.com"], failingRow());
  const { text, line } = logged({ err: error });
  expect(text).not.toContain("my secret answer");
  expect(text).not.toContain("ana@example.com");
  expect(line.err).toMatchObject({ type: "DrizzleQueryError", code: "23514" });
  expect(line.err.query).toBe(`${sqlText.slice(0, LOGGED_SQL_CHARS)}…`);
  expect(line.err.message).toContain("insert into survey_responses (answers, respondent_email) values ($1, $2)");
  expect(line.err.message).toContain("violates check constraint");
  // Where it happened still shows.
  expect(line.err.stack).toContain("loggable-error.test.ts");
});

it("leaves other errors as they are", () => {
  const { line } = logged({ err: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }) });
  expect(line.err).toMatchObject({ type: "Error", message: "connect ECONNREFUSED 127.0.0.1:5432", code: "ECONNREFUSED" });
});
