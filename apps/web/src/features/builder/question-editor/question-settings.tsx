import type { Question } from "@sondar/core/surveys/question-schema";
import { FileUploadSettings } from "./file-upload-settings";
import { LikertSettings } from "./likert-settings";
import { MatrixSettings } from "./matrix-settings";
import { NumberSettings } from "./number-settings";
import { OptionsSettings } from "./options-settings";
import { PhoneSettings } from "./phone-settings";
import { PlainTypeHint } from "./plain-type-hint";
import { RankingSettings } from "./ranking-settings";
import { RatingSettings } from "./rating-settings";
import { ScaleSettings } from "./scale-settings";

/** The settings panel of the question's type. */
export function QuestionSettings({
  question,
  disabled,
  onChange,
}: {
  question: Question;
  disabled: boolean;
  onChange: (next: Question) => void;
}) {
  switch (question.type) {
    case "multiple-choice":
    case "checkbox":
    case "dropdown":
      return <OptionsSettings question={question} disabled={disabled} onChange={onChange} />;
    case "rating":
      return <RatingSettings question={question} disabled={disabled} onChange={onChange} />;
    case "likert":
      return <LikertSettings question={question} disabled={disabled} onChange={onChange} />;
    case "scale":
      return <ScaleSettings question={question} disabled={disabled} onChange={onChange} />;
    case "ranking":
      return <RankingSettings question={question} disabled={disabled} onChange={onChange} />;
    case "matrix":
      return <MatrixSettings question={question} disabled={disabled} onChange={onChange} />;
    case "number":
      return <NumberSettings question={question} disabled={disabled} onChange={onChange} />;
    case "phone":
      return <PhoneSettings question={question} disabled={disabled} onChange={onChange} />;
    case "file-upload":
      return <FileUploadSettings question={question} disabled={disabled} onChange={onChange} />;
    case "text":
    case "textarea":
    case "email":
    case "url":
    case "date":
    case "time":
    case "yes-no":
    case "statement":
      return <PlainTypeHint type={question.type} />;
  }
}
