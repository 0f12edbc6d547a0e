import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { business } from "@content/business";
import { findTopic, topicCategories } from "@content/topics";
import { Breadcrumb } from "~/components/Breadcrumb";
import { ContactButton } from "~/components/ContactButton";
import { GeneratedContent } from "~/components/GeneratedContent";
import { PageHero } from "~/components/PageHero";
import { Sections } from "~/components/Sections";
import { findPage } from "~/lib/pages.server";
import { sanitizeHtml } from "~/lib/sanitize.server";
import { breadcrumbLd, localBusinessLd, serviceLd } from "~/lib/schema";
import { originFrom, seo } from "~/lib/seo";
import { slugify } from "~/lib/slug";

function titleFromSlug(slug: string): string {
  const words = slug.split("-").filter(Boolean).join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Source order (spec §2): built-in topic, then a generated page with that slug, then a fallback. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const raw = params.slug ?? "";
  const slug = slugify(raw);
  if (!slug) throw new Response("Not Found", { status: 404 });
  if (slug !== raw) throw redirect(`/topicos/${slug}`, 301);
  const topic = findTopic(slug);
  if (topic) {
    const category = topicCategories.find((c) => c.id === topic.category)?.label ?? "";
    return { source: "topic" as const, slug, topic, category };
  }
  const page = await findPage(context.cloudflare.env.PAGES, slug);
  if (page) {
    return {
      source: "generated" as const,
      slug,
      page: { title: page.title, description: page.description, html: sanitizeHtml(page.content) },
    };
  }
  return { source: "fallback" as const, slug, title: titleFromSlug(slug) };
}

function headOf(data: Awaited<ReturnType<typeof loader>>) {
  if (data.source === "topic") return { title: data.topic.title, description: data.topic.description };
  if (data.source === "generated")
    return { title: `${data.page.title} | ${business.name}`, description: data.page.description };
  return {
    title: `${data.title} | ${business.name}`,
    description: `Informações sobre ${data.title.toLowerCase()} com a ${business.name}: atendimento especializado em ${business.serviceArea}.`,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  const origin = originFrom(matches);
  const path = `/topicos/${data.slug}`;
  // A generated page served here is the same text as /links-uteis/{slug}: that URL is canonical.
  const canonicalPath = data.source === "generated" ? `/links-uteis/${data.slug}` : path;
  const { title, description } = headOf(data);
  const crumbs = [
    { name: "Início", path: "/" },
    { name: title, path },
  ];
  return [
    ...seo({
      title,
      description,
      path: canonicalPath,
      origin,
      // Any slug renders the fallback; it must not become an indexable page.
      noindex: data.source === "fallback",
      jsonLd:
        data.source === "fallback"
          ? []
          : [
              serviceLd(origin, { name: title, description, path, areaServed: [business.serviceArea] }),
              breadcrumbLd(origin, crumbs),
              localBusinessLd(origin),
            ],
    }),
    ...(data.source === "topic" ? [{ name: "keywords", content: data.topic.keywords.join(", ") }] : []),
  ];
};

export default function TopicPage() {
  const data = useLoaderData<typeof loader>();
  const heading =
    data.source === "topic" ? data.topic.title : data.source === "generated" ? data.page.title : data.title;
  const message = `Olá! Vi a página sobre ${heading} e gostaria de um orçamento.`;
  return (
    <article>
      <Breadcrumb
        crumbs={[
          { name: "Início", path: "/" },
          { name: heading, path: `/topicos/${data.slug}` },
        ]}
      />
      <PageHero
        heading={heading}
        kicker={data.source === "topic" ? data.category : "Serviços"}
        lead={
          data.source === "topic"
            ? data.topic.description
            : data.source === "generated"
              ? data.page.description
              : undefined
        }
      />
      <div className="container-page">
        {data.source === "topic" && <Sections sections={data.topic.sections} />}
        {data.source === "generated" && <GeneratedContent html={data.page.html} />}
        {data.source === "fallback" && (
          <div className="prose-ppa">
            <p>
              A {business.name} atende {business.serviceArea} com instalação, manutenção e conserto de motores de portão
              automático. Para saber mais sobre {heading.toLowerCase()}, fale com um dos nossos técnicos: respondemos
              rapidamente e o orçamento é sem compromisso.
            </p>
          </div>
        )}
        <div className="mt-8 rounded-xl bg-slate-50 p-6">
          <p className="font-semibold text-brand-900">Precisa de ajuda com isso?</p>
          <ContactButton className="mt-3" customMessage={message} text="Falar com um técnico" />
        </div>
      </div>
    </article>
  );
}
