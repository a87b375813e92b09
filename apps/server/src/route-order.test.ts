import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppOptions } from "./app";
import { buildServer } from "./build-server";
import { createLogger } from "./lib/logger";
import { createClient, createTestServer, signUpVerified, type TestClient, type TestServer } from "../test/test-server";

// Which handler answers a request must not depend on the order the route groups are mounted in
// (docs/decisions/170-actors-and-services.md): the same requests, by an anonymous caller and a
// signed-in owner, get the same answers with the groups mounted as listed, reversed and rotated.

let server: TestServer;
let email: string;
let password: string;
let surveyId: string;
const unknown = randomUUID();

type Send = (client: TestClient) => Promise<Response>;

function requests(): [string, Send][] {
  const survey = `/api/surveys/${surveyId}`;
  const gets = [
    "/api/session",
    "/api/me",
    "/api/me/notification-settings",
    "/api/me/nothing-here",
    "/api/surveys",
    survey,
    `${survey}/responses`,
    `${survey}/responses/summary`,
    `${survey}/responses/time-and-drop-off`,
    `${survey}/responses/export?format=csv&status=all`,
    `${survey}/theme-edits`,
    `${survey}/response-files/${unknown}`,
    `${survey}/nothing-here`,
    "/api/survey-templates?language=en",
    "/api/organizations",
    "/api/billing",
    "/api/config",
    "/api/public/surveys/not-a-share-id",
    "/api/nothing-here",
    `/uploads/${unknown}`,
    "/dashboard",
    "/missing.js",
    "/api/api-keys",
    "/api/v1/surveys",
    `/api/v1/surveys/${surveyId}`,
    "/api/v1/nothing-here",
    "/api/v1/openapi.json",
    "/api/mcp",
  ];
  return [
    ...gets.map((path): [string, Send] => [`GET ${path}`, (client) => client.get(path)]),
    [`POST ${survey}/analysis`, (client) => client.post(`${survey}/analysis`, {})],
    ["POST /api/surveys/bulk-delete (no ids)", (client) => client.post("/api/surveys/bulk-delete", { ids: [] })],
    [`DELETE ${survey}/uploads/…`, (client) => client.delete(`${survey}/uploads/${unknown}`)],
    ["POST /api/nothing-here", (client) => client.post("/api/nothing-here", {})],
    ["POST /api/mcp (a session is no key)", (client) => client.post("/api/mcp", {})],
    ["PATCH /api/organizations/… (anonymous refused first)", (client) => client.patch(`/api/organizations/${unknown}`, {})],
  ];
}

/** Every request's status and body, by an anonymous client and by the signed-in owner, on an app mounted in `order`. */
async function answers(order: AppOptions["orderRouteGroups"]) {
  const built = await buildServer({
    config: server.config,
    database: server.database,
    logger: createLogger("silent"),
    appOptions: order ? { orderRouteGroups: order } : {},
  });
  const anonymous = createClient(built.app, "203.0.113.20");
  const owner = createClient(built.app, "203.0.113.21");
  expect((await owner.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
  const seen: Record<string, string> = {};
  for (const [name, send] of requests()) {
    for (const [who, client] of [
      ["anonymous", anonymous],
      ["owner", owner],
    ] as const) {
      const res = await send(client);
      seen[`${who} ${name}`] = `${res.status} ${await res.text()}`;
    }
  }
  return seen;
}

beforeAll(async () => {
  server = await createTestServer();
  const owner = await signUpVerified(server);
  ({ email, password } = owner);
  const created = await owner.client.post("/api/surveys", {});
  surveyId = ((await created.json()) as { survey: { id: string } }).survey.id;
});

describe("route groups", () => {
  it("answer every request the same whatever order they are mounted in", async () => {
    const listed = await answers(undefined);
    // A sanity check that the requests reach real handlers, not only the 404.
    expect(listed[`owner GET /api/surveys/${surveyId}`]).toMatch(/^200 /);
    expect(listed[`anonymous GET /api/surveys/${surveyId}`]).toMatch(/^401 /);
    expect(listed["owner GET /api/nothing-here"]).toMatch(/^404 .*NOT_FOUND/);
    expect(await answers((groups) => [...groups].reverse())).toEqual(listed);
    expect(await answers((groups) => [...groups.slice(7), ...groups.slice(0, 7)])).toEqual(listed);
  });
});
