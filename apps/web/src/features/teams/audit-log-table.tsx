import type { AuditEntry } from "@sondar/core/audit/audit-schemas";
import { Bot, KeyRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "../../components/ui/cn";
import { useFormatters } from "../../lib/use-formatters";
import { auditActionLabel, auditDetailsNote, auditTargetTypeLabel } from "./audit-log-words";

const COLUMNS = ["time", "actor", "action", "target", "ip"] as const;

const muted = "text-xs text-slate-500 dark:text-slate-400";

/** An id as a short mark (the whole id on hover and for screen readers). */
function ShortId({ id }: { id: string }) {
  return (
    <code title={id} aria-label={id} className="font-mono text-xs text-slate-500 dark:text-slate-400">
      {id.length > 12 ? `${id.slice(0, 8)}…` : id}
    </code>
  );
}

function Actor({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  if (entry.actorKind === "system") {
    return (
      <div className="flex items-start gap-2">
        <Bot aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" />
        <div>
          <p className="font-medium">{t("teams.auditLog.actor.system")}</p>
          <p className={muted}>{t("teams.auditLog.actor.systemNote")}</p>
        </div>
      </div>
    );
  }
  const person = entry.actorName || entry.actorEmail;
  if (entry.actorKind === "api_key") {
    const keyId = typeof entry.details.apiKeyId === "string" ? entry.details.apiKeyId : null;
    return (
      <div className="flex items-start gap-2">
        <KeyRound aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" />
        <div className="min-w-0">
          <p className="break-words font-medium">
            {entry.apiKeyName
              ? t("teams.auditLog.actor.apiKeyNamed", { name: entry.apiKeyName })
              : t("teams.auditLog.actor.apiKey")}
            {!entry.apiKeyName && keyId && (
              <>
                {" "}
                <ShortId id={keyId} />
              </>
            )}
          </p>
          <p className={cn(muted, "break-words")}>
            {t("teams.auditLog.actor.onBehalfOf", { name: person || t("teams.auditLog.actor.deletedAccount") })}
          </p>
        </div>
      </div>
    );
  }
  if (!person) return <p className="italic text-slate-500 dark:text-slate-400">{t("teams.auditLog.actor.deletedAccount")}</p>;
  return (
    <div className="min-w-0">
      <p className="break-words font-medium">{person}</p>
      {entry.actorName && entry.actorEmail && <p className={cn(muted, "break-all")}>{entry.actorEmail}</p>}
    </div>
  );
}

function Target({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  if (!entry.targetType) return <span className="text-slate-400">—</span>;
  return (
    <div className="min-w-0">
      <p className={muted}>{auditTargetTypeLabel(t, entry.targetType)}</p>
      {entry.targetName ? <p className="break-all">{entry.targetName}</p> : entry.targetId && <ShortId id={entry.targetId} />}
    </div>
  );
}

/** The entries, newest first, as a table that scrolls sideways on a phone. */
export function AuditLogTable({ entries, busy }: { entries: AuditEntry[]; busy: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    // A scrolling region is focusable so a keyboard can scroll it; relative keeps the sr-only caption inside it.
    <div
      role="region"
      aria-label={t("teams.auditLog.tableCaption")}
      tabIndex={0}
      className="relative -mx-5 overflow-x-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40 sm:mx-0"
    >
      <table aria-busy={busy} className={cn("w-full min-w-[46rem] text-left text-sm transition-opacity", busy && "opacity-60")}>
        <caption className="sr-only">{t("teams.auditLog.tableCaption")}</caption>
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500 dark:border-slate-800 dark:text-slate-400">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-5 py-2.5 font-medium sm:first:pl-0 sm:last:pr-0">
                {t(`teams.auditLog.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {entries.map((entry) => {
            const note = auditDetailsNote(t, entry);
            return (
              <tr key={entry.id} className="align-top hover:bg-slate-50/70 dark:hover:bg-slate-800/40">
                <td className="whitespace-nowrap px-5 py-3 text-slate-600 dark:text-slate-300 sm:pl-0">
                  <time dateTime={entry.createdAt} title={entry.createdAt}>
                    {format.dateTime(new Date(entry.createdAt))}
                  </time>
                </td>
                <td className="max-w-[16rem] px-5 py-3">
                  <Actor entry={entry} />
                </td>
                <td className="max-w-[18rem] px-5 py-3">
                  <p className="font-medium text-slate-900 dark:text-slate-100">{auditActionLabel(t, entry.action)}</p>
                  {note && <p className={muted}>{note}</p>}
                </td>
                <td className="max-w-[16rem] px-5 py-3">
                  <Target entry={entry} />
                </td>
                <td className="whitespace-nowrap px-5 py-3 sm:pr-0">
                  {entry.ip ? (
                    <code className="font-mono text-xs text-slate-600 dark:text-slate-300">{entry.ip}</code>
                  ) : (
                    <span className="text-slate-400">
                      <span aria-hidden>—</span>
                      <span className="sr-only">{t("teams.auditLog.noAddress")}</span>
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
