import { Search } from "lucide-react";
import { Input } from "../../components/ui/input";

/** A page's search field: a visible magnifier, the label for screen readers, the placeholder as a hint. */
export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div role="search" className="relative mx-auto mt-8 max-w-xl">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500" />
      <Input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className="h-12 pl-10 text-base"
      />
    </div>
  );
}
