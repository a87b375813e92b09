import type { Language } from "@sondar/core/i18n/languages";

/** Values a billing mail's text may name; dates and amounts come formatted for the language. */
export interface BillingMailValues {
  product: string;
  /** The trial's end, the term's end… */
  date: string | null;
  /** A failed payment's amount. */
  amount: string | null;
}

export interface BillingMailText {
  subject: (v: BillingMailValues) => string;
  heading: (v: BillingMailValues) => string;
  body: (v: BillingMailValues) => string;
  button: string;
}

export type BillingNoticeKind = "trial-ending" | "trial-ended" | "payment-failed" | "subscription-cancelled";

/**
 * Every billing mail in every language (docs/product/billing.md#lifecycle); the type makes each
 * language carry each mail.
 */
export const BILLING_MAIL_TEXTS: Record<Language, Record<BillingNoticeKind, BillingMailText>> = {
  en: {
    "trial-ending": {
      subject: (v) => `Your ${v.product} trial ends on ${v.date}`,
      heading: () => "Your free trial ends soon",
      body: (v) =>
        `Your ${v.product} trial ends on ${v.date}. Choose a plan to keep creating and editing surveys; your published surveys keep collecting responses either way.`,
      button: "Choose a plan",
    },
    "trial-ended": {
      subject: (v) => `Your ${v.product} trial has ended`,
      heading: () => "Your free trial has ended",
      body: (v) =>
        `Your surveys are now read-only: you can still open them, their responses and exports, and published surveys keep collecting responses. Upgrade to ${v.product} Pro to create and edit again.`,
      button: "Upgrade to Pro",
    },
    "payment-failed": {
      subject: (v) => `We could not collect your ${v.product} payment`,
      heading: () => "Your payment failed",
      body: (v) =>
        `We could not collect ${v.amount ? `the payment of ${v.amount}` : "your last payment"} for ${v.product} Pro. Please check your payment method; we will try again in the meantime.`,
      button: "Check payment details",
    },
    "subscription-cancelled": {
      subject: (v) => `Your ${v.product} Pro subscription is cancelled`,
      heading: () => "Subscription cancelled",
      body: (v) =>
        v.date
          ? `Your subscription stays active until ${v.date}. Until then you can reactivate it from the billing page.`
          : "Your subscription has ended. Your surveys are read-only and published surveys keep collecting responses. You can subscribe again at any time.",
      button: "Open billing",
    },
  },
  es: {
    "trial-ending": {
      subject: (v) => `Tu prueba de ${v.product} termina el ${v.date}`,
      heading: () => "Tu prueba gratuita termina pronto",
      body: (v) =>
        `Tu prueba de ${v.product} termina el ${v.date}. Elige un plan para seguir creando y editando encuestas; tus encuestas publicadas seguirán recogiendo respuestas en cualquier caso.`,
      button: "Elegir un plan",
    },
    "trial-ended": {
      subject: (v) => `Tu prueba de ${v.product} ha terminado`,
      heading: () => "Tu prueba gratuita ha terminado",
      body: (v) =>
        `Tus encuestas ahora son de solo lectura: puedes abrirlas, ver sus respuestas y exportarlas, y las encuestas publicadas siguen recogiendo respuestas. Pásate a ${v.product} Pro para volver a crear y editar.`,
      button: "Pasar a Pro",
    },
    "payment-failed": {
      subject: (v) => `No pudimos cobrar tu pago de ${v.product}`,
      heading: () => "Tu pago ha fallado",
      body: (v) =>
        `No pudimos cobrar ${v.amount ? `el pago de ${v.amount}` : "tu último pago"} de ${v.product} Pro. Revisa tu método de pago; mientras tanto lo volveremos a intentar.`,
      button: "Revisar el pago",
    },
    "subscription-cancelled": {
      subject: (v) => `Tu suscripción a ${v.product} Pro está cancelada`,
      heading: () => "Suscripción cancelada",
      body: (v) =>
        v.date
          ? `Tu suscripción sigue activa hasta el ${v.date}. Hasta entonces puedes reactivarla desde la página de facturación.`
          : "Tu suscripción ha terminado. Tus encuestas son de solo lectura y las encuestas publicadas siguen recogiendo respuestas. Puedes volver a suscribirte cuando quieras.",
      button: "Abrir facturación",
    },
  },
  fr: {
    "trial-ending": {
      subject: (v) => `Votre essai de ${v.product} se termine le ${v.date}`,
      heading: () => "Votre essai gratuit se termine bientôt",
      body: (v) =>
        `Votre essai de ${v.product} se termine le ${v.date}. Choisissez une offre pour continuer à créer et modifier des sondages ; vos sondages publiés continuent de recueillir des réponses dans tous les cas.`,
      button: "Choisir une offre",
    },
    "trial-ended": {
      subject: (v) => `Votre essai de ${v.product} est terminé`,
      heading: () => "Votre essai gratuit est terminé",
      body: (v) =>
        `Vos sondages sont désormais en lecture seule : vous pouvez toujours les ouvrir, consulter et exporter leurs réponses, et les sondages publiés continuent de recueillir des réponses. Passez à ${v.product} Pro pour créer et modifier à nouveau.`,
      button: "Passer à Pro",
    },
    "payment-failed": {
      subject: (v) => `Nous n'avons pas pu encaisser votre paiement ${v.product}`,
      heading: () => "Votre paiement a échoué",
      body: (v) =>
        `Nous n'avons pas pu encaisser ${v.amount ? `le paiement de ${v.amount}` : "votre dernier paiement"} pour ${v.product} Pro. Vérifiez votre moyen de paiement ; nous réessaierons entre-temps.`,
      button: "Vérifier le paiement",
    },
    "subscription-cancelled": {
      subject: (v) => `Votre abonnement ${v.product} Pro est résilié`,
      heading: () => "Abonnement résilié",
      body: (v) =>
        v.date
          ? `Votre abonnement reste actif jusqu'au ${v.date}. D'ici là, vous pouvez le réactiver depuis la page de facturation.`
          : "Votre abonnement a pris fin. Vos sondages sont en lecture seule et les sondages publiés continuent de recueillir des réponses. Vous pouvez vous réabonner à tout moment.",
      button: "Ouvrir la facturation",
    },
  },
  de: {
    "trial-ending": {
      subject: (v) => `Ihre ${v.product}-Testphase endet am ${v.date}`,
      heading: () => "Ihre kostenlose Testphase endet bald",
      body: (v) =>
        `Ihre ${v.product}-Testphase endet am ${v.date}. Wählen Sie einen Tarif, um weiter Umfragen zu erstellen und zu bearbeiten; Ihre veröffentlichten Umfragen sammeln in jedem Fall weiter Antworten.`,
      button: "Tarif wählen",
    },
    "trial-ended": {
      subject: (v) => `Ihre ${v.product}-Testphase ist beendet`,
      heading: () => "Ihre kostenlose Testphase ist beendet",
      body: (v) =>
        `Ihre Umfragen sind jetzt schreibgeschützt: Sie können sie weiterhin öffnen, ihre Antworten ansehen und exportieren, und veröffentlichte Umfragen sammeln weiter Antworten. Wechseln Sie zu ${v.product} Pro, um wieder zu erstellen und zu bearbeiten.`,
      button: "Zu Pro wechseln",
    },
    "payment-failed": {
      subject: (v) => `Wir konnten Ihre ${v.product}-Zahlung nicht einziehen`,
      heading: () => "Ihre Zahlung ist fehlgeschlagen",
      body: (v) =>
        `Wir konnten ${v.amount ? `die Zahlung über ${v.amount}` : "Ihre letzte Zahlung"} für ${v.product} Pro nicht einziehen. Bitte prüfen Sie Ihre Zahlungsmethode; wir versuchen es in der Zwischenzeit erneut.`,
      button: "Zahlungsdaten prüfen",
    },
    "subscription-cancelled": {
      subject: (v) => `Ihr ${v.product} Pro-Abonnement ist gekündigt`,
      heading: () => "Abonnement gekündigt",
      body: (v) =>
        v.date
          ? `Ihr Abonnement bleibt bis zum ${v.date} aktiv. Bis dahin können Sie es auf der Abrechnungsseite reaktivieren.`
          : "Ihr Abonnement ist beendet. Ihre Umfragen sind schreibgeschützt, und veröffentlichte Umfragen sammeln weiter Antworten. Sie können jederzeit wieder abonnieren.",
      button: "Abrechnung öffnen",
    },
  },
  pt: {
    "trial-ending": {
      subject: (v) => `Sua avaliação do ${v.product} termina em ${v.date}`,
      heading: () => "Sua avaliação gratuita termina em breve",
      body: (v) =>
        `Sua avaliação do ${v.product} termina em ${v.date}. Escolha um plano para continuar criando e editando pesquisas; suas pesquisas publicadas continuam recebendo respostas de qualquer forma.`,
      button: "Escolher um plano",
    },
    "trial-ended": {
      subject: (v) => `Sua avaliação do ${v.product} terminou`,
      heading: () => "Sua avaliação gratuita terminou",
      body: (v) =>
        `Suas pesquisas agora são somente leitura: você ainda pode abri-las, ver e exportar as respostas, e as pesquisas publicadas continuam recebendo respostas. Assine o ${v.product} Pro para voltar a criar e editar.`,
      button: "Assinar o Pro",
    },
    "payment-failed": {
      subject: (v) => `Não conseguimos cobrar seu pagamento do ${v.product}`,
      heading: () => "Seu pagamento falhou",
      body: (v) =>
        `Não conseguimos cobrar ${v.amount ? `o pagamento de ${v.amount}` : "seu último pagamento"} do ${v.product} Pro. Verifique sua forma de pagamento; enquanto isso, tentaremos novamente.`,
      button: "Verificar pagamento",
    },
    "subscription-cancelled": {
      subject: (v) => `Sua assinatura do ${v.product} Pro foi cancelada`,
      heading: () => "Assinatura cancelada",
      body: (v) =>
        v.date
          ? `Sua assinatura continua ativa até ${v.date}. Até lá, você pode reativá-la na página de cobrança.`
          : "Sua assinatura terminou. Suas pesquisas são somente leitura e as pesquisas publicadas continuam recebendo respostas. Você pode assinar novamente quando quiser.",
      button: "Abrir cobrança",
    },
  },
};
