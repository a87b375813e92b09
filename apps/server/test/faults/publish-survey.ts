import { randomUUID } from "node:crypto";

/**
 * Signs up an owner over HTTP (the verification link read from the dev mailbox's JSON), creates
 * and publishes a one-question survey, and returns its share id: what the respondents answer.
 */
export async function publishSurvey(baseUrl: string): Promise<string> {
  let cookie = "";
  const request = async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const res = await fetch(path.startsWith("http") ? path : `${baseUrl}${path}`, {
      method: init.method ?? "GET",
      headers: { "content-type": "application/json", origin: baseUrl, ...(cookie ? { cookie } : {}) },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      redirect: "manual",
    });
    const set = res.headers.getSetCookie().map((line) => line.split(";")[0]);
    if (set.length) cookie = [cookie, ...set].filter(Boolean).join("; ");
    return res;
  };
  const expectOk = async (res: Response, what: string) => {
    if (res.status >= 400) throw new Error(`${what} failed: ${res.status} ${await res.text()}`);
    return res;
  };

  const email = `faults-${randomUUID()}@example.com`;
  await expectOk(
    await request("/api/auth/sign-up/email", {
      method: "POST",
      body: { name: "Fault suite", email, password: "fault-suite-pass" },
    }),
    "sign-up",
  );
  const mailbox = (await (await request(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
    messages: { text: string }[];
  };
  const link = mailbox.messages[0]?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error("no verification mail in the dev mailbox");
  const verifyUrl = new URL(link);
  await expectOk(await request(`${verifyUrl.pathname}${verifyUrl.search}`), "verification");

  const created = (await (await expectOk(await request("/api/surveys", { method: "POST", body: {} }), "create")).json()) as {
    survey: { id: string };
  };
  await expectOk(
    await request(`/api/surveys/${created.survey.id}`, {
      method: "PUT",
      body: { title: "Fault suite", questions: [{ id: "q_name", type: "text", title: "Your name", required: true }] },
    }),
    "save",
  );
  const published = (await (
    await expectOk(await request(`/api/surveys/${created.survey.id}/publish`, { method: "POST", body: {} }), "publish")
  ).json()) as { survey: { shareId: string } };
  return published.survey.shareId;
}
