import type { Language } from "@sondar/core/i18n/languages";

export interface AuthMailText {
  greeting: (v: { name: string }) => string;
  verify: {
    subject: (v: { product: string }) => string;
    heading: string;
    body: (v: { product: string }) => string;
    ignore: string;
    button: string;
  };
  reset: { subject: (v: { product: string }) => string; heading: string; body: string; ignore: string; button: string };
}

/** Verification and password-reset mail in every language (decision 065); the type makes each language carry each text. */
export const AUTH_MAIL_TEXTS: Record<Language, AuthMailText> = {
  en: {
    greeting: ({ name }) => `Hi ${name},`,
    verify: {
      subject: ({ product }) => `Verify your e-mail for ${product}`,
      heading: "Confirm your e-mail address",
      body: ({ product }) => `Confirm your e-mail address to start using ${product}.`,
      ignore: "If you did not sign up, ignore this message.",
      button: "Verify e-mail",
    },
    reset: {
      subject: ({ product }) => `Reset your ${product} password`,
      heading: "Reset your password",
      body: "Someone asked to reset your password. Choose a new one here:",
      ignore: "If it was not you, ignore this message; your password stays the same.",
      button: "Choose a new password",
    },
  },
  es: {
    greeting: ({ name }) => `Hola, ${name}:`,
    verify: {
      subject: ({ product }) => `Verifica tu correo para ${product}`,
      heading: "Confirma tu dirección de correo",
      body: ({ product }) => `Confirma tu dirección de correo para empezar a usar ${product}.`,
      ignore: "Si no te registraste, ignora este mensaje.",
      button: "Verificar correo",
    },
    reset: {
      subject: ({ product }) => `Restablece tu contraseña de ${product}`,
      heading: "Restablece tu contraseña",
      body: "Alguien ha pedido restablecer tu contraseña. Elige una nueva aquí:",
      ignore: "Si no fuiste tú, ignora este mensaje; tu contraseña no cambia.",
      button: "Elegir una contraseña nueva",
    },
  },
  fr: {
    greeting: ({ name }) => `Bonjour ${name},`,
    verify: {
      subject: ({ product }) => `Vérifiez votre adresse e-mail pour ${product}`,
      heading: "Confirmez votre adresse e-mail",
      body: ({ product }) => `Confirmez votre adresse e-mail pour commencer à utiliser ${product}.`,
      ignore: "Si vous ne vous êtes pas inscrit, ignorez ce message.",
      button: "Vérifier l'adresse e-mail",
    },
    reset: {
      subject: ({ product }) => `Réinitialisez votre mot de passe ${product}`,
      heading: "Réinitialisez votre mot de passe",
      body: "Quelqu'un a demandé à réinitialiser votre mot de passe. Choisissez-en un nouveau ici :",
      ignore: "Si ce n'était pas vous, ignorez ce message ; votre mot de passe reste inchangé.",
      button: "Choisir un nouveau mot de passe",
    },
  },
  de: {
    greeting: ({ name }) => `Hallo ${name},`,
    verify: {
      subject: ({ product }) => `Bestätigen Sie Ihre E-Mail-Adresse für ${product}`,
      heading: "Bestätigen Sie Ihre E-Mail-Adresse",
      body: ({ product }) => `Bestätigen Sie Ihre E-Mail-Adresse, um ${product} zu nutzen.`,
      ignore: "Wenn Sie sich nicht registriert haben, ignorieren Sie diese Nachricht.",
      button: "E-Mail bestätigen",
    },
    reset: {
      subject: ({ product }) => `Setzen Sie Ihr ${product}-Passwort zurück`,
      heading: "Passwort zurücksetzen",
      body: "Jemand möchte Ihr Passwort zurücksetzen. Wählen Sie hier ein neues:",
      ignore: "Wenn Sie das nicht waren, ignorieren Sie diese Nachricht; Ihr Passwort bleibt unverändert.",
      button: "Neues Passwort wählen",
    },
  },
  pt: {
    greeting: ({ name }) => `Olá, ${name},`,
    verify: {
      subject: ({ product }) => `Confirme seu e-mail no ${product}`,
      heading: "Confirme seu endereço de e-mail",
      body: ({ product }) => `Confirme seu endereço de e-mail para começar a usar o ${product}.`,
      ignore: "Se você não se cadastrou, ignore esta mensagem.",
      button: "Confirmar e-mail",
    },
    reset: {
      subject: ({ product }) => `Redefina sua senha do ${product}`,
      heading: "Redefina sua senha",
      body: "Alguém pediu para redefinir sua senha. Escolha uma nova aqui:",
      ignore: "Se não foi você, ignore esta mensagem; sua senha continua a mesma.",
      button: "Escolher uma nova senha",
    },
  },
};
