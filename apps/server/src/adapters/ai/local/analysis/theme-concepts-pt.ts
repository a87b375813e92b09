import { TARDE, WAIT_IN_TIME, words } from "./feedback-cues";
import { as, phrased, type ConceptTable } from "./theme-concepts";

// Nouns in their singular, accent-folded; a plural "s" or "es" is matched after each.
const FOOD = [
  "comida",
  "prato",
  "refeicao",
  "refeicoes",
  "jantar",
  "almoco",
  "pizza",
  "macarrao",
  "lamen",
  "hamburguer",
  "curry",
  "sushi",
  "batata",
  "sopa",
  "arroz",
  "massa",
  "frango",
  "salada",
  "sanduiche",
  "lanche",
  "taco",
  "marmita",
  "cafe da manha",
];
const COURIER = ["entregador", "entregadora", "motoboy", "motorista", "motoqueiro"];
const STAFF = [
  "equipe",
  "funcionario",
  "funcionaria",
  "atendente",
  "recepcionista",
  "enfermeiro",
  "enfermeira",
  "medico",
  "medica",
  "garcom",
  "garcons",
  "garconete",
  "pessoal",
  "suporte",
  "atendimento",
  "agente",
  "professor",
  "professora",
  "palestrante",
];
const SOFTWARE = [
  "app",
  "aplicativo",
  "painel",
  "pagina",
  "site",
  "busca",
  "pesquisa",
  "sincronizacao",
  "exportacao",
  "login",
  "editor",
];
const SUPPORT = ["suporte", "resposta", "sac", "atendimento ao cliente"];

const LATE = String.raw`atrasad[oa]s?|atrasos?|atrasou|atrasaram|${TARDE}|demor\w*(?! (?:muito |demais )?(?:para|pra) (?:carregar|abrir))|esperei|esperamos|esperando|aguardando|nunca chegou|ainda nao chegou|mais de uma hora|uma eternidade`;

/** Portuguese concepts, named with the adjective after the noun and agreeing with it. */
export const conceptsPt: ConceptTable = {
  late: {
    cue: words(`${LATE}|${WAIT_IN_TIME}`),
    nouns: {
      ...as("delivery", ["entrega", "pedido", "encomenda", "pacote", "envio", "frete", ...COURIER, ...FOOD]),
      ...as("start", ["inicio", "comeco", "palestra", "sessao", "evento", "abertura"]),
      ...as("appointments", ["consulta", "medico", "agendamento"]),
    },
    name: phrased({ delivery: "entrega atrasada", start: "início atrasado", appointments: "consultas atrasadas" }, "atrasos"),
  },
  cold: {
    cue: words("fri[oa]s?|friissim[oa]s?|geladin\\w*|morn[oa]s?|nada quente|nao (?:estava|veio|chegou) quente"),
    nouns: {
      ...as("food", FOOD),
      ...as("drinks", ["cafe", "cha", "bebida", "chocolate quente"]),
      ...as("room", ["sala", "salao", "auditorio", "local"]),
    },
    name: phrased({ food: "comida fria", drinks: "bebidas frias", room: "salas frias" }, "comida fria"),
  },
  soggy: {
    cue: words("murch[oa]s?|encharcad[oa]s?|molengas?|mole|moles|gordurent[oa]s?|oleos[oa]s?|empapad[oa]s?|borrachud[oa]s?"),
    nouns: as("food", FOOD),
    name: () => "comida murcha",
  },
  wrongItems: {
    cue: words(
      "faltou|faltaram|faltando|faltava|faltavam|esquece(?:ram|u)|(?:pedido|prato|item|tamanho) errado|veio errado|vieram errad[oa]s|trocad[oa]s?|veio outro pedido|de outra pessoa|incomplet[oa]s?",
    ),
    nouns: {},
    name: () => "itens errados ou faltando",
  },
  rude: {
    cue: words(
      "grosseir[oa]s?|grosso com|mal[- ]educad[oa]s?|sem educacao|antipatic[oa]s?|rude|rudes|ignorante(?:s)?|estupid[oa]s?",
    ),
    nouns: { ...as("driver", COURIER), ...as("staff", STAFF) },
    name: phrased({ driver: "entregador grosseiro", staff: "equipe grosseira" }, "equipe grosseira"),
  },
  friendly: {
    cue: words(
      "simpatic[oa]s?|gentil|gentis|(?<!mal[- ]|sem )educad[oa]s?|atencios[oa]s?|cordial|cordiais|prestativ[oa]s?|amavel|amaveis|sorridente(?:s)?|um amor",
    ),
    nouns: { ...as("driver", COURIER), ...as("staff", STAFF) },
    name: phrased({ driver: "entregador simpático", staff: "equipe simpática" }, "equipe simpática"),
  },
  tasty: {
    cue: words(
      "delicios[oa]s?|gostos[oa]s?|gostosissim[oa]s?|saboros[oa]s?|uma delicia|muito bem temperad[oa]s?|sabor (?:incrivel|otimo|excelente)|otimo sabor",
    ),
    nouns: as("food", FOOD),
    name: () => "comida deliciosa",
  },
  fast: {
    cue: words(
      "rapid[oa]s?(?! demais)|rapidamente|rapidez|no horario|na hora certa|no prazo|pontua(?:l|is)|pontualidade|antes do previsto|voou|super rapido",
    ),
    nouns: {
      ...as("delivery", ["entrega", "pedido", "envio", ...COURIER]),
      ...as("support", SUPPORT),
    },
    name: phrased({ delivery: "entrega rápida", support: "suporte rápido" }, "rapidez"),
  },
  slow: {
    cue: words(
      "lent[oa]s?|lentidao|devagar|demora (?:muito |demais )?(?:para|pra) (?:carregar|abrir|responder)|carrega devagar|leva uma eternidade (?:para|pra) (?:carregar|abrir)",
    ),
    nouns: {
      ...as("app", SOFTWARE),
      ...as("support", SUPPORT),
      ...as("service", ["atendimento", "servico", "garcom"]),
    },
    name: phrased({ app: "aplicativo lento", support: "suporte lento", service: "atendimento lento" }, "lentidão"),
  },
  price: {
    cue: words(
      "caro|caros|caras|(?:muito|mais|bem|tao) cara|cara demais|carissim[oa]s?|precos? (?:muito )?(?:alto|salgado|abusivo)s?|taxa de entrega|taxas? (?:alta|abusiva)s?|um roubo|custa (?:muito|demais)",
    ),
    nouns: {},
    name: () => "preços altos",
  },
  bugs: {
    cue: words(
      "trav(?:a|ou|ando|amentos?)|fecha sozinho|fechou sozinho|bugs?|bugad[oa]|bugou|crash\\w*|nao funciona|parou de funcionar|quebrad[oa]|me desloga|desloga|tela branca|da erro|deu erro",
    ),
    nouns: {},
    name: () => "erros e travamentos",
  },
  confusing: {
    cue: words(
      "confus[oa]s?|complicad[oa]s?|nada intuitiv[oa]|pouco intuitiv[oa]|pouco clar[oa]s?|dificil de (?:usar|achar|encontrar|entender)|nao da (?:pra|para) achar",
    ),
    nouns: {
      ...as("interface", ["interface", "design", "menu", "navegacao", "configuracoes", ...SOFTWARE]),
      ...as("instructions", ["instrucoes", "tarefa", "explicacao", "explicacoes", "enunciado"]),
    },
    name: phrased({ interface: "interface confusa", instructions: "instruções confusas" }, "difícil de usar"),
  },
  crowded: {
    cue: words("lotad[oa]s?|cheio demais|muito cheio|barulhent[oa]s?|muito barulho|apertad[oa]s?|abarrotad[oa]s?|gente demais"),
    nouns: {},
    name: () => "salas lotadas e barulhentas",
  },
  vegetarian: {
    cue: words("vegetarian[oa]s?|vegan[oa]s?|sem gluten|a base de plantas"),
    nouns: {},
    name: () => "opções vegetarianas",
  },
};
