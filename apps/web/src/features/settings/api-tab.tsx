import type { ApiKeyItem } from "@sondar/core/api/api-keys";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { describeApiError } from "../../lib/describe-api-error";
import { showToast } from "../../lib/toast-store";
import { apiKeysKey, listApiKeys, revokeApiKey } from "./api-keys-api";
import { CreateApiKeyDialog } from "./create-api-key-dialog";
import { useFormatters } from "../../lib/use-formatters";

/** The key's prefix and creation time give way on a phone, so name, scope, last use and Revoke fit its width. */
const ON_WIDER_SCREENS = "hidden sm:table-cell";

/** Settings → API: my keys, a button to make one and a revoke for each (docs/product/api.md#keys). */
export function ApiTab() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyItem | null>(null);
  const query = useQuery({ queryKey: apiKeysKey, queryFn: ({ signal }) => listApiKeys(signal) });
  const { dateTime } = useFormatters();
  const revoke = useMutation({
    mutationFn: (id: string) => revokeApiKey(id),
    onSuccess: async () => {
      setRevoking(null);
      showToast({ type: "success", title: t("settings.api.revoked") });
      await client.invalidateQueries({ queryKey: apiKeysKey });
    },
    onError: (error) =>
      showToast({
        type: "error",
        title: t("settings.api.revokeFailed"),
        message: describeApiError(error, t, t("settings.tryAgain")),
      }),
  });

  return (
    <Card className="p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-lg font-semibold">{t("settings.api.title")}</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("settings.api.description")}</p>
        </div>
        <Button onClick={() => setCreating(true)}>{t("settings.api.create")}</Button>
      </div>
      <p className="mt-2 text-sm">
        <a className="text-brand-700 underline dark:text-brand-300" href="/api/v1/docs">
          {t("settings.api.reference")}
        </a>
      </p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {t("settings.api.mcp", { url: `${window.location.origin}/api/mcp` })}{" "}
        <a className="text-brand-700 underline dark:text-brand-300" href="/docs">
          {t("settings.api.mcpHowTo")}
        </a>
      </p>
      <div className="mt-4">
        {query.isPending ? (
          <Spinner label={t("settings.api.loading")} />
        ) : query.isError ? (
          <Notice tone="error" title={t("settings.api.loadFailed")}>
            {t("settings.refreshPage")}
          </Notice>
        ) : query.data.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("settings.api.empty")}</p>
        ) : (
          // relative: the screen-reader-only labels inside are absolutely placed and would widen the page otherwise.
          <div className="relative overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-slate-600 dark:text-slate-400">
                <tr className="align-bottom">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t("settings.api.name")}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t("settings.api.scopes")}
                  </th>
                  <th scope="col" className={`${ON_WIDER_SCREENS} py-2 pr-3 font-medium`}>
                    {t("settings.api.prefix")}
                  </th>
                  <th scope="col" className={`${ON_WIDER_SCREENS} py-2 pr-3 font-medium`}>
                    {t("settings.api.created")}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t("settings.api.lastUsed")}
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">{t("settings.api.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {query.data.map((key) => (
                  <tr key={key.id}>
                    <td className="py-2 pr-3">
                      <span className="font-medium">{key.name}</span>
                      <span className="block text-xs text-slate-500">{key.organizationName ?? t("settings.api.personal")}</span>
                    </td>
                    <td className="py-2 pr-3">{t(`settings.api.scope.${key.scope}`)}</td>
                    <td className={`${ON_WIDER_SCREENS} py-2 pr-3 font-mono text-xs`}>{key.prefix}…</td>
                    <td className={`${ON_WIDER_SCREENS} py-2 pr-3`}>{dateTime(new Date(key.createdAt))}</td>
                    <td className="py-2 pr-3">{key.lastUsedAt ? dateTime(new Date(key.lastUsedAt)) : t("settings.api.never")}</td>
                    <td className="py-2 text-right">
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => setRevoking(key)}
                        aria-label={t("settings.api.revokeNamed", { name: key.name })}
                      >
                        {t("settings.api.revoke")}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <CreateApiKeyDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={!!revoking}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t("settings.api.revokeTitle")}
        confirmLabel={t("settings.api.revoke")}
        busyLabel={t("settings.api.revoking")}
        cancelLabel={t("common.cancel")}
        closeLabel={t("common.close")}
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
      >
        {t("settings.api.revokeConfirm", { name: revoking?.name ?? "" })}
      </ConfirmDialog>
    </Card>
  );
}
