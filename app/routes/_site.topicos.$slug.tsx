import type { LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { business } from "@content/business";
import { claimed } from "@content/claimed";
import { findTopic, topicCategories } from "@content/topics";
import { Breadcrumb } from "~/components/Breadcrumb";
import { ContactButton } from "~/components/ContactButton";
import { sellerChatMessage } from "~/lib/leads/contact";
import { GeneratedContent } from "~/components/GeneratedContent";
import { PageHero } from "~/components/PageHero";
import { Sections } from "~/components/Sections";
import { SellerText } from "~/components/SellerText";
import { sellerTextFor } from "~/http/listing.server";
import { TopicFallback } from "~/components/TopicFallback";
import { findPage } from "~/lib/pages/store.server";
import { isIndexable } from "~/lib/pages/page-record";
import { renderedHtml, renderedLead } from "~/lib/pages/page-view.server";
import { breadcrumbLd, localBusinessLd, serviceLd } from "~/lib/seo/schema";
import { originFrom, seo } from "~/http/seo";
import { slugify } from "~/lib/pages/slug";
import { notFound } from "~/http/not-found";

export function headers({ loaderHeaders }: { loaderHeaders: Headers }) {
  return loaderHeaders;
}

/** Heading of the fallback: generic, never built from the URL. */
const FALLBACK_TITLE = "Tópico não encontrado";

/** Source order: built-in topic, then a generated page with that slug, then a fallback. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const raw = params.slug ?? "";
  const slug = slugify(raw);
  if (!slug) throw notFound(request);
  if (slug !== raw) throw redirect(`/topicos/${slug}`, 301);
  const topic = findTopic(slug);
  if (topic) {
    const category = topicCategories.find((c) => c.id === topic.category)?.label ?? "";
    const sellerText = await sellerTextFor(request, context, `/topicos/${slug}`);
    // The seller's claims filled in (a sentence about one he has not confirmed is left out).
    return { source: "topic" as const, slug, topic: claimed(topic), category, sellerText };
  }
  const page = await findPage(context.services.kv, slug);
  // Drafts are never public: a draft with a topic's address stays the fallback here.
  if (page?.status === "published") {
    const html = renderedHtml(page);
    const indexable = isIndexable(page);
    return json(
      {
        source: "generated" as const,
        slug,
        page: { title: page.title, description: renderedLead(page, html), html, indexable },
      },
      { headers: indexable ? {} : { "X-Robots-Tag": "noindex, follow" } },
    );
  }
  // 404 with the generic text and the real topics: a soft 404 would let any URL become a page.
  return json(
    { source: "fallback" as const, slug, title: FALLBACK_TITLE },
    { status: 404, headers: { "X-Robots-Tag": "noindex, follow" } },
  );
}

function headOf(data: SerializeFrom<typeof loader>) {
  if (data.source === "topic") return { title: data.topic.title, description: data.topic.description };
  if (data.source === "generated")
    return { title: `${data.page.title} | ${business.name}`, description: data.page.description };
  return {
    title: `${data.title} | ${business.name}`,
    description: `Tópicos sobre motores de portão automático da ${business.name}: instalação, manutenção, conserto e acessórios em ${business.serviceArea}.`,
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
      // Any slug renders the fallback; it must not become an indexable page. A generated page
      // the uniqueness gate keeps out of the index stays out here too.
      noindex: data.source === "generated" && !data.page.indexable,
      notFound: data.source === "fallback",
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
  const message = sellerChatMessage(data.source === "fallback" ? {} : { page: heading });
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
        {data.source === "topic" && <SellerText html={data.sellerText} className="mt-6" />}
        {data.source === "topic" && <Sections sections={data.topic.sections} />}
        {data.source === "generated" && <GeneratedContent html={data.page.html} />}
        {data.source === "fallback" && <TopicFallback />}
        <div className="mt-8 rounded-xl bg-slate-50 p-6">
          <p className="font-semibold text-brand-900">Precisa de ajuda com isso?</p>
          <ContactButton className="mt-3" customMessage={message} text="Falar com um técnico" />
        </div>
      </div>
    </article>
  );
}
