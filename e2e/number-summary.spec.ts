import { describe, expect, test } from "vitest";
import { MOBILE, newUser, registerAndVerify, useBrowser, type Viewport } from "./support/browser";
import { publishSurvey } from "./support/respondent";
import { seedResponses } from "./support/responses";
import { saveScreenshots } from "./support/screenshots";

const browser = useBrowser();
const WIDE: Viewport = { width: 1440, height: 900 };

describe("number question summary", () => {
  test("names each bucket by the answers it holds, on the chart and in its table", async () => {
    const page = await browser.newPage(WIDE);
    await registerAndVerify(page, newUser("numbers", "Nia Numbers"));
    const survey = await publishSurvey(page, "Ages", [
      { id: "q_age", type: "number", title: "How old are you?" },
      { id: "q_hours", type: "number", title: "Hours of sleep last night" },
    ]);
    const hours = [6.5, 7, 7.25, 8, 5.5, 9];
    await seedResponses(
      survey.shareId,
      [10, 17, 31, 99, 12, 44].map((age, i) => ({ answers: { q_age: age, q_hours: hours[i] } })),
    );
    // Charts drawn at once, so the screenshots show them whole.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`/surveys/${survey.id}/responses`);
    const card = page.getByRole("group", { name: "How old are you?" });
    await card.waitFor();
    // 10–99 in buckets 5 wide: 17 is counted in 15–19, not shown as "15".
    const table = card.locator("table");
    expect(await table.locator("thead th").allTextContents()).toEqual(["Range", "Responses"]);
    expect(await table.locator("tbody th").allTextContents()).toEqual(["10–14", "15–19", "30–34", "40–44", "95–99"]);
    expect(await card.locator(".recharts-cartesian-axis-tick-value").allTextContents()).toEqual([
      "10–14",
      "15–19",
      "30–34",
      "40–44",
      "95–99",
    ]);
    // With a fraction among the answers, a bucket runs up to the next one's start.
    const sleep = page.getByRole("group", { name: "Hours of sleep last night" }).locator("table tbody th");
    // 5.5–9 in buckets 0.2 wide.
    expect(await sleep.allTextContents()).toEqual([
      "5.4 to under 5.6",
      "6.4 to under 6.6",
      "7 to under 7.2",
      "7.2 to under 7.4",
      "8 to under 8.2",
      "9 to under 9.2",
    ]);
    const sleepCard = page.getByRole("group", { name: "Hours of sleep last night" });
    expect(await sleepCard.locator(".recharts-cartesian-axis-tick-value").allTextContents()).toEqual([
      "5.4–5.6",
      "6.4–6.6",
      "7–7.2",
      "7.2–7.4",
      "8–8.2",
      "9–9.2",
    ]);
    await sleepCard.getByText("Each bar counts the answers from its first value up to, but not including, its second.").waitFor();
    await saveScreenshots(
      page,
      process.env.NUMBERS_SHOTS_DIR,
      "number-summary",
      [
        ["1440", WIDE],
        ["390", MOBILE],
      ],
      WIDE,
    );
  });
});
