import { DrizzleQueryError } from "drizzle-orm/errors";

/** How much of a failed statement's SQL text a log line keeps: enough to tell which statement it was. */
export const LOGGED_SQL_CHARS = 200;

/**
 * Properties that carry stored values: a statement's parameters (Drizzle's error and PGlite's
 * carry them), PostgreSQL's detail ("Failing row contains (…)", "Key (email)=(…)").
 */
const VALUE_PROPERTIES = new Set(["params", "detail"]);

/**
 * A copy of `error` and its causes fit for a log: a failed statement keeps its SQL text (cut
 * short) but none of its parameters, which are respondents' answers, e-mail addresses and the
 * like (Drizzle puts them in the message and the stack too), and a PostgreSQL error loses its
 * detail, which can quote a whole row. Codes (the SQLSTATE lifted onto the failed statement)
 * and stack frames stay. Anything that is
 * not an Error is returned as it is.
 */
export function loggableError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 5) return error;
  const { query } = error as { query?: unknown };
  // Drizzle's message is the SQL text and then the parameters; the driver's own message is kept.
  const message = error instanceof DrizzleQueryError ? `Failed query: ${cut(error.query)}` : error.message;
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error & Record<string, unknown>;
  for (const [key, value] of Object.entries(error)) {
    if (!VALUE_PROPERTIES.has(key) && key !== "cause") copy[key] = value;
  }
  if (typeof query === "string") copy.query = cut(query);
  // The log line shows a cause's message but not its fields: the SQLSTATE is lifted from there.
  copy.code ??= codeOf(error.cause);
  Object.defineProperties(copy, {
    name: { value: error.name, writable: true, configurable: true },
    message: { value: message, writable: true, configurable: true },
    // The stack's first lines repeat the message: rebuilt from the frames alone.
    stack: { value: `${error.name}: ${message}\n${frames(error.stack)}`, writable: true, configurable: true },
  });
  if (error.cause !== undefined) copy.cause = loggableError(error.cause, depth + 1);
  return copy;
}

/** The first string `code` (a SQLSTATE, a system error's) among `error` and its causes. */
function codeOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === "string") return code;
  }
  return undefined;
}

const cut = (text: string) => (text.length > LOGGED_SQL_CHARS ? `${text.slice(0, LOGGED_SQL_CHARS)}…` : text);

const frames = (stack: string | undefined) =>
  (stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
