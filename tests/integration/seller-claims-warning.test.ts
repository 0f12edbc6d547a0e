// The seller's own text against his confirmed claims: a page saying "Respondemos em até 2 horas"
// while he confirmed 4 hours is saved as he wrote it, and the save names the sentence and the
// confirmed fact back to him; a text that agrees saves as usual.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDENTITY_KEY } from "~/lib/identity/identity.server";
import { getPage } from "~/lib/pages/store.server";
import { postForm, signInCookie } from "../../harness/admin-client";
import { LAUNCH_CLAIMS, LAUNCH_IDENTITY } from "../../harness/identity";
import { startWorker, type RunningWorker } from "../../harness/worker";
import { randomTag } from "../../harness/tag";

let w: RunningWorker;
let cookie: string;

beforeAll(async () => {
  w = await startWorker({ launched: true });
  await (await w.kv()).put(
    IDENTITY_KEY,
    JSON.stringify({ ...LAUNCH_IDENTITY, claims: { ...LAUNCH_CLAIMS, responseHours: 4 } }),
  );
  cookie = await signInCookie(w);
});
afterAll(async () => {
  await w?.dispose();
});

const filler = Array.from(
  { length: 20 },
  (_, i) => `<p>Parágrafo ${i} ${randomTag(12)} sobre o portão da garagem e o cuidado com o trilho.</p>`,
).join("");

async function save(slug: string, content: string) {
  return postForm(
    w,
    `/admin/paginas/${slug}/editar`,
    {
      intent: "update",
      title: `Atendimento ${slug}`,
      slug,
      description: "Como atendemos.",
      content,
      status: "published",
    },
    { Cookie: cookie },
  );
}

describe("the seller's text against his confirmed claims", () => {
  it("saves a sentence that contradicts his confirmed response time, and names it with the confirmed fact", async () => {
    const slug = `atendimento-${randomTag()}`;
    const created = await postForm(
      w,
      "/admin/painel",
      {
        intent: "create",
        title: `Atendimento ${slug}`,
        slug,
        description: "Como atendemos.",
        content: filler,
        status: "published",
      },
      { Cookie: cookie },
    );
    expect(created.status).toBe(302);

    const res = await save(slug, `<p>Respondemos em até 2 horas depois do seu contato.</p>${filler}`);
    expect(res.status).toBe(302);
    // Saved as he wrote it.
    expect((await getPage(await w.kv(), slug))?.content).toContain("Respondemos em até 2 horas");
    // Back on the page's screen, with the warning.
    expect(res.headers.get("Location")).toBe(`/admin/paginas/${slug}/editar`);
    const screen = await screenAfter(res);
    expect(screen).toContain("mas confira o texto");
    expect(screen).toContain("Respondemos em até 2 horas depois do seu contato.");
    expect(screen).toContain("até 4 horas");

    // Agreeing with his offers: saved as usual, back to the panel.
    const fine = await save(slug, `<p>Respondemos em até 4 horas depois do seu contato.</p>${filler}`);
    expect(fine.status).toBe(302);
    expect(fine.headers.get("Location")).toBe("/admin/painel");
  });

  it("names the sentence when he creates a page that contradicts his confirmed response time, and saves it", async () => {
    const slug = `atendimento-novo-${randomTag()}`;
    const res = await postForm(
      w,
      "/admin/painel",
      {
        intent: "create",
        title: `Atendimento ${slug}`,
        slug,
        description: "Como atendemos.",
        // Text of its own: the other test's page holds `filler` (a near-copy would be refused).
        content: `<p>Respondemos em até 2 horas depois do seu contato.</p>${filler.replace(/Parágrafo (\d+) [a-z]+/g, () => `Trecho ${randomTag(12)}`)}`,
        status: "published",
      },
      { Cookie: cookie },
    );
    expect(res.status).toBe(302);
    expect((await getPage(await w.kv(), slug))?.content).toContain("Respondemos em até 2 horas");
    expect(res.headers.get("Location")).toBe(`/admin/paginas/${slug}/editar`);
    const screen = await screenAfter(res);
    expect(screen).toContain("Página salva, mas confira o texto");
    expect(screen).toContain("Respondemos em até 2 horas depois do seu contato.");
    expect(screen).toContain("até 4 horas");
  });

  it("names the sentence of his text on a built-in page that contradicts his confirmed response time", async () => {
    const res = await postForm(
      w,
      "/admin/textos",
      {
        intent: "salvar",
        pagina: "/cidades/santo-andre",
        content: "<p>Respondemos em até 2 horas em Santo André.</p>",
      },
      { Cookie: cookie },
    );
    expect(res.status).toBe(302);
    const screen = await screenAfter(res);
    expect(screen).toContain("Texto salvo");
    expect(screen).toContain("Respondemos em até 2 horas em Santo André.");
    expect(screen).toContain("até 4 horas");
    // Saved as he wrote it.
    expect(await (await w.fetch("/cidades/santo-andre")).text()).toContain(
      "Respondemos em até 2 horas em Santo André.",
    );
  });
});

/** The flashed toast travels in the session cookie the redirect sets (it replaces the old one). */
/** The screen a save redirected to, with the toast it set: what the seller reads next. */
async function screenAfter(res: Response): Promise<string> {
  return (await w.fetch(res.headers.get("Location")!, { headers: { Cookie: toastCookie(res) || cookie } })).text();
}

function toastCookie(res: Response): string {
  return (res.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
}
