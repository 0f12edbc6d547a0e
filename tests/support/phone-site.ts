// The site as tests/e2e/phone-width.test.ts (every admin screen) and
// tests/e2e/phone-width-public.test.ts (every public page) walk it at 375 px: as it is after real
// use — 120 pages with long titles and drafts, a generated page to review, an edited page with a
// version, a page in the trash, a seller text, a job done with two photos, a lead with a note.
// Both files seed the same state, so each public and admin page is seen as before the walk was
// split in two files (issue 41: one file took ~50 s alone; each half now fits 30 s).
import { expect } from "vitest";
import type { Page } from "playwright-core";
import { slugify } from "~/lib/pages/slug";
import { postForm, signInCookie } from "../../harness/admin-client";
import type { NewPage } from "~/lib/pages/page-record";
import { askProbe, bundleProbe } from "../../harness/probe";
import { photoJpeg, postJob, todayInSaoPaulo, uploadPhoto } from "../../harness/photos";
import type { RunningWorker } from "../../harness/worker";
import { clickLink, refOf } from "./navigate";

export const LONG =
  "Instalação e manutenção preventiva de motor de portão basculante articulado em condomínio residencial";
export const LONG_WORD = "Motorparaportãodeslizanteindustrialcomcremalheiradeaçoreforçadaeencoderabsoluto";

/** A phone's browser context: 375 px wide, touch. */
export const PHONE = { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true } as const;

export interface PhoneSite {
  /** The admin's session cookie. */
  cookie: string;
  draft: string;
  long: string;
  revision: string;
  ref: string;
  job: string;
  review: string;
}

/** The probe seedPhoneSite saves its pages with: pass `probes: await phoneSiteProbes()` to startWorker. */
const SEED_PROBE = "seed-pages";
export async function phoneSiteProbes(): Promise<Record<string, string>> {
  return { [SEED_PROBE]: await bundleProbe(SEED_PROBE) };
}

/** Seeds the walked state into `w` (a launched site started with phoneSiteProbes) and says where its pieces are. */
export async function seedPhoneSite(w: RunningWorker): Promise<PhoneSite> {
  // 120 pages: long titles, an unbroken long word, drafts, guides. Saved through the app's store
  // inside workerd (harness/probes/seed-pages.ts, as seedPage from Node: KV only), one request.
  const pages: NewPage[] = [];
  for (let i = 1; i <= 120; i++) {
    const title = i % 10 === 0 ? `${LONG} ${i}` : i === 7 ? LONG_WORD : `Guia de portão automático número ${i}`;
    pages.push({
      title,
      slug: slugify(title),
      description: `${LONG}. Resumo ${i} com ${LONG_WORD}.`,
      content: `<h2>Seção ${i}</h2><p>${LONG_WORD} ${i}.</p><table><tr><td>${LONG}</td><td>${LONG}</td><td>${LONG}</td></tr></table>`,
      category: i % 3 === 0 ? "Instalação" : null,
      status: i % 4 === 0 ? "draft" : "published",
    });
  }
  const draft = slugify("Guia de portão automático número 4");
  // A generated page waiting in "Para revisar", with a long flagged sentence to decide.
  const reviewTitle = `${LONG} para revisar`;
  const flagged = `${LONG_WORD} ${LONG}.`;
  pages.push({
    title: reviewTitle,
    slug: slugify(reviewTitle),
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
  const { saved } = await askProbe<{ saved: string[] }>(w, SEED_PROBE, "/pages", {
    pages,
    from: Date.now() - pages.length,
  });
  expect(saved).toEqual(pages.map((p) => p.slug));
  const long = slugify(`${LONG} 10`);
  const cookie = await signInCookie(w);
  const edit = {
    intent: "update",
    title: `${LONG} 10`,
    slug: long,
    description: "Resumo editado.",
    content: `<p>${LONG_WORD} editado, com outro texto.</p>`,
    status: "published",
  };
  expect((await postForm(w, `/admin/paginas/${long}/editar`, edit, { Cookie: cookie })).status).toBe(302);
  const screen = await (await w.fetch(`/admin/paginas/${long}/editar`, { headers: { Cookie: cookie } })).text();
  const revision = /\/versoes\/(\d{8}T\d{9}Z)/.exec(screen)![1]!;
  await postForm(w, "/admin/painel", { intent: "excluir", slug: slugify(`${LONG} 20`) }, { Cookie: cookie });
  await postForm(
    w,
    "/admin/textos",
    { intent: "salvar", pagina: "/cidades/santo-andre", content: `<p>${LONG_WORD} ${LONG}.</p>` },
    { Cookie: cookie },
  );
  // A job done with two photos and a long text (its admin screens, /obras and its place's page).
  // 1080 px wide: every variant the pages ask for (MEDIA_WIDTHS, up to 1080) is made, as from a
  // larger photo, at ~40 % less of sharp's CPU in this process than 1600 px (issue 41).
  const photos: string[] = [];
  for (const seed of [1, 2]) {
    const up = await uploadPhoto(w, cookie, await photoJpeg({ width: 1080, height: 810, seed }));
    expect(up.status, up.error).toBe(201);
    photos.push(up.image!.id);
  }
  const posted = await postJob(w, cookie, {
    lugar: "Vila Mariana, São Paulo",
    produto: "deslizante",
    data: todayInSaoPaulo(),
    descricao: `${LONG}: ${LONG_WORD}, ajuste do fim de curso e três controles novos.`,
    midia: photos,
  });
  expect(posted.status).toBe(302);
  const row = await (await w.db()).prepare("SELECT id FROM jobs_done").first<{ id: string }>();
  // A real click on the long page's chat link (only navigations from the site are recorded).
  const ref = refOf(await clickLink(w.url, `/contato/whatsapp?de=/links-uteis/${long}`))!;
  await postForm(
    w,
    "/admin/contatos",
    { intent: "atualizar", ref, etapa: "orcamento_enviado", nome: LONG.slice(0, 80), observacao: LONG_WORD },
    { Cookie: cookie },
  );
  return { cookie, draft, long, revision, ref, job: row!.id, review: slugify(reviewTitle) };
}

/** How much wider than the viewport the page is (0 when it fits). */
export const overflow = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The elements sticking out past the right edge, to say what to fix. */
export const culprits = (p: Page) =>
  p.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The innermost elements past the edge: those with no child past it too.
    const past = [...document.querySelectorAll("body *")].filter((el) => el.getBoundingClientRect().right > width + 1);
    return past
      .filter((el) => !past.some((other) => other !== el && el.contains(other)))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${(el.getAttribute("class") ?? "").slice(0, 60)}`);
  });

export async function expectFits(p: Page, label: string) {
  const extra = await overflow(p);
  expect(extra, `${label} is ${extra} px wider than 375 px: ${(await culprits(p)).join(" | ")}`).toBe(0);
}
