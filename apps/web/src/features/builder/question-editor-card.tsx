import type { PublishProblemCode } from "@sondar/core/surveys/publish-problems";
import type { Question } from "@sondar/core/surveys/question-schema";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/ui/card";
import { Notice } from "../../components/ui/notice";
import { QuestionEditor } from "./question-editor/question-editor";

/** The chosen question's editor, with what stops it from being published above it. */
export function QuestionEditorCard({
  surveyId,
  question,
  questions,
  problems,
  disabled,
  onChange,
}: {
  surveyId: string;
  question: Question;
  questions: Question[];
  problems: PublishProblemCode[] | undefined;
  disabled: boolean;
  onChange: (question: Question) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card className="p-4 sm:p-6">
      {problems && (
        <Notice tone="error" title={t("builder.publishProblemsTitle")} className="mb-4">
          <ul>
            {problems.map((code) => (
              <li key={code}>{t(`builder.publishProblems.${code}`)}</li>
            ))}
          </ul>
        </Notice>
      )}
      <QuestionEditor
        key={question.id}
        surveyId={surveyId}
        question={question}
        index={questions.indexOf(question)}
        allQuestions={questions}
        disabled={disabled}
        onChange={onChange}
      />
    </Card>
  );
}
