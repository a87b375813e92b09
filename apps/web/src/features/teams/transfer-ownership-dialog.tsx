import type { OrganizationMember } from "@sondar/core/teams/team-replies";
import { useEffect, useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";

/** The owner picks the member who becomes owner; the owner then becomes an admin. */
export function TransferOwnershipDialog({
  open,
  onOpenChange,
  organizationName,
  candidates,
  busy,
  onTransfer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  organizationName: string;
  /** Every member but the owner. */
  candidates: OrganizationMember[];
  busy: boolean;
  onTransfer: (memberId: string) => void;
}) {
  const { t } = useTranslation();
  const selectId = useId();
  const [memberId, setMemberId] = useState("");

  useEffect(() => {
    if (open) setMemberId(candidates[0]?.id ?? "");
  }, [open, candidates]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (memberId) onTransfer(memberId);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t("teams.transfer.title")}
      description={t("teams.transfer.description", { organization: organizationName })}
      closeLabel={t("common.close")}
    >
      {candidates.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("teams.transfer.noCandidates")}</p>
      ) : (
        <form onSubmit={submit}>
          <Label htmlFor={selectId}>{t("teams.transfer.newOwner")}</Label>
          <Select id={selectId} value={memberId} onChange={(e) => setMemberId(e.target.value)} className="w-full">
            {candidates.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name ? `${member.name} (${member.email})` : member.email}
              </option>
            ))}
          </Select>
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" variant="danger" disabled={busy || !memberId}>
              {busy ? t("teams.transfer.transferring") : t("teams.transfer.confirm")}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
