import type { Language } from "@sondar/core/i18n/languages";

/**
 * Words and phrases that make a feedback answer a complaint or a request, or praise, in each of
 * the product's languages (docs/product/ai.md#tone-of-open-answers). Matched on lowercase,
 * accent-folded text, so one pattern covers "tardó" and "tardo".
 */
export interface FeedbackCues {
  complaint: RegExp;
  request: RegExp;
  praise: RegExp;
  /** A word that turns the cue right after it around ("not late", "pas froid", "nicht kalt"). */
  negator: RegExp;
}

/** A pattern of whole words and phrases, for text folded by `foldForCues`. */
export const words = (source: string) => new RegExp(`(?<![a-z])(?:${source})(?![a-z])`, "g");

/** "took 50 minutes", "tardó una hora", "hat 45 Minuten gedauert": waiting counted in time is a complaint. */
export const WAIT_IN_TIME = String.raw`\d+\s*(?:min|mins|minutes?|minutos?|minuten|hours?|hrs?|horas?|heures?|stunden?|h)`;

export const FEEDBACK_CUES: Record<Language, FeedbackCues> = {
  en: {
    complaint: words(
      [
        "late|later than|delayed?|delays|slow|slowly|took (?:forever|ages|so long|too long)|waited|still waiting|never (?:arrived|came|showed up|got)",
        "cold|lukewarm|tepid|soggy|stale|burnt|bland|greasy|undercooked|overcooked|raw|squashed|spilled|spilt|leak(?:ed|ing|s)?",
        "broken|broke|crash(?:es|ed|ing)?|bugs?|buggy|glitch(?:es|y)?|freez(?:es|ing)|froze|lag(?:s|gy)?|errors?|fail(?:s|ed)?|logged out|keeps? (?:crashing|failing|logging)",
        "rude|unfriendly|unhelpful|useless|dirty|noisy|loud|crowded|cramped|confusing|confused|unclear|messy|outdated|boring|dull|repetitive",
        "overpriced|expensive|pricey|rip-?off|hidden fees?|charged twice|missing|wrong|forgot|damaged|refund|cancel(?:l?ed)?|no-show",
        "problems?|issues?|hard to|difficult|annoying|frustrat(?:ed|ing)|disappoint(?:ed|ing)|terrible|awful|horrible|poor|worst|bad|mediocre|uncomfortable|painful",
        `too (?:long|short|much|many|few|little|small|big|expensive|slow|fast|hot|loud|late|early|complicated|basic|crowded)|${WAIT_IN_TIME}|over an hour|an hour`,
      ].join("|"),
    ),
    request: words(
      "please (?:fix|add|make|improve|bring|stop|consider|allow|update|let)|i wish|wish (?:it|they|there|you)|would (?:be nice|like|love) (?:if|to see|more)|should (?:be|have|add|offer|allow)|needs? (?:more|to be|better|improv\\w*|a fix)|could (?:be|use) (?:better|improved|more|faster)|lacks?|lacking|not enough|no way to|there is no|would help",
    ),
    praise: words(
      "great|excellent|love(?:d|s)?|amazing|perfect|fast|quick|quickly|hot|fresh|friendly|helpful|easy|delicious|tasty|awesome|fantastic|wonderful|good|nice|smooth|intuitive|clear|recommend(?:ed)?|thanks?|thank you|on time|early|well organi[sz]ed|enjoyed|useful|brilliant|kind|polite|clean|reliable",
    ),
    negator: /(?<![a-z])(?:not|never|no|without|isn't|wasn't|weren't|aren't|don't|didn't|hardly|n't)\s+(?:\w+\s+)?$/,
  },
  es: {
    complaint: words(
      [
        "tarde|tardo|tardaron|tardanza|retras\\w*|lent[oa]s?|demor\\w*|espera(?:mos|r)?|nunca llego",
        "fri[oa]s?|tibi[oa]s?|aguad[oa]s?|blandengue|quemad[oa]s?|crud[oa]s?|derramad[oa]|insipid[oa]",
        "roto|rota|falla(?:s|n)?|fallo|error(?:es)?|se cuelga|se cierra|se bloquea|bugs?",
        "maleducad[oa]|grosero|antipatic[oa]|sucio|sucia|ruido(?:so)?|confus[oa]|aburrid[oa]|desorganizad[oa]",
        "car[oa]s?|caro|falta(?:ba|n)?|faltaba|equivocad[oa]|incorrect[oa]|dañad[oa]|danad[oa]|reembolso|cancelad[oa]",
        "problemas?|dificil|molest[oa]|frustra\\w*|decepcion\\w*|terrible|horrible|pesim[oa]|mal[oa]?|peor|regular|incomod[oa]",
        `demasiado|muy larg[oa]|${WAIT_IN_TIME}|una hora`,
      ].join("|"),
    ),
    request: words(
      "por favor|ojala|deberian?|seria (?:bueno|mejor|genial)|me gustaria|necesita(?:n)? (?:mas|mejor)|podria(?:n)? (?:mejorar|ser|tener|añadir|anadir)|no hay (?:forma|manera|opcion)|mejorar|añadir|anadir",
    ),
    praise: words(
      "genial|excelente|me encant\\w*|encanta|perfect[oa]|rapid[oa]|calient[ea]|fresc[oa]|amable|facil|delicios[oa]|rico|rica|buen[oa]?|bien|gracias|puntual|recomiendo|util|limpi[oa]|fantastic[oa]|estupend[oa]",
    ),
    negator: /(?<![a-z])(?:no|nunca|sin|nada)\s+(?:\w+\s+)?$/,
  },
  fr: {
    complaint: words(
      [
        "en retard|retard|tard|lent(?:e|s|es)?|lentement|attendu|attente|jamais arrive\\w*",
        "froid(?:e|s|es)?|tiede(?:s)?|ramolli\\w*|detrempe\\w*|brule\\w*|pas cuit\\w*|renverse\\w*|fade",
        "casse\\w*|plante\\w*|bug(?:s|ue)?|beugue|erreur(?:s)?|bloque\\w*|ne marche pas|ne fonctionne pas",
        "impoli\\w*|desagreable|sale(?:s)?|bruyant\\w*|confus\\w*|ennuyeu\\w*|desorganise\\w*",
        "cher|chere|chers|trop cher|manqu\\w*|oublie\\w*|mauvais\\w*|errone\\w*|abime\\w*|rembourse\\w*|annule\\w*",
        "problemes?|souci|soucis|difficile|penible|frustr\\w*|decu\\w*|decevant\\w*|horrible|nul(?:le)?|pire|moyen(?:ne)?|inconfortable",
        `trop|${WAIT_IN_TIME}|une heure`,
      ].join("|"),
    ),
    request: words(
      "s'il vous plait|svp|merci de (?:corriger|ajouter)|j'aimerais|il faudrait|il faut|devrai(?:t|ent)|ce serait (?:bien|mieux)|aimerai(?:s|t)|besoin de plus|pourrait (?:etre|ajouter)|ajouter|ameliorer",
    ),
    praise: words(
      "super|excellent\\w*|j'adore|adore|parfait\\w*|rapide\\w*|chaud\\w*|frais|fraiche|sympa\\w*|aimable|gentil\\w*|facile|delicieu\\w*|bon|bonne|bien|merci|ponctuel\\w*|recommande|utile|propre|genial\\w*|top",
    ),
    negator: /(?<![a-z])(?:pas|jamais|sans|ne|n'|plus)\s+(?:\w+\s+)?$/,
  },
  de: {
    complaint: words(
      [
        "spat|verspat\\w*|verzoger\\w*|langsam\\w*|gewartet|wartezeit|nie angekommen|dauerte ewig|ewig",
        "kalt\\w*|lauwarm\\w*|matschig\\w*|labbrig\\w*|verbrannt\\w*|roh|ausgelaufen|fade",
        "kaputt|defekt|absturz\\w*|sturzt ab|abgesturzt|bugs?|fehler\\w*|hangt|funktioniert nicht|geht nicht",
        "unfreundlich\\w*|unhoflich\\w*|schmutzig\\w*|dreckig\\w*|laut|verwirrend\\w*|unklar\\w*|langweilig\\w*|chaotisch\\w*",
        "teuer\\w*|zu teuer|fehlt(?:e|en)?|falsch\\w*|vergessen|beschadigt\\w*|erstattung|storniert",
        "probleme?|schwierig\\w*|nervig\\w*|argerlich\\w*|frustrier\\w*|enttausch\\w*|schrecklich\\w*|furchtbar\\w*|schlecht\\w*|mies\\w*|unbequem\\w*",
        `zu lange|zu viel|zu wenig|zu kurz|${WAIT_IN_TIME}|eine stunde`,
      ].join("|"),
    ),
    request: words(
      "bitte|ich wunsche|wunsche mir|ware (?:schon|gut|besser)|sollte(?:n)?|konnte(?:n)? (?:besser|mehr)|brauch(?:t|en) mehr|es gibt keine|hinzufugen|verbessern",
    ),
    praise: words(
      "super|toll\\w*|ausgezeichnet\\w*|liebe|perfekt\\w*|schnell\\w*|heiss\\w*|warm\\w*|frisch\\w*|freundlich\\w*|hilfsbereit\\w*|einfach\\w*|lecker\\w*|gut\\w*|danke|punktlich\\w*|empfehle|empfehlenswert|nutzlich\\w*|sauber\\w*|klasse|prima|hervorragend\\w*",
    ),
    negator: /(?<![a-z])(?:nicht|nie|kein\w*|ohne|niemals)\s+(?:\w+\s+)?$/,
  },
  pt: {
    complaint: words(
      [
        "atrasad[oa]s?|atraso|tarde|demor\\w*|lent[oa]s?|esperei|esperamos|espera|nunca chegou",
        "fri[oa]s?|mornos?|mornas?|murch[oa]s?|encharcad[oa]s?|queimad[oa]s?|crus?|cru|derramad[oa]|sem sabor",
        "quebrad[oa]|estragad[oa]|trava(?:ndo)?|travou|fecha sozinho|bugs?|erros?|falha(?:s)?|nao funciona",
        "grosseir[oa]|mal-educad[oa]|antipatic[oa]|suj[oa]|barulh\\w*|confus[oa]|chat[oa]|desorganizad[oa]",
        "car[oa]s?|faltou|faltando|falta(?:va)?|errad[oa]s?|esquec\\w*|danificad[oa]|reembolso|cancelad[oa]",
        "problemas?|dificil|irritante|frustra\\w*|decepcion\\w*|pessim[oa]|horrivel|terrivel|ruim|pior|mal|desconfortavel",
        `demais|muito long[oa]|${WAIT_IN_TIME}|uma hora`,
      ].join("|"),
    ),
    request: words(
      "por favor|gostaria|deveria(?:m)?|seria (?:bom|melhor|otimo)|precisa(?:m)? (?:de )?(?:mais|melhor\\w*)|poderia(?:m)? (?:ter|ser|melhorar)|nao ha (?:opcao|como)|adicionar|melhorar",
    ),
    praise: words(
      "otim[oa]|excelente|adorei|amei|ador[oa]|perfeit[oa]|rapid[oa]|quente|fresc[oa]|simpatic[oa]|educad[oa]|facil|delicios[oa]|gostos[oa]|bo[ma]|bem|obrigad[oa]|pontual|recomendo|util|limp[oa]|maravilhos[oa]|incrivel",
    ),
    negator: /(?<![a-z])(?:nao|nunca|sem|nem)\s+(?:\w+\s+)?$/,
  },
};

/** Lowercase, accents folded and "ß" spelled "ss", so the cues above match every spelling. */
export function foldForCues(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[\u2019`]/g, "'")
    .normalize("NFD")
    .replace(/\p{M}/gu, "");
}
