/** Ten questions, one of each common kind: a survey and a page of a realistic size. */
export const TEN_QUESTIONS = [
  { id: "q_name", type: "text", title: "Your name", required: true },
  { id: "q_story", type: "textarea", title: "Tell us more about how you use the product at work and at home" },
  { id: "q_email", type: "email", title: "E-mail" },
  { id: "q_age", type: "number", title: "Age", numberSettings: { min: 0, max: 120 } },
  { id: "q_plan", type: "multiple-choice", title: "Plan", options: ["Free", "Pro", "Team"] },
  { id: "q_uses", type: "checkbox", title: "Uses", options: ["Work", "School", "Home"] },
  { id: "q_stars", type: "rating", title: "Rating", maxRating: 5 },
  { id: "q_nps", type: "scale", title: "Recommend?", scaleSettings: { min: 0, max: 10, step: 1 } },
  { id: "q_again", type: "yes-no", title: "Again?" },
  { id: "q_where", type: "dropdown", title: "Found us", options: ["Search", "Friend", "Ad"] },
];

/** A valid answer to each of TEN_QUESTIONS. */
export const TEN_ANSWERS = {
  q_name: "Ana Lima",
  q_story: "The builder was quick to learn and the results page answered my questions.",
  q_email: "ana@example.com",
  q_age: 34,
  q_plan: "Pro",
  q_uses: ["Work", "Home"],
  q_stars: 4,
  q_nps: 9,
  q_again: "Yes",
  q_where: "Friend",
};

/**
 * Public-looking IPv4 addresses (first octet 11..99, skipping private 10.x), fixed for the run:
 * real respondents come from many addresses, so the GeoIP lookup runs and no one rate-limit row
 * takes every submit (the bench servers trust one proxy hop).
 */
export const RESPONDENT_ADDRESSES = Array.from(
  { length: 5000 },
  (_, i) => `${11 + (i % 89)}.${(i * 7) % 256}.${(i * 13) % 256}.${(i * 31) % 254 || 1}`,
);
