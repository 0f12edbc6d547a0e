// The one source of truth of public URLs: the HTML sitemap page and /sitemap.xml both read it,
// so they cannot drift from each other or from the pages.
import { triflexArticle } from "@content/blog-triflex";
import { legalPages } from "@content/legal";
import { contentUpdated } from "@content/updated";
import { kits } from "@content/kits";
import {
  abcd,
  demaisCidades,
  displayName,
  findLocation,
  guarulhosBairros,
  grandesCidades,
  locationPath,
  osascoBairros,
  outrasCidades,
  placeLabel,
  saoPaulo,
  spCentro,
  spLeste,
  spNorte,
  spOeste,
  spSul,
} from "@content/locations";
import { regionalPages } from "@content/regional";
import { topics } from "@content/topics";
import type { Location, TopicCategory } from "@content/types";
import type { PageSummary } from "~/lib/pages/page-record";
import type { PublicJob } from "~/lib/jobs-done/job-done";
import { hasOwnPage, jobPath } from "@content/jobs-done";
import { jobDateText, jobProductLabel } from "@content/jobs-done";

export interface SitemapLink {
  label: string;
  path: string;
  lastmod?: string;
}

export interface SitemapGroup {
  id: string;
  title: string;
  links: SitemapLink[];
  /** Sub-groups shown under the title (topics and cities). */
  groups?: { title: string; links: SitemapLink[] }[];
  /**
   * False for pages shown to visitors whose canonical is another page (the kits: their place's
   * page is canonical): they stay on the HTML /sitemap and leave sitemap.xml.
   */
  indexable?: false;
}

/**
 * The jobs done shown on public pages (app/lib/jobs-done): when each path's shown jobs last changed
 * (ms), and the published jobs (their pages and the gallery join the sitemap).
 */
export interface ShownJobs {
  touched: Record<string, number>;
  jobs: PublicJob[];
}

const NO_JOBS: ShownJobs = { touched: {}, jobs: [] };

/** 'Motor deslizante PPA instalado — Vila Mariana, São Paulo (12 de março de 2026)'. */
/** A job's name in lists: product, place and when. */
export function jobLabel(job: PublicJob): string {
  const location = findLocation(job.place);
  return `${jobProductLabel(job.product)} — ${location ? placeLabel(location) : job.place} (${jobDateText(job.doneOn)})`;
}

/** A page's lastmod: its text's date, or when the jobs it shows last changed, whichever is later. */
function withJobs(path: string, lastmod: string | undefined, shown: ShownJobs): string | undefined {
  const at = shown.touched[path];
  if (at === undefined) return lastmod;
  const jobs = new Date(at).toISOString();
  return !lastmod || jobs > lastmod ? jobs : lastmod;
}

export const mainPages: SitemapLink[] = [
  { label: "Página inicial", path: "/", lastmod: contentUpdated.home },
  { label: "Guia Completo", path: "/guia-completo", lastmod: contentUpdated.guide },
  { label: "Dúvidas Frequentes", path: "/duvidas-frequentes", lastmod: contentUpdated.faq },
  { label: "Serviços Profissionais", path: "/servicos-profissionais", lastmod: contentUpdated.services },
  {
    label: "Blog: configuração da central TRIFLEX CONNECT",
    path: "/blog/triflex-connect-ppa",
    lastmod: triflexArticle.published,
  },
  { label: "Contato", path: "/contato", lastmod: contentUpdated.contact },
  { label: "Mapa do site", path: "/sitemap", lastmod: contentUpdated.sitemap },
  ...Object.values(legalPages).map((p) => ({ label: p.heading, path: `/${p.slug}`, lastmod: p.updated })),
];

/** the sitemap groups topics into five headings. */
const topicGroups: { title: string; categories: TopicCategory[] }[] = [
  { title: "Instalação", categories: ["instalacao"] },
  { title: "Manutenção e Reparo", categories: ["manutencao-e-reparo", "problemas-e-solucoes"] },
  { title: "Tipos de Motores", categories: ["tipos-de-motores"] },
  { title: "Marcas e Acessórios", categories: ["marcas", "acessorios"] },
  { title: "Serviços e Profissionais", categories: ["servicos"] },
];

export function sitemapGroups(generated: PageSummary[], shown: ShownJobs = NO_JOBS): SitemapGroup[] {
  const toLink = (l: Location): SitemapLink => {
    const path = locationPath(l);
    return { label: displayName(l), path, lastmod: withJobs(path, contentUpdated.locations, shown) };
  };
  const dated = (links: SitemapLink[]) => links.map((l) => ({ ...l, lastmod: withJobs(l.path, l.lastmod, shown) }));
  return [
    { id: "paginas-principais", title: "Páginas principais", links: dated(mainPages) },
    ...(shown.jobs.length > 0
      ? [
          {
            id: "obras",
            title: "Obras realizadas",
            links: dated([
              { label: "Obras realizadas", path: "/obras" },
              // Only jobs with enough text of their own: the others' pages are noindex.
              ...shown.jobs.filter((j) => hasOwnPage(j)).map((j) => ({ label: jobLabel(j), path: jobPath(j.id) })),
            ]),
          },
        ]
      : []),
    {
      id: "paginas-geradas",
      title: "Páginas geradas",
      links: generated.map((p) => ({ label: p.title, path: `/links-uteis/${p.slug}`, lastmod: p.updated_at })),
    },
    {
      id: "topicos",
      title: "Tópicos",
      links: [],
      groups: topicGroups.map((g) => ({
        title: g.title,
        links: topics
          .filter((t) => g.categories.includes(t.category))
          .map((t) => ({ label: t.menuLabel, path: `/topicos/${t.slug}`, lastmod: contentUpdated.topics })),
      })),
    },
    {
      id: "paginas-regionais",
      title: "Páginas regionais",
      links: regionalPages.map((p) => ({ label: p.name, path: `/${p.slug}`, lastmod: contentUpdated.regional })),
    },
    {
      id: "cidades",
      title: "Cidades atendidas",
      links: [],
      groups: [
        {
          title: "São Paulo (Capital)",
          links: [...saoPaulo, ...spCentro, ...spNorte, ...spSul, ...spLeste, ...spOeste].map(toLink),
        },
        { title: "ABCD", links: abcd.map(toLink) },
        {
          title: "Guarulhos",
          links: [...grandesCidades.filter((c) => c.name === "Guarulhos"), ...guarulhosBairros].map(toLink),
        },
        {
          title: "Osasco",
          links: [...grandesCidades.filter((c) => c.name === "Osasco"), ...osascoBairros].map(toLink),
        },
        { title: "Outras Cidades", links: [...outrasCidades, ...demaisCidades].map(toLink) },
      ],
    },
    {
      id: "kits",
      title: "Kits e motores por cidade e bairro",
      links: dated(kits.map((k) => ({ label: k.name, path: `/${k.slug}` }))),
      indexable: false,
    },
  ];
}

/**
 * Every public URL search engines should index (sitemap.xml), each once, in sitemap order. A
 * generated page is in it only once the uniqueness gate let it be indexed (`ix`): a public page
 * kept noindex stays out, so sitemap and robots never disagree.
 */
export function allPublicLinks(
  generated: PageSummary[],
  shown: ShownJobs = NO_JOBS,
  /** When the seller last saved his identity, hours, claims or prices: every page shows them. */
  dataChangedAt = "",
): SitemapLink[] {
  const seen = new Set<string>();
  const out: SitemapLink[] = [];
  for (const group of sitemapGroups(
    generated.filter((p) => p.ix === 1),
    shown,
  )) {
    if (group.indexable === false) continue;
    for (const link of [...group.links, ...(group.groups ?? []).flatMap((g) => g.links)]) {
      if (seen.has(link.path)) continue;
      seen.add(link.path);
      out.push(
        dataChangedAt && (!link.lastmod || link.lastmod < dataChangedAt) ? { ...link, lastmod: dataChangedAt } : link,
      );
    }
  }
  return out;
}
