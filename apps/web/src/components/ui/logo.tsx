import { Link } from "react-router";

export function Logo({ name, to = "/" }: { name: string; to?: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-2 font-semibold tracking-tight text-slate-900 dark:text-white">
      <img src="/favicon.svg" alt="" className="h-8 w-8" />
      <span className="text-lg">{name}</span>
    </Link>
  );
}
