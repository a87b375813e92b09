import type { TextFinding } from "./collect-findings";
import { localeFormat } from "./locale-format";
import type { NpsBand } from "./nps-band";
import type { Phrasebook } from "./phrasebook";
import type { Tone } from "./phrases";
import type { RatedScore } from "./rated-scores";
import { quote, scoreSpan } from "./wording";

// Brazilian Portuguese, as the app's own pt translation. Zero takes the plural ("0 respostas"), as
// pt-PT's rules say; CLDR's pt rules would write "0 resposta".
const { decimal, percent, count, plural, list, languageName } = localeFormat("pt", "pt-PT");

const BANDS: Record<NpsBand, string> = {
  "world-class": "de classe mundial",
  excellent: "excelente",
  good: "bom",
  "needs attention": "precisa de atenção",
};

/** Each tone as said of the answers ("as respostas são…") and of the tone itself ("o tom é…"). */
const TONES: Record<Tone, { answers: string; tone: string }> = {
  "mostly positive": { answers: "majoritariamente positivas", tone: "majoritariamente positivo" },
  "mostly negative": { answers: "majoritariamente negativas", tone: "majoritariamente negativo" },
  "mostly neutral": { answers: "majoritariamente neutras", tone: "majoritariamente neutro" },
  mixed: { answers: "mistas", tone: "misto" },
};

/** A predicate: "tem média de 4,2 em uma escala de 1 a 5". */
function describeScore(score: RatedScore): string {
  const scale = `em uma escala de ${decimal(score.range.min)} a ${decimal(score.range.max)}`;
  if (score.topBox) {
    const [a, b] = score.topBox.labels;
    return `tem ${percent(score.topBox.percent)} de respostas ${quote(a)} ou ${quote(b)} (média de ${decimal(score.average)} ${scale})`;
  }
  return `tem média de ${decimal(score.average)} ${scale}`;
}

/** "as 12 respostas a "…"", "as 300 mais recentes das 1204 respostas a "…"" or "a única resposta a "…""; after "de", "das …"/"da …". */
function answersOf(text: TextFinding, afterDe: boolean): string {
  const title = quote(text.title);
  const the = afterDe ? "das" : "as";
  if (text.analyzed < text.answeredCount)
    return `${the} ${text.analyzed} mais recentes das ${text.answeredCount} respostas a ${title}`;
  if (text.analyzed === 1) return `${afterDe ? "da" : "a"} única resposta a ${title}`;
  return `${the} ${text.analyzed} respostas a ${title}`;
}

// The summary gives positive and negative only, as in every language; a question's line adds neutral.
const sentiments = (c: { positive: number; negative: number; neutral?: number }) =>
  list([
    count(c.positive, "positiva", "positivas"),
    count(c.negative, "negativa", "negativas"),
    ...(c.neutral === undefined ? [] : [count(c.neutral, "neutra", "neutras")]),
  ]);

export const phrasebookPt: Phrasebook = {
  analyzedResponses(total, surveyTitle, period) {
    const received = plural(total, "recebida", "recebidas");
    const when = !period
      ? ""
      : "on" in period
        ? `, ${received} em ${period.on}`
        : `, ${received} de ${period.from} a ${period.to}`;
    return `${plural(total, "Foi analisada", "Foram analisadas")} ${count(total, "resposta", "respostas")} da pesquisa ${quote(surveyTitle)}${when}.`;
  },
  fewerThanAdvised: (advised) =>
    `Isso está abaixo das ${advised} respostas recomendadas, então considere os resultados apenas como sinais iniciais.`,
  npsHeadline: (nps) => `O Net Promoter Score é ${decimal(nps.score)} (${BANDS[nps.band]}).`,
  highestAndLowest: (best, worst) =>
    `${quote(best.title)} é a pergunta mais bem avaliada e ${quote(worst.title)}, a menos bem avaliada.`,
  ratedAlone: (score) => `${quote(score.title)} ${describeScore(score)}.`,
  openEndedTone: (tone, c) =>
    `As respostas abertas são ${TONES[tone].answers} (${sentiments({ positive: c.positive, negative: c.negative })} de ${c.analyzed}).`,
  mostCommonAnswer: (title, option) =>
    `A resposta mais comum para ${quote(title)} é ${quote(option.label)} (${percent(option.percent)}).`,
  completeShare: (rate) => `${percent(rate)} das respostas estão completas.`,
  focusFirst: (titles) => `Conforme pedido, os resultados sobre ${list(titles.map(quote))} aparecem primeiro.`,

  onlyFewResponses: (total, advised) =>
    `Apenas ${count(total, "resposta", "respostas")} até agora: abaixo de ${advised}, cada nova resposta pode alterar bastante essas porcentagens.`,
  completion: (c) =>
    `${percent(c.rate)} das respostas estão completas (${count(c.complete, "completa", "completas")}, ${count(c.partial, "parcial", "parciais")}).`,
  npsBreakdown: (n) =>
    `O Net Promoter Score de ${quote(n.title)} é ${decimal(n.score)} (${BANDS[n.band]}): ${percent(n.promotersPercent)} de promotores, ` +
    `${percent(n.passivesPercent)} de neutros e ${percent(n.detractorsPercent)} de detratores em ${count(n.answeredCount, "resposta", "respostas")}.`,
  highestRated: (score) => `Mais bem avaliada: ${quote(score.title)} ${describeScore(score)}.`,
  lowestRated: (score) => `Menos bem avaliada: ${quote(score.title)} ${describeScore(score)}.`,
  textTone: (t, tone) => {
    const of = answersOf(t, true);
    return `${of.charAt(0).toUpperCase()}${of.slice(1)}: ${sentiments(t)}; o tom é ${TONES[tone].tone}.`;
  },
  toneNotRead: (t) =>
    `O tom ${answersOf(t, true)} não é avaliado: a análise integrada só lê o tom em inglês, e o texto está em ${languageName(t.language)}.`,
  recurringThemes: (title, themes) =>
    `Temas recorrentes nas respostas a ${quote(title)}: ${list(themes.map((t) => `${quote(t.term)} (${count(t.mentions, "resposta", "respostas")})`))}.`,
  nearTie: (title, first, second) =>
    `${quote(first.label)} (${percent(first.percent)}) e ${quote(second.label)} (${percent(second.percent)}) estão praticamente empatadas em ${quote(title)}.`,
  checkboxShare: (title, first, answered) =>
    `${percent(first.percent)} de quem respondeu a ${quote(title)} (${count(answered, "pessoa", "pessoas")}) escolheu ${quote(first.label)}.`,
  leadingAnswer: (title, first, answered, clear) =>
    `${quote(first.label)} é a resposta ${clear ? "claramente preferida" : "mais comum"} para ${quote(title)}, com ${percent(first.percent)} de ${count(answered, "resposta", "respostas")}.`,
  rankingExtremes: (r) =>
    `Em ${quote(r.title)}, ${quote(r.best.item)} fica em primeiro lugar (posição média ${decimal(r.best.meanPosition)}) e ${quote(r.worst.item)}, em último (${decimal(r.worst.meanPosition)}).`,
  matrixExtremes({ title, mostLast, mostFirst }) {
    const leads = [mostLast, mostFirst].flatMap((c) =>
      c ? [`${quote(c.row)} recebeu a maior proporção de respostas ${quote(c.column)} (${percent(c.percent)})`] : [],
    );
    return `Em ${quote(title)}, ${list(leads)}.`;
  },
  numberRange: (n) =>
    `As respostas a ${quote(n.title)} têm média de ${decimal(n.average)}, variando de ${decimal(n.min)} a ${decimal(n.max)}.`,
  crossTab(tab, theme) {
    const span = scoreSpan(tab.scoreFrom, tab.scoreTo, decimal);
    const answers = `${count(tab.respondents, "resposta", "respostas")} a ${quote(tab.textQuestionTitle)}`;
    const group = {
      low: `os que avaliaram ${quote(tab.ratedQuestionTitle)} com ${span} (${answers})`,
      detractors: `os detratores de ${quote(tab.ratedQuestionTitle)} (${span}; ${answers})`,
      promoters: `os promotores de ${quote(tab.ratedQuestionTitle)} (${span}; ${answers})`,
    }[tab.segment];
    const others = theme.othersShare === null ? "" : `, contra ${percent(theme.othersShare)} dos restantes`;
    return `Entre ${group}, ${percent(theme.share)} mencionam ${quote(theme.label)}${others}.`;
  },
  nothingToCompare: (total) =>
    `${count(total, "resposta coletada", "respostas coletadas")}; a pesquisa não tem perguntas de avaliação, de escolha ou abertas para comparar.`,

  collectMore: (advised) =>
    `Colete pelo menos ${advised} respostas antes de agir com base nestes resultados: compartilhe o link da pesquisa novamente ou envie um lembrete.`,
  lookIntoWeakest: (score, lowestOfSeveral) =>
    `Analise primeiro ${quote(score.title)}: ela ${describeScore(score)}, ${lowestOfSeveral ? "o que a torna a pergunta pior avaliada" : "abaixo do meio da escala"}. ` +
    "Uma pergunta de acompanhamento sobre o motivo mostraria o que corrigir.",
  mainProblem: (theme, title, analyzed) =>
    `O principal problema é ${quote(theme.term)}: ${percent(theme.share)} das respostas a ${quote(title)} mencionam-no (${decimal(theme.mentions)} de ${decimal(analyzed)}).`,
  addressComplaint: (term, title) =>
    `Trate o tema ${quote(term.term)}: ele aparece em ${count(term.mentions, "resposta negativa", "respostas negativas")} a ${quote(title)}.`,
  readNegativeAnswers: (t) =>
    `Leia com atenção ${answersOf(t, false)}: ${t.negative} de ${t.analyzed} ${plural(t.negative, "é negativa", "são negativas")}.`,
  contactDetractors: (n) =>
    `Entre em contato com os detratores de ${quote(n.title)} (${percent(n.detractorsPercent)} deram nota de 0 a 6) para entender o que deu errado: reduzir os detratores é o que mais rápido eleva a pontuação.`,
  convertPassives: (n) =>
    `Transforme neutros em promotores: pergunte aos ${percent(n.passivesPercent)} que deram 7 ou 8 em ${quote(n.title)} o que faria a nota ser 9 ou 10.`,
  askPromoters: (n) =>
    `Peça avaliações ou indicações aos seus promotores (${percent(n.promotersPercent)} em ${quote(n.title)}) enquanto o entusiasmo deles está alto.`,
  raiseCompletion: (rate) =>
    `Apenas ${percent(rate)} dos respondentes concluíram: encurte a pesquisa ou coloque as perguntas mais importantes mais cedo.`,
  tieFollowUp: (title, first, second) =>
    `${quote(first.label)} e ${quote(second.label)} estão praticamente empatadas em ${quote(title)}: uma pergunta de acompanhamento pode mostrar o que as diferencia.`,
  reconsiderLastRanked: (r) =>
    `Reconsidere ${quote(r.worst.item)}: em média, os respondentes colocaram esse item em último lugar em ${quote(r.title)}.`,
  keepStrength: (score) => `Mantenha o que funciona em ${quote(score.title)}: ela ${describeScore(score)}.`,
  keepCollecting: () => "Continue coletando respostas e execute a análise novamente para ver se estes resultados se mantêm.",
};
