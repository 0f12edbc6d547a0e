// The quality floor: what a generated page (batch creator, AI) must show beyond distinctness
// before it may be indexed. Pure: it reads the page's title and HTML and the number of its own
// words (the uniqueness gate's measure), and says what is wrong in words the seller can act on.
// The store applies it where the verdict is made (pages/store-checks.server.ts): a page that
// fails is saved and stays public at its address, noindex, out of menus, listings and the sitemap.
import { mentionsSubject, subjectOf } from "@content/generator/subjects";
import { fold } from "@content/text";
import { htmlText } from "~/lib/html-stage/html-text";
import { parseTitle, cleanTitle } from "~/lib/html-stage/title-topic";

/**
 * Words of the page's own, i.e. 5-word shingles found on no other indexable page (the gate's
 * unique share × its shingle count: each word of new text adds about one). 120 is the held-out
 * advice's unit (pages/held-out-advice.server.ts: "escreva mais 120 palavras suas"): one real
 * paragraph and a half about this service in this place, the least text that tells a reader
 * something no other page of the site does. A page above the gate's 43 % unique share but under
 * 120 own words (a short page whose few sentences are its own) still says nothing worth a search
 * result of its own.
 */
export const MIN_OWN_WORDS = 120;

export type QualityProblem =
  | { code: "words"; own: number }
  | { code: "subject"; subject: string; where: "headings" | "body" | "both" }
  | { code: "seam"; found: string; fix: string }
  | { code: "opening"; heading: string; opener: string }
  | { code: "steps"; list: string };

export interface QualityInput {
  title: string;
  /** The page's own HTML (what it renders inside its article). */
  content: string;
  /** Its words found on no other indexable page (see MIN_OWN_WORDS). */
  ownWords: number;
}

const text = (html: string) => htmlText(html).replace(/\s+/g, " ").trim();

/** Headings and blocks of the page, in order. */
function blocks(html: string): { tag: string; text: string }[] {
  const out: { tag: string; text: string }[] = [];
  for (const m of html.matchAll(/<(h[1-6]|p|li)\b[^>]*>([\s\S]*?)<\/\1>/gi))
    out.push({ tag: m[1]!.toLowerCase(), text: text(m[2]!) });
  return out;
}

/**
 * Template seams: a preposition left uncontracted before an article ("passa por a placa",
 * "em o motor", "de o portão"). "de a/o" before an infinitive clause is correct Portuguese
 * ("antes de o portão fechar"), so it counts only when no infinitive follows within two words.
 */
const CONTRACTIONS: Record<string, Record<string, string>> = {
  por: { o: "pelo", a: "pela", os: "pelos", as: "pelas" },
  em: { o: "no", a: "na", os: "nos", as: "nas" },
  de: { o: "do", a: "da", os: "dos", as: "das" },
};

function seams(body: string): QualityProblem[] {
  const found: QualityProblem[] = [];
  for (const m of body.matchAll(/(?<![\p{L}\p{N}])(por|em|de) (o|a|os|as) (\p{L}+)(?: (\p{L}+))?/giu)) {
    const prep = m[1]!.toLowerCase();
    const article = m[2]!.toLowerCase();
    if (
      prep === "de" &&
      [m[3], m[4]].some((w) => w && /^\p{L}{2,}(ar|er|ir)$/u.test(w) && !/^(lugar|par|mar|bar|ar)$/i.test(w))
    )
      continue;
    found.push({ code: "seam", found: `${m[1]} ${m[2]} ${m[3]}`, fix: `${CONTRACTIONS[prep]![article]} ${m[3]}` });
  }
  return found;
}

/** Words that say a step comes after another, which no section or list may open with. */
const THEN_OPENERS = /^(na sequ[eê]ncia|em seguida|depois disso|logo depois|por fim|finalmente|ao final)\b/i;
const LAST_WORDS = /^(por fim|finalmente|ao final|para terminar|no fim)\b/i;
const FIRST_WORDS = /^(primeiro|primeira|antes de tudo|para come[cç]ar|comece)\b/i;
const STEP_NUMBER = /^(?:(?:passo|etapa)\s+)?(\d{1,2})\s*(?:[.)º°:–-]|\s)/i;

function openings(blocks: { tag: string; text: string }[]): QualityProblem[] {
  const found: QualityProblem[] = [];
  for (const [i, b] of blocks.entries()) {
    if (!/^h[2-6]$/.test(b.tag)) continue;
    const next = blocks[i + 1];
    const opener = next?.tag === "p" ? THEN_OPENERS.exec(next.text) : null;
    if (opener) found.push({ code: "opening", heading: b.text, opener: opener[0] });
  }
  // The page's first paragraph, when no heading comes before it (else it was measured above).
  const first = blocks[0]?.tag === "p" ? blocks[0] : undefined;
  const opener = first ? THEN_OPENERS.exec(first.text) : null;
  if (opener) found.push({ code: "opening", heading: "", opener: opener[0] });
  return found;
}

/** A list of steps out of order: numbers not 1, 2, 3…, a "first" not first, a "finally" not last. */
function stepProblem(items: string[]): string | null {
  if (items.length < 2) return null;
  const numbers = items.map((t) => STEP_NUMBER.exec(t)?.[1]);
  if (numbers.filter(Boolean).length >= 2) {
    const n = numbers.map(Number);
    if (numbers.some((x) => !x) || n.some((x, i) => x !== n[0]! + i)) return n.join(", ");
  }
  const words = items.map((t) => t.replace(STEP_NUMBER, "").trim());
  if (THEN_OPENERS.test(words[0]!)) return `começa com “${THEN_OPENERS.exec(words[0]!)![0]}”`;
  for (const [i, w] of words.entries()) {
    if (i < words.length - 1 && LAST_WORDS.test(w)) return `“${LAST_WORDS.exec(w)![0]}” no passo ${i + 1}`;
    if (i > 0 && FIRST_WORDS.test(w)) return `“${FIRST_WORDS.exec(w)![0]}” no passo ${i + 1}`;
  }
  return null;
}

function steps(html: string, all: { tag: string; text: string }[]): QualityProblem[] {
  const lists: string[][] = [];
  for (const m of html.matchAll(/<ol\b[^>]*>([\s\S]*?)<\/ol>/gi))
    lists.push([...m[1]!.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((x) => text(x[1]!)));
  // Runs of numbered headings or paragraphs ("Passo 1 …", "2. …").
  const numbered = (tag: RegExp) => {
    let run: string[] = [];
    for (const b of all) {
      if (!tag.test(b.tag)) continue;
      if (STEP_NUMBER.test(b.text)) run.push(b.text);
      else if (/^h/.test(b.tag) && run.length > 0) {
        lists.push(run);
        run = [];
      }
    }
    if (run.length > 0) lists.push(run);
  };
  numbered(/^h[2-6]$/);
  const found: QualityProblem[] = [];
  for (const items of lists) {
    const problem = stepProblem(items);
    if (problem) found.push({ code: "steps", list: problem });
  }
  return found;
}

function subject(title: string, all: { tag: string; text: string }[]): QualityProblem[] {
  const parsed = parseTitle(title);
  const subj = subjectOf(fold(parsed.subject || cleanTitle(title)));
  const headings = all.filter((b) => /^h[2-6]$/.test(b.tag)).map((b) => fold(b.text));
  const body = all.filter((b) => !/^h/.test(b.tag)).map((b) => fold(b.text));
  const inHeadings = headings.some((h) => mentionsSubject(subj, h));
  const inBody = body.some((p) => mentionsSubject(subj, p));
  if (inHeadings && inBody) return [];
  return [
    { code: "subject", subject: subj.noun, where: !inHeadings && !inBody ? "both" : inHeadings ? "body" : "headings" },
  ];
}

/** Everything that keeps the page under the floor (empty: it passes). */
export function qualityProblems(page: QualityInput): QualityProblem[] {
  const all = blocks(page.content);
  const body = all
    .filter((b) => !/^h/.test(b.tag))
    .map((b) => b.text)
    .join(" ");
  return [
    ...(page.ownWords < MIN_OWN_WORDS ? [{ code: "words", own: Math.max(0, Math.round(page.ownWords)) } as const] : []),
    ...subject(page.title, all),
    ...seams(body),
    ...openings(all),
    ...steps(page.content, all),
  ];
}

function say(p: QualityProblem): string {
  switch (p.code) {
    case "words":
      return `tem só ${p.own} palavras próprias (que não estão em outras páginas do site); o mínimo é ${MIN_OWN_WORDS}: escreva mais ${Math.ceil((MIN_OWN_WORDS - p.own) / 10) * 10} palavras suas sobre este serviço e este lugar`;
    case "subject":
      return p.where === "both"
        ? `o título fala de ${p.subject}, mas nem os subtítulos nem o texto falam: reescreva o texto sobre ${p.subject} ou mude o título`
        : p.where === "headings"
          ? `o título fala de ${p.subject}, mas nenhum subtítulo fala: ponha ${p.subject} em um subtítulo`
          : `o título fala de ${p.subject}, mas o texto não: escreva sobre ${p.subject} no texto`;
    case "seam":
      return `emenda de modelo no texto: “${p.found}” (escreva “${p.fix}”)`;
    case "opening":
      return p.heading
        ? `a seção “${p.heading}” começa com “${p.opener}”, sem nada antes a que se refira: reescreva o começo dela`
        : `o texto começa com “${p.opener}”: reescreva o começo`;
    case "steps":
      return `uma lista de passos está fora de ordem (${p.list}): ponha os passos na ordem em que são feitos`;
  }
}

/** The reason the seller reads (≤ 400 characters, the verdict's limit), or null when it passes. */
export function qualityReason(problems: QualityProblem[]): string | null {
  if (problems.length === 0) return null;
  const head = "Fora do Google até o texto ser corrigido: ";
  let reason = head + say(problems[0]!);
  for (const p of problems.slice(1)) {
    const next = `${reason}; ${say(p)}`;
    if (next.length > 398) break;
    reason = next;
  }
  reason = reason.length > 398 ? `${reason.slice(0, 396)}…` : reason;
  return `${reason}.`;
}
