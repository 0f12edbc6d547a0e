// Issue 40, part 7, against the built Worker: HTML whose attributes hold ". " before a capital,
// quotes and entities goes through real save paths (the panel's form, the content generator's
// save, an import) and a render in workerd, and comes out well-formed: every attribute whole,
// the rest of the page still there, and what is stored comes back unchanged when staged again.
// A record stored by the older rules (`clean` 1) is staged when it renders.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseHtml, serialiseHtml } from "~/lib/html-stage/dom";
import { stageHtml } from "~/lib/html-stage/stage.server";
import type { PageRecord } from "~/lib/pages/page-record";
import { postForm, signInCookie } from "../../harness/admin-client";
import { keepFlagged, publishFromReview } from "../../harness/launched-site";
import { ownText } from "../../harness/own-text";
import { html, text } from "../../harness/html";
import { randomTag } from "../../harness/tag";
import { type RunningWorker, startWorker } from "../../harness/worker";

let w: RunningWorker;
let cookie: string;
beforeAll(async () => {
  w = await startWorker();
  cookie = await signInCookie(w);
});
afterAll(async () => {
  await w?.dispose();
});

const ALT = "Portão novo. Atendimento 24 horas";
const TITLE = "“Ótimo”. Nota 5";
const LINK_TITLE = 'Diz "Nós somos os melhores". Ligue & confira';
const CONTENT = [
  "<h2>Portão deslizante com motor</h2>",
  `<p>O motor move a folha pela cremalheira. <img src="/images/kit-ppa.svg" alt="${ALT}" title="${TITLE}"> A central recebe o sinal do controle.</p>`,
  '<p>Veja o <a href="/kits?a=1&amp;b=2" title="Diz &quot;Nós somos os melhores&quot;. Ligue &amp; confira">manual</a>. Atendimento 24 horas por dia.</p>',
  "<h3>Sensor</h3><p>O sensor para a folha diante de um obstáculo, e a fotocélula confirma.</p>",
].join("");

const stored = async (slug: string) => JSON.parse((await (await w.kv()).get(`page:${slug}`))!) as PageRecord;

/** What the page's article shows, parsed from the rendered page, and the page's own end. */
async function rendered(slug: string, headers: Record<string, string> = {}) {
  const res = await w.fetch(`/links-uteis/${slug}`, { headers });
  expect(res.status).toBe(200);
  const body = await res.text();
  const doc = html(body);
  return { body, doc, prose: doc.querySelector(".prose-ppa") };
}

function expectWhole(doc: ReturnType<typeof html>, body: string) {
  const img = doc.querySelector(".prose-ppa img");
  expect(img?.getAttribute("alt")).toBe(ALT);
  expect(img?.getAttribute("title")).toBe(TITLE);
  expect(doc.querySelector('.prose-ppa a[href^="/kits"]')?.getAttribute("title")).toBe(LINK_TITLE);
  expect(text(doc.querySelector(".prose-ppa"))).toContain("O sensor para a folha diante de um obstáculo");
  // Nothing swallowed the rest of the page: the footer is there, outside the content.
  expect(doc.querySelector("footer")).not.toBeNull();
  expect(doc.querySelector(".prose-ppa footer")).toBeNull();
  expect(body).toContain("</body></html>");
  expect(body.indexOf("<footer")).toBeGreaterThan(body.indexOf("O sensor para a folha diante de um obstáculo"));
}

/** Stored HTML is well-formed and a fixed point of the stage. */
function expectStable(content: string, frozen: boolean) {
  expect(serialiseHtml(parseHtml(content))).toBe(content);
  expect(stageHtml(content, { frozen }).html).toBe(content);
}

describe("attributes with sentences in them, through each save path and a render", () => {
  it("the panel's form: the seller's words kept, every attribute whole", async () => {
    const slug = `uma-passada-${randomTag(6)}`;
    // A paragraph of its own: the other save paths of this file publish CONTENT too, in any order,
    // and the form refuses a near-copy of a published page (409).
    const content = `${CONTENT}<p>${ownText(slug.replace(/-/g, ""))}</p>`;
    const form = { intent: "create", title: "Portão e motor", slug, description: "Resumo.", content };
    expect((await postForm(w, "/admin/painel", form, { Cookie: cookie })).status).toBe(302);
    const record = await stored(slug);
    expectStable(record.content, false);
    expect(record.content).toContain("Atendimento 24 horas por dia.");
    const { doc, body } = await rendered(slug);
    expectWhole(doc, body);
  });

  it("the content generator's save: frozen facts cut from the text only", async () => {
    const title = `Motor de portão uma passada ${randomTag(4)}`;
    const res = await postForm(
      w,
      "/admin/local-generator",
      { intent: "save", title, description: "Resumo.", content: CONTENT },
      { Cookie: cookie },
    );
    expect(res.status).toBeLessThan(400);
    const slug = title
      .toLowerCase()
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .replace(/[^a-z0-9]+/g, "-");
    const record = await stored(slug);
    expectStable(record.content, true);
    expect(record.content).not.toContain("Atendimento 24 horas por dia.");
    expect(record.content).toContain(`alt="${ALT}"`);
    // Short, so held as a draft for the seller to read: he sees it rendered.
    const { doc, body } = await rendered(slug, record.status === "draft" ? { Cookie: cookie } : {});
    expectWhole(doc, body);
  });

  it("an import, and a record stored by the older rules rendered", async () => {
    const now = new Date().toISOString();
    const slug = `importada-passada-${randomTag(6)}`;
    const form = new FormData();
    form.set(
      "arquivo",
      new File(
        [
          JSON.stringify([
            {
              id: crypto.randomUUID(),
              title: "Importada",
              slug,
              description: "R.",
              // With a paragraph of its own: the same text as the panel's page would be a
              // near-copy, which publishing from the queue rightly refuses.
              content: `${CONTENT}<p>${ownText(slug.replace(/-/g, ""))}</p>`,
              created_at: now,
              updated_at: now,
            },
          ]),
        ],
        "paginas.json",
        { type: "application/json" },
      ),
    );
    const res = await w.fetch("/admin/importar", {
      method: "POST",
      body: form,
      headers: { Origin: w.url, Cookie: cookie },
    });
    expect(res.status).toBe(200);
    const queued = await stored(slug);
    expectStable(queued.content, true);
    expect(queued.content).not.toContain("Atendimento 24 horas por dia.");
    // An unsigned file waits in "Para revisar" as a draft (review-queue): hidden from visitors
    // until the seller has decided its flagged sentences and published it.
    expect(queued.status).toBe("draft");
    expect(queued.review).toBeDefined();
    expect((await w.fetch(`/links-uteis/${slug}`)).status).toBe(404);
    await keepFlagged(w, cookie, slug);
    expect((await publishFromReview(w, cookie, slug)).status).toBe(302);
    const record = await stored(slug);
    expect(record.status).toBe("published");
    // Published as it was staged on import: not staged again into something else.
    expect(record.content).toBe(queued.content);
    const { doc, body } = await rendered(slug);
    expectWhole(doc, body);

    // Stored before the one-pass stage: staged when it renders, the same as a save would now.
    const older = `antiga-passada-${randomTag(6)}`;
    const legacy = { ...record, id: crypto.randomUUID(), slug: older, content: CONTENT, clean: 1 };
    delete (legacy as { origin?: string }).origin;
    delete (legacy as { review?: unknown }).review;
    await (await w.kv()).put(`page:${older}`, JSON.stringify(legacy), {
      metadata: { j: JSON.stringify({ id: legacy.id, title: legacy.title, description: legacy.description }) },
    });
    const view = await rendered(older);
    expectWhole(view.doc, view.body);
    expect(text(view.prose)).not.toContain("Atendimento 24 horas por dia.");
  });
});
