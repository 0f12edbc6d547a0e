// Word salad is never indexed (app/lib/gate/coherence.ts through floor.ts and the store): an AI
// page indexed with prose, rewritten as word salad through the editor's save, stays public but
// leaves Google and the sitemap, with the reason in its record, on its admin view and in the
// panel's verdicts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPage } from "~/lib/pages/store.server";
import { postForm, signInCookie } from "../../harness/admin-client";
import { seedPage } from "../../harness/pages";
import { randomTag } from "../../harness/tag";
import { type RunningWorker, startWorker } from "../../harness/worker";

let w: RunningWorker;
let cookie: string;

beforeAll(async () => {
  w = await startWorker({ launched: true });
  cookie = await signInCookie(w);
});
afterAll(async () => {
  await w?.dispose();
});

/** Prose of its own: every sentence carries the paragraph's tag, so no other page shares its shingles. */
const PROSE = (t: string) => [
  `A fotocélula ${t} é um par de sensores: um emissor manda um feixe de luz ao receptor do outro lado da passagem.`,
  `Quando algo corta o feixe da fotocélula ${t}, a central para o portão e inverte o movimento, para não fechar sobre um carro.`,
  `Lentes sujas ou desalinhadas na fotocélula ${t} fazem o portão voltar sem motivo, por isso vale limpar as duas com um pano seco.`,
  `Depois da limpeza, confira se o LED do receptor ${t} acende com a passagem livre e apaga quando você passa a mão.`,
];

const prose = (tag: string) =>
  `<h2>Como a fotocélula protege o portão</h2>${Array.from(
    { length: 8 },
    (_, i) => `<p>${PROSE(`${tag}${"abcdefgh"[i]}`).join(" ")}</p>`,
  ).join("")}`;

/** The same words, out of order: what a model at the wrong temperature writes. */
function salad(html: string): string {
  const words = html
    .replace(/<[^>]+>/g, " ")
    .replace(/[.,:]/g, "")
    .split(/\s+/)
    .filter(Boolean);
  let seed = 7;
  for (let i = words.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const j = seed % (i + 1);
    [words[i], words[j]] = [words[j]!, words[i]!];
  }
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 40) out.push(`<p>${words.slice(i, i + 40).join(" ")}.</p>`);
  return `<h2>Como a fotocélula protege o portão</h2>${out.join("")}`;
}

async function sitemapText(): Promise<string> {
  const index = await (await w.fetch("/sitemap.xml")).text();
  const parts = await Promise.all(
    [...index.matchAll(/<loc>[^<]*?(\/sitemap[^<]*\.xml)<\/loc>/g)].map(async (m) => (await w.fetch(m[1]!)).text()),
  );
  return [index, ...parts].join("");
}

describe("word salad", () => {
  it("takes an AI page out of Google and the sitemap when its text stops reading as sentences", async () => {
    const tag = randomTag();
    const slug = `fotocelula-coerencia-${tag}`;
    const title = `Ajuste de fotocélula ${tag}`;
    const description = "Como ajustar a fotocélula.";
    const { record } = await seedPage(
      await w.kv(),
      { title, slug, description, content: prose(tag), status: "published", kind: "ia" },
      { db: await w.db() },
    );
    expect(record.index).toMatchObject({ ok: true, code: "ok" });
    expect(await sitemapText()).toContain(`/links-uteis/${slug}`);

    const res = await postForm(
      w,
      `/admin/paginas/${slug}/editar`,
      { intent: "update", title, slug, description, content: salad(prose(tag)), status: "published" },
      { Cookie: cookie },
    );
    expect(res.status).toBe(302);
    const saved = await getPage(await w.kv(), slug);
    expect(saved?.kind).toBe("ia");
    expect(saved?.status).toBe("published");
    expect(saved?.index).toMatchObject({ ok: false, code: "coherence" });
    expect(saved!.index!.reason).toContain("o texto não forma frases que se leiam em sequência");

    // Public at its address, noindex, out of the sitemap; the reason on the admin's view.
    const visitor = await w.fetch(`/links-uteis/${slug}`);
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get("X-Robots-Tag") ?? "").toMatch(/noindex/);
    await visitor.arrayBuffer();
    const admin = await (await w.fetch(`/links-uteis/${slug}`, { headers: { Cookie: cookie } })).text();
    expect(admin).toContain("o texto não forma frases que se leiam em sequência");
    expect(await sitemapText()).not.toContain(`/links-uteis/${slug}`);
  });
});
