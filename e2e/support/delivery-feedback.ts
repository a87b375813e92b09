import type { Page } from "playwright-core";
import { newUser, registerAndVerify, submitSignIn, waitForPath, type TestUser, type Viewport } from "./browser";
import { makePro } from "./plans";
import { publishSurvey, type PublishedSurvey } from "./respondent";
import { seedResponses, type SeedResponse } from "./responses";

/** A delivery survey: a rating, a 0–10 recommendation and a comment, as the analysis specs seed it. */
export const DELIVERY_QUESTIONS = [
  { id: "q_delivery", type: "rating", title: "How was the delivery?", maxRating: 5 },
  { id: "q_nps", type: "scale", title: "How likely are you to recommend us?", scaleSettings: { min: 0, max: 10, step: 1 } },
  { id: "q_comments", type: "textarea", title: "Anything else?" },
];
const LATE = ["Delivery was late again.", "My order arrived 40 minutes late.", "Waited over an hour for my order."];
const PRAISE = ["The driver was friendly and polite.", "Really friendly courier, made my day.", "Tasty food, generous portions."];

/** `unhappy` low raters and detractors who complain it came late, then `happy` promoters who praise the driver or the food. */
export function deliveryResponses(unhappy: number, happy: number): SeedResponse[] {
  return [
    ...Array.from({ length: unhappy }, (_, i) => ({
      answers: { q_delivery: 1 + (i % 2), q_nps: i % 7, q_comments: LATE[i % 3] },
    })),
    ...Array.from({ length: happy }, (_, i) => ({
      answers: { q_delivery: 4 + (i % 2), q_nps: 9 + (i % 2), q_comments: PRAISE[i % 3] },
    })),
  ];
}

/** Signs `creator` in on a new page and opens the AI analysis panel of the survey's responses. */
export async function openAnalysisPanel(
  newPage: (viewport: Viewport, options: { colorScheme: "light" | "dark" }) => Promise<Page>,
  creator: TestUser,
  survey: { id: string; title: string },
  viewport: Viewport,
  colorScheme: "light" | "dark",
): Promise<Page> {
  const page = await newPage(viewport, { colorScheme });
  await submitSignIn(page, creator.email, creator.password);
  await waitForPath(page, "/dashboard");
  await page.goto(`/surveys/${survey.id}/responses`);
  await page.getByRole("heading", { level: 1, name: survey.title }).waitFor();
  await page.getByRole("button", { name: "Show AI Analysis" }).click();
  return page;
}

/** Registers a Pro creator, publishes the delivery survey as `title` and seeds `responses` from `ip`. */
export async function publishDeliverySurvey(
  newPage: () => Promise<Page>,
  creatorName: [prefix: string, name: string],
  title: string,
  responses: SeedResponse[],
  ip: string,
): Promise<{ creator: TestUser; survey: PublishedSurvey }> {
  const creator = newUser(...creatorName);
  const page = await newPage();
  await registerAndVerify(page, creator);
  await makePro(creator.email);
  const survey = await publishSurvey(page, title, DELIVERY_QUESTIONS);
  await seedResponses(survey.shareId, responses, ip);
  return { creator, survey };
}
