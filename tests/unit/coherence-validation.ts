// The coherence measure's validation set (issue 40 part 6, coherence3), built BEFORE the measure
// was changed: whole pages as the gate sees them (HTML; coherenceReason reads their paragraphs),
// coherent and incoherent, in two parts made from different sources and seeds:
//   tuning    the part the measure was tuned against;
//   heldout   other content groups (one in four, by a hash of its path), other generator titles,
//             other hand-written voices, other off-topic subjects, other seeds: measured once at
//             the end and never tuned against (tests/unit/coherence-validation.test.ts only
//             prints its figures and guards them against a drop).
// Coherent: the site's own texts (content/: guides, FAQ, services, topics, regional and city
// pages, grouped by section), pages of the local generator for titles it is not trained on, the
// fake AI service's answers, and texts in other voices (coherence-validation-texts.ts).
// Incoherent, by family:
//   salada            word salad: content words of the site drawn at random (bare; with function
//                     words sprinkled at the share prose has; each content word of a real sentence
//                     swapped for a site word with the same ending; grammatical templates with the
//                     article agreeing with the noun);
//   embaralhado       the sentences of a real text shuffled, in each paragraph or across the page;
//   fora-do-assunto   a real text with sentences of other subjects and other trades spliced in,
//                     one by one or a whole paragraph;
//   página            page-length texts (300–1,500 words): all salad, a third of the paragraphs
//                     salad, shuffled across the page, or with paragraphs of other subjects.
import { triflexArticle } from "@content/blog-triflex";
import { faqGroups } from "@content/faq";
import { technicalTopics } from "@content/generator-titles";
import { guide } from "@content/guide";
import { home } from "@content/home";
import { legalPages } from "@content/legal";
import { allLocations } from "@content/locations";
import { regionalPages } from "@content/regional";
import { servicesPage } from "@content/services";
import { topics } from "@content/topics";
import { plantedAnswer } from "../../harness/fakes/fake-openai";
import { FUNCTION_WORDS, sentencesIn } from "~/lib/gate/coherence-words";
import { generateLocalPageHtml } from "~/lib/generation/local-generator";
import { hashString, mulberry32, type Rng, shuffle } from "~/lib/generation/prng";
import { htmlText } from "~/lib/html-stage/html-text";
import { OFF_TOPIC, OTHER_VOICES } from "./coherence-validation-texts";

export type Part = "tuning" | "heldout";
export type Family = "coerente" | "salada" | "embaralhado" | "fora-do-assunto" | "página";

export interface ValidationText {
  family: Family;
  kind: string;
  name: string;
  html: string;
}

/** A page as blocks: headings, paragraphs and list items, in order. */
interface Block {
  tag: string;
  text: string;
}

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

function stringsOf(value: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof value === "string") out.push([path, value]);
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) stringsOf(v, `${path}.${i}`, out);
  else if (value && typeof value === "object")
    for (const [key, v] of Object.entries(value)) if (!NOT_TEXT.has(key)) stringsOf(v, `${path}.${key}`, out);
  return out;
}

/** A built-in string as a reader reads it: optional claims ([…]) dropped, tokens ({…}) as a number. */
const resolved = (s: string) =>
  htmlText(s)
    .replace(/\[[^\]]*\]/g, "")
    .replace(/\{[^}]*\}/g, "1")
    .replace(/\s+/g, " ")
    .trim();

const wordCount = (blocks: Block[]) =>
  blocks.filter((b) => b.tag === "p").reduce((n, b) => n + b.text.split(" ").filter(Boolean).length, 0);

const contentCache = new Map<Part, { name: string; blocks: Block[] }[]>();

/** The site's own texts, one per section (its path's first three parts), with ≥ 60 words of prose. */
function contentTexts(part: Part): { name: string; blocks: Block[] }[] {
  const cached = contentCache.get(part);
  if (cached) return cached.map((t) => ({ name: t.name, blocks: t.blocks.map((b) => ({ ...b })) }));
  const out = readContentTexts(part);
  contentCache.set(part, out);
  return contentTexts(part);
}

function readContentTexts(part: Part): { name: string; blocks: Block[] }[] {
  const all = stringsOf(
    { home, guide, faqGroups, servicesPage, triflexArticle, topics, regionalPages, allLocations, legalPages },
    "",
    [],
  );
  const groups = new Map<string, Block[]>();
  for (const [path, raw] of all) {
    const text = resolved(raw);
    if (text.length < 20) continue;
    const key = path.split(".").slice(0, 4).join(".");
    const blocks = groups.get(key) ?? [];
    // A short line with no full stop (or a question) is a heading; an item of a list is one; a
    // sentence or more is a paragraph.
    if (/\.(?:items|rows|list|bullets|steps|warningSigns|nearby)\.\d+(?:\.\d+)?$/.test(path))
      blocks.push({ tag: "li", text });
    else if (text.length < 150 && (!/[.!]$/.test(text) || /\?$/.test(text))) blocks.push({ tag: "h2", text });
    else blocks.push({ tag: "p", text });
    groups.set(key, blocks);
  }
  const out: { name: string; blocks: Block[] }[] = [];
  for (const [key, blocks] of groups) {
    const heldout = hashString(key) % 4 === 0;
    if (heldout !== (part === "heldout")) continue;
    if (wordCount(blocks) < 60) continue;
    // A text does not end on a heading.
    while (blocks.length && blocks[blocks.length - 1]!.tag !== "p") blocks.pop();
    out.push({ name: `site ${key}`, blocks });
  }
  return out;
}

const TITLES: Record<Part, string[]> = {
  tuning: [
    "Conserto de motor de portão em Embu das Artes",
    "Instalação de fotocélula na Vila Leopoldina",
    "Troca de cremalheira em São Miguel Paulista",
    "Manutenção de portão basculante em Sapopemba",
    "Ajuste de embreagem em Ferraz de Vasconcelos",
    "Programação de controle na Água Rasa",
    "Conserto de portão pivotante em Poá",
    "Troca de central em Francisco Morato",
    "Instalação de motor deslizante em Caieiras",
    "Revisão de portão de condomínio no Brooklin",
    "Reparo de placa de portão na Vila Maria",
    "Conserto de portão que não abre em Itapevi",
    "Manutenção de motor PPA em Suzano",
    "Instalação de portão automático no Jaçanã",
    "Troca de roldanas em Vargem Grande Paulista",
    "Ajuste de fim de curso em Mauá",
    "Conserto de controle remoto no Campo Belo",
    "Técnico de portão no Ipiranga",
    "Troca de motor basculante em Arujá",
    "Instalação de trava eletromagnética em Cajamar",
    "Conserto de fotocélula no Belém",
    "Manutenção de portão deslizante em Santana de Parnaíba",
    "Reparo de motor de portão na Casa Verde",
    "Instalação de central de portão em Embu-Guaçu",
  ],
  heldout: [
    "Conserto de portão basculante em Guararema",
    "Instalação de motor pivotante no Morumbi",
    "Troca de fotocélula em Biritiba Mirim",
    "Manutenção preventiva de portão na Freguesia",
    "Ajuste de controle remoto em Itaquaquecetuba",
    "Reparo de central em Rio Grande da Serra",
    "Conserto de motor deslizante em Pirapora",
    "Instalação de portão basculante no Limão",
    "Troca de engrenagem na Vila Sônia",
    "Revisão de motor em Salesópolis",
  ],
};

/** Blocks of an HTML page: its headings, paragraphs and list items. */
function blocksOf(html: string): Block[] {
  return [...html.matchAll(/<(h[1-6]|p|li)\b[^>]*>([\s\S]*?)<\/\1>/gi)].map((m) => ({
    tag: m[1]!.toLowerCase(),
    text: htmlText(m[2]!).replace(/\s+/g, " ").trim(),
  }));
}

function htmlOf(blocks: Block[]): string {
  const out: string[] = [];
  let list = false;
  for (const b of blocks) {
    if (b.tag === "li" && !list) out.push("<ul>");
    if (b.tag !== "li" && list) out.push("</ul>");
    list = b.tag === "li";
    const text = b.text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
    out.push(`<${b.tag}>${text}</${b.tag}>`);
  }
  if (list) out.push("</ul>");
  return out.join("\n");
}

/** Every coherent source of a part, as blocks. */
function sources(part: Part): { name: string; kind: string; blocks: Block[] }[] {
  const out: { name: string; kind: string; blocks: Block[] }[] = [];
  for (const t of contentTexts(part)) out.push({ ...t, kind: "texto do site" });
  for (const [i, title] of TITLES[part].entries())
    out.push({
      name: `gerador: ${title}`,
      kind: "gerador local",
      blocks: blocksOf(generateLocalPageHtml(title, (i * 37) % 101).html),
    });
  for (const [i, t] of technicalTopics.entries()) {
    if ((i % 3 === 0) !== (part === "heldout")) continue;
    const html = plantedAnswer(`Escreva a página: "${t.title}"\nInstruções adicionais: ${t.prompt}`);
    out.push({ name: `IA falsa: ${t.title}`, kind: "IA falsa", blocks: blocksOf(html) });
  }
  for (const [i, paragraphs] of OTHER_VOICES[part].entries())
    out.push({ name: `outra voz ${i + 1}`, kind: "outra voz", blocks: paragraphs.map((text) => ({ tag: "p", text })) });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Word salad, from the site's own vocabulary
// ---------------------------------------------------------------------------------------------

interface Vocabulary {
  content: string[];
  byEnding: Map<string, string[]>;
  functionWords: string[];
  nouns: Record<"o" | "a", string[]>;
}

const LETTERS = /^\p{Ll}+$/u;

function vocabularyOf(texts: { blocks: Block[] }[]): Vocabulary {
  const content: string[] = [];
  const functionWords: string[] = [];
  const nouns = { o: [] as string[], a: [] as string[] };
  for (const t of texts)
    for (const b of t.blocks) {
      const ws = b.text.match(/\p{L}+/gu) ?? [];
      for (const [i, w] of ws.entries()) {
        if (FUNCTION_WORDS.has(w)) functionWords.push(w);
        else if (w.length >= 4 && LETTERS.test(w)) {
          content.push(w);
          const before = ws[i - 1];
          if (before === "o" || before === "a") nouns[before].push(w);
        }
      }
    }
  const byEnding = new Map<string, string[]>();
  for (const w of new Set(content)) {
    const list = byEnding.get(w.slice(-2)) ?? [];
    list.push(w);
    byEnding.set(w.slice(-2), list);
  }
  return { content, byEnding, functionWords, nouns: { o: [...new Set(nouns.o)], a: [...new Set(nouns.a)] } };
}

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Words as sentences of 8 to 20, a paragraph every 2 to 4 sentences. */
function asParagraphs(words: string[], rng: Rng): string[] {
  const sentences: string[] = [];
  for (let i = 0; i < words.length; ) {
    const n = 8 + Math.floor(rng() * 13);
    const s = words.slice(i, i + n);
    i += n;
    if (s.length < 3) break;
    sentences.push(`${capital(s.join(" "))}.`);
  }
  return regroup(sentences, rng);
}

function regroup(sentences: string[], rng: Rng): string[] {
  const out: string[] = [];
  for (let i = 0; i < sentences.length; ) {
    const n = 2 + Math.floor(rng() * 3);
    out.push(sentences.slice(i, i + n).join(" "));
    i += n;
  }
  return out;
}

const VERBS =
  "abre fecha gira empurra trava aciona limpa protege recebe envia controla regula mede ajusta segura move levanta desliga liga corta escolhe carrega aquece lubrifica substitui testa indica evita reduz aumenta garante exige permite reconhece acompanha atravessa devolve prende solta encosta alinha".split(
    " ",
  );
const INFINITIVES =
  "instalar ajustar limpar trocar regular testar programar cadastrar lubrificar fixar medir destravar".split(" ");
const PREPOSITIONS = ["com", "para", "sobre", "sem", "entre", "contra"];

type Salad = (rng: Rng, words: number, source: string[]) => string[];

const SALADS = (v: Vocabulary): Record<string, Salad> => {
  const np = (rng: Rng, article: "o" | "a" | "um" | "de" | "em" | "por" = "o") => {
    const g = rng() < 0.5 ? "o" : "a";
    const n = pick(rng, v.nouns[g]);
    const a = {
      o: g,
      a: g,
      um: g === "o" ? "um" : "uma",
      de: g === "o" ? "do" : "da",
      em: g === "o" ? "no" : "na",
      por: g === "o" ? "pelo" : "pela",
    }[article];
    return `${a} ${n}`;
  };
  const templates: ((rng: Rng) => string)[] = [
    (r) => `${np(r)} ${np(r, "de")} ${pick(r, VERBS)} ${np(r)} ${pick(r, PREPOSITIONS)} ${np(r)}`,
    (r) => `quando ${np(r)} ${pick(r, VERBS)} ${np(r)}, ${np(r)} ${pick(r, VERBS)} ${np(r, "em")}`,
    (r) => `${np(r)} ${pick(r, VERBS)} ${np(r, "um")} e ${pick(r, VERBS)} ${np(r)} ${np(r, "de")}`,
    (r) => `por isso, ${np(r)} ${pick(r, VERBS)} ${np(r)} ${pick(r, PREPOSITIONS)} ${np(r, "um")}`,
    (r) => `antes de ${pick(r, INFINITIVES)} ${np(r)}, ${np(r)} ${np(r, "de")} ${pick(r, VERBS)} ${np(r, "em")}`,
    (r) => `${np(r, "em")} ${np(r, "de")}, ${np(r)} ${pick(r, VERBS)} ${np(r, "por")} ${np(r, "de")}`,
  ];
  return {
    "palavras soltas": (rng, n) =>
      asParagraphs(
        Array.from({ length: n }, () => pick(rng, v.content)),
        rng,
      ),
    "palavras com artigos e preposições": (rng, n) =>
      asParagraphs(
        Array.from({ length: n }, () => (rng() < 0.42 ? pick(rng, v.functionWords) : pick(rng, v.content))),
        rng,
      ),
    "frases da casa com as palavras trocadas": (rng, _n, source) =>
      source.map((p) =>
        p.replace(/\p{L}+/gu, (w) => {
          const lower = w.toLowerCase();
          if (lower.length < 4 || FUNCTION_WORDS.has(lower) || !LETTERS.test(lower)) return w;
          const swap = pick(rng, v.byEnding.get(lower.slice(-2)) ?? [lower]);
          return w === lower ? swap : capital(swap);
        }),
      ),
    "moldes gramaticais": (rng, n) => {
      const sentences: string[] = [];
      for (let words = 0; words < n; ) {
        const s = pick(rng, templates)(rng);
        words += s.split(" ").length;
        sentences.push(`${capital(s)}.`);
      }
      return regroup(sentences, rng);
    },
  };
};

// ---------------------------------------------------------------------------------------------
// Shuffles and mixtures
// ---------------------------------------------------------------------------------------------

/** Sentences shuffled until the order differs (a text of one sentence cannot be). */
function reorder(rng: Rng, sentences: string[]): string[] {
  for (let tries = 0; tries < 8; tries++) {
    const out = shuffle(rng, sentences);
    if (out.some((s, i) => s !== sentences[i])) return out;
  }
  return sentences;
}

function shuffledInParagraphs(rng: Rng, blocks: Block[]): Block[] {
  return blocks.map((b) => (b.tag === "p" ? { ...b, text: reorder(rng, sentencesIn(b.text)).join(" ") } : b));
}

function shuffledAcrossPage(rng: Rng, blocks: Block[]): Block[] {
  const sizes = blocks.filter((b) => b.tag === "p").map((b) => sentencesIn(b.text).length);
  const all = reorder(
    rng,
    blocks.filter((b) => b.tag === "p").flatMap((b) => sentencesIn(b.text)),
  );
  let k = 0;
  let j = 0;
  return blocks.map((b) => {
    if (b.tag !== "p") return b;
    const text = all.slice(j, j + sizes[k]!).join(" ");
    j += sizes[k++]!;
    return { ...b, text };
  });
}

const offTopicSentences = (part: Part) => OFF_TOPIC[part].flatMap((p) => sentencesIn(p));
/** Other trades whose words the site shares (plumbing, electrician, car mechanic; painting held out). */
const otherTrades = (part: Part) =>
  OFF_TOPIC[part].filter((p) => /encanador|eletricista|mecânico|pintar/.test(p)).flatMap((p) => sentencesIn(p));

/** One off-topic sentence after every two or three of the text's own. */
function splicedSentences(rng: Rng, blocks: Block[], pool: string[]): Block[] {
  let gap = 1 + Math.floor(rng() * 2);
  return blocks.map((b) => {
    if (b.tag !== "p") return b;
    const out: string[] = [];
    for (const s of sentencesIn(b.text)) {
      out.push(s);
      if (--gap <= 0) {
        out.push(pick(rng, pool));
        gap = 2 + Math.floor(rng() * 2);
      }
    }
    return { ...b, text: out.join(" ") };
  });
}

/** A paragraph about another subject after every second or third paragraph (one at least). */
function splicedParagraphs(rng: Rng, blocks: Block[], part: Part): Block[] {
  const out: Block[] = [];
  let paragraphs = 0;
  let added = 0;
  for (const b of blocks) {
    out.push(b);
    if (b.tag === "p" && ++paragraphs % (2 + Math.floor(rng() * 2)) === 1) {
      out.push({ tag: "p", text: pick(rng, OFF_TOPIC[part]) });
      added += 1;
    }
  }
  if (!added) out.splice(1, 0, { tag: "p", text: pick(rng, OFF_TOPIC[part]) });
  return out;
}

const sentenceCount = (blocks: Block[]) =>
  blocks.filter((b) => b.tag === "p").reduce((n, b) => n + sentencesIn(b.text).length, 0);

/** Sources joined into pages of a target length (300 to 1,500 words), a heading on each. */
function pages(
  rng: Rng,
  pool: { name: string; blocks: Block[] }[],
  count: number,
): { name: string; blocks: Block[] }[] {
  const out: { name: string; blocks: Block[] }[] = [];
  const order = shuffle(rng, pool);
  let k = 0;
  for (let i = 0; i < count; i++) {
    const target = 300 + Math.floor(rng() * 1200);
    const blocks: Block[] = [];
    const names: string[] = [];
    while (wordCount(blocks) < target) {
      const s = order[k++ % order.length]!;
      names.push(s.name);
      if (blocks.length && s.blocks[0]?.tag !== "h2") blocks.push({ tag: "h2", text: "Mais sobre o assunto" });
      blocks.push(...s.blocks);
    }
    // Trim to ≤ 1,500 words of prose, at a paragraph.
    while (wordCount(blocks) > 1500) blocks.pop();
    while (blocks.length && blocks[blocks.length - 1]!.tag !== "p") blocks.pop();
    out.push({ name: names.join(" + "), blocks });
  }
  return out;
}

/** The validation set of one part. */
export function validationSet(part: Part): ValidationText[] {
  const seed = part === "tuning" ? 4242 : 777_001;
  const rng = mulberry32(seed);
  const src = sources(part);
  const out: ValidationText[] = [];
  for (const s of src) out.push({ family: "coerente", kind: s.kind, name: s.name, html: htmlOf(s.blocks) });
  const long = pages(rng, src, part === "tuning" ? 20 : 8);
  for (const p of long) out.push({ family: "coerente", kind: "página longa", name: p.name, html: htmlOf(p.blocks) });

  // The salad's words are the site's own (all its texts, both parts: the vocabulary is the site's).
  const vocabulary = vocabularyOf([...contentTexts("tuning"), ...contentTexts("heldout")]);
  const salads = SALADS(vocabulary);
  const saladCount = part === "tuning" ? 16 : 8;
  const withProse = src.filter((s) => sentenceCount(s.blocks) >= 4);
  for (const [kind, make] of Object.entries(salads))
    for (let i = 0; i < saladCount; i++) {
      const s = pick(rng, withProse);
      const prose = s.blocks.filter((b) => b.tag === "p").map((b) => b.text);
      const words = 40 + Math.floor(rng() * 200);
      const paragraphs = make(rng, words, prose);
      out.push({
        family: "salada",
        kind,
        name: `${kind} ${i + 1}`,
        html: htmlOf(paragraphs.map((text) => ({ tag: "p", text }))),
      });
    }

  const shuffleCount = part === "tuning" ? 32 : 14;
  const inParagraphs = withProse.filter((s) => s.blocks.some((b) => b.tag === "p" && sentencesIn(b.text).length >= 3));
  for (const [i, s] of shuffle(rng, inParagraphs).slice(0, shuffleCount).entries())
    out.push({
      family: "embaralhado",
      kind: "no parágrafo",
      name: `${s.name} (${i + 1})`,
      html: htmlOf(shuffledInParagraphs(rng, s.blocks)),
    });
  for (const [i, s] of shuffle(rng, withProse).slice(0, shuffleCount).entries())
    out.push({
      family: "embaralhado",
      kind: "na página",
      name: `${s.name} (${i + 1})`,
      html: htmlOf(shuffledAcrossPage(rng, s.blocks)),
    });

  const mixCount = part === "tuning" ? 22 : 10;
  for (const [i, s] of shuffle(rng, withProse).slice(0, mixCount).entries())
    out.push({
      family: "fora-do-assunto",
      kind: "frases de outros assuntos",
      name: `${s.name} (${i + 1})`,
      html: htmlOf(splicedSentences(rng, s.blocks, offTopicSentences(part))),
    });
  for (const [i, s] of shuffle(rng, withProse).slice(0, mixCount).entries())
    out.push({
      family: "fora-do-assunto",
      kind: "parágrafo de outro assunto",
      name: `${s.name} (${i + 1})`,
      html: htmlOf(splicedParagraphs(rng, s.blocks, part)),
    });
  for (const [i, s] of shuffle(rng, withProse).slice(0, mixCount).entries())
    out.push({
      family: "fora-do-assunto",
      kind: "frases de outro ofício",
      name: `${s.name} (${i + 1})`,
      html: htmlOf(splicedSentences(rng, s.blocks, otherTrades(part))),
    });

  const pageCount = part === "tuning" ? 16 : 6;
  const kinds = Object.keys(salads);
  for (const [i, p] of pages(rng, src, pageCount * 4).entries()) {
    const variant = i % 4;
    let blocks: Block[];
    let kind: string;
    if (variant === 0 || variant === 1) {
      // All the paragraphs, or a third of them, rewritten as salad of one kind or another.
      kind = variant === 0 ? "toda em salada" : "um terço em salada";
      let n = 0;
      blocks = p.blocks.map((b) => {
        if (b.tag !== "p" || (variant === 1 && n++ % 3 !== 0)) return b;
        const make = salads[pick(rng, kinds)]!;
        return { tag: "p", text: make(rng, b.text.split(" ").length, [b.text]).join(" ") };
      });
    } else if (variant === 2) {
      kind = "embaralhada";
      blocks = shuffledAcrossPage(rng, p.blocks);
    } else {
      kind = "com parágrafos de outros assuntos";
      blocks = splicedParagraphs(rng, p.blocks, part);
    }
    // The page stays within 1,500 words of prose once changed (paragraphs of other subjects add some).
    while (wordCount(blocks) > 1500) blocks.pop();
    while (blocks.length && blocks[blocks.length - 1]!.tag !== "p") blocks.pop();
    out.push({ family: "página", kind, name: `página ${i + 1}: ${p.name}`, html: htmlOf(blocks) });
  }
  return out;
}
