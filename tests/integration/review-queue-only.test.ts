// The review queue's actions act only on queued pages: a page the seller wrote by hand (a draft or
// a published one) is neither published nor trashed through "Para revisar", alone or in bulk.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPage } from "~/lib/pages/store.server";
import { postForm, signInCookie } from "../../harness/admin-client";
import { ownText } from "../../harness/own-text";
import { seedPage } from "../../harness/pages";
import { type RunningWorker, startWorker } from "../../harness/worker";

let w: RunningWorker;
let cookie: string;

beforeAll(async () => {
  w = await startWorker();
  cookie = await signInCookie(w);
  const kv = await w.kv();
  for (const [slug, status] of [
    ["rascunho-escrito-a-mao", "draft"],
    ["pagina-escrita-a-mao", "published"],
  ] as const) {
    await seedPage(kv, {
      title: `Página ${slug}`,
      slug,
      description: "Escrita pelo vendedor no editor.",
      content: `<p>${ownText(slug)}</p>`,
      category: null,
      status,
    });
  }
});
afterAll(async () => {
  await w?.dispose();
});

const statusOf = async (slug: string) => (await getPage(await w.kv(), slug))?.status ?? "gone";

describe("Para revisar acts only on queued pages", () => {
  it("bulk publishing skips a hand-written draft", async () => {
    const body = new URLSearchParams([["slug", "rascunho-escrito-a-mao"]]);
    const res = await w.fetch("/admin/revisar?index", {
      method: "POST",
      body,
      headers: { Origin: w.url, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      redirect: "manual",
    });
    await res.arrayBuffer();
    expect(await statusOf("rascunho-escrito-a-mao")).toBe("draft");
  });

  it.each([
    ["rascunho-escrito-a-mao", "publicar", "draft"],
    ["rascunho-escrito-a-mao", "descartar", "draft"],
    ["pagina-escrita-a-mao", "descartar", "published"],
  ])("%s: '%s' from its review screen leaves it %s", async (slug, intent, status) => {
    const res = await postForm(w, `/admin/revisar/${slug}`, { intent }, { Cookie: cookie });
    await res.arrayBuffer();
    expect(await statusOf(slug)).toBe(status);
  });
});
