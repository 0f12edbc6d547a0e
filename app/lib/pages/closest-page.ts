// Where a generated page sent to the trash from "Cada página vale a pena?" redirects (301): the
// closest public page, so its visitors and search results land on the same service or place
// rather than on a 404. In order: a page of the same service and subject in a nearby place (the
// places the served place's own data names as nearby), else the served place's city, else the
// topic page of the service, else the home page.
import { cities, findLocation, locationPath } from "@content/locations";
import type { ServiceType } from "@content/generator/types";
import { findTopic } from "@content/topics";
import { pageTopicOf } from "~/lib/html-stage/title-topic";
import { slugify } from "./slug";

export interface ClosestPage {
  path: string;
  label: string;
}

/** The topic page of each service the titles name ("Conserto", "Troca"… are repairs). */
const SERVICE_TOPIC: Record<ServiceType, string> = {
  Instalação: "instalacao-de-motor-de-portao",
  Manutenção: "manutencao-de-motor-de-portao",
  Conserto: "conserto-de-motor-de-portao",
  Reparo: "conserto-de-motor-de-portao",
  Troca: "conserto-de-motor-de-portao",
  Ajuste: "conserto-de-motor-de-portao",
  Configuração: "placa-central-de-portao",
  Técnico: "tecnico-em-portao-automatico",
  "Serviço especializado": "tecnico-em-portao-automatico",
};

type Topic = ReturnType<typeof pageTopicOf>;

/**
 * The closest page to `page` among `others` (the indexable generated pages, itself excluded by
 * its slug). `topicOf` may be a memo of pageTopicOf, since a screen asks for several pages.
 */
export function closestPage(
  page: { slug: string; title: string },
  others: readonly { slug: string; title: string }[],
  topicOf: (title: string) => Topic = pageTopicOf,
): ClosestPage {
  const topic = topicOf(page.title);
  const served = topic.served;
  if (served) {
    const nearby = new Set(served.nearby.map((n) => slugify(n)));
    for (const other of others) {
      if (other.slug === page.slug) continue;
      const t = topicOf(other.title);
      if (
        t.service === topic.service &&
        t.subject.id === topic.subject.id &&
        t.served &&
        t.served.slug !== served.slug &&
        (nearby.has(t.served.slug) || nearby.has(slugify(t.served.name)))
      )
        return { path: `/links-uteis/${other.slug}`, label: other.title };
    }
    const city =
      served.kind === "cidade"
        ? served
        : (cities.find((c) => c.name === served.city) ?? findLocation(slugify(served.city)) ?? served);
    return { path: locationPath(city), label: city.name };
  }
  const serviceTopic = findTopic(SERVICE_TOPIC[topic.service]);
  if (serviceTopic) return { path: `/topicos/${serviceTopic.slug}`, label: serviceTopic.menuLabel };
  return { path: "/", label: "Página inicial" };
}
