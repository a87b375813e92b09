import { WAIT_IN_TIME, words } from "./feedback-cues";
import { as, phrased, type ConceptTable } from "./theme-concepts";

// Nouns in their singular, accent-folded; a plural "s" is matched after each ("plats", "nouilles").
const FOOD = [
  "nourriture",
  "repas",
  "plat",
  "diner",
  "dejeuner",
  "pizza",
  "nouille",
  "burger",
  "hamburger",
  "curry",
  "sushi",
  "frite",
  "soupe",
  "riz",
  "pate",
  "poulet",
  "salade",
  "sandwich",
  "tacos",
  "petit-dejeuner",
];
const COURIER = ["livreur", "livreuse", "coursier", "coursiere", "chauffeur"];
const STAFF = [
  "personnel",
  "equipe",
  "receptionniste",
  "infirmier",
  "infirmiere",
  "medecin",
  "serveur",
  "serveuse",
  "caissier",
  "caissiere",
  "employe",
  "employee",
  "support",
  "agent",
  "conseiller",
  "conseillere",
  "professeur",
  "prof",
  "intervenant",
  "intervenante",
  "accueil",
];
const SOFTWARE = [
  "application",
  "appli",
  "app",
  "tableau de bord",
  "page",
  "site",
  "recherche",
  "synchro",
  "synchronisation",
  "export",
  "connexion",
  "editeur",
];
const SUPPORT = ["support", "service client", "reponse", "sav", "assistance"];

/** French concepts, named with the adjective after the noun and agreeing with it. */
export const conceptsFr: ConceptTable = {
  late: {
    cue: words(
      `en retard|retard|retards|retarde\\w*|tardive?s?|(?:arrive\\w*|livre\\w*) (?:tres |trop )?tard|attendu|attendre|attente|toujours pas (?:arrive\\w*|livre\\w*|recu\\w*)|jamais (?:arrive\\w*|venu\\w*|livre\\w*)|plus d'une heure|une eternite(?! a (?:charger|s'ouvrir|repondre))|${WAIT_IN_TIME}`,
    ),
    nouns: {
      ...as("delivery", ["livraison", "commande", "colis", "paquet", "envoi", ...COURIER, ...FOOD]),
      ...as("start", ["debut", "conference", "seance", "session", "evenement", "keynote", "intervention", "table ronde"]),
      ...as("appointments", ["rendez-vous", "rdv", "consultation", "medecin"]),
    },
    name: phrased(
      { delivery: "livraison en retard", start: "début en retard", appointments: "rendez-vous en retard" },
      "retards",
    ),
  },
  cold: {
    cue: words("froid(?:e|s|es)?|tiede(?:s)?|pas (?:assez )?chaud(?:e|s|es)?|refroidi\\w*|gele\\w*"),
    nouns: {
      ...as("food", FOOD),
      ...as("drinks", ["cafe", "the", "boisson", "chocolat"]),
      ...as("room", ["salle", "piece", "local", "amphi"]),
    },
    name: phrased({ food: "plats froids", drinks: "boissons froides", room: "salles froides" }, "plats froids"),
  },
  soggy: {
    cue: words(
      "ramolli\\w*|molles?|mous|detrempe\\w*|gras|grasse|grasses|graisseu\\w*|huileu\\w*|rassis|rassie\\w*|spongieu\\w*",
    ),
    nouns: as("food", FOOD),
    name: () => "plats ramollis",
  },
  wrongItems: {
    cue: words(
      "il manquait|manquai(?:t|ent)|manquant\\w*|oubli(?:e|es|ee|ees)|ont oublie|(?:mauvaise|mauvais) (?:commande|plat|article|taille|produit)|pas (?:ma|la bonne) commande|commande (?:d'un autre|de quelqu'un d'autre|incomplete|erronee)|pas ce que j'avais commande|erreur dans (?:la|ma) commande",
    ),
    nouns: {},
    name: () => "articles manquants ou erronés",
  },
  rude: {
    cue: words(
      "impoli(?:e|s|es)?|desagreable(?:s)?|mal poli\\w*|grossier\\w*|peu aimable(?:s)?|pas aimable(?:s)?|antipathique(?:s)?|desobligeant\\w*|odieu(?:x|se|ses)",
    ),
    nouns: { ...as("driver", COURIER), ...as("staff", STAFF) },
    name: phrased({ driver: "livreur impoli", staff: "personnel impoli" }, "personnel impoli"),
  },
  friendly: {
    cue: words(
      "(?<!peu |pas )aimables?|sympa|sympas|sympathique(?:s)?|gentil(?:le|s|les)?|(?<!mal )poli(?:e|s|es)?|courtois\\w*|souriant\\w*|serviable(?:s)?|avenant\\w*|chaleureu(?:x|se|ses)",
    ),
    nouns: { ...as("driver", COURIER), ...as("staff", STAFF) },
    name: phrased({ driver: "livreur aimable", staff: "personnel aimable" }, "personnel aimable"),
  },
  tasty: {
    cue: words(
      "delicieu(?:x|se|ses)|savoureu(?:x|se|ses)|succulent\\w*|un regal|un delice|goutu\\w*|plein de saveurs?|(?:tres|trop) bon(?:ne|s|nes)?|excellent gout",
    ),
    nouns: as("food", FOOD),
    name: () => "plats délicieux",
  },
  fast: {
    cue: words(
      "(?<!trop )rapide(?:s)?|(?<!trop )rapidement|rapidite|(?<!trop )vite|a l'heure|ponctuel\\w*|en avance|en un eclair|sans attendre",
    ),
    nouns: {
      ...as("delivery", ["livraison", "commande", "envoi", ...COURIER]),
      ...as("support", SUPPORT),
    },
    name: phrased({ delivery: "livraison rapide", support: "support rapide" }, "rapidité"),
  },
  slow: {
    cue: words(
      "lent(?:e|s|es)?|lentement|lenteur\\w*|rame|met (?:une eternite|des heures|du temps) a (?:charger|s'ouvrir|repondre)|long a charger|longue a charger",
    ),
    nouns: {
      ...as("app", SOFTWARE),
      ...as("support", SUPPORT),
      ...as("service", ["service", "serveur", "serveuse"]),
    },
    name: phrased({ app: "application lente", support: "support lent", service: "service lent" }, "lenteur"),
  },
  price: {
    cue: words(
      "cher|chere|chers|cheres|hors de prix|prix (?:trop |tres )?(?:eleve|excessif|abusif)s?|frais (?:de livraison|de service|caches)|arnaque|coute trop|ruineu\\w*",
    ),
    nouns: {},
    name: () => "prix élevés",
  },
  bugs: {
    cue: words(
      "bug(?:s|ue|uee|gue|guee)?|beug\\w*|plant(?:e|ent|age|ages)|crash\\w*|se (?:bloque|fige|ferme toute seule)|fige\\w*|ne (?:marche|fonctionne) (?:pas|plus)|casse\\w*|me deconnecte\\w*|ecran blanc",
    ),
    nouns: {},
    name: () => "bugs et plantages",
  },
  confusing: {
    cue: words(
      "confus(?:e|es)?|pas clair\\w*|peu clair\\w*|compliqu\\w*|difficile a (?:trouver|utiliser|comprendre)|on s'y perd|je m'y perds|pas intuiti\\w*",
    ),
    nouns: {
      ...as("interface", ["interface", "design", "menu", "navigation", "parametre", "reglage", ...SOFTWARE]),
      ...as("instructions", ["consigne", "instruction", "devoir", "exercice", "explication"]),
    },
    name: phrased({ interface: "interface confuse", instructions: "consignes peu claires" }, "difficile à utiliser"),
  },
  crowded: {
    cue: words(
      "bonde\\w*|bruyant\\w*|trop de monde|plein a craquer|trop de bruit|entass\\w*|exigu\\w*|serres comme des sardines",
    ),
    nouns: {},
    name: () => "salles bondées et bruyantes",
  },
  vegetarian: {
    cue: words("vegetarien\\w*|vegan\\w*|vegetalien\\w*|sans gluten|vege"),
    nouns: {},
    name: () => "options végétariennes",
  },
};
