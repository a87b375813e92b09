import { authLibraryReplySchema } from "@sondar/core/auth/auth-replies";
import { getUserNameProblem, getUserNameProblemOfMessage, type UserNameProblem } from "@sondar/core/user/user-name";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { ApiError, apiFetch } from "../../lib/api-client";
import { useDescribeOriginRefusal } from "../../lib/origin-refused";
import { useRefreshSession, useSession } from "../../lib/session";
import { showToast } from "../../lib/toast-store";

const NAME_PROBLEM_KEYS: Record<UserNameProblem, string> = {
  name_required: "settings.profile.nameRequired",
  name_too_long: "auth.errors.nameTooLong",
  name_not_one_line: "auth.errors.nameNotOneLine",
};

export function ProfileTab() {
  const { t } = useTranslation();
  const describeRefusal = useDescribeOriginRefusal();
  const { data: me } = useSession();
  const refresh = useRefreshSession();
  const savedName = me?.user.name ?? "";
  const [name, setName] = useState(savedName);
  // The server's refusal of the name as typed; cleared on the next change.
  const [refused, setRefused] = useState<UserNameProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setName(savedName), [savedName]);

  // Core's rule (docs/decisions/044-user-names.md), said under the field as soon as the name is edited.
  const edited = name !== savedName;
  const problem = refused ?? (edited ? getUserNameProblem(name) : null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (problem) return input.current?.focus();
    setSaving(true);
    try {
      await apiFetch("/api/auth/update-user", { body: { name: name.trim() }, schema: authLibraryReplySchema });
      await refresh();
      showToast({ type: "success", title: t("settings.profile.savedTitle"), message: t("settings.profile.savedMessage") });
    } catch (err) {
      const serverProblem = err instanceof ApiError ? getUserNameProblemOfMessage(err.fields?.name?.[0]) : null;
      if (serverProblem) {
        setRefused(serverProblem);
        input.current?.focus();
      } else {
        const message = (await describeRefusal(err)) ?? t("settings.tryAgain");
        showToast({ type: "error", title: t("settings.profile.failedTitle"), message });
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold">{t("settings.profile.title")}</h2>
      <form onSubmit={(e) => void onSubmit(e)} className="mt-4 space-y-4" noValidate>
        <div>
          <Label htmlFor="full-name">{t("settings.profile.fullName")}</Label>
          <Input
            ref={input}
            id="full-name"
            autoComplete="name"
            value={name}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "full-name-error" : undefined}
            onChange={(e) => {
              setName(e.target.value);
              setRefused(null);
            }}
          />
          {problem && (
            <p id="full-name-error" role="alert" className="mt-1.5 text-sm text-red-600 dark:text-red-400">
              {t(NAME_PROBLEM_KEYS[problem])}
            </p>
          )}
        </div>
        <div>
          <Label htmlFor="profile-email">{t("settings.profile.email")}</Label>
          <Input
            id="profile-email"
            value={me?.user.email ?? ""}
            readOnly
            aria-describedby="email-note"
            className="bg-slate-100 dark:bg-slate-800"
          />
          <p id="email-note" className="mt-1.5 text-xs text-slate-500">
            {t("settings.profile.emailNote")}
          </p>
        </div>
        <Button type="submit" disabled={saving || !!problem || name.trim() === savedName}>
          {saving ? t("settings.saving") : t("settings.profile.save")}
        </Button>
      </form>
    </Card>
  );
}
