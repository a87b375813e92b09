import { ChevronDown, Download, FileJson, FileSpreadsheet, FileText } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ExportFormat } from "../../lib/responses-api";

export type ExportScope = "all" | "page";

const FORMATS: { format: ExportFormat; Icon: typeof FileText }[] = [
  { format: "csv", Icon: FileText },
  { format: "xlsx", Icon: FileSpreadsheet },
  { format: "json", Icon: FileJson },
];

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800";

/** Export All (every response of the filter) or Export Page, each as CSV, Excel or JSON. */
export function ExportMenu({
  totalCount,
  pageCount,
  busy,
  onExport,
}: {
  totalCount: number;
  pageCount: number;
  busy: boolean;
  onExport: (scope: ExportScope, format: ExportFormat) => void;
}) {
  const { t } = useTranslation();
  const allId = useId();
  const pageId = useId();
  const groups = [
    { scope: "all" as const, id: allId, label: t("responses.export.all", { total: totalCount }), count: totalCount },
    { scope: "page" as const, id: pageId, label: t("responses.export.page", { total: pageCount }), count: pageCount },
  ];
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        disabled={busy}
        className="inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-white px-4 text-sm font-medium text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700 dark:hover:bg-slate-800"
      >
        <Download aria-hidden className="h-4 w-4" />
        {busy ? t("responses.export.exporting") : t("responses.export.button")}
        <ChevronDown aria-hidden className="h-4 w-4 text-slate-400" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {groups.map((group, i) => (
            <DropdownMenu.Group key={group.scope} aria-labelledby={group.id}>
              {i > 0 && <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />}
              <DropdownMenu.Label
                id={group.id}
                className="px-3 pb-1 pt-2 text-xs font-semibold text-slate-500 dark:text-slate-400"
              >
                {group.label}
              </DropdownMenu.Label>
              {FORMATS.map(({ format, Icon }) => (
                <DropdownMenu.Item
                  key={format}
                  className={itemClass}
                  disabled={group.count === 0}
                  onSelect={() => onExport(group.scope, format)}
                >
                  <Icon aria-hidden className="h-4 w-4 text-slate-500" />
                  {t(`responses.export.${format}`)}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Group>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
