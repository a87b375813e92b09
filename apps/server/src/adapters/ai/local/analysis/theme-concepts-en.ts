import { WAIT_IN_TIME, words } from "./feedback-cues";
import { as, type ConceptTable } from "./theme-concepts";

const FOOD = [
  "food",
  "meal",
  "dish",
  "dishes",
  "dinner",
  "lunch",
  "pizza",
  "noodles",
  "burger",
  "curry",
  "sushi",
  "pad thai",
  "fries",
  "soup",
  "rice",
  "pasta",
  "chicken",
  "salad",
  "sandwich",
  "taco",
  "tacos",
  "breakfast",
];
const COURIER = ["driver", "courier", "rider", "delivery guy", "delivery person"];
const STAFF = [
  "staff",
  "receptionist",
  "nurse",
  "doctor",
  "waiter",
  "cashier",
  "employee",
  "team",
  "support",
  "agent",
  "instructor",
  "teacher",
  "speaker",
];
const SOFTWARE = ["app", "dashboard", "page", "site", "website", "search", "sync", "export", "login", "editor"];
const SUPPORT = ["support", "reply", "response", "answer"];

/** English concepts; the adjective comes first and does not change, so names are built. */
export const conceptsEn: ConceptTable = {
  late: {
    cue: words(
      `late|later than|delayed?|delays|took (?:forever|ages|so long|too long)|waited|still waiting|over an hour|never (?:arrived|came)|${WAIT_IN_TIME}`,
    ),
    nouns: {
      ...as("delivery", ["delivery", "order", "parcel", "package", "shipping", ...COURIER, ...FOOD]),
      ...as("start", ["start", "keynote", "session", "talk", "event", "panel"]),
      ...as("appointments", ["appointment", "doctor", "check-in"]),
    },
    name: (thing) => (thing ? `late ${thing}` : "delays"),
  },
  cold: {
    cue: words("cold|lukewarm|tepid|not (?:hot|warm)"),
    nouns: {
      ...as("food", FOOD),
      ...as("drinks", ["coffee", "tea", "drink", "drinks"]),
      ...as("room", ["room", "venue", "hall"]),
    },
    name: (thing) => (thing ? `cold ${thing}` : "cold food"),
  },
  soggy: { cue: words("soggy|mushy|limp|greasy|stale"), nouns: as("food", FOOD), name: () => "soggy food" },
  wrongItems: {
    cue: words("missing|wrong (?:order|item|dish|size|food)|forgot|left out|someone else's"),
    nouns: {},
    name: () => "wrong or missing items",
  },
  rude: {
    cue: words("rude|unfriendly|impolite|unhelpful"),
    nouns: { ...as("driver", COURIER), ...as("staff", STAFF) },
    name: (thing) => `rude ${thing ?? "staff"}`,
  },
  friendly: {
    cue: words("friendly|polite|kind|helpful|courteous"),
    nouns: { ...as("driver", COURIER), ...as("staff", STAFF) },
    name: (thing) => `friendly ${thing ?? "staff"}`,
  },
  tasty: { cue: words("delicious|tasty|yummy|great taste|flavou?rful"), nouns: as("food", FOOD), name: () => "tasty food" },
  fast: {
    cue: words("fast|quick|quickly|on time|speedy|prompt"),
    nouns: {
      ...as("delivery", ["delivery", "order", "shipping", ...COURIER]),
      ...as("support", SUPPORT),
    },
    name: (thing) => (thing ? `fast ${thing}` : "speed"),
  },
  slow: {
    cue: words("slow|slowly|takes forever|lag(?:s|gy)?|to load"),
    nouns: {
      ...as("app", SOFTWARE),
      ...as("support", SUPPORT),
      ...as("service", ["service", "waiter"]),
    },
    name: (thing) => (thing ? `slow ${thing}` : "slowness"),
  },
  price: {
    cue: words("expensive|overpriced|pricey|rip-?off|fees?|prices? (?:are|is) (?:too )?high|too high|costs? too much"),
    nouns: {},
    name: () => "high prices",
  },
  bugs: {
    cue: words(
      "crash(?:es|ed|ing)?|freez(?:es|ing)|froze|bugs?|buggy|glitch(?:es|y)?|broken|doesn't work|not working|logs? me out",
    ),
    nouns: {},
    name: () => "bugs and crashes",
  },
  confusing: {
    cue: words("confusing|confused|unclear|hard to (?:find|use|understand|navigate)|complicated"),
    nouns: {
      ...as("interface", ["interface", "ui", "design", "menu", "navigation", "settings", ...SOFTWARE]),
      ...as("instructions", ["instructions", "assignments", "assignment", "explanation"]),
    },
    name: (thing) => (thing ? `confusing ${thing}` : "hard to use"),
  },
  crowded: { cue: words("crowded|noisy|loud|cramped|packed"), nouns: {}, name: () => "crowded, noisy rooms" },
  vegetarian: { cue: words("vegetarian|vegan|gluten-?free|plant-based"), nouns: {}, name: () => "vegetarian options" },
};
