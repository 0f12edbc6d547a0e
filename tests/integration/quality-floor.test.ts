// The quality floor in the store (app/lib/gate/quality.ts through store-checks.server.ts): a
// generated page with a template seam is saved public but held out of Google, with a reason that
// names the seam and its fix; the seller's edit that fixes it brings the page into the index and
// the sitemap.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPage } from "~/lib/pages/store.server";
import { postForm, signInCookie } from "../../harness/admin-client";
import { seedPage } from "../../harness/pages";
import { startWorker, type RunningWorker } from "../../harness/worker";
import { randomTag } from "../../harness/tag";

let w: RunningWorker;
let cookie: string;

beforeAll(async () => {
  w = await startWorker({ launched: true });
  cookie = await signInCookie(w);
});
afterAll(async () => {
  await w?.dispose();
});

/** Enough text of its own: sentences about the photocell no other page holds. */
const own = () =>
  Array.from(
    { length: 30 },
    () => `<p>A fotocélula do portão ${randomTag()} precisa de lentes limpas e bem alinhadas.</p>`,
  ).join("");

describe("the quality floor", () => {
  it("holds a generated page with a template seam out of Google with the reason, and the seller's fix brings it in", async () => {
    const tag = randomTag();
    const slug = `ajuste-de-fotocelula-${tag}`;
    const title = `Ajuste de fotocélula ${tag}`;
    const body = own();
    const seamed = `<h2>Como a fotocélula protege</h2><p>O sinal da fotocélula passa por a placa antes de o portão fechar.</p>${body}`;
    const { record } = await seedPage(
      await w.kv(),
      { title, slug, description: "Como ajustar a fotocélula.", content: seamed, status: "published", kind: "lote" },
      { db: await w.db() },
    );
    expect(record.status).toBe("published");
    expect(record.index).toMatchObject({ ok: false, code: "quality" });
    expect(record.index!.reason).toContain("“por a placa”");
    expect(record.index!.reason).toContain("pela placa");
    // Public at its address, out of Google, with the reason on the page for the admin.
    const visitor = await w.fetch(`/links-uteis/${slug}`);
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get("X-Robots-Tag") ?? "").toMatch(/noindex/);
    await visitor.arrayBuffer();
    const admin = await w.fetch(`/links-uteis/${slug}`, { headers: { Cookie: cookie } });
    expect(await admin.text()).toContain("pela placa");
    expect(await (await w.fetch("/sitemap.xml")).text()).not.toContain(slug);

    const res = await postForm(
      w,
      `/admin/paginas/${slug}/editar`,
      {
        intent: "update",
        title,
        slug,
        description: "Como ajustar a fotocélula.",
        content: seamed.replace("passa por a placa", "passa pela placa"),
        status: "published",
      },
      { Cookie: cookie },
    );
    expect(res.status).toBe(302);
    const fixed = await getPage(await w.kv(), slug);
    expect(fixed?.kind).toBe("lote");
    expect(fixed?.index).toMatchObject({ ok: true, code: "ok" });
    const sitemaps = await (await w.fetch("/sitemap.xml")).text();
    const all = [
      sitemaps,
      ...(await Promise.all(
        [...sitemaps.matchAll(/<loc>[^<]*?(\/sitemap[^<]*\.xml)<\/loc>/g)].map(async (m) =>
          (await w.fetch(m[1]!)).text(),
        ),
      )),
    ].join("");
    expect(all).toContain(`/links-uteis/${slug}`);
  });
});
