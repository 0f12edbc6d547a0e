// The text of the site's built-in pages (topics, places, regional, editorial), taken from the
// content modules the routes render, for the duplicate check of generated pages. It is the copy of
// each page, not its rendered HTML: the shared header, footer and contact boxes are left out, as
// they would be the same on every page anyway.
import { triflexArticle } from "@content/blog-triflex";
import { faqGroups } from "@content/faq";
import { guide } from "@content/guide";
import { home } from "@content/home";
import { allLocations, locationPath } from "@content/locations";
import { regionalPages } from "@content/regional";
import { servicesPage } from "@content/services";
import { topics } from "@content/topics";
import { buildLocationView } from "~/http/location-view";
import { shingles } from "~/lib/seo/similarity";

export interface BuiltinText {
  path: string;
  title: string;
  shingles: Set<string>;
}

/** Keys whose strings are addresses, ids or search keywords, not text a reader reads. */
const NOT_TEXT = new Set([
  "slug",
  "id",
  "href",
  "path",
  "url",
  "src",
  "image",
  "keywords",
  "videoId",
  "jsonLd",
  "meta",
]);

/** Every string inside a content value, depth first, without addresses and ids. */
function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) if (!NOT_TEXT.has(key)) stringsOf(v, out);
  }
  return out;
}

function entry(path: string, title: string, value: unknown): BuiltinText {
  return { path, title, shingles: shingles(stringsOf(value).join(" ")) };
}

let cached: BuiltinText[] | null = null;

/** Built once per isolate (a few tens of milliseconds), on the first admin save that needs it. */
export function builtinTexts(): BuiltinText[] {
  cached ??= [
    entry("/", "Página inicial", home),
    entry("/guia-completo", "Guia Completo", guide),
    entry("/duvidas-frequentes", "Dúvidas Frequentes", faqGroups),
    entry("/servicos-profissionais", "Serviços Profissionais", servicesPage),
    entry("/blog/triflex-connect-ppa", triflexArticle.title, triflexArticle),
    ...topics.map((t) => entry(`/topicos/${t.slug}`, t.title, t)),
    ...regionalPages.map((p) => entry(`/${p.slug}`, p.name, p)),
    ...allLocations.map((l) => entry(locationPath(l), l.title, { l, view: buildLocationView(l) })),
  ];
  return cached;
}
