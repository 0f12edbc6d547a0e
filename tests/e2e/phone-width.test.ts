// Every admin screen and every public page fits a 375 px phone: no horizontal scroll of the page
// (wide tables scroll inside their own box). The admin's screens are walked as they are after real
// use — 120 pages with long titles and drafts, a page in the trash, a lead with a note, a seller
// text, versions — and in their error states; the public pages are every URL of the sitemap and a
// few more. A new admin route file fails the first test until it is added here.
import { clickLink, refOf } from "../support/navigate";
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugify } from "~/lib/pages/slug";
import { postForm, signInCookie } from "../../harness/admin-client";
import { launchBrowser } from "../../harness/browser";
import { readSitemap } from "../../harness/crawl";
import { seedPage } from "../../harness/pages";
import { photoJpeg, postJob, todayInSaoPaulo, uploadPhoto } from "../../harness/photos";
import { startWorker, type RunningWorker } from "../../harness/worker";
import { addSessionCookie, gotoReady } from "../support/admin-browser";
import { violations } from "../support/axe";
import { smallTargets } from "../support/targets";

const LONG = "Instalação e manutenção preventiva de motor de portão basculante articulado em condomínio residencial";
const LONG_WORD = "Motorparaportãodeslizanteindustrialcomcremalheiradeaçoreforçadaeencoderabsoluto";

let w: RunningWorker;
let browser: Browser;
let phone: BrowserContext;
let visitor: BrowserContext;
let page: Page;
const seeded: { draft: string; long: string; revision: string; ref: string; job: string; review: string } = {
  review: "",
  draft: "",
  long: "",
  revision: "",
  ref: "",
  job: "",
};

/** Route files that are not screens, and why. */
const NOT_SCREENS: Record<string, string> = {
  "admin.tsx": "the layout of every screen below",
  "admin._index.tsx": "redirects to /admin/painel",
  "admin.api.gerar-ao-vivo.tsx": "server-sent events for the content generator",
  "admin.api.trabalhos.$tool.tsx": "JSON of the generation jobs",
  "admin.auth.google.tsx": "redirects to Google",
  "admin.auth.google.callback.tsx": "Google's return, redirects",
  "admin.logout.tsx": "POST only",
  "admin.contatos_.csv.tsx": "a CSV download",
  "admin.exportar.tsx": "a JSON download",
  "admin.copia-de-seguranca_.baixar.tsx": "a tar download (the backup file), no screen",
  "admin.paginas.$slug.status.tsx": "POST only (a GET redirects to the edit screen)",
  "admin.desempenho_.callback.tsx": "Google's return from the Search Console consent, redirects",
  "admin.api.midia.tsx": "JSON of the image library and of each upload",
  "admin.depoimentos_.foto.$id.$file.tsx": "an image (a held testimonial photo), no screen",
  "admin.avaliacoes.pedir.tsx":
    "needs a closed lead or a job done: walked at 375 px, width checked, in tests/e2e/reviews.test.ts",
};

/** Each admin screen's addresses, in the states worth seeing. */
function screens(): Record<string, string[]> {
  return {
    "admin.login.tsx": ["/admin/login"],
    "admin.painel.tsx": [
      "/admin/painel",
      "/admin/painel?pagina=3",
      "/admin/painel?situacao=rascunhos",
      `/admin/painel?rascunho=${seeded.draft}`,
      `/admin/painel?busca=${encodeURIComponent("á".repeat(2000))}`,
      `/admin/painel?busca=${encodeURIComponent(LONG_WORD)}`,
    ],
    "admin.contatos.tsx": ["/admin/contatos", `/admin/contatos?ref=${seeded.ref}`, "/admin/contatos?ref=SA0K2&dias=90"],
    "admin.empresa.tsx": ["/admin/empresa"],
    "admin.ofertas.tsx": ["/admin/ofertas"],
    // Not connected to Search Console here; its other states are in tests/integration/search-console.test.ts.
    "admin.desempenho.tsx": ["/admin/desempenho"],
    "admin.vale-a-pena.tsx": ["/admin/vale-a-pena", "/admin/vale-a-pena?periodo=16-meses&ordem=contatos"],
    "admin.importar.tsx": ["/admin/importar"],
    "admin.lixeira.tsx": ["/admin/lixeira"],
    "admin.copia-de-seguranca.tsx": ["/admin/copia-de-seguranca"],
    "admin.textos.tsx": ["/admin/textos", `/admin/textos?pagina=${encodeURIComponent("/cidades/santo-andre")}`],
    "admin.local-generator.tsx": ["/admin/local-generator"],
    "admin.batch-creator.tsx": ["/admin/batch-creator"],
    "admin.technical-generator.tsx": ["/admin/technical-generator"],
    "admin.obras._index.tsx": ["/admin/obras"],
    "admin.obras.nova.tsx": ["/admin/obras/nova"],
    "admin.obras.$id.tsx": [`/admin/obras/${seeded.job}`],
    "admin.midia.tsx": ["/admin/midia"],
    "admin.depoimentos.tsx": ["/admin/depoimentos"],
    "admin.paginas.$slug.editar.tsx": [`/admin/paginas/${seeded.long}/editar`],
    "admin.revisar._index.tsx": ["/admin/revisar"],
    "admin.revisar.$slug.tsx": [`/admin/revisar/${seeded.review}`],
    "admin.paginas.$slug.versoes.$rev.tsx": [`/admin/paginas/${seeded.long}/versoes/${seeded.revision}`],
  };
}

/** How much wider than the viewport the page is (0 when it fits). */
const overflow = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The elements sticking out past the right edge, to say what to fix. */
const culprits = (p: Page) =>
  p.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The innermost elements past the edge: those with no child past it too.
    const past = [...document.querySelectorAll("body *")].filter((el) => el.getBoundingClientRect().right > width + 1);
    return past
      .filter((el) => !past.some((other) => other !== el && el.contains(other)))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${(el.getAttribute("class") ?? "").slice(0, 60)}`);
  });

async function expectFits(p: Page, label: string) {
  const extra = await overflow(p);
  expect(extra, `${label} is ${extra} px wider than 375 px: ${(await culprits(p)).join(" | ")}`).toBe(0);
}

beforeAll(async () => {
  w = await startWorker({ launched: true });
  const kv = await w.kv();
  // 120 pages: long titles, an unbroken long word, drafts, guides.
  for (let i = 1; i <= 120; i++) {
    const title = i % 10 === 0 ? `${LONG} ${i}` : i === 7 ? LONG_WORD : `Guia de portão automático número ${i}`;
    await seedPage(kv, {
      title,
      slug: slugify(title),
      description: `${LONG}. Resumo ${i} com ${LONG_WORD}.`,
      content: `<h2>Seção ${i}</h2><p>${LONG_WORD} ${i}.</p><table><tr><td>${LONG}</td><td>${LONG}</td><td>${LONG}</td></tr></table>`,
      category: i % 3 === 0 ? "Instalação" : null,
      status: i % 4 === 0 ? "draft" : "published",
    });
  }
  seeded.draft = slugify("Guia de portão automático número 4");
  // A generated page waiting in "Para revisar", with a long flagged sentence to decide.
  const review = `${LONG} para revisar`;
  const flagged = `${LONG_WORD} ${LONG}.`;
  await seedPage(kv, {
    title: review,
    slug: slugify(review),
    description: `${LONG}. ${LONG_WORD}.`,
    content: `<h2>Seção</h2><p>${LONG_WORD}.</p><p>${flagged}</p><table><tr><td>${LONG}</td><td>${LONG}</td></tr></table>`,
    status: "draft",
    kind: "ia",
    review: {
      flags: [
        { field: "content", sentence: flagged, kind: "avaliação", reason: "avaliação ou nota não confirmada por você" },
      ],
    },
  });
  seeded.review = slugify(review);
  seeded.long = slugify(`${LONG} 10`);
  const cookie = await signInCookie(w);
  const edit = {
    intent: "update",
    title: `${LONG} 10`,
    slug: seeded.long,
    description: "Resumo editado.",
    content: `<p>${LONG_WORD} editado, com outro texto.</p>`,
    status: "published",
  };
  expect((await postForm(w, `/admin/paginas/${seeded.long}/editar`, edit, { Cookie: cookie })).status).toBe(302);
  const screen = await (await w.fetch(`/admin/paginas/${seeded.long}/editar`, { headers: { Cookie: cookie } })).text();
  seeded.revision = /\/versoes\/(\d{8}T\d{9}Z)/.exec(screen)![1]!;
  await postForm(w, "/admin/painel", { intent: "excluir", slug: slugify(`${LONG} 20`) }, { Cookie: cookie });
  await postForm(
    w,
    "/admin/textos",
    { intent: "salvar", pagina: "/cidades/santo-andre", content: `<p>${LONG_WORD} ${LONG}.</p>` },
    { Cookie: cookie },
  );
  // A job done with two photos and a long text (its admin screens, /obras and its place's page).
  const photos: string[] = [];
  for (const seed of [1, 2]) {
    const up = await uploadPhoto(w, cookie, await photoJpeg({ width: 1600, height: 1200, seed }));
    expect(up.status, up.error).toBe(201);
    photos.push(up.image!.id);
  }
  const job = await postJob(w, cookie, {
    lugar: "Vila Mariana, São Paulo",
    produto: "deslizante",
    data: todayInSaoPaulo(),
    descricao: `${LONG}: ${LONG_WORD}, ajuste do fim de curso e três controles novos.`,
    midia: photos,
  });
  expect(job.status).toBe(302);
  const row = await (await w.db()).prepare("SELECT id FROM jobs_done").first<{ id: string }>();
  seeded.job = row!.id;
  // A real click on the long page's chat link (only navigations from the site are recorded).
  seeded.ref = refOf(await clickLink(w.url, `/contato/whatsapp?de=/links-uteis/${seeded.long}`))!;
  await postForm(
    w,
    "/admin/contatos",
    {
      intent: "atualizar",
      ref: seeded.ref,
      etapa: "orcamento_enviado",
      nome: LONG.slice(0, 80),
      observacao: LONG_WORD,
    },
    { Cookie: cookie },
  );
  browser = await launchBrowser();
  phone = await browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
  phone.setDefaultTimeout(15_000);
  await addSessionCookie(phone, w, cookie);
  visitor = await browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
  page = await phone.newPage();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await w?.dispose();
});

describe("375 px phone", () => {
  it("walks every admin screen", async () => {
    const files = readdirSync(path.resolve("app/routes")).filter((f) => f.startsWith("admin"));
    const all = screens();
    expect(
      files.filter((f) => !(f in all) && !(f in NOT_SCREENS)),
      "admin routes missing from this walk",
    ).toEqual([]);
    const small: string[] = [];
    const axe: string[] = [];
    for (const urls of Object.values(all)) {
      for (const url of urls) {
        const res = await gotoReady(page, w.url + url);
        expect(res?.status(), url).toBe(200);
        expect(res?.headers()["content-security-policy"], url).toMatch(/script-src/);
        await expectFits(page, url);
        for (const target of await smallTargets(page)) small.push(`${url}: ${target}`);
        for (const found of await violations(page)) axe.push(`${url}: ${JSON.stringify(found)}`);
      }
    }
    // WCAG 2.2 AA 2.5.8: every control at least 24 × 24 px at 375 px (or spaced, or inside a sentence).
    expect(small, `controls under 24 × 24 px:\n${small.join("\n")}`).toEqual([]);
    // And axe finds nothing on any of them (the production headers on: the Worker's own).
    expect(axe, `axe violations:\n${axe.join("\n")}`).toEqual([]);
  }, 180_000);

  it("keeps the admin menu to two rows at 1280 px", async () => {
    const wide = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      await addSessionCookie(wide, w, await signInCookie(w));
      const p = await wide.newPage();
      await gotoReady(p, `${w.url}/admin/painel`);
      const rows = await p.evaluate(() => {
        const tops = [...document.querySelectorAll('nav[aria-label="Administração"] a')].map(
          (a) => a.getBoundingClientRect().top,
        );
        return new Set(tops.map((t) => Math.round(t))).size;
      });
      expect(rows).toBeLessThanOrEqual(2);
    } finally {
      await wide.close();
    }
  });

  it("admin screens in their error and typing states", async () => {
    await gotoReady(page, `${w.url}/admin/painel`);
    const form = page.locator('[data-page-form="create"]');
    await form.locator('input[name="title"]').fill(`${LONG} ${LONG_WORD}`);
    await expectFits(page, "panel, a long title typed");
    await form.getByRole("button", { name: "Publicar" }).click();
    await page.locator('[role="alert"][data-toast="error"]').waitFor();
    await expectFits(page, "panel, create refused");

    await gotoReady(page, `${w.url}/admin/empresa`);
    await page.locator('input[name="whatsapp"]').fill("(11) 8765-4321");
    await page.locator('input[name="cep"]').fill("123");
    await page.getByRole("button", { name: "Salvar dados da empresa" }).click();
    await page.locator('[role="alert"]').first().waitFor();
    await expectFits(page, "empresa, refused");

    const signedOut = await visitor.newPage();
    await gotoReady(signedOut, `${w.url}/admin/login`);
    await signedOut.locator('input[name="email"]').fill(`${"motoresppa".repeat(6)}@exemplo.com.br`);
    await signedOut.locator('input[name="password"]').fill("errada-errada");
    await signedOut.getByRole("button", { name: "Entrar" }).click();
    await signedOut.locator('[role="alert"]').first().waitFor();
    await expectFits(signedOut, "login, refused");
    await signedOut.close();
  }, 120_000);

  it("walks every public URL of the sitemap, and the pages it does not list", async () => {
    const urls = [
      ...new Set([
        ...(await readSitemap(w)).map((u) => u.path),
        "/?paginas=2",
        "/sitemap",
        `/links-uteis/${slugify(LONG_WORD)}`,
        "/pagina-que-nao-existe",
      ]),
    ];
    expect(urls.length).toBeGreaterThan(150);
    const p = await visitor.newPage();
    const wide: string[] = [];
    const small: string[] = [];
    for (const url of urls) {
      await p.goto(w.url + url, { waitUntil: "load" });
      const extra = await overflow(p);
      if (extra > 0) wide.push(`${url} (+${extra} px: ${(await culprits(p)).join(" | ")})`);
      for (const target of await smallTargets(p)) small.push(`${url}: ${target}`);
    }
    expect(wide).toEqual([]);
    expect(small, `controls under 24 × 24 px:\n${small.join("\n")}`).toEqual([]);
    await p.close();
  }, 300_000);
});
