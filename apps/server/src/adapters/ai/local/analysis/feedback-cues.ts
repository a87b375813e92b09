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

/** "Tarde" is also the afternoon ("por la tarde", "esta tarde", "à tarde", "boa tarde"); late only elsewhere. */
export const TARDE = String.raw`(?<!(?:la|esta|cada|una|buenas|a|de|pela|nesta|essa|nessa|boa|toda) )tarde`;

/** "An hour" is a wait, except "in an hour" ("en una hora", "en une heure", "em uma hora"; German says "in einer Stunde"). */
const anHour = (within: string, hour: string) => `(?<!${within} )${hour}`;

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
        `${TARDE}|tardo|tardaron|tardanza|retras\\w*|lent[oa]s?|demor\\w*|espera(?:mos|r)?|nunca llego|tarda (?:muchisimo|mucho|siglos)|sin avisar`,
        "fri[oa]s?|tibi[oa]s?|aguad[oa]s?|blandengue|blandos?|blandas?|aceitos[oa]s?|grasient[oa]s?|aplastad[oa]s?|empapad[oa]s?|quemad[oa]s?|crud[oa]s?|derram\\w*|insipid[oa]|de otra persona",
        "roto|rota|falla(?:s|n|ba|ban)?|fallo|error(?:es)?|se cuelga|se cierra|se bloquea|se ca(?:e|ia|yo)|bugs?|pierd[eo]|perdi|se pierden?|imposible|no se puede|no se (?:oia|oye|escuchaba|escucha|entendia|veia)",
        "maleducad[oa]|grosero|antipatic[oa]|sucio|sucia|ruido(?:so)?|confus[oa]|aburrid[oa]|desorganizad[oa]|desactualizad[oa]s?|anticuad[oa]s?|encogi\\w*|destenid[oa]s?|larguisim[oa]s?|interminables?|etern[oa]s?",
        "car[oa]s?|caro|falta(?:ba|n)?|faltaba|equivocad[oa]|incorrect[oa]|dañad[oa]|danad[oa]|reembolso|cancelad[oa]|abuso|abusiv[oa]s?|cobra(?:ron|do) (?:dos veces|de mas)",
        "problemas?|dificil|molest[oa]|frustra\\w*|decepcion\\w*|terrible|horrible|pesim[oa]|mal[oa]?|peor|regular|incomod[oa]",
        `demasiad[oa]s?|muy larg[oa]|poc[oa]s? (?:practica|ejemplos|opciones|tiempo)|hacia (?:mucho )?(?:calor|frio)|${WAIT_IN_TIME}|${anHour("en", "una hora")}`,
      ].join("|"),
    ),
    request: words(
      "por favor|ojala|deberian?|seria (?:bueno|mejor|genial)|me gustaria|necesita(?:n)? (?:mas|mejor)|podria(?:n)? (?:mejorar|ser|tener|añadir|anadir)|no hay (?:forma|manera|opcion)|mejorar|añadir|anadir",
    ),
    praise: words(
      "genial|excelentes?|me encant\\w*|encanta|perfect[oa]|rapid[oa]|calient[ea]|fresc[oa]|amable|facil|delicios[oa]|rico|rica|buen[oa]?|bien|gracias|puntual|recomiendo|util|utiles|limpi[oa]|fantastic[oa]|estupend[oa]|impecables?|intuitiv[oa]s?|ahorra\\w*",
    ),
    negator: /(?<![a-z])(?:no|nunca|sin|nada)\s+(?:\w+\s+)?$/,
  },
  fr: {
    complaint: words(
      [
        "en retard|retard|tard|lent(?:e|s|es)?|lentement|attendu|attente|jamais arrive\\w*|met (?:une eternite|des heures|des jours)|a mis (?:\\w+ )?(?:jours|heures|semaines)|sans prevenir",
        "froid(?:e|s|es)?|tiede(?:s)?|ramolli\\w*|molles?|mous|ecrase\\w*|detrempe\\w*|brule\\w*|pas cuit\\w*|renverse\\w*|fade|de quelqu'un d'autre",
        "casse\\w*|plante\\w*|bug(?:s|ue)?|beugue|erreur(?:s)?|bloque\\w*|ne marche pas|ne fonctionne pas|coup(?:ait|aient|ure|ures)|je perds|perdu(?:e|s|es)?|impossible|n'entendait (?:pas|rien)|entend(?:ait)? mal",
        "impoli\\w*|desagreable|sale(?:s)?|bruyant\\w*|confus\\w*|ennuyeu\\w*|desorganise\\w*|depasse\\w*|obsolete\\w*|retreci\\w*|deteint|interminable\\w*",
        "cher|chere|chers|trop cher|manqu\\w*|oublie\\w*|mauvais\\w*|errone\\w*|abime\\w*|rembourse\\w*|annule\\w*|abuse|abusi(?:f|ve|fs|ves)|(?:debite|facture)\\w* deux fois",
        "problemes?|souci|soucis|difficile|penible|frustr\\w*|decu\\w*|decevant\\w*|horrible|nul(?:le)?|pire|moyen(?:ne)?|inconfortable",
        `trop|${WAIT_IN_TIME}|${anHour("en", "une heure")}`,
      ].join("|"),
    ),
    request: words(
      "s'il vous plait|svp|merci de (?:corriger|ajouter)|j'aimerais|il faudrait|il faut|devrai(?:t|ent)|ce serait (?:bien|mieux)|aimerai(?:s|t)|besoin de plus|pourrait (?:etre|ajouter)|ajouter|ameliorer",
    ),
    praise: words(
      "super|excellent\\w*|j'adore|adore|parfait\\w*|rapide\\w*|chaud\\w*|frais|fraiche|sympa\\w*|aimable|gentil\\w*|facile|delicieu\\w*|bon|bonne|bien|merci|ponctuel\\w*|recommande|utile|propre|genial\\w*|top|impeccable\\w*|intuiti\\w*|fait gagner",
    ),
    negator: /(?<![a-z])(?:pas|jamais|sans|ne|n'|plus)\s+(?:\w+\s+)?$/,
  },
  de: {
    complaint: words(
      [
        "spat|verspat\\w*|verzoger\\w*|langsam\\w*|gewartet|wartezeit|nie angekommen|dauerte ewig|ewig|tage (?:gebraucht|gedauert)|ohne bescheid|ohne (?:zu )?klingeln",
        "kalt\\w*|lauwarm\\w*|matschig\\w*|labbrig\\w*|durchgeweicht\\w*|zerdruckt\\w*|zerquetscht\\w*|verbrannt\\w*|roh|ausgelaufen|fade|von jemand\\w* anderem",
        "kaputt|defekt|absturz\\w*|sturzt|abgesturzt|bugs?|fehler\\w*|hangt|funktioniert nicht|geht nicht|nicht moglich|unmoglich|nicht ruckgangig|verloren|verschwunden|ausgefallen|(?:fallt|fiel) (?:\\w+ )?aus|kaum (?:zu )?(?:horen|verstehen|sehen)",
        "unfreundlich\\w*|unhoflich\\w*|schmutzig\\w*|dreckig\\w*|laut|verwirrend\\w*|unklar\\w*|langweilig\\w*|chaotisch\\w*|uberfullt\\w*|veraltet\\w*|eingelaufen|verfarbt\\w*|endlos\\w*",
        "teuer\\w*|zu teuer|fehlt(?:e|en)?|falsch\\w*|vergessen|beschadigt\\w*|erstattung|storniert|frechheit|unverschamt\\w*|(?:zweimal|doppelt) (?:abgebucht|berechnet|belastet)",
        "probleme?|schwierig\\w*|nervig\\w*|argerlich\\w*|frustrier\\w*|enttausch\\w*|schrecklich\\w*|furchtbar\\w*|schlecht\\w*|mies\\w*|unbequem\\w*",
        `zu (?:lange|viel|wenig|kurz|warm|heiss|kalt|laut|leise|schnell|voll|eng|klein|gross|spat|fruh)|${WAIT_IN_TIME}|eine stunde`,
      ].join("|"),
    ),
    request: words(
      "bitte|ich wunsche|wunsche mir|ware (?:schon|gut|besser)|sollte(?:n)?|konnte(?:n)? (?:besser|mehr)|brauch(?:t|en) mehr|es gibt keine|hinzufugen|verbessern",
    ),
    praise: words(
      "super|toll\\w*|ausgezeichnet\\w*|liebe|perfekt\\w*|schnell\\w*|heiss\\w*|warm\\w*|frisch\\w*|freundlich\\w*|hilfsbereit\\w*|einfach\\w*|lecker\\w*|gut\\w*|danke|punktlich\\w*|empfehle|empfehlen|empfehlenswert|nutzlich\\w*|sauber\\w*|klasse|prima|hervorragend\\w*|nett\\w*|einwandfrei\\w*|intuitiv\\w*|gefallen|gefallt|spart",
    ),
    negator: /(?<![a-z])(?:nicht|nie|kein\w*|ohne|niemals)\s+(?:\w+\s+)?$/,
  },
  pt: {
    complaint: words(
      [
        `atrasad[oa]s?|atraso|${TARDE}|demor\\w*|lent[oa]s?|esperei|esperamos|espera|nunca chegou|levou (?:\\w+ )?(?:dias|semanas|horas)|sem avisar`,
        "fri[oa]s?|mornos?|mornas?|murch[oa]s?|encharcad[oa]s?|amassad[oa]s?|queimad[oa]s?|crus?|cru|derram\\w*|sem sabor|de outra pessoa",
        "quebrad[oa]|estragad[oa]|trava(?:ndo)?|travou|fecha sozinho|bugs?|erros?|falha(?:s)?|nao funciona|caiu|perc[oa]|perdi|sumi(?:u|ram)|impossivel|nao (?:dava|da) (?:para|pra) (?:ouvir|ver|entender)",
        "grosseir[oa]|mal-educad[oa]|antipatic[oa]|suj[oa]|barulh\\w*|confus[oa]|chat[oa]|desorganizad[oa]|desatualizad[oa]s?|ultrapassad[oa]s?|encolheu|desbotou|interminave(?:l|is)|fila (?:enorme|gigante|imensa)",
        "car[oa]s?|faltou|faltando|falta(?:va)?|errad[oa]s?|esquec\\w*|danificad[oa]|reembolso|cancelad[oa]|absurdo|abusiv[oa]s?|cobr(?:ad[oa]s?|aram) (?:duas vezes|a mais)",
        "problemas?|dificil|irritante|frustra\\w*|decepcion\\w*|pessim[oa]|horrivel|terrivel|ruim|pior|mal|desconfortavel",
        `demais|muito long[oa]|muita teoria|pouc[oa]s? (?:pratica|exemplos|opcoes|tempo)|${WAIT_IN_TIME}|${anHour("em", "uma hora")}`,
      ].join("|"),
    ),
    request: words(
      "por favor|gostaria|deveria(?:m)?|seria (?:bom|melhor|otimo)|precisa(?:m)? (?:de )?(?:mais|melhor\\w*)|poderia(?:m)? (?:ter|ser|melhorar)|nao (?:ha|tem) (?:opcao|como)|adicionar|melhorar",
    ),
    praise: words(
      "otim[oa]|excelentes?|adorei|amei|ador[oa]|perfeit[oa]|rapid[oa]|quente|fresc[oa]|simpatic[oa]|educad[oa]|facil|delicios[oa]|gostos[oa]|bo[ma]|bem|obrigad[oa]|pontual|recomendo|util|uteis|limp[oa]|maravilhos[oa]|incrivel|gentil|gentis|impecave(?:l|is)|intuitiv[oa]s?|economiza\\w*",
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
