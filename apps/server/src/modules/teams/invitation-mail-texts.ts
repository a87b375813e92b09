import type { Language } from "@sondar/core/i18n/languages";

/** Values an invitation mail names; all user-written, escaped before they go into HTML. */
export interface InvitationMailValues {
  product: string;
  organization: string;
  inviter: string;
  /** The link's expiry, formatted for the language. */
  date: string;
}

export interface InvitationMailText {
  subject: (v: InvitationMailValues) => string;
  heading: (v: InvitationMailValues) => string;
  body: (v: InvitationMailValues) => string;
  button: string;
}

/** The invitation mail in every language, in the inviter's (docs/product/teams.md#invitations). */
export const INVITATION_MAIL_TEXTS: Record<Language, InvitationMailText> = {
  en: {
    subject: (v) => `${v.inviter} invited you to ${v.organization} on ${v.product}`,
    heading: (v) => `Join ${v.organization}`,
    body: (v) =>
      `${v.inviter} invited you to join the organization ${v.organization} on ${v.product}, to work on its surveys together. The link works once, for this e-mail address, until ${v.date}. If you did not expect it, ignore this message.`,
    button: "Accept invitation",
  },
  es: {
    subject: (v) => `${v.inviter} te ha invitado a ${v.organization} en ${v.product}`,
    heading: (v) => `Únete a ${v.organization}`,
    body: (v) =>
      `${v.inviter} te ha invitado a unirte a la organización ${v.organization} en ${v.product} para trabajar juntos en sus encuestas. El enlace funciona una sola vez, para esta dirección de correo, hasta el ${v.date}. Si no lo esperabas, ignora este mensaje.`,
    button: "Aceptar la invitación",
  },
  fr: {
    subject: (v) => `${v.inviter} vous invite à rejoindre ${v.organization} sur ${v.product}`,
    heading: (v) => `Rejoignez ${v.organization}`,
    body: (v) =>
      `${v.inviter} vous invite à rejoindre l'organisation ${v.organization} sur ${v.product} pour travailler ensemble sur ses questionnaires. Le lien ne fonctionne qu'une fois, pour cette adresse e-mail, jusqu'au ${v.date}. Si vous ne vous y attendiez pas, ignorez ce message.`,
    button: "Accepter l'invitation",
  },
  de: {
    subject: (v) => `${v.inviter} hat Sie zu ${v.organization} auf ${v.product} eingeladen`,
    heading: (v) => `Treten Sie ${v.organization} bei`,
    body: (v) =>
      `${v.inviter} hat Sie eingeladen, der Organisation ${v.organization} auf ${v.product} beizutreten und gemeinsam an ihren Umfragen zu arbeiten. Der Link funktioniert einmal, für diese E-Mail-Adresse, bis zum ${v.date}. Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese Nachricht.`,
    button: "Einladung annehmen",
  },
  pt: {
    subject: (v) => `${v.inviter} convidou você para ${v.organization} no ${v.product}`,
    heading: (v) => `Junte-se a ${v.organization}`,
    body: (v) =>
      `${v.inviter} convidou você para participar da organização ${v.organization} no ${v.product} e trabalhar em conjunto nas suas pesquisas. O link funciona uma única vez, para este endereço de e-mail, até ${v.date}. Se você não esperava este convite, ignore esta mensagem.`,
    button: "Aceitar convite",
  },
};
