// The admin's day in Chromium: sign in through the form, create a page (auto-filled slug and
// description, validation, duplicate slug, overwrite), edit it (renamed slug → 301), delete it
// from its public page and from the panel (confirm dialog), expired session and logout.
// The tests share one Worker; each starts with no page at all (deleted through the panel, so the
// Worker's cached listings go too) and sets up what it needs, so they pass in any order
// (`vitest --sequence.shuffle`).
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultDescriptionFor } from "~/lib/pages/page-defaults";
import { slugify } from "~/lib/pages/slug";
import { TEST_ADMIN } from "../../harness/admin";
import { liveSessionCookie, postForm, signInCookie } from "../../harness/admin-client";
import {
  addSessionCookie,
  arrivedAt,
  gotoReady,
  headingIs,
  pathOf,
  ready,
  successToast,
  waitForToast,
} from "../support/admin-browser";
import { launchBrowser } from "../../harness/browser";
import { html, text } from "../../harness/html";
import { deleteAllPages } from "../../harness/reset";
import { startWorker, type RunningWorker } from "../../harness/worker";

let w: RunningWorker;
let browser: Browser;
let kv: KVNamespace;
/** A session of the harness's own, for the reset between tests. */
let resetCookie: string;

beforeAll(async () => {
  [w, browser] = await Promise.all([startWorker(), launchBrowser()]);
  kv = await w.kv();
  resetCookie = await signInCookie(w);
});
afterAll(async () => {
  await browser?.close();
  await w?.dispose();
});
beforeEach(async () => {
  await deleteAllPages(w, resetCookie);
});

async function newContext(width = 1280): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  context.setDefaultTimeout(10_000);
  return context;
}

async function pageKeys(): Promise<string[]> {
  return (await kv.list({ prefix: "page:" })).keys.map((k) => k.name);
}

async function record(slug: string): Promise<Record<string, string | null> | null> {
  return kv.get(`page:${slug}`, "json");
}

/** Waits until Remix has no navigation or submission in flight. */
const idle = (p: Page) =>
  p.waitForFunction(
    () =>
      (window as unknown as { __remixRouter: { state: { navigation: { state: string } } } }).__remixRouter.state
        .navigation.state === "idle",
  );

/** Types HTML in the form's HTML view (the advanced mode of the visual editor). */
async function fillHtml(form: ReturnType<Page["locator"]>, content: string) {
  await form.getByRole("button", { name: "Ver HTML" }).click();
  await form.locator('textarea[name="content"]').fill(content);
}

const TITLE = "Manutenção Preventiva: Portões Eletrônicos em São José";
const SLUG = "manutencao-preventiva-portoes-eletronicos-em-sao-jose";
const DESCRIPTION = `${TITLE}: atendimento especializado, produtos de qualidade e suporte técnico.`;
const CONTENT = "<h2>Cuidados com o motor</h2><p>Lubrifique a cremalheira a cada <strong>seis meses</strong>.</p>";
const NEW_TITLE = "Reparo de Portão Deslizante em Santo André";
const NEW_SLUG = "reparo-portao-deslizante-santo-andre";

/** Creates a page through the panel's create action, as the admin would. */
async function createPage(
  cookie: string,
  fields: { title: string; slug: string; description: string; content: string },
) {
  const res = await postForm(w, "/admin/painel", { intent: "create", ...fields }, { Cookie: cookie });
  expect(res.status, `create ${fields.slug}`).toBe(302);
}

describe("admin flows in Chromium", () => {
  // This test's admin tab: signed in through the form (first test) or with a session cookie.
  let admin: BrowserContext | undefined;
  let page: Page;

  /**
   * The signed-in admin's context for the tests that neither sign in nor out: each gets a tab of
   * its own in it (its listeners and dialogs its own), on one session (a fresh context costs ~0.2 s
   * of Chromium).
   */
  let signedIn: { context: BrowserContext; cookie: string } | undefined;
  let tab: Page | undefined;

  afterEach(async () => {
    await admin?.close();
    admin = undefined;
    await tab?.close();
    tab = undefined;
  });

  /**
   * A signed-in admin tab on the panel; returns the session cookie for direct requests. `own`: a
   * session and a context of the test's own (it signs out).
   */
  async function signedInPanel({ own = false } = {}): Promise<string> {
    let cookie: string;
    if (own) {
      cookie = await signInCookie(w);
      admin = await newContext();
      await addSessionCookie(admin, w, cookie);
      page = await admin.newPage();
    } else {
      if (!signedIn) {
        const session = await signInCookie(w);
        const context = await newContext();
        await addSessionCookie(context, w, session);
        signedIn = { context, cookie: session };
      }
      cookie = signedIn.cookie;
      page = tab = await signedIn.context.newPage();
    }
    await gotoReady(page, `${w.url}/admin/painel`);
    return cookie;
  }

  const form = () => page.locator('[data-page-form="create"]');
  const formError = () => page.locator('[role="alert"][data-toast="error"]');
  const panelRow = (title: string) => page.locator("[data-panel-list] li", { hasText: title });

  it("signs in through the form and lands on the empty panel with the success toast", async () => {
    admin = await newContext();
    page = await admin.newPage();
    await gotoReady(page, `${w.url}/admin/login`);
    await page.locator('input[name="email"]').fill(TEST_ADMIN.email);
    await page.locator('input[name="password"]').fill(TEST_ADMIN.password);
    await page.getByRole("button", { name: "Entrar" }).click();
    await arrivedAt(page, "/admin/painel");
    expect(await waitForToast(page, "Login bem-sucedido")).toBe("Login bem-sucedido");
    expect(await successToast(page).count()).toBe(1);
    expect(await page.locator("[data-empty-panel]").innerText()).toBe("Nenhuma página gerada ainda.");
    expect(await page.locator("h1").innerText()).toBe("Páginas geradas (0)");
  }, 60_000);

  it("creates a page: auto-filled address, proposed summary, named missing fields, then saved and public", async () => {
    await signedInPanel();
    expect(SLUG).toBe(slugify(TITLE));
    expect(DESCRIPTION).toBe(defaultDescriptionFor(TITLE));

    // An empty form is refused with a message naming the fields, and nothing reaches KV.
    await form().getByRole("button", { name: "Publicar" }).click();
    await formError().waitFor();
    expect(await formError().innerText()).toBe(
      "Preencha os campos “Título”, “Endereço da página”, “Resumo para o Google” e “Conteúdo”.",
    );
    expect(await pageKeys()).toEqual([]);

    // Typing the title fills the address (the slug rule) and shows the full URL; the summary is
    // only proposed, and taken when the admin asks.
    await form().locator('input[name="title"]').pressSequentially(TITLE);
    expect(await form().locator('input[name="slug"]').inputValue()).toBe(SLUG);
    expect(await form().locator("[data-full-url]").innerText()).toBe(`https://motoresppa.com.br/links-uteis/${SLUG}`);
    expect(await form().locator('textarea[name="description"]').inputValue()).toBe("");
    expect(await form().locator("[data-summary-suggestion]").innerText()).toContain(DESCRIPTION);
    await form().getByRole("button", { name: "Usar a sugestão" }).click();
    expect(await form().locator('textarea[name="description"]').inputValue()).toBe(DESCRIPTION);
    expect(await form().locator("[data-summary-count]").innerText()).toBe(String(DESCRIPTION.length));
    expect(await form().locator("[data-search-preview]").innerText()).toContain(TITLE);

    // Still no content: refused again, the typed values stay, nothing saved.
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form().getByRole("button", { name: "Publicar" }).click(),
    ]);
    expect(refused.status()).toBe(400);
    // The first refusal's message is still on screen until React renders the answer (the router's
    // updates run in a transition, so "idle" can come before the DOM): wait for the new text itself.
    await formError()
      .filter({ hasText: /^Preencha o campo “Conteúdo”\.$/ })
      .waitFor();
    expect(await formError().innerText()).toBe("Preencha o campo “Conteúdo”.");
    expect(await formError().count()).toBe(1);
    expect(await form().locator('input[name="title"]').inputValue()).toBe(TITLE);
    expect(await form().locator('input[name="slug"]').inputValue()).toBe(SLUG);
    expect(await pageKeys()).toEqual([]);

    await fillHtml(form(), CONTENT);
    await form().getByRole("button", { name: "Publicar" }).click();
    expect(await waitForToast(page, "Página salva")).toBe("Página salva");
    expect(await successToast(page).count()).toBe(1);
    expect(await page.locator('[data-toast="success"]').innerText()).toContain(`/links-uteis/${SLUG}`);
    expect(await formError().count()).toBe(0);
    await panelRow(TITLE).waitFor();
    expect(await panelRow(TITLE).innerText()).toContain(`/links-uteis/${SLUG}`);
    expect(await page.locator("[data-empty-panel]").count()).toBe(0);
    expect(await pageKeys()).toEqual([`page:${SLUG}`]);
    const saved = await record(SLUG);
    expect(saved).toMatchObject({
      title: TITLE,
      slug: SLUG,
      description: DESCRIPTION,
      content: CONTENT,
      category: null,
    });

    // The visitor finds it in the 'Links Úteis' dropdown of the home page (desktop).
    const visitor = await newContext(1280);
    try {
      const home = await visitor.newPage();
      await gotoReady(home, `${w.url}/`, { waitUntil: "networkidle" });
      const nav = home.locator('nav[aria-label="Navegação principal"]');
      await nav.locator("summary", { hasText: "Links Úteis" }).click();
      const link = nav.getByRole("link", { name: TITLE, exact: true });
      await expect.poll(() => link.isVisible()).toBe(true);
      expect(await link.getAttribute("href")).toBe(`/links-uteis/${SLUG}`);
      await link.click();
      await arrivedAt(home, `/links-uteis/${SLUG}`);
      await headingIs(home, TITLE);
      expect(await home.locator("h1").count()).toBe(1);
      expect(await home.locator('meta[name="description"]').getAttribute("content")).toBe(DESCRIPTION);
      expect(await home.locator("main h2", { hasText: "Cuidados com o motor" }).count()).toBe(1);
    } finally {
      await visitor.close();
    }
  }, 90_000);

  it("refuses a duplicate slug keeping the typed values, and overwrites when asked", async () => {
    const cookie = await signedInPanel();
    await createPage(cookie, { title: TITLE, slug: SLUG, description: DESCRIPTION, content: CONTENT });
    await gotoReady(page, `${w.url}/admin/painel`);
    const before = await kv.get(`page:${SLUG}`);
    const NEW_CONTENT = "<p>Versão revisada do guia.</p>";
    const OWN_DESCRIPTION = "Guia revisado de manutenção preventiva em São José.";
    await form().locator('input[name="title"]').pressSequentially(TITLE);
    await form().locator('textarea[name="description"]').fill(OWN_DESCRIPTION);
    await fillHtml(form(), NEW_CONTENT);
    await form().getByRole("button", { name: "Publicar" }).click();
    await formError().waitFor();
    expect(await formError().innerText()).toContain("Já existe uma página");
    expect(await formError().innerText()).toContain(`/links-uteis/${SLUG}`);
    expect(await form().locator('input[name="title"]').inputValue()).toBe(TITLE);
    expect(await form().locator('input[name="slug"]').inputValue()).toBe(SLUG);
    expect(await form().locator('textarea[name="description"]').inputValue()).toBe(OWN_DESCRIPTION);
    expect(await form().locator('[name="content"]').inputValue()).toBe(NEW_CONTENT);
    expect(await kv.get(`page:${SLUG}`)).toBe(before);

    await form().locator('input[name="overwrite"]').check();
    await form().getByRole("button", { name: "Publicar" }).click();
    expect(await waitForToast(page, "Página salva")).toBe("Página salva");
    expect(await successToast(page).count()).toBe(1);
    expect(await formError().count()).toBe(0);
    expect(await pageKeys()).toEqual([`page:${SLUG}`]);
    const old = JSON.parse(before!);
    const saved = await record(SLUG);
    expect(saved).toMatchObject({
      id: old.id,
      created_at: old.created_at,
      content: NEW_CONTENT,
      description: OWN_DESCRIPTION,
    });
    expect(await panelRow(TITLE).count()).toBe(1);
  }, 60_000);

  it("edits title and slug from the panel; the old address answers 301 to the new one", async () => {
    const cookie = await signedInPanel();
    await createPage(cookie, { title: TITLE, slug: SLUG, description: DESCRIPTION, content: CONTENT });
    await gotoReady(page, `${w.url}/admin/painel`);
    await panelRow(TITLE).getByRole("link", { name: "Editar" }).click();
    await arrivedAt(page, `/admin/paginas/${SLUG}/editar`);
    const edit = page.locator('[data-page-form="update"]');
    await edit.waitFor();
    await ready(page);
    expect(await edit.locator('input[name="title"]').inputValue()).toBe(TITLE);
    await edit.locator('input[name="title"]').fill(NEW_TITLE);
    await edit.locator('input[name="slug"]').fill(NEW_SLUG);
    await edit.getByRole("button", { name: "Salvar alterações" }).click();
    await arrivedAt(page, "/admin/painel");
    expect(await waitForToast(page, "Página salva")).toBe("Página salva");
    expect(await successToast(page).count()).toBe(1);
    await panelRow(NEW_TITLE).waitFor();
    expect(await panelRow(TITLE).count()).toBe(0);
    expect(await pageKeys()).toEqual([`page:${NEW_SLUG}`]);

    const moved = await w.fetch(`/links-uteis/${SLUG}`);
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get("location")!, w.url).pathname).toBe(`/links-uteis/${NEW_SLUG}`);

    const res = await w.fetch(`/links-uteis/${NEW_SLUG}`);
    expect(res.status).toBe(200);
    const doc = html(await res.text());
    expect(text(doc.querySelector("h1"))).toBe(NEW_TITLE);

    const visitor = await newContext();
    try {
      const p = await visitor.newPage();
      await p.goto(`${w.url}/links-uteis/${SLUG}`);
      expect(pathOf(p)).toBe(`/links-uteis/${NEW_SLUG}`);
      await headingIs(p, NEW_TITLE);
    } finally {
      await visitor.close();
    }
  }, 60_000);

  it("deletes from the public page: button for the admin only, then gone everywhere", async () => {
    const cookie = await signedInPanel();
    await createPage(cookie, { title: NEW_TITLE, slug: NEW_SLUG, description: DESCRIPTION, content: CONTENT });
    // A visitor (no cookies) never sees the button.
    const visitor = await newContext();
    try {
      const p = await visitor.newPage();
      await gotoReady(p, `${w.url}/links-uteis/${NEW_SLUG}`, { waitUntil: "networkidle" });
      expect(await p.locator("h1").innerText()).toBe(NEW_TITLE);
      expect(await p.locator("[data-admin-delete]").count()).toBe(0);
      expect(await p.getByRole("button", { name: "Excluir página" }).count()).toBe(0);
    } finally {
      await visitor.close();
    }
    const sitemapBefore = await (await w.fetch("/sitemap.xml")).text();
    expect(sitemapBefore).toContain(`/links-uteis/${NEW_SLUG}<`);

    await gotoReady(page, `${w.url}/links-uteis/${NEW_SLUG}`, { waitUntil: "networkidle" });
    const button = page.getByRole("button", { name: "Excluir página" });
    expect(await button.isVisible()).toBe(true);
    const dialogs: string[] = [];
    page.once("dialog", (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
    await button.click();
    await arrivedAt(page, "/admin/painel");
    expect(await waitForToast(page, "Página excluída")).toBe("Página excluída");
    expect(await successToast(page).count()).toBe(1);
    expect(dialogs).toEqual(["Tem certeza que deseja excluir esta página?"]);
    expect(await panelRow(NEW_TITLE).count()).toBe(0);
    expect(await page.locator("[data-empty-panel]").innerText()).toBe("Nenhuma página gerada ainda.");
    expect(await pageKeys()).toEqual([]);

    const sitemap = await (await w.fetch("/sitemap.xml")).text();
    expect(sitemap).toContain("<urlset");
    expect(sitemap).not.toContain(`/links-uteis/${NEW_SLUG}`);
    expect((await w.fetch(`/links-uteis/${NEW_SLUG}`)).status).toBe(404);
  }, 60_000);

  it("panel delete asks first: dismissing keeps the page, accepting deletes it", async () => {
    const title = "Troca de Cremalheira em Guarulhos";
    const slug = "troca-de-cremalheira-em-guarulhos";
    const cookie = await signedInPanel();
    await createPage(cookie, {
      title,
      slug,
      description: "Como trocar a cremalheira do portão.",
      content: "<p>Passo a passo.</p>",
    });
    await gotoReady(page, `${w.url}/admin/painel`, { waitUntil: "networkidle" });
    const row = panelRow(title);
    await row.waitFor();
    const dialogs: string[] = [];
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });

    page.once("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await row.getByRole("button", { name: "Excluir" }).click();
    await expect.poll(() => dialogs.length).toBe(1);
    // The answer to confirm() is given inside the click: once the router is idle, a submission
    // would have been sent already.
    await idle(page);
    expect(posts).toEqual([]);
    expect(await row.count()).toBe(1);
    expect(await pageKeys()).toEqual([`page:${slug}`]);
    expect(await page.locator('[data-toast="success"]').count()).toBe(0);

    page.once("dialog", (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
    await row.getByRole("button", { name: "Excluir" }).click();
    expect(await waitForToast(page, "Página excluída com sucesso!")).toBe("Página excluída com sucesso!");
    expect(await successToast(page).count()).toBe(1);
    expect(dialogs).toEqual([
      "Tem certeza que deseja excluir esta página?",
      "Tem certeza que deseja excluir esta página?",
    ]);
    expect(await row.count()).toBe(0);
    expect(await pageKeys()).toEqual([]);
    expect((await w.fetch(`/links-uteis/${slug}`)).status).toBe(404);
  }, 60_000);

  it("an expired session (older than 4 hours) sends the browser to the login page", async () => {
    const context = await newContext();
    try {
      const cookie = await liveSessionCookie(w, Date.now() - 4 * 3600_000 - 60_000);
      await addSessionCookie(context, w, cookie);
      const p = await context.newPage();
      await p.goto(`${w.url}/admin/painel`);
      expect(pathOf(p)).toBe("/admin/login");
      expect(await p.locator("h1").innerText()).toBe("Entrar no painel");
      expect(await p.locator("[data-panel-list], [data-empty-panel]").count()).toBe(0);
      // The stale cookie was cleared by the redirect.
      expect((await context.cookies(w.url)).map((c) => c.name)).toEqual([]);

      // Control: the same forged cookie, fresh, is accepted (the forging is right, the age is what fails).
      const fresh = await liveSessionCookie(w, Date.now() - 60_000);
      await addSessionCookie(context, w, fresh);
      await p.goto(`${w.url}/admin/painel`);
      expect(pathOf(p)).toBe("/admin/painel");
    } finally {
      await context.close();
    }
  }, 60_000);

  it("'Sair' signs out: back on /admin/login and the panel asks to sign in again", async () => {
    await signedInPanel({ own: true });
    await page.getByRole("button", { name: "Sair", exact: true }).click();
    await arrivedAt(page, "/admin/login");
    await headingIs(page, "Entrar no painel");
    await page.goto(`${w.url}/admin/painel`);
    expect(pathOf(page)).toBe("/admin/login");
    expect(await page.locator('input[name="email"]').count()).toBe(1);
  }, 60_000);
});
