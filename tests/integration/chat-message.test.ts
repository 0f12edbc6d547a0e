// Every chat button speaks in the seller's words: with his "Mensagem inicial do WhatsApp" saved,
// each tracked chat link of the home page (hero included), a neighbourhood, a city, a kit, a topic
// and the contact page leads — through a real click of the endpoint — to a chat that starts with
// his message, names the page's place or subject on its own line, and ends with the code.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { topics } from "@content/topics";
import { LAUNCH_IDENTITY } from "../../harness/identity";
import { getHtml } from "../../harness/html";
import { startWorker, type RunningWorker } from "../../harness/worker";
import { chatTextOf, clickLink } from "../support/navigate";
import { IDENTITY_KEY } from "~/lib/identity/identity.server";

const HIS = "Bom dia! Quero saber preço e prazo de um motor para o meu portão.";
let w: RunningWorker;
let ip = 10;

beforeAll(async () => {
  w = await startWorker();
  await (await w.kv()).put(IDENTITY_KEY, JSON.stringify({ ...LAUNCH_IDENTITY, chatDefaultMessage: HIS }));
});
afterAll(() => w?.dispose());

/** The chat text each distinct chat link of `path` leads to, clicked as a visitor. */
async function chatsOf(path: string): Promise<string[]> {
  const doc = await getHtml(await w.fetch(path));
  const hrefs = [...new Set(doc.querySelectorAll('a[href^="/contato/whatsapp"]').map((a) => a.getAttribute("href")!))];
  expect(hrefs.length, `chat links on ${path}`).toBeGreaterThan(0);
  const texts: string[] = [];
  for (const href of hrefs) texts.push(chatTextOf(await clickLink(w.url, href, { ip: `203.0.113.${ip++}` })) ?? "");
  return texts;
}

const topic = topics[0]!;
const PAGES: [string, RegExp][] = [
  ["/", /^$/],
  ["/contato", /^$/],
  ["/local/santana", /^(\nLocal: Santana, São Paulo)?$/],
  ["/cidades/santo-andre", /^(\nLocal: Santo André)?$/],
  ["/kit-motor-ppa-sao-paulo", /^(\nPágina: Kit Motor PPA São Paulo\nLocal: .+)?$/],
  [`/topicos/${topic.slug}`, /^(\nPágina: .+)?$/],
];

describe("the seller's chat message on every chat button", () => {
  it.each(PAGES)("%s: his message, the page's place or subject, then the code", async (path, middle) => {
    const texts = await chatsOf(path);
    for (const text of texts) {
      expect(text.startsWith(HIS), text).toBe(true);
      const [, rest, ref] = /^[^\n]*((?:\n(?!\n)[^\n]*)*)\n\nRef: ([A-Z0-9]{5})$/.exec(text) ?? [];
      expect(ref, text).toBeDefined();
      expect(rest).toMatch(middle);
    }
    // The page's own buttons name where the visitor was (the floating one too, via the page).
    if (path !== "/" && path !== "/contato") expect(texts.some((t) => /\n(Local|Página): /.test(t))).toBe(true);
  });
});
