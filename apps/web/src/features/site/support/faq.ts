/** The support page's categories, after All Topics (docs/product/public-site.md#support). */
export const SUPPORT_CATEGORIES = ["gettingStarted", "creatingSurveys", "managingResponses", "billing", "technical"] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

/** The ten questions and their category; the texts are translations (`support.faq.<id>`). */
export const FAQ_ITEMS: readonly { id: string; category: SupportCategory }[] = [
  { id: "firstSurvey", category: "gettingStarted" },
  { id: "trial", category: "gettingStarted" },
  { id: "questionTypes", category: "creatingSurveys" },
  { id: "branching", category: "creatingSurveys" },
  { id: "export", category: "managingResponses" },
  { id: "alerts", category: "managingResponses" },
  { id: "price", category: "billing" },
  { id: "cancel", category: "billing" },
  { id: "verification", category: "technical" },
  { id: "surveyUnavailable", category: "technical" },
];
