import { ChevronDown } from "lucide-react";
import { cn } from "../../../components/ui/cn";
import type { DocsTopic } from "./docs-content";

/**
 * A section's topics as an accordion (docs/product/public-site.md#docs): one topic open on the
 * page at a time, a second click closes it. A closed topic's text stays in the HTML, hidden, so
 * the server's page carries all of it.
 */
export function DocsAccordion({
  topics,
  openId,
  onToggle,
}: {
  topics: DocsTopic[];
  openId: string | null;
  onToggle: (id: string) => void;
}) {
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {topics.map((topic) => {
        const open = topic.id === openId;
        return (
          <li key={topic.id}>
            <h4>
              <button
                type="button"
                id={`${topic.id}-button`}
                aria-expanded={open}
                aria-controls={`${topic.id}-panel`}
                onClick={() => onToggle(topic.id)}
                className="flex w-full items-start gap-3 rounded-2xl px-5 py-4 text-left hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:hover:bg-slate-800/60"
              >
                <span className="flex-1">
                  <span className="block font-semibold text-slate-900 dark:text-white">{topic.title}</span>
                  <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{topic.description}</span>
                </span>
                <ChevronDown
                  aria-hidden
                  className={cn("mt-1 h-5 w-5 shrink-0 text-slate-500 transition-transform", open && "rotate-180")}
                />
              </button>
            </h4>
            <div
              id={`${topic.id}-panel`}
              role="region"
              aria-labelledby={`${topic.id}-button`}
              hidden={!open}
              className="article-body docs-body px-5 pb-5"
              dangerouslySetInnerHTML={{ __html: topic.html }}
            />
          </li>
        );
      })}
    </ul>
  );
}
