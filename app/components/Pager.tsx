import { Link } from "@remix-run/react";
import type { PageWindow } from "~/http/pagination";

/** Crawlable page links (?param=N) that work without JavaScript. */
export function Pager({
  window,
  param,
  hash,
  label,
  search,
}: {
  window: PageWindow;
  param: string;
  hash: string;
  label: string;
  /** Current query string, so other lists keep their page. */
  search: string;
}) {
  if (window.totalPages <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams(search);
    if (n === 1) params.delete(param);
    else params.set(param, String(n));
    const qs = params.toString();
    return `${qs ? `?${qs}` : "?"}${hash ? `#${hash}` : ""}`;
  };
  const base = "inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium";
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-center gap-2">
      {window.page > 1 && (
        <Link
          to={href(window.page - 1)}
          preventScrollReset
          className={`${base} border-slate-300 hover:bg-slate-100`}
          rel="prev"
        >
          Anterior
        </Link>
      )}
      {window.buttons.map((n) => (
        <Link
          key={n}
          to={href(n)}
          preventScrollReset
          aria-current={n === window.page ? "page" : undefined}
          className={`${base} ${n === window.page ? "border-brand-800 bg-brand-800 text-white" : "border-slate-300 hover:bg-slate-100"}`}
        >
          {n}
        </Link>
      ))}
      {window.page < window.totalPages && (
        <Link
          to={href(window.page + 1)}
          preventScrollReset
          className={`${base} border-slate-300 hover:bg-slate-100`}
          rel="next"
        >
          Próxima
        </Link>
      )}
    </nav>
  );
}
