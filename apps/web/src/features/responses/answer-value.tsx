import type { Answer } from "@sondar/core/answers/answer-schema";
import type { Question } from "@sondar/core/surveys/question-schema";
import { Paperclip } from "lucide-react";
import { useTranslation } from "react-i18next";
import { answerView } from "./answer-view";

/** One answer in a readable form: text, a list, a matrix table or file links. */
export function AnswerValue({ question, answer }: { question: Question | undefined; answer: Answer | undefined }) {
  const { t } = useTranslation();
  const view = answerView(question, answer);
  switch (view.kind) {
    case "none":
      return <span className="italic text-slate-500 dark:text-slate-400">{t("responses.list.noAnswer")}</span>;
    case "text":
      return <span className="whitespace-pre-line break-words">{view.text}</span>;
    case "list": {
      const List = view.ordered ? "ol" : "ul";
      return (
        <List className={`${view.ordered ? "list-decimal" : "list-disc"} space-y-0.5 pl-5`}>
          {view.items.map((item, i) => (
            <li key={i} className="break-words">
              {item}
            </li>
          ))}
        </List>
      );
    }
    case "matrix":
      return (
        <table className="text-left text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{t("responses.list.matrixRow")}</th>
              <th scope="col">{t("responses.list.matrixColumn")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
            {view.rows.map(({ row, column }) => (
              <tr key={row}>
                <th scope="row" className="py-1 pr-8 font-normal text-slate-500 dark:text-slate-400">
                  {row}
                </th>
                <td className="py-1 font-medium">{column}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case "files":
      return (
        <ul className="flex flex-wrap gap-2">
          {view.files.map((file, i) => (
            <li key={i}>
              {file.href ? (
                <a
                  href={file.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-2.5 py-1 text-sm font-medium text-brand-700 hover:bg-slate-50 dark:border-slate-700 dark:text-brand-300 dark:hover:bg-slate-800"
                >
                  <Paperclip aria-hidden className="h-3.5 w-3.5" />
                  {t("responses.list.file", { number: i + 1 })}
                </a>
              ) : (
                <span className="break-all">{file.text}</span>
              )}
            </li>
          ))}
        </ul>
      );
  }
}
