import type { MetaFunction } from "@remix-run/cloudflare";
import { claimed } from "@content/claimed";
import { guide } from "@content/guide";
import { Breadcrumb } from "~/components/Breadcrumb";
import { ContactButton } from "~/components/ContactButton";
import { PageHero } from "~/components/PageHero";
import { Sections, TableOfContents } from "~/components/Sections";
import { articleLd, breadcrumbLd, localBusinessLd } from "~/lib/seo/schema";
import { originFrom, seo } from "~/http/seo";

const PATH = "/guia-completo";
const crumbs = [
  { name: "Início", path: "/" },
  { name: "Guia Completo", path: PATH },
];

export const meta: MetaFunction = ({ matches }) => {
  const origin = originFrom(matches);
  return seo({
    title: guide.title,
    description: guide.description,
    path: PATH,
    origin,
    ogType: "article",
    jsonLd: [
      articleLd(origin, {
        headline: guide.heading,
        description: guide.description,
        path: PATH,
        published: guide.updated,
      }),
      breadcrumbLd(origin, crumbs),
      localBusinessLd(origin),
    ],
  });
};

export default function GuidePage() {
  return (
    <article>
      <Breadcrumb crumbs={crumbs} />
      <PageHero heading={guide.heading} kicker="Guia Completo" />
      <div className="container-page grid grid-cols-1 gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside className="lg:sticky lg:top-28 lg:h-fit">
          <TableOfContents sections={guide.sections} />
          <ContactButton className="mt-4 w-full" text="Tirar dúvidas no WhatsApp" />
        </aside>
        <div>
          <div className="prose-ppa text-lg">
            {claimed(guide.intro).map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
          <Sections sections={guide.sections} />
          <div className="mt-10 rounded-xl bg-brand-800 p-6 text-white">
            <h2 className="text-xl font-bold">Ainda com dúvidas?</h2>
            <p className="mt-2">Fale com um técnico e receba um orçamento sem compromisso.</p>
            <ContactButton className="mt-4" text="Falar com um técnico" />
          </div>
        </div>
      </div>
    </article>
  );
}
