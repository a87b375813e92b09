import { afterAll } from "vitest";
import { buildServer } from "../src/build-server";
import { loadConfig, type Config } from "../src/config/config";
import type { DatabaseHandle } from "../src/db/database";
import { mailOutbox } from "../src/db/schema/platform";
import { createLogger, type Logger } from "../src/lib/logger";
import { desc, eq } from "drizzle-orm";
import { openTestDatabase } from "./test-database";

export const TEST_ORIGIN = "http://localhost:3000";

/** A running app on a fresh database, closed after the file's tests. */
export async function createTestServer(
  options: { env?: Record<string, string>; now?: () => Date; database?: DatabaseHandle; logger?: Logger } = {},
) {
  // Billing is local unless a test names a provider (production requires one to be named).
  const loaded = loadConfig({
    NODE_ENV: "test",
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: "silent",
    BILLING_PROVIDER: "local",
    // Tests post submits without opening the page; the spam shield's tests set their own.
    SPAM_MIN_ANSWER_SECONDS: "0",
    ...options.env,
  });
  if (!loaded.ok) throw new Error(loaded.errors.join("\n"));
  const config: Config = loaded.config;
  const database = options.database ?? (await openTestDatabase());
  const built = await buildServer({
    config,
    database,
    logger: options.logger ?? createLogger("silent"),
    ...(options.now ? { now: options.now } : {}),
  });
  afterAll(() => database.close());
  const server = { ...built, config, db: database.db, database };
  return {
    ...server,
    /** A browser-like client with its own cookie jar and a client address. */
    client: (ip = "203.0.113.10") => createClient(server.app, ip),
    /** Newest mail sent to `to`. */
    lastMailTo: async (to: string) => {
      const [row] = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, to))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1);
      return row;
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;

type FetchApp = { request: (input: string, init?: RequestInit, env?: unknown) => Response | Promise<Response> };

export function createClient(app: FetchApp, ip: string) {
  const cookies = new Map<string, string>();
  async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const cookieHeader = [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    // A FormData body is sent as multipart; the runtime writes its content type and boundary.
    const isForm = body instanceof FormData;
    const res = await app.request(
      path.startsWith("http") ? path : `${TEST_ORIGIN}${path}`,
      {
        method,
        headers: {
          origin: TEST_ORIGIN,
          ...(body !== undefined && !isForm ? { "content-type": "application/json" } : {}),
          ...(cookieHeader ? { cookie: cookieHeader } : {}),
          ...headers,
        },
        ...(body !== undefined ? { body: isForm ? body : JSON.stringify(body) } : {}),
        redirect: "manual",
      },
      { incoming: { socket: { remoteAddress: ip } } },
    );
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const index = pair?.indexOf("=") ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === "" || /max-age=0/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return res;
  }
  return {
    get: (path: string, headers?: Record<string, string>) => send("GET", path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => send("POST", path, body ?? {}, headers),
    postForm: (path: string, form: FormData, headers?: Record<string, string>) => send("POST", path, form, headers),
    patch: (path: string, body: unknown, headers?: Record<string, string>) => send("PATCH", path, body, headers),
    put: (path: string, body: unknown, headers?: Record<string, string>) => send("PUT", path, body, headers),
    delete: (path: string, headers?: Record<string, string>) => send("DELETE", path, undefined, headers),
    hasSession: () => [...cookies.keys()].some((k) => k.includes("session_token")),
  };
}

export type TestClient = ReturnType<typeof createClient>;

let counter = 0;
/** Registers a user, opens the verification link from the outbox, and returns a signed-in client. */
export async function signUpVerified(
  server: TestServer,
  overrides: { email?: string; name?: string; password?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${Date.now()}@example.com`;
  const password = overrides.password ?? "correct-horse";
  const client = server.client(overrides.ip ?? `198.51.100.${counter % 250}`);
  const res = await client.post(
    "/api/auth/sign-up/email",
    { name: overrides.name ?? `User ${counter}`, email, password, callbackURL: "/dashboard" },
    overrides.headers,
  );
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const mail = await server.lastMailTo(email);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error("no verification link was mailed");
  const verify = await client.get(link);
  if (verify.status !== 302) throw new Error(`verification failed: ${verify.status}`);
  const me = await client.get("/api/me");
  const body = (await me.json()) as { user: { id: string } };
  return { client, email, password, userId: body.user.id };
}
