import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { pagesForRender } from "~/http/listing.server";
import { jobsForRender } from "~/http/jobs.server";
import { useLoaderData } from "@remix-run/react";
import { business } from "@content/business";
import { Breadcrumb } from "~/components/Breadcrumb";
import { PageHero } from "~/components/PageHero";

import { sitemapGroups, type SitemapLink } from "~/lib/seo/public-routes";
import { breadcrumbLd, localBusinessLd } from "~/lib/seo/schema";
import { originFrom, seo } from "~/http/seo";

const crumbs = [
  { name: "Início", path: "/" },
  { name: "Mapa do site", path: "/sitemap" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [pages, shown] = await Promise.all([pagesForRender(request, context), jobsForRender(request, context)]);
  return { groups: sitemapGroups(pages, shown) };
}

export const meta: MetaFunction = ({ matches }) => {
  const origin = originFrom(matches);
  return seo({
    title: `Mapa do Site | ${business.name}`,
    description: `Todas as páginas da ${business.name}: guias, dúvidas, serviços, cidades e bairros atendidos em São Paulo e na Grande SP, kits e páginas regionais.`,
    path: "/sitemap",
    origin,
    jsonLd: [breadcrumbLd(origin, crumbs), localBusinessLd(origin)],
  });
};

/** A list of links to other pages: navigation (a page's own text is not its links to others). */
function Links({ links, label }: { links: SitemapLink[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {links.map((l) => (
          <li key={l.path}>
            <a href={l.path} className="inline-flex min-h-6 min-w-6 items-center text-brand-700 hover:underline">
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function SitemapPage() {
  const { groups } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumb crumbs={crumbs} />
      <PageHero heading="Mapa do site" />
      <div className="container-page space-y-10">
        {groups.map((g) => (
          <section key={g.id} aria-labelledby={g.id}>
            <h2 id={g.id} className="scroll-mt-28 text-2xl font-bold text-brand-900">
              {g.title}
            </h2>
            {g.id === "paginas-geradas" && g.links.length === 0 ? (
              <p className="mt-2 text-slate-600">Nenhuma página gerada encontrada.</p>
            ) : (
              g.links.length > 0 && <Links links={g.links} label={g.title} />
            )}
            {g.groups?.map((sub) => (
              <div key={sub.title} className="mt-4">
                <h3 className="font-semibold text-brand-800">{sub.title}</h3>
                <Links links={sub.links} label={`${g.title}: ${sub.title}`} />
              </div>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
