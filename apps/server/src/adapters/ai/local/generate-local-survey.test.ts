import { GENERATED_QUESTION_COUNT, generatedSurveySchema } from "@sondar/core/ai/generated-survey";
import { describe, expect, it } from "vitest";
import { createLocalAi } from "../local-ai";
import { generateLocalSurvey } from "./generate-local-survey";
import { stems } from "./idea-words";
import { pickDomain } from "./pick-domain";
import { GENERIC_DOMAIN, SURVEY_DOMAINS } from "./survey-domains";
import { titleCase } from "./title-case";

/** The dialog's five example prompts, with words their titles must carry. */
const EXAMPLES = [
  {
    idea: "Customer satisfaction survey for a coffee shop",
    domain: "customer-satisfaction",
    title: [/customer satisfaction/i, /coffee shop/i],
  },
  { idea: "Employee engagement survey for a remote team", domain: "employee-engagement", title: [/engagement/i, /remote team/i] },
  { idea: "Market research for a new fitness app", domain: "market-research", title: [/market research/i, /fitness app/i] },
  { idea: "Feedback for our annual tech conference", domain: "event-feedback", title: [/feedback/i, /tech conference/i] },
  {
    idea: "Product feedback for our new project management tool",
    domain: "product-feedback",
    title: [/product feedback/i, /project management tool/i],
  },
];

function expectWellFormed(idea: string) {
  const draft = generateLocalSurvey(idea);
  const parsed = generatedSurveySchema.safeParse(draft);
  expect(parsed.success, `${idea}: ${parsed.success ? "" : parsed.error.message}`).toBe(true);
  expect(draft.questions).toHaveLength(GENERATED_QUESTION_COUNT);
  expect(new Set(draft.questions.map((q) => q.type)).size).toBeGreaterThanOrEqual(3);
  expect(draft.title.length).toBeGreaterThan(0);
  expect(draft.description.length).toBeGreaterThan(0);
  return draft;
}

describe("local survey generator", () => {
  it.each(EXAMPLES)("turns '$idea' into five valid questions of mixed types", ({ idea, domain, title }) => {
    expect(pickDomain(stems(idea)).id).toBe(domain);
    const draft = expectWellFormed(idea);
    for (const pattern of title) expect(draft.title).toMatch(pattern);
  });

  it("asks domain-specific questions", () => {
    const text = (idea: string) => JSON.stringify(generateLocalSurvey(idea).questions);
    expect(text(EXAMPLES[0]?.idea ?? "")).toMatch(/how satisfied are you with the coffee shop/);
    expect(text(EXAMPLES[1]?.idea ?? "")).toMatch(/place to work/);
    expect(text(EXAMPLES[2]?.idea ?? "")).toMatch(/interested would you be in the new fitness app/);
    expect(text(EXAMPLES[3]?.idea ?? "")).toMatch(/our annual tech conference/);
    expect(text(EXAMPLES[4]?.idea ?? "")).toMatch(/our new project management tool is easy to use/i);
  });

  it("uses a 0–10 recommend scale, fitting likert types and an open question to close", () => {
    const customer = generateLocalSurvey("Customer satisfaction survey for a coffee shop").questions;
    expect(customer).toContainEqual(
      expect.objectContaining({ type: "scale", scaleSettings: expect.objectContaining({ min: 0, max: 10 }) }),
    );
    expect(customer.at(-1)?.type).toBe("textarea");
    const employee = generateLocalSurvey("Employee engagement survey for a remote team").questions;
    expect(employee.some((q) => q.type === "likert" || q.type === "multiple-choice")).toBe(true);
  });

  it("is deterministic: the same idea gives the same survey", () => {
    for (const { idea } of EXAMPLES) expect(generateLocalSurvey(idea)).toEqual(generateLocalSurvey(idea));
    expect(generateLocalSurvey("Survey about public library opening hours")).toEqual(
      generateLocalSurvey("Survey about public library opening hours"),
    );
  });

  it("builds sensible generic questions around the topic of an unseen idea", () => {
    const idea = "Survey about public library opening hours";
    expect(pickDomain(stems(idea))).toBe(GENERIC_DOMAIN);
    const draft = expectWellFormed(idea);
    expect(draft.title).toBe("Public Library Opening Hours Survey");
    const mentioning = draft.questions.filter((q) => (q.title ?? "").includes("public library opening hours"));
    expect(mentioning.length).toBeGreaterThanOrEqual(3);
    // Plural topic, plural verb.
    expect(draft.questions.map((q) => q.title)).toContain("How important are the public library opening hours to you?");
  });

  it("recognises the further domains", () => {
    const cases: [string, string, RegExp][] = [
      ["Course feedback for the intro to Python class", "course-feedback", /Intro to Python Class/],
      ["Patient experience at our dental clinic", "patient-experience", /Dental Clinic/],
      ["Website usability test for our online store", "website-usability", /Online Store/],
      ["Feedback on the new menu at Luigi's Pizzeria", "restaurant", /Menu/],
      ["Onboarding survey for new hires", "onboarding", /Onboarding/],
    ];
    for (const [idea, domain, title] of cases) {
      expect(pickDomain(stems(idea)).id, idea).toBe(domain);
      expect(expectWellFormed(idea).title, idea).toMatch(title);
    }
  });

  it("adds an e-mail question when the idea implies following up, and an NPS scale when it asks for one", () => {
    const contact = expectWellFormed("Customer feedback for our bakery, we want to follow up by email");
    expect(contact.questions.at(-1)?.type).toBe("email");
    expect(contact.questions.filter((q) => q.type === "email")).toHaveLength(1);

    const promoter = expectWellFormed("Net promoter score for Acme Cloud");
    expect(promoter.questions.some((q) => q.type === "scale" && (q.title ?? "").includes("recommend Acme Cloud"))).toBe(true);
  });

  it("keeps names and acronyms, and reads Title Case or shouted ideas as plain words", () => {
    expect(generateLocalSurvey("Employee satisfaction survey at Globex").questions[0]?.title).toContain(
      "Globex as a place to work",
    );
    expect(generateLocalSurvey("Product feedback for our CRM").title).toBe("Product Feedback: CRM");
    expect(generateLocalSurvey("CUSTOMER SATISFACTION SURVEY FOR A COFFEE SHOP").title).toBe(
      "Coffee Shop Customer Satisfaction Survey",
    );
    expect(generateLocalSurvey("Customer Satisfaction Survey For A Coffee Shop").questions[0]?.title).toBe(
      "Overall, how satisfied are you with the coffee shop?",
    );
  });

  it("keeps replacement patterns and braces typed in an idea as plain text", () => {
    const draft = generateLocalSurvey("Survey about x$&y and a{topic}b hours");
    expect(draft.title).toBe("X$&y and A{topic}b Hours Survey");
    expect(draft.questions[0]?.title).toBe("Overall, how would you rate the x$&y and a{topic}b hours?");
  });

  it("produces a valid survey from odd input", () => {
    for (const idea of [
      "x",
      "???",
      "survey",
      "Create a quick survey",
      "Umfrage zur Kundenzufriedenheit",
      "a".repeat(2000),
      "é".repeat(50),
    ]) {
      const draft = expectWellFormed(idea);
      expect(draft.title.length).toBeLessThanOrEqual(200);
    }
  });

  it("every domain yields five valid questions of at least three types, whatever the variants", () => {
    for (const domain of [...SURVEY_DOMAINS, GENERIC_DOMAIN]) {
      expect(domain.slots).toHaveLength(GENERATED_QUESTION_COUNT);
      // Each slot has a variant that needs no trigger word.
      for (const slot of domain.slots) expect(slot.some((choice) => !("when" in choice))).toBe(true);
      const keyword = Object.keys(domain.keywords)[0] ?? "something";
      for (let i = 0; i < 20; i += 1) expectWellFormed(`${keyword} survey number ${i} for our place`);
    }
  });

  it("title-cases titles, keeping small words and acronyms", () => {
    expect(titleCase("intro to python class course feedback survey")).toBe("Intro to Python Class Course Feedback Survey");
    expect(titleCase("the CRM and iPhone follow-up")).toBe("The CRM and iPhone Follow-Up");
  });

  it("gives the adapter's result fresh ids through the shared parser", async () => {
    const survey = await createLocalAi().generateSurvey("Feedback for our annual tech conference");
    expect(survey.questions).toHaveLength(5);
    for (const q of survey.questions) expect(q.id).toMatch(/^q_/);
  });
});
