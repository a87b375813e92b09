import { type SurveySettings, surveySettingsSchema } from "@sondar/core/surveys/survey-schema";
import { render } from "@testing-library/react";
import type { ComponentProps } from "react";
import { vi } from "vitest";
import { SettingsPanel } from "./settings-panel";

/** Renders the open settings panel (of a draft with no questions unless `props` says otherwise); returns its onChange spy. */
export function renderSettingsPanel(
  settings: Partial<SurveySettings> | Record<string, unknown> = {},
  props: Partial<ComponentProps<typeof SettingsPanel>> = {},
) {
  const onChange = vi.fn();
  render(
    <SettingsPanel
      open
      onOpenChange={vi.fn()}
      surveyId="s1"
      shareId={null}
      settings={surveySettingsSchema.parse(settings)}
      hiddenFields={[]}
      questions={[]}
      disabled={false}
      hasUnsavedChanges={false}
      onChange={onChange}
      onHiddenFieldsChange={vi.fn()}
      {...props}
    />,
  );
  return onChange;
}
