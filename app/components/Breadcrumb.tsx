import type { Crumb } from "~/lib/seo/schema";

export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Trilha de navegação" className="container-page pt-4 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((c, i) => (
          <li key={c.path} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden="true">›</span>}
            {i === crumbs.length - 1 ? (
              <span aria-current="page" className="text-slate-800">
                {c.name}
              </span>
            ) : (
              <a href={c.path} className="hover:underline">
                {c.name}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
