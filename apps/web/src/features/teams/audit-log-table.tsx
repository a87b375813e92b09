import type { AuditEntry } from "@sondar/core/audit/audit-schemas";
import { Bot, KeyRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "../../components/ui/cn";
import { useFormatters } from "../../lib/use-formatters";
import { useMediaQuery } from "../../lib/use-media-query";
import { auditActionLabel, auditDetailsNote, auditTargetTypeLabel } from "./audit-log-words";

// Shares of a fixed-layout table: names, addresses and URLs are cut short (whole on hover) instead of widening it.
const COLUMNS = [
  ["time", "w-[17%]"],
  ["actor", "w-[24%]"],
  ["action", "w-[22%]"],
  ["target", "w-[24%]"],
  ["ip", "w-[13%]"],
] as const;

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
      <p className="truncate font-medium" title={person}>
        {person}
      </p>
      {entry.actorName && entry.actorEmail && (
        <p className={cn(muted, "truncate")} title={entry.actorEmail}>
          {entry.actorEmail}
        </p>
      )}
    </div>
  );
}

function Target({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  if (!entry.targetType) return <span className="text-slate-400">—</span>;
  return (
    <div className="min-w-0">
      <p className={muted}>{auditTargetTypeLabel(t, entry.targetType)}</p>
      {entry.targetName ? (
        <p className="truncate" title={entry.targetName}>
          {entry.targetName}
        </p>
      ) : (
        entry.targetId && <ShortId id={entry.targetId} />
      )}
    </div>
  );
}

/** When it happened, in the viewer's language and time zone: on one line, or (in the table) the day above the time. */
function Time({ entry, stacked = false }: { entry: AuditEntry; stacked?: boolean }) {
  const format = useFormatters();
  const at = new Date(entry.createdAt);
  return (
    <time dateTime={entry.createdAt} title={entry.createdAt}>
      {stacked ? (
        <>
          <span className="block whitespace-nowrap">{format.date(at)}</span>
          <span className={cn(muted, "block whitespace-nowrap")}>{format.time(at)}</span>
        </>
      ) : (
        format.dateTime(at)
      )}
    </time>
  );
}

function Address({ ip }: { ip: string | null }) {
  const { t } = useTranslation();
  return ip ? (
    <code title={ip} className="font-mono text-xs text-slate-600 dark:text-slate-300">
      {ip}
    </code>
  ) : (
    <span className="text-slate-400">
      <span aria-hidden>—</span>
      <span className="sr-only">{t("teams.auditLog.noAddress")}</span>
    </span>
  );
}

function Action({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const note = auditDetailsNote(t, entry);
  return (
    <>
      <p className="font-medium text-slate-900 dark:text-slate-100">{auditActionLabel(t, entry.action)}</p>
      {note && <p className={muted}>{note}</p>}
    </>
  );
}

/** On a phone: one card-like item per entry, the action first, so nothing hides off to the side. */
function AuditLogList({ entries, busy }: { entries: AuditEntry[]; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t("teams.auditLog.tableCaption")}
      aria-busy={busy}
      className={cn(
        "divide-y divide-slate-100 border-t border-slate-200 dark:divide-slate-800 dark:border-slate-800",
        busy && "opacity-60",
      )}
    >
      {entries.map((entry) => (
        <li key={entry.id} className="space-y-2 py-3 text-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Action entry={entry} />
            </div>
            <span className={cn(muted, "shrink-0 whitespace-nowrap pt-0.5")}>
              <Time entry={entry} />
            </span>
          </div>
          <Actor entry={entry} />
          <div className="flex items-end justify-between gap-3">
            <Target entry={entry} />
            <span className="shrink-0">
              <Address ip={entry.ip} />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The entries, newest first: a table, or on a phone a stacked list. */
export function AuditLogTable({ entries, busy }: { entries: AuditEntry[]; busy: boolean }) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 639px)");
  if (phone) return <AuditLogList entries={entries} busy={busy} />;
  return (
    // A table wider than the card scrolls sideways: focusable, so a keyboard can scroll it too;
    // relative keeps the sr-only caption inside it.
    <div
      role="region"
      aria-label={t("teams.auditLog.tableCaption")}
      tabIndex={0}
      className="relative overflow-x-auto rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40"
    >
      <table
        aria-busy={busy}
        className={cn("w-full min-w-[38rem] table-fixed text-left text-sm transition-opacity", busy && "opacity-60")}
      >
        <caption className="sr-only">{t("teams.auditLog.tableCaption")}</caption>
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500 dark:border-slate-800 dark:text-slate-400">
          <tr>
            {COLUMNS.map(([column, width]) => (
              <th key={column} scope="col" className={cn(width, "px-3 py-2.5 font-medium first:pl-0 last:pr-0")}>
                {t(`teams.auditLog.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {entries.map((entry) => (
            <tr key={entry.id} className="align-top">
              <td className="py-3 pl-0 pr-3 text-slate-600 dark:text-slate-300">
                <Time entry={entry} stacked />
              </td>
              <td className="px-3 py-3">
                <Actor entry={entry} />
              </td>
              <td className="px-3 py-3">
                <Action entry={entry} />
              </td>
              <td className="px-3 py-3">
                <Target entry={entry} />
              </td>
              <td className="truncate py-3 pl-3 pr-0">
                <Address ip={entry.ip} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
