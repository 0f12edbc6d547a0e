import type { LegalPage } from "@content/legal";
import { Breadcrumb } from "./Breadcrumb";
import { ContactButton } from "./ContactButton";
import { PageHero } from "./PageHero";
import { Sections } from "./Sections";

export function LegalPageView({ page }: { page: LegalPage }) {
  const updated = new Date(`${page.updated}T12:00:00Z`).toLocaleDateString("pt-BR", {
    dateStyle: "long",
    timeZone: "UTC",
  });
  return (
    <article>
      <Breadcrumb
        crumbs={[
          { name: "Início", path: "/" },
          { name: page.heading, path: `/${page.slug}` },
        ]}
      />
      <PageHero heading={page.heading} lead={`Atualizado em ${updated}.`} />
      <div className="container-page max-w-4xl">
        <Sections sections={page.sections} />
        <ContactButton className="mt-8" text="Falar com a gente" />
      </div>
    </article>
  );
}
