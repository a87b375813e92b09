/**
 * The blog's articles: what the index and the article header show. Each body is
 * `apps/web/content/blog/<slug>.md`, rendered on the server (docs/product/public-site.md#blog).
 * Read times follow the text at 200 words a minute (articles.test.ts checks them).
 */

/** The categories in the order of the index's buttons, after All. */
export const BLOG_CATEGORIES = [
  "best-practices",
  "engagement",
  "design",
  "customer-research",
  "hr-workplace",
  "data-quality",
  "analytics",
  "strategy",
  "technology",
] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export interface Article {
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  /** Publication day, ISO `YYYY-MM-DD`. */
  date: string;
  readMinutes: number;
  /** The one article shown large at the top of the index under All. */
  featured?: boolean;
}

/** Newest first, as the index lists them. */
export const ARTICLES: readonly Article[] = [
  {
    slug: "ai-powered-survey-analysis",
    title: "AI-Powered Survey Analysis: What It Does Well and How to Check It",
    excerpt:
      "How AI turns hundreds of answers into a summary, insights and recommendations, where it needs your judgement, and a workflow for results you can trust.",
    category: "technology",
    date: "2026-11-17",
    readMinutes: 5,
    featured: true,
  },
  {
    slug: "survey-timing-frequency",
    title: "Survey Timing and Frequency: When to Ask and How Often",
    excerpt:
      "Event-driven or periodic, which day and hour, and how to spot survey fatigue before it costs you your response rate.",
    category: "strategy",
    date: "2026-11-10",
    readMinutes: 6,
  },
  {
    slug: "nps-surveys-guide",
    title: "The Practical Guide to NPS Surveys",
    excerpt:
      "Promoters, passives and detractors, how many responses you need, how to read the score and, above all, how to act on it.",
    category: "customer-research",
    date: "2026-11-03",
    readMinutes: 6,
  },
  {
    slug: "survey-incentives-rewards",
    title: "Survey Incentives and Rewards: What Works and What Backfires",
    excerpt:
      "Guaranteed rewards, prize draws and non-monetary thanks: which incentive fits which survey, and how to keep reward hunters from spoiling your data.",
    category: "engagement",
    date: "2026-10-27",
    readMinutes: 5,
  },
  {
    slug: "writing-unbiased-survey-questions",
    title: "Writing Unbiased Survey Questions",
    excerpt:
      "Leading, loaded and double-barrelled questions, unbalanced scales and vague words, with before-and-after examples and a checklist for publishing.",
    category: "best-practices",
    date: "2026-10-20",
    readMinutes: 5,
  },
  {
    slug: "mobile-first-survey-design",
    title: "Mobile-First Survey Design: One Question at a Time",
    excerpt:
      "Most answers are given on a phone. The design choices that make surveys quick to answer with one thumb, and better on every other screen too.",
    category: "design",
    date: "2026-10-13",
    readMinutes: 5,
  },
  {
    slug: "employee-engagement-surveys",
    title: "Employee Engagement Surveys People Take Seriously",
    excerpt:
      "Anonymity, questions that lead to action, annual and pulse surveys, and the follow-through that makes staff answer again next year.",
    category: "hr-workplace",
    date: "2026-10-06",
    readMinutes: 5,
  },
  {
    slug: "survey-data-quality-checks",
    title: "Survey Data Quality: Spotting Speeders, Straight-Liners and Bots",
    excerpt:
      "The traces low-quality responses leave, how to prevent them, and how to set cleaning rules before you see the results.",
    category: "data-quality",
    date: "2026-09-29",
    readMinutes: 5,
  },
  {
    slug: "reading-survey-results",
    title: "From Answers to Decisions: How to Read Survey Results",
    excerpt:
      "Who answered, the right summary for each question type, careful comparisons, coding open answers, and a report people will actually read.",
    category: "analytics",
    date: "2026-09-22",
    readMinutes: 5,
  },
  {
    slug: "survey-length-completion-rates",
    title: "How Long Should a Survey Be? Length and Completion Rates",
    excerpt:
      "What each extra question costs, useful targets by kind of survey, and how to cut, branch and structure so more people finish.",
    category: "best-practices",
    date: "2026-09-15",
    readMinutes: 5,
  },
  {
    slug: "closing-the-feedback-loop",
    title: "Closing the Feedback Loop: Turning Answers into Action",
    excerpt:
      "Respond to individuals, act on patterns and tell people what changed: the habit that keeps respondents answering year after year.",
    category: "customer-research",
    date: "2026-09-08",
    readMinutes: 5,
  },
];

export function findArticle(slug: string): Article | undefined {
  return ARTICLES.find((article) => article.slug === slug);
}
