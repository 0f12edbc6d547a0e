import type { MetaFunction } from "@remix-run/cloudflare";
import { triflexArticle as article } from "@content/blog-triflex";
import { claimed } from "@content/claimed";
import { Breadcrumb } from "~/components/Breadcrumb";
import { ContactButton } from "~/components/ContactButton";
import { Sections } from "~/components/Sections";
import { articleLd, breadcrumbLd, howToLd, localBusinessLd } from "~/lib/seo/schema";
import { originFrom, seo } from "~/http/seo";

const PATH = "/blog/triflex-connect-ppa";
// There is no /blog index page, so the trail has no "Blog" step.
const crumbs = [
  { name: "Início", path: "/" },
  { name: "TRIFLEX CONNECT", path: PATH },
];

export const meta: MetaFunction = ({ matches }) => {
  const origin = originFrom(matches);
  return seo({
    title: article.title,
    description: article.description,
    path: PATH,
    origin,
    ogType: "article",
    jsonLd: [
      articleLd(origin, {
        headline: article.heading,
        description: article.description,
        path: PATH,
        published: article.published,
      }),
      howToLd(origin, {
        name: article.heading,
        description: article.description,
        path: PATH,
        totalMinutes: 60,
        steps: article.steps,
      }),
      breadcrumbLd(origin, crumbs),
      localBusinessLd(origin),
    ],
  });
};

export default function TriflexArticle() {
  const published = new Date(`${article.published}T12:00:00Z`).toLocaleDateString("pt-BR", {
    dateStyle: "long",
    timeZone: "UTC",
  });
  return (
    <article>
      <Breadcrumb crumbs={crumbs} />
      <header className="container-page pt-6 pb-4">
        <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">Blog · Tutorial</p>
        <h1 className="mt-1 text-3xl leading-tight font-extrabold text-brand-900 sm:text-4xl">{article.heading}</h1>
        <p className="mt-2 text-sm text-slate-600">
          Publicado em <time dateTime={article.published}>{published}</time> · Leitura de {article.readingMinutes} min
        </p>
      </header>
      <div className="container-page grid gap-8 lg:grid-cols-[1fr_18rem]">
        <div>
          <div className="prose-ppa text-lg">
            {claimed(article.intro).map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
          <div className="prose-ppa">
            {article.steps.map((s, i) => (
              <section key={s.id} aria-labelledby={s.id}>
                <h2 id={s.id} className="scroll-mt-28">
                  Passo {i + 1}: {s.name}
                </h2>
                <p>{s.text}</p>
                {s.items.length > 0 && (
                  <ul>
                    {s.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
          <Sections sections={article.sections} />
          <div className="mt-10 rounded-xl bg-brand-800 p-6 text-white">
            <h2 className="text-xl font-bold">Orçamento grátis para configurar a sua central</h2>
            <p className="mt-2">Um técnico configura e testa a TRIFLEX CONNECT no seu portão.</p>
            <ContactButton className="mt-4" customMessage={article.ctaMessage} text="Pedir orçamento grátis" />
          </div>
        </div>
        <aside className="lg:sticky lg:top-28 lg:h-fit">
          <div className="rounded-xl bg-slate-50 p-5">
            <h2 className="font-bold text-brand-900">Especificações</h2>
            <dl className="mt-3 space-y-2 text-sm">
              {article.specs.map((s) => (
                <div key={s.label}>
                  <dt className="font-semibold text-slate-900">{s.label}</dt>
                  <dd className="text-slate-700">{s.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </aside>
      </div>
    </article>
  );
}
