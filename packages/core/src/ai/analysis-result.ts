import { z } from "zod";
import { FALLBACK_LANGUAGE, LANGUAGES } from "../i18n/languages";

/** The analysis samples the first 5 answers of each text question (docs/product/ai.md#response-analysis). */
export const TEXT_SAMPLES_PER_QUESTION = 5;
/** Analysis is advised from this many responses on (docs/product/ai.md#response-analysis). */
export const ADVISED_MIN_RESPONSES = 5;
export const MAX_CUSTOM_PROMPT = 2000;

/** How many verbatim answers a theme quotes as its evidence. */
export const MAX_THEME_QUOTES = 3;
export const MAX_QUOTE_CHARS = 300;

/** A response's id as results cite it. */
export const responseIdSchema = z.string().min(1).max(100);

/**
 * One theme of a free-text question's answers (docs/product/ai.md#themes-of-open-answers): a
 * short phrase, how many answers mention it and their share in percent, the tone most of them
 * have (null when the tone of that language is not read) and verbatim answers as evidence.
 * Quotes are respondents' text: shown escaped, never followed.
 */
export const analysisThemeSchema = z
  .object({
    questionId: z.string().min(1).max(200),
    questionTitle: z.string().max(1000),
    label: z.string().trim().min(1).max(120),
    count: z.number().int().min(1),
    share: z.number().min(0).max(100),
    tone: z.enum(["positive", "negative", "neutral"]).nullable(),
    quotes: z.array(z.string().trim().min(1).max(MAX_QUOTE_CHARS)).max(MAX_THEME_QUOTES),
    /**
     * The response each quote comes from, by position; null where it is not known (decision 130).
     * Optional: older results and analyses without response ids have none.
     */
    quoteResponseIds: z.array(responseIdSchema.nullable()).max(MAX_THEME_QUOTES).optional(),
  })
  .refine((theme) => !theme.quoteResponseIds || theme.quoteResponseIds.length === theme.quotes.length, {
    message: "one response id (or null) per quote",
    path: ["quoteResponseIds"],
  });
export type AnalysisTheme = z.output<typeof analysisThemeSchema>;

/** A theme's quote with the response it comes from, when known. */
export interface ThemeQuote {
  text: string;
  responseId: string | null;
}

/** A theme's quotes paired with their responses (null for each when the theme has no ids). */
export function themeQuotes(theme: Pick<AnalysisTheme, "quotes" | "quoteResponseIds">): ThemeQuote[] {
  return theme.quotes.map((text, i) => ({ text, responseId: theme.quoteResponseIds?.[i] ?? null }));
}

/**
 * Quotes pooled from several lists, as a merged theme shows them: distinct texts, the first of
 * each kept with its response, at most MAX_THEME_QUOTES.
 */
export function poolQuotes<T extends { text: string }>(lists: readonly (readonly T[])[]): T[] {
  const byText = new Map<string, T>();
  for (const quote of lists.flat()) if (!byText.has(quote.text)) byText.set(quote.text, quote);
  return [...byText.values()].slice(0, MAX_THEME_QUOTES);
}

/** `theme` with these quotes; the ids are left out when no quote has one, as older results have none. */
export function withQuotes<T extends Pick<AnalysisTheme, "quotes" | "quoteResponseIds">>(
  theme: T,
  quotes: readonly ThemeQuote[],
): T {
  const next: T = { ...theme, quotes: quotes.map((quote) => quote.text) };
  const ids = quotes.map((quote) => quote.responseId);
  if (ids.some((id) => id !== null)) next.quoteResponseIds = ids;
  else delete next.quoteResponseIds;
  return next;
}

/**
 * How much of a free-text question's answers its themes hold, and the answers none holds
 * (docs/decisions/211-theme-coverage-and-other.md): coverage in percent, and "Other" with its
 * count, share and up to three answers quoted verbatim, so a creator sees what the grouping missed.
 */
export const textCoverageSchema = z.object({
  questionId: z.string().min(1).max(200),
  questionTitle: z.string().max(1000),
  /** Answers read. */
  analyzed: z.number().int().min(1),
  /** Percent of the answers in some theme. */
  coverage: z.number().min(0).max(100),
  /**
   * Whether the tone of these answers was read (the local engine reads it in English only,
   * decision 213), so the screen says so from the result rather than guessing from the themes.
   * Optional: older results have none.
   */
  toneRead: z.boolean().optional(),
  other: z
    .object({
      count: z.number().int().min(0),
      share: z.number().min(0).max(100),
      quotes: z.array(z.string().trim().min(1).max(MAX_QUOTE_CHARS)).max(MAX_THEME_QUOTES),
      quoteResponseIds: z.array(responseIdSchema.nullable()).max(MAX_THEME_QUOTES).optional(),
    })
    .refine((other) => !other.quoteResponseIds || other.quoteResponseIds.length === other.quotes.length, {
      message: "one response id (or null) per quote",
      path: ["quoteResponseIds"],
    }),
});
export type TextCoverage = z.output<typeof textCoverageSchema>;

/** Who a cross-tab reads: those who rated a question low, or a Net Promoter question's detractors or promoters. */
export const CROSS_TAB_SEGMENTS = ["low", "detractors", "promoters"] as const;
export type CrossTabSegment = (typeof CROSS_TAB_SEGMENTS)[number];

/** One theme as often as one group of respondents mentions it, against everyone else who answered. */
export const crossTabThemeSchema = z.object({
  label: z.string().trim().min(1).max(120),
  count: z.number().int().min(0),
  /** Percent of the group's answers that mention it. */
  share: z.number().min(0).max(100),
  /** Percent of the other respondents' answers that mention it; null when there are no others. */
  othersShare: z.number().min(0).max(100).nullable(),
  tone: z.enum(["positive", "negative", "neutral"]).nullable(),
});
export type CrossTabTheme = z.output<typeof crossTabThemeSchema>;

/**
 * A finding that connects numbers and words (docs/product/ai.md#findings-that-connect-numbers-and-words):
 * the themes of the free-text answers of the respondents who scored a rated question in
 * [scoreFrom, scoreTo] ("of those who rated delivery 1–2, 81 % mention late delivery").
 */
export const analysisCrossTabSchema = z
  .object({
    segment: z.enum(CROSS_TAB_SEGMENTS),
    ratedQuestionId: z.string().min(1).max(200),
    ratedQuestionTitle: z.string().max(1000),
    scoreFrom: z.number(),
    scoreTo: z.number(),
    textQuestionId: z.string().min(1).max(200),
    textQuestionTitle: z.string().max(1000),
    /** Respondents in the group who answered the free-text question. */
    respondents: z.number().int().min(1),
    themes: z.array(crossTabThemeSchema).min(1).max(5),
  })
  .refine((tab) => tab.scoreFrom <= tab.scoreTo, { message: "scoreFrom must not exceed scoreTo", path: ["scoreTo"] })
  .refine((tab) => tab.themes.every((theme) => theme.count <= tab.respondents), {
    message: "a theme cannot count more answers than the group has",
    path: ["themes"],
  });
export type AnalysisCrossTab = z.output<typeof analysisCrossTabSchema>;

/** What an AI provider must return, before the server stamps it (docs/product/ai.md#response-analysis). */
export const analysisContentSchema = z.object({
  summary: z.string().trim().min(1).max(5000),
  keyInsights: z.array(z.string().trim().min(1).max(1000)).min(1).max(20),
  recommendations: z.array(z.string().trim().min(1).max(1000)).min(1).max(20),
  /** Optional: older results and providers that do not group answers have none. */
  themes: z.array(analysisThemeSchema).max(50).optional(),
  /** Optional, like themes: older results have none. */
  crossTabs: z.array(analysisCrossTabSchema).max(20).optional(),
  /** Optional, like themes: older results have none (decision 211). */
  textCoverage: z.array(textCoverageSchema).max(50).optional(),
});
export type AnalysisContent = z.output<typeof analysisContentSchema>;

/** The AI analysis result as the API returns it and the JSON export holds it. */
export const analysisResultSchema = analysisContentSchema.extend({
  generatedAt: z.string(),
  responseCount: z.number().int().nonnegative(),
});
export type AnalysisResult = z.output<typeof analysisResultSchema>;

export const analysisRequestSchema = z.object({
  status: z.enum(["complete", "partial", "all"]).default("complete"),
  customPrompt: z.string().trim().max(MAX_CUSTOM_PROMPT).optional(),
  /** The language the creator reads the app in; the analysis is written in it. */
  language: z.enum(LANGUAGES).default(FALLBACK_LANGUAGE),
});
export type AnalysisRequest = z.output<typeof analysisRequestSchema>;
