import { LANGUAGES } from "@sondar/core/i18n/languages";
import { describe, expect, it } from "vitest";
import { responseAlertMail } from "./response-alert-mail";

const survey = (surveyTitle: string, newResponses: number) => ({
  surveyTitle,
  newResponses,
  url: `https://sondar.test/surveys/${surveyTitle}/responses`,
});

describe("response alert mail", () => {
  it("speaks each language and tells one survey apart from several", () => {
    const subjects = LANGUAGES.map(
      (language) =>
        responseAlertMail({ language, product: "Sondar", to: "o@x.test", windowMinutes: 5, surveys: [survey("Poll", 1)] })
          .subject,
    );
    expect(subjects).toEqual([
      'New response to "Poll"',
      "Nueva respuesta a «Poll»",
      "Nouvelle réponse à « Poll »",
      "Neue Antwort auf „Poll“",
      'Nova resposta a "Poll"',
    ]);
    const french = responseAlertMail({
      language: "fr",
      product: "Sondar",
      to: "o@x.test",
      windowMinutes: 5,
      surveys: [survey("A", 1200), survey("B", 1)],
    });
    // Numbers are formatted for the language (a narrow no-break space groups thousands in French).
    expect(french.subject).toBe(`${new Intl.NumberFormat("fr").format(1201)} nouvelles réponses à 2 sondages`);
    expect(french.text).toContain('"B": 1 nouvelle réponse\n');
    expect(french.text).toContain("chaque sondage au plus une fois toutes les 5 minutes");
  });

  it("falls back to English for an unknown language, and escapes titles in the HTML", () => {
    const mail = responseAlertMail({
      language: "xx",
      product: "Sondar",
      to: "o@x.test",
      windowMinutes: 5,
      surveys: [survey("<b>Hi</b>", 3), survey("Other", 2)],
    });
    expect(mail.subject).toBe("5 new responses to 2 surveys");
    expect(mail.html).toContain("&#60;b&#62;Hi&#60;/b&#62;");
    expect(mail.html).not.toContain("<b>Hi</b>");
    expect(mail.text).toContain('"<b>Hi</b>": 3 new responses');
  });
});
