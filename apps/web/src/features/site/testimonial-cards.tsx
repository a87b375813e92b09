import { useTranslation } from "react-i18next";
import { Card } from "../../components/ui/card";

const TESTIMONIALS = ["one", "two", "three"] as const;

/** Three quotes with their authors, read from `{prefix}.one.quote`, `{prefix}.one.author`, … */
export function TestimonialCards({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-10 grid gap-6 lg:grid-cols-3">
      {TESTIMONIALS.map((key) => (
        <Card key={key} className="p-6">
          <figure>
            <blockquote className="text-slate-800 dark:text-slate-200">“{t(`${prefix}.${key}.quote`)}”</blockquote>
            <figcaption className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t(`${prefix}.${key}.author`)}</figcaption>
          </figure>
        </Card>
      ))}
    </div>
  );
}
