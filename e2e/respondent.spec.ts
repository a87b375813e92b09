import { beforeAll, describe, expect, test } from "vitest";
import { seriousAxeViolations } from "./support/axe";
import { MOBILE, newUser, registerAndVerify, useBrowser } from "./support/browser";
import type { Page } from "playwright-core";
import { queryDb } from "./support/db";
import { completeResponses, publishSurvey, type PublishedSurvey } from "./support/respondent";

const browser = useBrowser();

/** Makes the page believe it is online or offline (navigator.onLine and the event) without touching the network. */
async function setPageOnline(page: Page, online: boolean) {
  await page.evaluate((value) => {
    Object.defineProperty(navigator, "onLine", { configurable: true, get: () => value });
    window.dispatchEvent(new Event(value ? "online" : "offline"));
  }, online);
}

/** The statuses of the stored responses, complete or partial, whose name answer is `name`. */
async function responsesBy(surveyId: string, name: string): Promise<string[]> {
  const rows = await queryDb<{ status: string }>(
    "select status from survey_responses where survey_id = $1 and answers ->> 'q_name' = $2",
    [surveyId, name],
  );
  return rows.map((r) => r.status);
}

const QUESTIONS = [
  { id: "q_name", type: "text", title: "What is your name?", required: true },
  {
    id: "q_plan",
    type: "multiple-choice",
    title: "Which plan do you use?",
    options: ["Free", "Pro"],
    // Choosing Free ends the survey at once.
    branchingRules: [{ condition: { operator: "equals", value: "Free" }, action: { type: "end_survey" } }],
  },
  { id: "q_stars", type: "rating", title: "How would you rate us?", maxRating: 5 },
  { id: "q_again", type: "yes-no", title: "Would you use us again?" },
];

describe("respondent", () => {
  let survey: PublishedSurvey;
  let phoneSurvey: PublishedSurvey;

  beforeAll(async () => {
    const creator = await browser.newPage();
    await registerAndVerify(creator, newUser("creator", "Cora Creator"));
    survey = await publishSurvey(creator, "Customer check-in", QUESTIONS);
    phoneSurvey = await publishSurvey(creator, "Call-back", [
      { id: "q_name", type: "text", title: "What is your name?", required: true },
      { id: "q_phone", type: "phone", title: "Which number should we call?" },
    ]);
  });

  test("answers by keyboard and mouse, follows branching, and the response arrives once", async () => {
    const page = await browser.newPage();
    const apiCalls: string[] = [];
    page.on("request", (req) => req.url().includes("/api/public/") && apiCalls.push(req.url()));
    await page.goto(`/survey/${survey.shareId}`);
    // The first question paints from the page itself, with no API round trip.
    await page.getByRole("heading", { name: "What is your name?" }).waitFor();
    expect(apiCalls.filter((u) => /\/api\/public\/surveys\/[^/]+$/.test(u))).toEqual([]);
    await page.getByText("Question 1 of 4").waitFor();

    // Keyboard: type, Enter to advance.
    await page.getByRole("textbox", { name: "What is your name?" }).fill("Rita");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Which plan do you use?" }).waitFor();
    // Mouse: choose Pro (no branching), then stars and yes/no.
    await page.getByRole("radio", { name: "Pro" }).check();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByRole("radio", { name: "4 stars" }).check();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByRole("radio", { name: "Yes" }).check();
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await page.getByRole("heading", { name: "Survey Completed!" }).waitFor();

    await expect.poll(async () => (await completeResponses(survey.id)).length).toBe(1);
    const [row] = await completeResponses(survey.id);
    expect(row?.answers).toEqual({ q_name: "Rita", q_plan: "Pro", q_stars: 4, q_again: "Yes" });

    // The branch: Free ends the survey right after question 2.
    const second = await browser.newPage();
    await second.goto(`/survey/${survey.shareId}`);
    await second.getByRole("textbox", { name: "What is your name?" }).fill("Bo");
    await second.getByRole("button", { name: "Next", exact: true }).click();
    await second.getByRole("radio", { name: "Free" }).check();
    await second.getByRole("button", { name: "Submit", exact: true }).click();
    await second.getByRole("heading", { name: "Survey Completed!" }).waitFor();
    await expect.poll(async () => (await completeResponses(survey.id)).length).toBe(2);
  });

  test("reload mid-survey resumes after the furthest answer", async () => {
    const page = await browser.newPage();
    await page.goto(`/survey/${survey.shareId}`);
    await page.getByRole("textbox", { name: "What is your name?" }).fill("Resumer");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByRole("radio", { name: "Pro" }).check();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByRole("heading", { name: "How would you rate us?" }).waitFor();
    await page.reload();
    await page.getByRole("heading", { name: "How would you rate us?" }).waitFor();
    await page.getByRole("button", { name: "Previous", exact: true }).click();
    expect(await page.getByRole("radio", { name: "Pro" }).isChecked()).toBe(true);
  });

  test("offline: answers are kept, the submit waits for the connection, and arrives exactly once", async () => {
    const page = await browser.newPage();
    const writes: string[] = [];
    page.on("request", (req) => {
      if (req.method() === "POST" && /\/api\/public\/surveys\/[^/]+\/(submit|partial)$/.test(req.url())) writes.push(req.url());
    });
    await page.goto(`/survey/${survey.shareId}`);
    await page.getByRole("heading", { name: "What is your name?" }).waitFor();
    // The page is told it is offline while the network still works, so anything it sent would
    // reach the server: the server, not the browser, shows that nothing was sent.
    await setPageOnline(page, false);
    await page.getByText("Offline - answers saved locally").waitFor();
    await page.getByRole("textbox", { name: "What is your name?" }).fill("Offline Olga");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByRole("radio", { name: "Free" }).check();
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await page.getByText("Your answers are saved and will be sent when you are back online").waitFor();
    // Longer than the submit's pause (0.5 s) and the partial save's (2 s): any write would have gone.
    await page.waitForTimeout(3000);
    expect(await responsesBy(survey.id, "Offline Olga")).toEqual([]);
    expect(writes).toEqual([]);

    await setPageOnline(page, true);
    await page.getByRole("heading", { name: "Survey Completed!" }).waitFor();
    await expect.poll(() => responsesBy(survey.id, "Offline Olga")).toEqual(["complete"]);
    // A reload afterwards sends nothing again.
    await page.reload();
    await page.getByRole("heading").first().waitFor();
    expect(await responsesBy(survey.id, "Offline Olga")).toEqual(["complete"]);
  });

  test("a widget whose chunk could not arrive says so, and appears once the connection is back", async () => {
    const page = await browser.newPage();
    // The connection drops before the page fetched the phone widget's chunk. Each try is held
    // until the test lets it fail, so what the page shows meanwhile can be seen.
    const held: (() => void)[] = [];
    await page.route("**/assets/phone-widget-*", async (route) => {
      await new Promise<void>((resolve) => held.push(resolve));
      await route.abort("internetdisconnected");
    });
    const failHeldTry = async () => {
      await expect.poll(() => held.length).toBe(1);
      held.shift()?.();
    };
    await page.goto(`/survey/${phoneSurvey.shareId}`);
    await page.getByRole("textbox", { name: "What is your name?" }).fill("Patchy Pat");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByRole("heading", { name: "Which number should we call?" }).waitFor();
    const loading = page.locator('form [aria-busy="true"]');
    const failure = page.getByText("This question could not load.", { exact: false });
    const reload = page.getByRole("button", { name: "Reload page" });
    await loading.waitFor();
    await setPageOnline(page, false);
    await failHeldTry();
    await page.getByText("It will appear as soon as you are back online", { exact: false }).waitFor();
    expect(await reload.count()).toBe(0);
    // Trying again shows the wait, then the failure again.
    await page.getByRole("button", { name: "Try Again" }).click();
    await loading.waitFor();
    expect(await failure.count()).toBe(0);
    await failHeldTry();
    await failure.waitFor();
    // Back online, it is fetched again by itself; failing while online, it offers a reload too.
    await setPageOnline(page, true);
    await loading.waitFor();
    await failHeldTry();
    await page.getByText("Try again, or reload the page", { exact: false }).waitFor();
    await reload.waitFor();
    // The connection is really back: Try Again brings the widget.
    await page.unroute("**/assets/phone-widget-*");
    await page.getByRole("button", { name: "Try Again" }).click();
    await page.getByRole("textbox", { name: "Phone number" }).fill("415 555 0100");
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await page.getByRole("heading", { name: "Survey Completed!" }).waitFor();
    const [row] = await completeResponses(phoneSurvey.id);
    expect(row?.answers).toMatchObject({ q_name: "Patchy Pat", q_phone: expect.stringContaining("415") });
  });

  test("the embed page takes its theme from the link, and a mobile visitor can answer", async () => {
    const page = await browser.newPage(MOBILE);
    await page.goto(`/embed/survey/${survey.shareId}?theme=dark`);
    await page.getByRole("heading", { name: "What is your name?" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.className)).toContain("dark");
    await page.getByRole("textbox", { name: "What is your name?" }).fill("Mobile Mo");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByRole("heading", { name: "Which plan do you use?" }).waitFor();
  });

  test("axe finds no serious or critical accessibility violations on the respondent page", async () => {
    const page = await browser.newPage();
    await page.goto(`/survey/${survey.shareId}`);
    await page.getByRole("heading", { name: "What is your name?" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
