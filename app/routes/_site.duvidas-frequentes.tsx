import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { business } from "@content/business";
import { claimed } from "@content/claimed";
import { faqGroups } from "@content/faq";
import type { FaqItem } from "@content/types";
import { Breadcrumb } from "~/components/Breadcrumb";
import { ContactButton } from "~/components/ContactButton";
import { FaqList } from "~/components/FaqList";
import { PageHero } from "~/components/PageHero";
import { SellerText } from "~/components/SellerText";
import { sellerTextFor } from "~/http/listing.server";
import { breadcrumbLd, faqPageLd, localBusinessLd } from "~/lib/seo/schema";
import { originFrom, seo } from "~/http/seo";
import { isolateWeakMap } from "~/lib/platform/isolate-cache";

const PATH = "/duvidas-frequentes";
const crumbs = [
  { name: "Início", path: "/" },
  { name: "Dúvidas Frequentes", path: PATH },
];
/** The questions with the seller's claims filled in (those about an unconfirmed claim left out). */
const groupsNow = () => claimed(faqGroups);
// Every question of those groups, one array per claimed result (kept per identity by claimed()),
// so the FAQPage markup's own claimed() call finds it resolved instead of checking every answer's
// sentences again on each render.
const flat = isolateWeakMap<object, FaqItem[]>({
  name: "routes/duvidas-frequentes questions",
  key: "the claimed FAQ groups (content/claimed.ts, one per identity)",
  invalidatedBy: 'a new identity (the seller saves "Dados da empresa")',
});
const allItemsNow = (): FaqItem[] => {
  const groups = groupsNow();
  let items = flat.get(groups);
  if (!items) {
    items = groups.flatMap((g) => g.items);
    flat.set(groups, items);
  }
  return items;
};

export const meta: MetaFunction = ({ matches }) => {
  const origin = originFrom(matches);
  const allItems = allItemsNow();
  return seo({
    title: `Dúvidas Frequentes sobre Motor de Portão | ${business.name}`,
    description: `Respostas para ${allItems.length} dúvidas sobre motor de portão PPA: preços, instalação, garantia, manutenção, segurança e atendimento na Grande SP.`,
    path: PATH,
    origin,
    jsonLd: [faqPageLd(allItems), breadcrumbLd(origin, crumbs), localBusinessLd(origin)],
  });
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { sellerText: await sellerTextFor(request, context, PATH) };
}

export default function FaqPage() {
  const { sellerText } = useLoaderData<typeof loader>();
  const groups = groupsNow();
  const allItems = allItemsNow();
  return (
    <>
      <Breadcrumb crumbs={crumbs} />
      <PageHero
        heading="Dúvidas Frequentes"
        lead={`${allItems.length} respostas sobre motores de portão PPA, instalação, garantia e manutenção. Não achou a sua? Pergunte pelo WhatsApp.`}
      />
      <div className="container-page grid grid-cols-1 gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label="Temas" className="lg:sticky lg:top-28 lg:h-fit">
          <ul className="flex flex-wrap gap-2 lg:flex-col">
            {groups.map((g) => (
              <li key={g.id}>
                <a
                  href={`#${g.id}`}
                  className="block rounded-lg bg-slate-50 px-3 py-2 text-sm text-brand-800 hover:bg-brand-50"
                >
                  {g.title}
                </a>
              </li>
            ))}
          </ul>
          <ContactButton className="mt-4 w-full" />
        </nav>
        <div className="space-y-10">
          <SellerText html={sellerText} />
          {groups.map((g) => (
            <section key={g.id} aria-labelledby={g.id}>
              <h2 id={g.id} className="scroll-mt-28 text-2xl font-bold text-brand-900">
                {g.title}
              </h2>
              {/* One name for the whole page: opening any question closes the one that was open. */}
              <FaqList items={g.items} name="duvidas" className="mt-4" />
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
