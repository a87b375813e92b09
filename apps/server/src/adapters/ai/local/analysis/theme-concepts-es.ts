import { TARDE, WAIT_IN_TIME, words } from "./feedback-cues";
import { as, phrased, type ConceptTable } from "./theme-concepts";

// Nouns in their singular, accent-folded; a plural "s" or "es" is matched after each.
const FOOD = [
  "comida",
  "plato",
  "cena",
  "almuerzo",
  "pizza",
  "fideo",
  "hamburguesa",
  "curry",
  "sushi",
  "patata",
  "papa",
  "sopa",
  "arroz",
  "pasta",
  "pollo",
  "ensalada",
  "bocadillo",
  "sandwich",
  "taco",
  "desayuno",
  "menu del dia",
];
const COURIER = ["repartidor", "repartidora", "mensajero", "mensajera", "conductor", "conductora", "rider"];
const STAFF = [
  "personal",
  "recepcionista",
  "enfermera",
  "enfermero",
  "medico",
  "medica",
  "camarero",
  "camarera",
  "cajero",
  "cajera",
  "empleado",
  "empleada",
  "equipo",
  "soporte",
  "agente",
  "profesor",
  "profesora",
  "ponente",
  "atencion al cliente",
];
const SOFTWARE = ["app", "aplicacion", "panel", "pagina", "web", "sitio", "busqueda", "sincronizacion", "exportacion", "editor"];
const SUPPORT = ["soporte", "respuesta", "atencion al cliente", "servicio tecnico"];

const LATE = String.raw`${TARDE}|tardo|tardaron|tardanza|retras\w*|demor\w*(?! (?:mucho |demasiado )?en (?:cargar|abrir))|espere|esperamos|esperando|espera eterna|nunca (?:llego|llegaron)|no (?:llego|llegaron|vino) a (?:tiempo|la hora)|mas de una hora|una eternidad`;

/** Spanish concepts, named with the adjective after the noun and agreeing with it. */
export const conceptsEs: ConceptTable = {
  late: {
    cue: words(`${LATE}|${WAIT_IN_TIME}`),
    nouns: {
      ...as("delivery", ["entrega", "pedido", "paquete", "envio", "reparto", "domicilio", ...COURIER, ...FOOD]),
      ...as("start", ["inicio", "comienzo", "charla", "sesion", "evento", "ponencia", "conferencia"]),
      ...as("appointments", ["cita", "consulta", "medico"]),
    },
    name: phrased({ delivery: "entrega tardía", start: "inicio con retraso", appointments: "citas con retraso" }, "retrasos"),
  },
  cold: {
    cue: words(
      "fri[oa]s?|friisim[oa]s?|helad[oa]s? por dentro|tibi[oa]s?|templad[oa]s?|nada caliente|no (?:estaba|llego|vino) caliente",
    ),
    nouns: {
      ...as("food", FOOD),
      ...as("drinks", ["cafe", "bebida", "refresco", "chocolate"]),
      ...as("room", ["sala", "salon", "aula", "local"]),
    },
    name: phrased({ food: "comida fría", drinks: "bebidas frías", room: "salas frías" }, "comida fría"),
  },
  soggy: {
    cue: words(
      "blandos?|blandas?|blandengues?|aguad[oa]s?|empapad[oa]s?|grasient[oa]s?|aceitos[oa]s?|recocid[oa]s?|revenid[oa]s?|chiclos[oa]s?",
    ),
    nouns: as("food", FOOD),
    name: () => "comida blanda",
  },
  wrongItems: {
    cue: words(
      "faltaba|faltaban|falto|faltaron|(?:pedido|plato|producto|tamano) (?:equivocado|incorrecto)|equivocaron|se (?:les )?olvid\\w*|olvidaron|de otra persona|no era (?:mi pedido|lo que pedi)|incomplet[oa]",
    ),
    nouns: {},
    name: () => "pedidos incorrectos o incompletos",
  },
  rude: {
    cue: words(
      "maleducad[oa]s?|mal educad[oa]s?|groser[oa]s?|antipatic[oa]s?|borde|bordes|descortes|poco amables?|de malas maneras",
    ),
    nouns: { ...as("driver", COURIER), ...as("staff", STAFF) },
    name: phrased({ driver: "repartidor maleducado", staff: "personal maleducado" }, "personal maleducado"),
  },
  friendly: {
    cue: words(
      "(?<!poco |nada )amables?|simpatic[oa]s?|atent[oa]s?|(?<!mal )educad[oa]s?|majo|maja|majos|majas|encantador(?:a|es|as)?|cordial(?:es)?|servicial(?:es)?",
    ),
    nouns: { ...as("driver", COURIER), ...as("staff", STAFF) },
    name: phrased({ driver: "repartidor amable", staff: "personal amable" }, "personal amable"),
  },
  tasty: {
    cue: words(
      "delicios[oa]s?|buenisim[oa]s?|riquisim[oa]s?|sabros[oa]s?|(?:muy|super|estaba|estaban|que) ric[oa]s?|buen sabor|exquisit[oa]s?|de rechupete",
    ),
    nouns: as("food", FOOD),
    name: () => "comida deliciosa",
  },
  fast: {
    cue: words(
      "(?<!demasiado )rapid[oa]s?(?! de mas| de más)|rapidamente|rapidez|veloz|a tiempo|a la hora|puntual(?:es)?|puntualidad|enseguida|antes de lo previsto",
    ),
    nouns: {
      ...as("delivery", ["entrega", "pedido", "envio", "reparto", ...COURIER]),
      ...as("support", SUPPORT),
    },
    name: phrased({ delivery: "entrega rápida", support: "soporte rápido" }, "rapidez"),
  },
  slow: {
    cue: words(
      "lent[oa]s?|lentitud|despacio|(?:tarda|demora) (?:mucho |siglos |una eternidad |demasiado )?en (?:cargar|abrir)|va a pedales",
    ),
    nouns: {
      ...as("app", SOFTWARE),
      ...as("support", SUPPORT),
      ...as("service", ["servicio", "camarero", "camarera"]),
    },
    name: phrased({ app: "aplicación lenta", support: "soporte lento", service: "servicio lento" }, "lentitud"),
  },
  price: {
    cue: words(
      "caro|caros|cara|caras|carisim[oa]s?|precios? (?:muy )?(?:alt[oa]s?|excesiv[oa]s?|abusiv[oa]s?)|comision(?:es)?|gastos de envio|tarifas? (?:alt|abusiv)\\w*|cuesta demasiado|un robo|un atraco",
    ),
    nouns: {},
    name: () => "precios altos",
  },
  bugs: {
    cue: words(
      "se (?:cuelga|colgo|bloquea|bloqueo|cierra sola|cerro sola|congela|congelo|traba)|bugs?|fallos?|falla|fallan|da error|dio error|no funciona|dejo de funcionar|rot[oa]|me (?:saca|echa|desconecta) de la (?:sesion|cuenta)|pantalla en blanco",
    ),
    nouns: {},
    name: () => "fallos y bloqueos",
  },
  confusing: {
    cue: words(
      "confus[oa]s?|un lio|liosa?|complicad[oa]s?|poco clar[oa]s?|nada clar[oa]s?|dificil de (?:usar|encontrar|entender)|cuesta (?:encontrar|entender)",
    ),
    nouns: {
      ...as("interface", ["interfaz", "diseno", "menu", "navegacion", "ajustes", "configuracion", ...SOFTWARE]),
      ...as("instructions", ["instrucciones", "tarea", "explicacion", "enunciado"]),
    },
    name: phrased({ interface: "interfaz confusa", instructions: "instrucciones confusas" }, "difícil de usar"),
  },
  crowded: {
    cue: words(
      "llen[oa] de gente|abarrotad[oa]s?|masificad[oa]s?|ruidos[oa]s?|much[oa] ruido|demasiada gente|aglomeraci\\w*|apretad[oa]s?|agobiante",
    ),
    nouns: {},
    name: () => "salas llenas y ruidosas",
  },
  vegetarian: {
    cue: words("vegetarian[oa]s?|vegan[oa]s?|sin gluten|a base de plantas"),
    nouns: {},
    name: () => "opciones vegetarianas",
  },
};
