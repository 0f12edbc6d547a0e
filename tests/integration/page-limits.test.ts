// Issue 25, findings 3 and 8, against the built Worker: every save path checks sizes and the
// sanitizer's bounds before doing the work and answers 400/413 with a Portuguese message (never a
// 500, nothing saved); a page already stored over the bounds renders safely; slugs over 120
// characters never reach KV.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, signInCookie } from "../../harness/admin-client";
import { startWorker, type RunningWorker } from "../../harness/worker";
import { randomTag } from "../../harness/tag";

let w: RunningWorker;
let cookie: string;
beforeAll(async () => {
  w = await startWorker();
  cookie = await signInCookie(w);
});
afterAll(async () => {
  await w?.dispose();
});

const suffix = () => randomTag(6);
const pageKeys = async () => (await (await w.kv()).list({ prefix: "page:" })).keys.map((k) => k.name);
const DEEP = `${"<div>".repeat(45_000)}fundo${"</div>".repeat(45_000)}`;
const STRAY = `${"<div>".repeat(80_000)}${"</p>".repeat(20_000)}`;
// Within the markup budget, and 5 × longer once each "&" is written "&amp;".
const ESCAPES_PAST_LIMIT = `<p>${"&".repeat(19_000)}${"x".repeat(420_000)}</p>`;

function create(fields: Record<string, string>) {
  const slug = `limite-${suffix()}`;
  return postForm(
    w,
    "/admin/painel",
    { intent: "create", title: "Página de limite", slug, description: "Resumo.", content: "<p>Texto.</p>", ...fields },
    { Cookie: cookie },
  );
}

describe("the panel's form (create and edit)", () => {
  for (const [label, content, status, message] of [
    ["45,000 nested <div>", DEEP, 400, "elementos dentro de elementos demais"],
    ["480 KB of <div> with stray </p>", STRAY, 400, "elementos dentro de elementos demais"],
    ["240,000 lone '<'", `<p>${"< ".repeat(240_000)}</p>`, 400, "marcação demais"],
    // A leading `<!-->` (a comment the parser closes at once) used to stop the pre-check.
    ["<!--> then 45,000 nested <div>", `<!-->${DEEP}`, 400, "elementos dentro de elementos demais"],
    ["<!--> then 480 KB of <div> with stray </p>", `<!-->${STRAY}`, 400, "elementos dentro de elementos demais"],
    [
      "content that grows past 500,000 characters once escaped",
      ESCAPES_PAST_LIMIT,
      413,
      "no máximo 500.000 caracteres",
    ],
  ] as const) {
    it(`${label}: ${status} with a Portuguese message, nothing saved`, async () => {
      const before = await pageKeys();
      const started = Date.now();
      const res = await create({ content });
      expect(res.status).toBe(status);
      expect(await res.text()).toContain(message);
      expect(await pageKeys()).toEqual(before);
      // Reported, not a gate: the refusal comes before the sanitizer's work.
      console.log(`${label}: refused in ${Date.now() - started} ms`);
    });
  }

  it("the same on an edit, and the page keeps its text", async () => {
    const slug = `editar-${suffix()}`;
    const form = { intent: "create", title: "Editável", slug, description: "R.", content: "<p>Original.</p>" };
    expect((await postForm(w, "/admin/painel", form, { Cookie: cookie })).status).toBe(302);
    const edit = { title: "Editável", slug, description: "R.", content: DEEP, status: "published" };
    const res = await postForm(w, `/admin/paginas/${slug}/editar`, edit, { Cookie: cookie });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("elementos dentro de elementos demais");
    expect(await (await w.fetch(`/links-uteis/${slug}`)).text()).toContain("Original.");
  });
});

describe("the content generator's save", () => {
  const save = (fields: Record<string, string>) =>
    postForm(
      w,
      "/admin/local-generator",
      { intent: "save", title: `Gerada ${suffix()}`, description: "R.", content: "<p>Texto.</p>", ...fields },
      { Cookie: cookie },
    );

  it("a 1 MB title, a 4 MB body or deep nesting: 413/400 with a message, not a 500", async () => {
    const before = await pageKeys();
    const title = await save({ title: "T".repeat(1024 * 1024) });
    expect(title.status).toBe(413);
    expect(await title.text()).toContain("O título pode ter no máximo 200 caracteres");
    const body = await save({ content: `<p>${"x".repeat(4 * 1024 * 1024)}</p>` });
    expect(body.status).toBe(413);
    expect(await body.text()).toContain("O conteúdo pode ter no máximo 500.000 caracteres");
    const deep = await save({ content: DEEP });
    expect(deep.status).toBe(400);
    expect(await pageKeys()).toEqual(before);
  });
});

describe("the import", () => {
  it("a row over the bounds is reported invalid; the others are created", async () => {
    const now = new Date().toISOString();
    const row = (slug: string, content: string) => ({
      id: crypto.randomUUID(),
      title: `Importada ${slug}`,
      slug,
      description: "Resumo.",
      content,
      created_at: now,
      updated_at: now,
    });
    const ok = `importada-${suffix()}`;
    const deep = `funda-${suffix()}`;
    const form = new FormData();
    form.set(
      "arquivo",
      new File([JSON.stringify([row(ok, "<p>Boa.</p>"), row(deep, DEEP)])], "paginas.json", {
        type: "application/json",
      }),
    );
    const res = await w.fetch("/admin/importar", {
      method: "POST",
      body: form,
      headers: { Origin: w.url, Cookie: cookie },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("elementos dentro de elementos demais");
    const keys = await pageKeys();
    expect(keys).toContain(`page:${ok}`);
    expect(keys).not.toContain(`page:${deep}`);
  });
});

describe("a page already stored over the bounds", () => {
  it("renders safely, as its escaped text", async () => {
    const slug = `armazenada-funda-${suffix()}`;
    const record = {
      id: crypto.randomUUID(),
      title: "Página funda",
      slug,
      description: "Gravada por uma versão antiga.",
      content: `${"<div>".repeat(45_000)}<script>alert(1)</script>Olá${"</p>".repeat(10_000)}`,
      category: null,
      status: "published",
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    };
    await (await w.kv()).put(`page:${slug}`, JSON.stringify(record), {
      metadata: { j: JSON.stringify({ id: record.id, title: record.title, description: record.description }) },
    });
    const res = await w.fetch(`/links-uteis/${slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("alert(1) Olá");
    expect(html).not.toContain("<script>alert(1)");
    expect(html.split("<div").length).toBeLessThan(200);
    console.log(`Stored page over the bounds: render ${res.headers.get("server-timing")}`);
  });
});

describe("slugs longer than 120 characters never reach KV", () => {
  const long = "a".repeat(600);

  it("admin screens answer 404 or refuse, never 500", async () => {
    expect((await w.fetch(`/admin/paginas/${long}/editar`, { headers: { Cookie: cookie } })).status).toBe(404);
    const status = await postForm(w, `/admin/paginas/${long}/status`, { status: "draft" }, { Cookie: cookie });
    // (404 once the form is valid: the slug is refused before any KV read.)
    expect(status.status).toBe(404);
    const del = await postForm(w, "/admin/painel", { intent: "excluir", slug: long }, { Cookie: cookie });
    expect(del.status).toBe(302);
    const created = await create({ slug: long });
    expect(created.status).toBe(400);
    expect(await created.text()).toContain("no máximo 120 caracteres");
  });

  it("public addresses answer 301 or 404, never 500", async () => {
    for (const path of [`/links-uteis/${long}`, `/topicos/${long}`, `/${long}`, `/links-uteis/${long}-`]) {
      expect([301, 404], path).toContain((await w.fetch(path)).status);
    }
  });
});

describe("Dados da empresa", () => {
  it("a 1 MB field is refused with its message, and nothing is saved", async () => {
    const before = await (await w.kv()).get("settings:empresa");
    for (const field of ["name", "chatDefaultMessage", "t0.text"]) {
      const res = await postForm(w, "/admin/empresa", { [field]: "x".repeat(1024 * 1024) }, { Cookie: cookie });
      expect(res.status, field).toBe(400);
      // (A testimonial's first message names what it lacks; its length is refused all the same.)
      if (!field.startsWith("t0.")) expect(await res.text(), field).toContain("no máximo");
    }
    expect(await (await w.kv()).get("settings:empresa")).toBe(before);
  });
});
