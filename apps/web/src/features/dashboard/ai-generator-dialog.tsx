import { Sparkles } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { generateSurveyReplySchema } from "@sondar/core/ai/generated-survey";
import { asLanguage } from "@sondar/core/i18n/languages";
import { UpgradeButton } from "../../components/upgrade-button";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Label } from "../../components/ui/label";
import { Notice } from "../../components/ui/notice";
import { apiFetch } from "../../lib/api-client";
import { describeApiError } from "../../lib/describe-api-error";
import { getPlanRefusal } from "../../lib/plan-refusal";
import { createSurvey, saveSurvey } from "../../lib/surveys-api";
import { showToast } from "../../lib/toast-store";

const EXAMPLES = ["customerSatisfaction", "employeeEngagement", "marketResearch", "eventFeedback", "productFeedback"] as const;

/** Drafts a survey from an idea: generate, create an empty survey, fill it, save, open the builder. */
export function AiGeneratorDialog({
  open,
  onOpenChange,
  organizationId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the survey is created: an organization, or (null) the personal list. */
  organizationId: string | null;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [prompt, setPrompt] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refusedByPlan, setRefusedByPlan] = useState(false);

  async function onGenerate() {
    const idea = prompt.trim();
    if (!idea) return;
    setBusy(true);
    setError(null);
    setRefusedByPlan(false);
    try {
      const { survey: generated } = await apiFetch("/api/ai/generate-survey", {
        schema: generateSurveyReplySchema,
        // The idea's own language wins; the one the creator reads the app in decides a tie.
        body: {
          prompt: idea,
          organizationId,
          language: asLanguage(i18n.resolvedLanguage),
        },
      });
      const created = await createSurvey(organizationId);
      await saveSurvey(created.id, { ...generated, settings: created.settings, hiddenFields: created.hiddenFields });
      showToast({ type: "success", title: t("dashboard.ai.generatedTitle"), message: generated.title });
      onOpenChange(false);
      setPrompt("");
      void navigate(`/surveys/${created.id}/edit`);
    } catch (err) {
      const message = describeApiError(err, t, t("dashboard.ai.unexpected"));
      const byPlan = getPlanRefusal(err) !== null;
      setError(message);
      setRefusedByPlan(byPlan);
      showToast({
        type: "error",
        title: t("dashboard.ai.failedTitle"),
        message,
        ...(byPlan ? { action: { label: t("dashboard.upgradeToPro"), onClick: () => void navigate("/billing") } } : {}),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t("dashboard.ai.title")}
      description={t("dashboard.ai.description")}
      closeLabel={t("common.close")}
    >
      <Label htmlFor="ai-prompt">{t("dashboard.ai.promptLabel")}</Label>
      <textarea
        id="ai-prompt"
        rows={4}
        value={prompt}
        onChange={(e) => setPrompt(e.target.value)}
        maxLength={2000}
        placeholder={t("dashboard.ai.placeholder")}
        className="block w-full rounded-lg border border-slate-300 bg-white p-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-900"
      />
      <p className="mt-3 text-xs font-medium uppercase tracking-wide text-slate-500">{t("dashboard.ai.examples")}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {EXAMPLES.map((key) => (
          <button
            key={key}
            type="button"
            onClick={() => setPrompt(t(`dashboard.ai.example.${key}.prompt`))}
            className="rounded-full border border-slate-300 px-3 py-1 text-xs font-medium hover:border-brand-500 hover:text-brand-700 dark:border-slate-700 dark:hover:text-brand-300"
          >
            {t(`dashboard.ai.example.${key}.label`)}
          </button>
        ))}
      </div>
      {error && (
        <Notice tone="error" className="mt-4">
          {error}
          {refusedByPlan && <UpgradeButton className="mt-3 flex w-fit" />}
        </Notice>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
          {t("common.cancel")}
        </Button>
        <Button onClick={() => void onGenerate()} disabled={busy || !prompt.trim()}>
          <Sparkles aria-hidden className="h-4 w-4" />
          {busy ? t("dashboard.ai.generating") : t("dashboard.ai.generate")}
        </Button>
      </div>
    </Dialog>
  );
}
