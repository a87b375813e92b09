import type { QuestionOf } from "../survey-types";
import type { WidgetProps } from "./widget-props";
import { CheckboxWidget, DropdownWidget, LikertWidget, MultipleChoiceWidget, YesNoWidget } from "./choice-widgets";
import { FileUploadWidget } from "./file-upload-widget";
import { MatrixWidget } from "./matrix-widget";
import { NumberWidget } from "./number-widget";
import { PhoneWidget } from "./phone-widget";
import { RankingWidget } from "./ranking-widget";
import { RatingWidget } from "./rating-widget";
import { ScaleWidget } from "./scale-widget";
import { TextareaWidget, TextInputWidget } from "./text-widgets";

/** The answer field for any of the 19 types; statements have none. */
export function QuestionWidget({
  upload,
  onBusyChange,
  ...props
}: WidgetProps & { upload: ((file: File) => Promise<string>) | undefined; onBusyChange: (busy: boolean) => void }) {
  const { question } = props;
  switch (question.type) {
    case "text":
    case "email":
    case "url":
    case "date":
    case "time":
      // The plain types share one schema member, so the switch cannot narrow `type` itself.
      return <TextInputWidget {...props} question={question as QuestionOf<typeof question.type>} />;
    case "textarea":
      return <TextareaWidget {...props} question={question as QuestionOf<"textarea">} />;
    case "phone":
      return <PhoneWidget {...props} question={question} />;
    case "number":
      return <NumberWidget {...props} question={question} />;
    case "multiple-choice":
      return <MultipleChoiceWidget {...props} question={question} />;
    case "checkbox":
      return <CheckboxWidget {...props} question={question} />;
    case "dropdown":
      return <DropdownWidget {...props} question={question} />;
    case "yes-no":
      return <YesNoWidget {...props} question={question as QuestionOf<"yes-no">} />;
    case "likert":
      return <LikertWidget {...props} question={question} />;
    case "rating":
      return <RatingWidget {...props} question={question} />;
    case "scale":
      return <ScaleWidget {...props} question={question} />;
    case "ranking":
      return <RankingWidget {...props} question={question} />;
    case "matrix":
      return <MatrixWidget {...props} question={question} />;
    case "file-upload":
      return <FileUploadWidget {...props} question={question} upload={upload} onBusyChange={onBusyChange} />;
    case "statement":
      return null;
  }
}
