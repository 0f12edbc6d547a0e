// The text of the site's built-in indexable pages (topics, places, regional, editorial, legal),
// taken from the content modules the routes render with the seller's current claims filled in,
// for the duplicate check and the uniqueness gate of generated pages. It is the copy of each page,
// not its rendered HTML: the shared header, footer and contact boxes are left out, as they would
// be the same on every page anyway. (The kit pages are noindex: not here.)
import { triflexArticle } from "@content/blog-triflex";
import { currentIdentity } from "@content/business";
import { claimed } from "@content/claimed";
import { legalPages } from "@content/legal";
import { faqGroups } from "@content/faq";
import { guide } from "@content/guide";
import { home } from "@content/home";
import { allLocations, locationPath } from "@content/locations";
import { regionalPages } from "@content/regional";
import { servicesPage } from "@content/services";
import { topics } from "@content/topics";
import { buildLocationView } from "~/lib/seo/location-view";
import { shingleHashes, shingles } from "~/lib/seo/similarity";

export interface BuiltinText {
  path: string;
  title: string;
  /** Sorted hashes of its 5-word shingles (similarity.ts shingleHashes). */
  hashes: Uint32Array;
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
  return { path, title, hashes: shingleHashes(shingles(stringsOf(claimed(value)).join(" "))) };
}

let cached: { version: string; texts: BuiltinText[] } | null = null;

/**
 * Built once per isolate and identity version (a few tens of milliseconds), on the first save that
 * needs it: the claims the seller confirms change what the built-in pages say.
 */
export function builtinTexts(): BuiltinText[] {
  const version = currentIdentity().updatedAt || "default";
  if (cached?.version === version) return cached.texts;
  const texts = [
    entry("/", "Página inicial", home),
    entry("/guia-completo", "Guia Completo", guide),
    entry("/duvidas-frequentes", "Dúvidas Frequentes", faqGroups),
    entry("/servicos-profissionais", "Serviços Profissionais", servicesPage),
    entry("/blog/triflex-connect-ppa", triflexArticle.title, triflexArticle),
    ...topics.map((t) => entry(`/topicos/${t.slug}`, t.title, t)),
    ...regionalPages.map((p) => entry(`/${p.slug}`, p.name, p)),
    ...Object.values(legalPages).map((p) => entry(`/${p.slug}`, p.heading, p)),
    ...allLocations.map((l) => entry(locationPath(l), l.title, { l, view: buildLocationView(l) })),
  ];
  cached = { version, texts };
  return texts;
}
