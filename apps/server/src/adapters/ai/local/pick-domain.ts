import { containsPhrase, stems } from "./idea-words";
import { GENERIC_DOMAIN, SURVEY_DOMAINS, type SurveyDomain } from "./survey-domains";

/** Below this a domain is only a weak guess (one passing mention of "team"), so the generic questions fit better. */
export const MIN_DOMAIN_SCORE = 2;

const compiled = SURVEY_DOMAINS.map((domain) => ({
  domain,
  keywords: Object.entries(domain.keywords).map(([term, weight]) => ({ stems: stems(term), weight })),
}));

/** Each domain's score: the sum of the weights of the keywords the idea mentions, each counted once. */
export function scoreDomains(ideaStems: readonly string[]): { id: string; score: number }[] {
  return compiled.map(({ domain, keywords }) => ({
    id: domain.id,
    score: keywords.reduce((sum, k) => sum + (containsPhrase(ideaStems, k.stems) ? k.weight : 0), 0),
  }));
}

/** The best-scoring domain (earlier in the table on a tie), or the generic one when none scores enough. */
export function pickDomain(ideaStems: readonly string[]): SurveyDomain {
  let best: { domain: SurveyDomain; score: number } = { domain: GENERIC_DOMAIN, score: MIN_DOMAIN_SCORE - 1 };
  scoreDomains(ideaStems).forEach(({ score }, index) => {
    const domain = SURVEY_DOMAINS[index];
    if (domain && score > best.score) best = { domain, score };
  });
  return best.domain;
}

/** Stems that name the domain strongly enough that a phrase made only of them names the survey, not its topic. */
export function strongStems(domain: SurveyDomain, minWeight = 2): Set<string> {
  return new Set(
    Object.entries(domain.keywords)
      .filter(([, weight]) => weight >= minWeight)
      .flatMap(([term]) => stems(term)),
  );
}
