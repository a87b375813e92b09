import type { Language } from "@sondar/core/i18n/languages";
import type { MailMessage } from "../../adapters/mail/mail-adapter";
import { linkMail, type LinkMailWords } from "../../adapters/mail/mail-layout";

const WORDS: Record<Language, LinkMailWords> = {
  en: {
    subject: "Confirm deleting your {product} account",
    heading: "Confirm deleting your account",
    body: "Someone signed in to your account asked to delete it. Open the link while signed in and confirm to delete your account, your personal surveys with their responses, and the organizations you own alone. The link works for {hours} hours. If this was not you, ignore this mail and change your sign-in.",
    button: "Delete my account",
  },
  es: {
    subject: "Confirma la eliminación de tu cuenta de {product}",
    heading: "Confirma la eliminación de tu cuenta",
    body: "Alguien con la sesión iniciada en tu cuenta pidió eliminarla. Abre el enlace con tu sesión iniciada y confirma para eliminar tu cuenta, tus encuestas personales con sus respuestas y las organizaciones que solo tú posees. El enlace funciona durante {hours} horas. Si no fuiste tú, ignora este correo y cambia tu acceso.",
    button: "Eliminar mi cuenta",
  },
  fr: {
    subject: "Confirmez la suppression de votre compte {product}",
    heading: "Confirmez la suppression de votre compte",
    body: "Une personne connectée à votre compte a demandé sa suppression. Ouvrez le lien en étant connecté et confirmez pour supprimer votre compte, vos sondages personnels avec leurs réponses et les organisations dont vous êtes l'unique membre. Le lien fonctionne {hours} heures. Si ce n'était pas vous, ignorez ce message et changez vos accès.",
    button: "Supprimer mon compte",
  },
  de: {
    subject: "Löschen Ihres {product}-Kontos bestätigen",
    heading: "Löschen Ihres Kontos bestätigen",
    body: "Jemand, der in Ihrem Konto angemeldet ist, hat dessen Löschung angefordert. Öffnen Sie den Link, während Sie angemeldet sind, und bestätigen Sie, um Ihr Konto, Ihre persönlichen Umfragen mit ihren Antworten und die Organisationen, die nur Ihnen gehören, zu löschen. Der Link gilt {hours} Stunden. Wenn Sie das nicht waren, ignorieren Sie diese E-Mail und ändern Sie Ihre Anmeldung.",
    button: "Mein Konto löschen",
  },
  pt: {
    subject: "Confirme a exclusão da sua conta do {product}",
    heading: "Confirme a exclusão da sua conta",
    body: "Alguém com sessão iniciada na sua conta pediu para excluí-la. Abra o link com a sessão iniciada e confirme para excluir sua conta, suas pesquisas pessoais com as respostas e as organizações das quais só você é proprietário. O link funciona por {hours} horas. Se não foi você, ignore este e-mail e altere seu acesso.",
    button: "Excluir minha conta",
  },
};

/** The mail confirming an account's deletion for an account without a password (decision 298). */
export function deleteAccountMail(input: {
  to: string;
  url: string;
  language: Language;
  hours: number;
  product: string;
}): MailMessage {
  return linkMail({
    to: input.to,
    url: input.url,
    words: WORDS[input.language],
    vars: { product: input.product, hours: String(input.hours) },
    product: input.product,
    language: input.language,
  });
}
