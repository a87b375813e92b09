import { getUserNameProblem, USER_NAME_MAX_LENGTH, type UserNameProblem } from "@sondar/core/user/user-name";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { apiFetch } from "../../lib/api-client";
import { useAppConfig } from "../../lib/app-config";
import { describeOriginRefusal } from "../../lib/origin-refused";
import { useRefreshSession, useSession } from "../../lib/session";
import { showToast } from "../../lib/toast-store";

const NAME_PROBLEM_KEYS: Record<UserNameProblem, string> = {
  name_required: "auth.errors.nameRequired",
  name_too_long: "auth.errors.nameTooLong",
  name_not_one_line: "auth.errors.nameNotOneLine",
};

export function ProfileTab() {
  const { t } = useTranslation();
  const { publicUrl } = useAppConfig();
  const { data: me } = useSession();
  const refresh = useRefreshSession();
  const [name, setName] = useState(me?.user.name ?? "");
  const [saving, setSaving] = useState(false);
  useEffect(() => setName(me?.user.name ?? ""), [me?.user.name]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = getUserNameProblem(name);
    if (problem) {
      showToast({ type: "error", title: t("settings.profile.failedTitle"), message: t(NAME_PROBLEM_KEYS[problem]) });
      return;
    }
    setSaving(true);
    try {
      await apiFetch("/api/auth/update-user", { body: { name: name.trim() } });
      await refresh();
      showToast({ type: "success", title: t("settings.profile.savedTitle"), message: t("settings.profile.savedMessage") });
    } catch (err) {
      const message = describeOriginRefusal(err, t, publicUrl) ?? t("settings.tryAgain");
      showToast({ type: "error", title: t("settings.profile.failedTitle"), message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold">{t("settings.profile.title")}</h2>
      <form onSubmit={(e) => void onSubmit(e)} className="mt-4 space-y-4">
        <div>
          <Label htmlFor="full-name">{t("settings.profile.fullName")}</Label>
          <Input
            id="full-name"
            autoComplete="name"
            maxLength={USER_NAME_MAX_LENGTH}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
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
        <Button type="submit" disabled={saving || !name.trim() || name.trim() === me?.user.name}>
          {saving ? t("settings.saving") : t("settings.profile.save")}
        </Button>
      </form>
    </Card>
  );
}
