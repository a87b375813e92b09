import { PASSKEY_NAME_MAX_LENGTH, type PasskeyListItem } from "@sondar/core/auth/account-security";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { showToast } from "../../lib/toast-store";
import { useFormatters } from "../../lib/use-formatters";
import { addPasskey, listPasskeys, passkeysKey, removePasskey, renamePasskey } from "./security-api";

/** Settings › Security › Passkeys: add one under a name, rename, remove (docs/decisions/282-passkeys.md). */
export function PasskeysSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const passkeys = useQuery({ queryKey: passkeysKey, queryFn: listPasskeys });
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeysKey });

  const onAdd = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await addPasskey(name.trim());
      setName("");
      await refresh();
      showToast({ type: "success", title: t("settings.security.passkeys.added") });
    } catch {
      showToast({ type: "error", title: t("settings.security.passkeys.failed") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold">{t("settings.security.passkeys.title")}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("settings.security.passkeys.hint")}</p>
      <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800" aria-label={t("settings.security.passkeys.title")}>
        {passkeys.data?.length === 0 && <li className="py-2 text-sm text-slate-500">{t("settings.security.passkeys.none")}</li>}
        {passkeys.data?.map((passkey) => (
          <PasskeyRow key={passkey.id} passkey={passkey} onChanged={refresh} />
        ))}
      </ul>
      <form onSubmit={(e) => void onAdd(e)} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
        <div className="flex-1">
          <Label htmlFor="passkey-name">{t("settings.security.passkeys.name")}</Label>
          <Input id="passkey-name" maxLength={PASSKEY_NAME_MAX_LENGTH} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <Button type="submit" disabled={busy || !name.trim()}>
          {t("settings.security.passkeys.add")}
        </Button>
      </form>
    </Card>
  );
}

function PasskeyRow({ passkey, onChanged }: { passkey: PasskeyListItem; onChanged: () => Promise<void> }) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name ?? "");
  const label = passkey.name || t("settings.security.passkeys.title");

  const onRename = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await renamePasskey(passkey.id, name.trim());
      setEditing(false);
      await onChanged();
    } catch {
      showToast({ type: "error", title: t("settings.tryAgain") });
    }
  };

  const onRemove = async () => {
    try {
      await removePasskey(passkey.id);
      await onChanged();
      showToast({ type: "success", title: t("settings.security.passkeys.removed") });
    } catch {
      showToast({ type: "error", title: t("settings.tryAgain") });
    }
  };

  if (editing) {
    return (
      <li className="py-2">
        <form onSubmit={(e) => void onRename(e)} className="flex flex-wrap items-end gap-2" noValidate>
          <div className="min-w-0 flex-1">
            <Label htmlFor={`passkey-${passkey.id}`}>{t("settings.security.passkeys.name")}</Label>
            <Input
              id={`passkey-${passkey.id}`}
              maxLength={PASSKEY_NAME_MAX_LENGTH}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <Button type="submit" size="sm" disabled={!name.trim()}>
            {t("settings.security.passkeys.save")}
          </Button>
        </form>
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium">{label}</p>
        {passkey.createdAt && (
          <p className="text-xs text-slate-500">
            {t("settings.security.passkeys.addedOn", { date: dateTime(new Date(passkey.createdAt)) })}
          </p>
        )}
      </div>
      <div className="flex gap-1">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setEditing(true)}
          aria-label={`${t("settings.security.passkeys.rename")}: ${label}`}
        >
          {t("settings.security.passkeys.rename")}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void onRemove()}
          aria-label={`${t("settings.security.passkeys.remove")}: ${label}`}
        >
          {t("settings.security.passkeys.remove")}
        </Button>
      </div>
    </li>
  );
}
