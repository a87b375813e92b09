import { expect, it } from "vitest";
import { createTestServer } from "../../../test/test-server";

it("offers Google sign-in only when both credentials are configured, redirecting to Google's consent screen", async () => {
  const plain = await createTestServer();
  expect(((await (await plain.client().get("/api/config")).json()) as { googleSignIn: boolean }).googleSignIn).toBe(false);
  const refused = await plain.client().post("/api/auth/sign-in/social", { provider: "google", callbackURL: "/dashboard" });
  expect(refused.status).toBe(404);
  expect(((await refused.json()) as { code: string }).code).toBe("PROVIDER_NOT_FOUND");

  const google = await createTestServer({ env: { GOOGLE_CLIENT_ID: "client-123.apps.example", GOOGLE_CLIENT_SECRET: "shh" } });
  expect(((await (await google.client().get("/api/config")).json()) as { googleSignIn: boolean }).googleSignIn).toBe(true);
  const res = await google.client().post("/api/auth/sign-in/social", { provider: "google", callbackURL: "/dashboard" });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  const target = new URL(url);
  expect(target.host).toBe("accounts.google.com");
  expect(target.searchParams.get("client_id")).toBe("client-123.apps.example");
  expect(target.searchParams.get("redirect_uri")).toBe("http://localhost:3000/api/auth/callback/google");
  expect(target.searchParams.get("state")).toBeTruthy();
});
