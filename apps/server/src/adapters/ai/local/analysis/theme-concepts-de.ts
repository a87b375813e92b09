import { WAIT_IN_TIME, words } from "./feedback-cues";
import { as, phrased, type ConceptTable } from "./theme-concepts";

// Accent-folded ("Hähnchen" is "hahnchen"); "\w*" takes in the endings and the compounds a noun
// starts ("Nudelsuppe", "Lieferzeit"). Compounds that end in a noun are listed whole.
const FOOD = [
  "essen",
  "mittagessen",
  "abendessen",
  "gericht\\w*",
  "speise\\w*",
  "mahlzeit\\w*",
  "pizza\\w*",
  "pizzen",
  "nudel\\w*",
  "burger",
  "curry",
  "sushi",
  "pommes",
  "suppe\\w*",
  "reis",
  "pasta",
  "hahnchen",
  "salat\\w*",
  "sandwich\\w*",
  "tacos",
  "fruhstuck",
];
const COURIER = ["fahrer\\w*", "lieferfahrer\\w*", "kurier\\w*", "bote", "botin", "lieferant\\w*"];
const STAFF = [
  "personal",
  "mitarbeiter\\w*",
  "rezeption\\w*",
  "pfleger\\w*",
  "arzt",
  "arztin",
  "kellner\\w*",
  "kassierer\\w*",
  "team",
  "support",
  "berater\\w*",
  "lehrer\\w*",
  "dozent\\w*",
  "referent\\w*",
  "bedienung",
  "servicekraft",
];
const SOFTWARE = [
  "app",
  "dashboard",
  "seite",
  "webseite",
  "website",
  "suche",
  "synchronisierung",
  "sync",
  "export",
  "login",
  "anmeldung",
  "editor",
];
const SUPPORT = ["support", "kundenservice", "kundendienst", "antwort\\w*", "hotline"];

/**
 * German concepts. Names are adjective and noun in the nominative without an article, so the
 * adjective takes the strong ending of the noun's gender: "verspätete Lieferung", "kaltes Essen",
 * "freundlicher Fahrer".
 */
export const conceptsDe: ConceptTable = {
  late: {
    cue: words(
      `spat|zu spat|verspat\\w*|verzoger\\w*|lange lieferzeit|lieferzeit (?:war |ist )?(?:viel )?zu lang\\w*|(?:lange |ewig )?gewartet|wartezeit\\w*|immer noch nicht da|nie angekommen|uber eine stunde|ewigkeiten|(?:hat |dauerte |dauert )(?:ewig|zu lange|ewigkeiten)|ewig gedauert|zu lange gedauert|${WAIT_IN_TIME}`,
    ),
    nouns: {
      ...as("delivery", ["liefer\\w*", "bestellung\\w*", "paket\\w*", "sendung\\w*", "versand\\w*", ...COURIER, ...FOOD]),
      ...as("start", [
        "beginn",
        "start",
        "anfang",
        "vortrag\\w*",
        "keynote",
        "sitzung\\w*",
        "veranstaltung\\w*",
        "session",
        "panel",
      ]),
      ...as("appointments", ["termin\\w*", "arzt", "arztin"]),
    },
    name: phrased(
      { delivery: "verspätete Lieferung", start: "verspäteter Beginn", appointments: "verspätete Termine" },
      "Verspätungen",
    ),
  },
  cold: {
    cue: words("kalt\\w*|eiskalt\\w*|lauwarm\\w*|nicht (?:mehr |richtig )?(?:warm|heiss)|abgekuhlt\\w*|ausgekuhlt\\w*"),
    nouns: {
      ...as("food", FOOD),
      ...as("drinks", ["kaffee", "tee", "getrank\\w*", "kakao"]),
      ...as("room", ["raum", "raume", "saal", "sale", "halle\\w*", "zimmer"]),
    },
    name: phrased({ food: "kaltes Essen", drinks: "kalte Getränke", room: "kalte Räume" }, "kaltes Essen"),
  },
  soggy: {
    cue: words(
      "matschig\\w*|labb(?:e)?rig\\w*|aufgeweicht\\w*|durchgeweicht\\w*|pappig\\w*|fettig\\w*|triefend\\w*|altbacken\\w*|zah",
    ),
    nouns: as("food", FOOD),
    name: () => "matschiges Essen",
  },
  wrongItems: {
    cue: words(
      "fehlt|fehlte|fehlten|fehlend\\w*|vergessen|falsche(?:s|n|r)? (?:bestellung|gericht|artikel|essen|grosse|pizza|getrank)|falsch geliefert|nicht (?:das|was) ich bestellt\\w*|(?:bestellung|essen) von jemand\\w* anderem|unvollstandig\\w*",
    ),
    nouns: {},
    name: () => "falsche oder fehlende Artikel",
  },
  rude: {
    cue: words("unfreundlich\\w*|unhoflich\\w*|patzig\\w*|ruppig\\w*|frech\\w*|unverschamt\\w*|pampig\\w*|genervt\\w*"),
    nouns: { ...as("driver", COURIER), ...as("staff", STAFF) },
    name: phrased({ driver: "unfreundlicher Fahrer", staff: "unfreundliches Personal" }, "unfreundliches Personal"),
  },
  friendly: {
    cue: words("freundlich\\w*|nett\\w*|hoflich\\w*|hilfsbereit\\w*|zuvorkommend\\w*|sympathisch\\w*|lachelnd\\w*|herzlich\\w*"),
    nouns: { ...as("driver", COURIER), ...as("staff", STAFF) },
    name: phrased({ driver: "freundlicher Fahrer", staff: "freundliches Personal" }, "freundliches Personal"),
  },
  tasty: {
    cue: words(
      "lecker\\w*|kostlich\\w*|schmackhaft\\w*|(?:schmeckt|schmeckte|schmecken) (?:super|toll|gut|hervorragend|klasse|fantastisch|sehr gut|richtig gut)|(?:super|toll|gut|hervorragend|klasse|fantastisch|sehr gut|richtig gut) geschmeckt|geschmacklich (?:top|super)",
    ),
    nouns: as("food", FOOD),
    name: () => "leckeres Essen",
  },
  fast: {
    cue: words(
      "(?<!zu |viel zu )schnell\\w*|zugig\\w*|flott\\w*|punktlich\\w*|rechtzeitig\\w*|fruher als (?:angekundigt|erwartet)",
    ),
    nouns: {
      ...as("delivery", ["liefer\\w*", "bestellung\\w*", "versand\\w*", ...COURIER]),
      ...as("support", SUPPORT),
    },
    name: phrased({ delivery: "schnelle Lieferung", support: "schneller Support" }, "Schnelligkeit"),
  },
  slow: {
    cue: words(
      "langsam\\w*|trage|ladt ewig|ladt (?:viel )?zu lange|lange ladezeit\\w*|ladezeit\\w* (?:ist |sind )?(?:viel )?zu lang\\w*|schneckentempo",
    ),
    nouns: {
      ...as("app", SOFTWARE),
      ...as("support", SUPPORT),
      ...as("service", ["service", "bedienung", "kellner\\w*"]),
    },
    name: phrased({ app: "langsame App", support: "langsamer Support", service: "langsamer Service" }, "Langsamkeit"),
  },
  price: {
    cue: words(
      "teuer\\w*|uberteuert\\w*|preis\\w* (?:ist |sind )?(?:zu|sehr|viel zu) hoch|hohe(?:n)? preis\\w*|gebuhr\\w*|liefergebuhr\\w*|liefer kosten|abzocke|kostet zu viel|wucher\\w*",
    ),
    nouns: {},
    name: () => "hohe Preise",
  },
  bugs: {
    cue: words(
      "absturz\\w*|abgesturzt|sturzt|hangt sich (?:standig |oft |dauernd |immer )?auf|friert\\w* ein|eingefroren|bugs?|buggy|verbuggt|fehlerhaft\\w*|kaputt\\w*|defekt\\w*|funktioniert (?:nicht|gar nicht|kaum)|geht (?:gar )?nicht mehr|loggt mich (?:standig |immer |dauernd )?aus|fehlermeldung\\w*",
    ),
    nouns: {},
    name: () => "Fehler und Abstürze",
  },
  confusing: {
    cue: words(
      "verwirrend\\w*|unubersichtlich\\w*|unklar\\w*|kompliziert\\w*|schwer zu (?:finden|bedienen|verstehen)|umstandlich\\w*|nicht intuitiv",
    ),
    nouns: {
      ...as("interface", ["oberflache", "benutzeroberflache", "design", "menu", "navigation", "einstellungen", ...SOFTWARE]),
      ...as("instructions", ["anleitung\\w*", "anweisung\\w*", "aufgabe\\w*", "aufgabenstellung\\w*", "erklarung\\w*"]),
    },
    name: phrased({ interface: "verwirrende Oberfläche", instructions: "unklare Anleitungen" }, "schwer zu bedienen"),
  },
  crowded: {
    cue: words(
      "uberfullt\\w*|uberlaufen\\w*|zu voll|brechend voll|(?:zu|sehr|viel zu) laut|larm\\w*|gedrange|beengt\\w*|zu viele leute",
    ),
    nouns: {},
    name: () => "volle, laute Räume",
  },
  vegetarian: {
    cue: words("vegetarisch\\w*|vegan\\w*|glutenfrei\\w*|pflanzlich\\w*|fleischlos\\w*|veggie"),
    nouns: {},
    name: () => "vegetarische Gerichte",
  },
};
