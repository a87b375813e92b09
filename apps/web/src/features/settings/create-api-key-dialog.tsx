import type { ApiKeyScope } from "@sondar/core/teams/actor";
import { can } from "@sondar/core/teams/team-permissions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Copy } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Notice } from "../../components/ui/notice";
import { Select } from "../../components/ui/select";
import { copyText } from "../../lib/copy-text";
import { describeApiError } from "../../lib/describe-api-error";
import { useOrganizations } from "../../lib/organizations-api";
import { showToast } from "../../lib/toast-store";
import { apiKeysKey, createApiKey } from "./api-keys-api";

const PERSONAL = "personal";

/** "Create API key": a name, a scope and a workspace; then the key, shown this once. */
export function CreateApiKeyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const organizations = useOrganizations();
  const ids = { name: useId(), scope: useId(), workspace: useId(), secret: useId() };
  const [name, setName] = useState("");
  const [scope, setScope] = useState<ApiKeyScope>("read");
  const [workspace, setWorkspace] = useState(PERSONAL);
  const [secret, setSecret] = useState<string | null>(null);
  // Organizations where I may make keys: owner or admin (core's role table).
  const workspaces = (organizations.data ?? []).filter((o) => can(o.role, "apiKeys.manage"));
  const mutation = useMutation({
    mutationFn: () => createApiKey({ name, scope, organizationId: workspace === PERSONAL ? null : workspace }),
    onSuccess: async (reply) => {
      setSecret(reply.secret);
      await client.invalidateQueries({ queryKey: apiKeysKey });
    },
  });

  const close = (next: boolean) => {
    if (next) return onOpenChange(true);
    setName("");
    setScope("read");
    setWorkspace(PERSONAL);
    setSecret(null);
    mutation.reset();
    onOpenChange(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) mutation.mutate();
  };
  const copy = async () => {
    const copied = secret ? await copyText(secret) : false;
    showToast(
      copied
        ? { type: "success", title: t("settings.api.copied") }
        : { type: "error", title: t("settings.api.copyFailed"), message: t("settings.api.copyManually") },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close} title={t("settings.api.createTitle")} closeLabel={t("common.close")}>
      {secret ? (
        <div className="space-y-3">
          <Label htmlFor={ids.secret}>{t("settings.api.newKeyLabel")}</Label>
          <div className="flex gap-2">
            <Input
              id={ids.secret}
              readOnly
              value={secret}
              className="font-mono text-xs"
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button type="button" variant="secondary" onClick={() => void copy()} aria-label={t("settings.api.copy")}>
              <Copy aria-hidden className="h-4 w-4" />
              {t("settings.api.copy")}
            </Button>
          </div>
          <Notice tone="warning">{t("settings.api.shownOnce")}</Notice>
          <div className="flex justify-end">
            <Button type="button" onClick={() => close(false)}>
              {t("settings.api.done")}
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4">
          <div className="space-y-1">
            <Label htmlFor={ids.name}>{t("settings.api.name")}</Label>
            <Input id={ids.name} value={name} maxLength={100} required onChange={(e) => setName(e.target.value)} />
          </div>
          <div className="space-y-1">
            <Label htmlFor={ids.scope}>{t("settings.api.scopes")}</Label>
            <Select id={ids.scope} value={scope} onChange={(e) => setScope(e.target.value as ApiKeyScope)}>
              <option value="read">{t("settings.api.scope.read")}</option>
              <option value="read_write">{t("settings.api.scope.read_write")}</option>
            </Select>
          </div>
          <div className="space-y-1">
            <Label htmlFor={ids.workspace}>{t("settings.api.workspace")}</Label>
            <Select id={ids.workspace} value={workspace} onChange={(e) => setWorkspace(e.target.value)}>
              <option value={PERSONAL}>{t("settings.api.personal")}</option>
              {workspaces.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </Select>
          </div>
          {mutation.isError && <Notice tone="error">{describeApiError(mutation.error, t, t("settings.tryAgain"))}</Notice>}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => close(false)}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={mutation.isPending || !name.trim()}>
              {mutation.isPending ? t("settings.api.creating") : t("settings.api.create")}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
