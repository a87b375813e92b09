import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../apps/server/src/db/database";
import { userSubscriptions } from "../../apps/server/src/db/schema/accounts";
import { mailOutbox } from "../../apps/server/src/db/schema/platform";

interface InProcessApp {
  request: (input: string, init: RequestInit, env: unknown) => Response | Promise<Response>;
}

/** In-process requests to the app as a same-origin browser on loopback, with an optional session cookie. */
export function inProcessClient(app: InProcessApp, origin: string) {
  return (path: string, init: RequestInit = {}, cookie = "") =>
    Promise.resolve(
      app.request(
        `${origin}${path}`,
        {
          ...init,
          headers: { "content-type": "application/json", origin, ...(cookie ? { cookie } : {}), ...init.headers },
        },
        { incoming: { socket: { remoteAddress: "127.0.0.1" } } },
      ),
    );
}

/**
 * A verified, signed-in survey owner made through the real sign-up and e-mail link, on an
 * active plan unless `plan` is "trial": what every benchmark needs before it measures anything.
 */
export async function signUpBenchOwner(
  app: InProcessApp,
  db: Database,
  origin: string,
  plan: "active" | "trial" = "active",
): Promise<{ cookie: string; userId: string }> {
  const request = inProcessClient(app, origin);
  const email = `bench-${randomUUID()}@example.com`;
  await request("/api/auth/sign-up/email", {
    method: "POST",
    body: JSON.stringify({ name: "Bench", email, password: "bench-pass" }),
  });
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "");
  const verify = await request(link.pathname + link.search);
  const cookie = verify.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const me = (await (await request("/api/me", {}, cookie)).json()) as { user: { id: string } };
  if (plan === "active") {
    await db
      .update(userSubscriptions)
      .set({ status: "active", trialEnd: null, providerSubscriptionId: `sub_${randomUUID()}` })
      .where(eq(userSubscriptions.userId, me.user.id));
  }
  return { cookie, userId: me.user.id };
}

/**
 * Creates, saves and publishes a survey as the signed-in owner through the API, as the builder
 * does; returns its ids. Throws with the server's answer when a step is refused.
 */
export async function publishBenchSurvey(
  request: ReturnType<typeof inProcessClient>,
  cookie: string,
  survey: { title: string; questions: unknown[] },
): Promise<{ surveyId: string; shareId: string }> {
  const created = await request("/api/surveys", { method: "POST", body: "{}" }, cookie);
  const surveyId = ((await created.json()) as { survey: { id: string } }).survey.id;
  const saved = await request(`/api/surveys/${surveyId}`, { method: "PUT", body: JSON.stringify(survey) }, cookie);
  if (saved.status !== 200) throw new Error(`saving the survey failed: ${saved.status} ${await saved.text()}`);
  const published = await request(`/api/surveys/${surveyId}/publish`, { method: "POST", body: "{}" }, cookie);
  if (published.status !== 200) throw new Error(`publishing failed: ${published.status} ${await published.text()}`);
  const { survey: publishedSurvey } = (await published.json()) as { survey: { shareId: string } };
  return { surveyId, shareId: publishedSurvey.shareId };
}
