import type { Crumb } from "~/lib/seo/schema";

export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Trilha de navegação" className="container-page pt-4 text-sm text-slate-600">
      {/* One line on a phone: the trail's earlier steps whole, the current page (the h1 below
          says it in full) cut with an ellipsis, instead of wrapping over several lines. */}
      <ol className="flex items-center gap-1 whitespace-nowrap">
        {crumbs.map((c, i) => (
          <li key={c.path} className={`flex items-center gap-1 ${i === crumbs.length - 1 ? "min-w-0" : "shrink-0"}`}>
            {i > 0 && <span aria-hidden="true">›</span>}
            {i === crumbs.length - 1 ? (
              <span aria-current="page" className="truncate text-slate-800">
                {c.name}
              </span>
            ) : (
              <a href={c.path} className="inline-flex min-h-11 items-center hover:underline">
                {c.name}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
