import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@sondar/core/webhooks/webhook-events";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import type { WebhookInput } from "./webhooks-api";

/** The fields of a webhook, to add one or edit it; checks only what the browser can (the server checks the rest). */
export function WebhookForm({
  initial,
  surveys,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: WebhookInput;
  surveys: { id: string; title: string }[];
  submitLabel: string;
  busy: boolean;
  onSubmit: (input: WebhookInput) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [url, setUrl] = useState(initial.url);
  const [events, setEvents] = useState<WebhookEventType[]>(initial.events);
  const [surveyId, setSurveyId] = useState(initial.surveyId ?? "");
  const [showProblem, setShowProblem] = useState(false);
  const noEvents = events.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (noEvents) return setShowProblem(true);
    onSubmit({ url: url.trim(), events, surveyId: surveyId || null });
  };
  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((current) => (on ? [...current, type] : current.filter((item) => item !== type)));

  return (
    <form onSubmit={submit} className="space-y-4" noValidate={false}>
      <div>
        <Label htmlFor={`${id}-url`}>{t("settings.webhooks.url")}</Label>
        <Input
          id={`${id}-url`}
          type="url"
          required
          placeholder="https://example.com/webhooks/sondar"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          className="mt-1"
        />
      </div>
      <fieldset aria-describedby={showProblem && noEvents ? `${id}-events-problem` : undefined}>
        <legend className="text-sm font-medium">{t("settings.webhooks.events")}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 h-4 w-4 accent-brand-600"
                checked={events.includes(type)}
                onChange={(event) => toggle(type, event.target.checked)}
              />
              <span>
                <code className="font-mono text-xs">{type}</code>
                <span className="block text-slate-500">{t(`settings.webhooks.eventHints.${type}`)}</span>
              </span>
            </label>
          ))}
        </div>
        {showProblem && noEvents && (
          <p id={`${id}-events-problem`} role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
            {t("settings.webhooks.chooseEvent")}
          </p>
        )}
      </fieldset>
      <div>
        <Label htmlFor={`${id}-survey`}>{t("settings.webhooks.survey")}</Label>
        <Select id={`${id}-survey`} value={surveyId} onChange={(event) => setSurveyId(event.target.value)} className="mt-1">
          <option value="">{t("settings.webhooks.allSurveys")}</option>
          {surveys.map((survey) => (
            <option key={survey.id} value={survey.id}>
              {survey.title}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
            {t("settings.webhooks.cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}
