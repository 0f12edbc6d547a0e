// Issue 43: a launched site's backup (pages with revisions, drafts and trash, 10 jobs with photos,
// testimonials with photos, 500 leads with stages) made and downloaded from "Cópia de segurança", restored on
// a new, empty deployment: every public URL's main text and sitemap lastmod as before, the same
// counts, the photos served. Tampered archives are refused with nothing changed, and a testimonial
// the customer removed stays removed when an older archive is restored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MANIFEST, SIGNATURE, signManifest } from "~/lib/backup/format";
import { padding, readTar, tarHeader, trailer } from "~/lib/backup/tar";
import { getPage, updatePage, trashPage } from "~/lib/pages/store.server";
import { postForm, signInCookie } from "../../harness/admin-client";
import { html, text } from "../../harness/html";
import { readSitemap } from "../../harness/crawl";
import { importSeededPages, seedPage, storeOf } from "../../harness/pages";
import { FRESH_CONNECTION, photoJpeg, postJob, todayInSaoPaulo, uploadPhoto } from "../../harness/photos";
import { buildsEnded, copyEnded, restoreEnded } from "../../harness/restore";
import { type RunningWorker, startWorker, type WorkerOptions } from "../../harness/worker";
import { DAILY_CRON } from "~/worker.server";

const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const STAGES = ["novo", "em_conversa", "orcamento_enviado", "fechado", "perdido"] as const;
/** Ten jobs done, each with a photo, in places of the service area. */
const JOB_PLACES = [
  "Moema",
  "Saúde",
  "Jabaquara",
  "Vila Mariana",
  "Santo Amaro",
  "Campo Belo",
  "Morumbi",
  "Interlagos",
  "Mooca",
  "Tatuapé",
];
/**
 * The photos' size: two variants each (360 px and its own width). Miniflare's Images binding
 * resizes them with sharp in the test's process, its work growing with the pixels (issue 41).
 */
const PHOTO = { width: 480, height: 360 } as const;
const WORKFLOWS: WorkerOptions["workflows"] = ["BACKUP", "RESTORE"];
const TABLES = ["leads", "jobs_done", "job_done_photos", "media", "testimonials", "review_requests", "proof_pages"];

let source: RunningWorker;
let target: RunningWorker;
let targetCookie: string;
let archive: Uint8Array;
let before: Map<string, string>;
let sitemap: { path: string; lastmod?: string }[];
let counts: Record<string, number>;
let photoIds: string[];
let figures = "";

/** One photo multipart form, as the screen's file input sends it. */
function restoreForm(bytes: Uint8Array, fields: Record<string, string> = {}) {
  const boundary = `----ppa${crypto.randomUUID().replaceAll("-", "")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="copia.tar"\r\nContent-Type: application/x-tar\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

function restore(w: RunningWorker, cookie: string, bytes: Uint8Array, fields: Record<string, string> = {}) {
  const { body, type } = restoreForm(bytes, fields);
  return w.fetch("/admin/copia-de-seguranca", {
    method: "POST",
    body,
    headers: { Origin: w.url, Cookie: cookie, "Content-Type": type, ...FRESH_CONNECTION },
  });
}

/** What a visitor reads on each public URL of the sitemap: its <main> text. */
async function mainTexts(w: RunningWorker, paths: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const path of paths) {
    const res = await w.fetch(path, { headers: { "User-Agent": PHONE } });
    expect(res.status, path).toBe(200);
    // Only <main> parsed (its text the same as in the whole document): the head's styles and
    // JSON-LD and the footer were most of the parse, twice 164 pages (issue 41).
    const page = await res.text();
    const start = page.indexOf("<main");
    const end = page.indexOf("</main>", start);
    expect(start, path).toBeGreaterThan(-1);
    expect(end, path).toBeGreaterThan(start);
    out.set(path, text(html(page.slice(start, end + "</main>".length)).querySelector("main")));
  }
  return out;
}

async function tableCounts(w: RunningWorker): Promise<Record<string, number>> {
  // One statement for every count (each statement from Node is a round trip through Miniflare's proxy).
  const columns = [
    ...TABLES.map((t) => [t, `SELECT count(*) FROM ${t}`]),
    ...STAGES.map((s) => [`leads:${s}`, `SELECT count(*) FROM leads WHERE stage = '${s}'`]),
    ["removedTestimonials", "SELECT count(*) FROM testimonials WHERE status = 'removed'"],
  ];
  const out = (await (
    await w.db()
  )
    .prepare(`SELECT ${columns.map(([, sql], i) => `(${sql}) AS c${i}`).join(", ")}`)
    .first<Record<string, number>>())!;
  const counts: Record<string, number> = Object.fromEntries(columns.map(([name], i) => [name!, out[`c${i}`]!]));
  const kv = await w.kv();
  for (const prefix of ["page:", "rev:", "trash:", "settings:"])
    counts[prefix] = (await kv.list({ prefix })).keys.length;
  return counts;
}

/** A review link for a job, and a testimonial with a photo through it; returns the testimonial's id. */
async function testimonialWithPhoto(w: RunningWorker, cookie: string, jobId: string, i: number): Promise<string> {
  const asked = await (await postForm(w, "/admin/avaliacoes/pedir", { obra: jobId }, { Cookie: cookie })).text();
  const path = /https:\/\/motoresppa\.com\.br(\/avaliar\/[a-z0-9]{8})/.exec(asked)?.[1];
  expect(path).toBeTruthy();
  const boundary = `----ppa${i}x${Date.now()}`;
  const fields = {
    nome: `Cliente${i}`,
    bairro: "Moema",
    texto: `Portão instalado no prazo e funcionando muito bem, equipe caprichosa (${i}).`,
    consentimento: "on",
  };
  const photo = await photoJpeg({ ...PHOTO, seed: 40 + i });
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="foto"; filename="p${i}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    Buffer.from(photo),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  const sent = await w.fetch(path!, {
    method: "POST",
    body: Buffer.concat(parts),
    headers: {
      Origin: w.url,
      "Content-Type": `multipart/form-data; boundary=${boundary}`,
      "User-Agent": PHONE,
      "Sec-Fetch-Site": "same-origin",
      "CF-Connecting-IP": `198.51.100.${10 + i}`,
      ...FRESH_CONNECTION,
    },
  });
  expect(sent.status).toBe(200);
  const id = (await (
    await w.db()
  )
    .prepare("SELECT id FROM testimonials WHERE request_code = ?1")
    .bind(path!.split("/").pop())
    .first<string>("id"))!;
  const ok = await postForm(w, "/admin/depoimentos", { id, intent: "aprovar" }, { Cookie: cookie });
  expect(ok.status).toBe(302);
  return id;
}

let testimonialIds: string[];

beforeAll(async () => {
  // The copy's and the restore's engines only (each other Workflow's engine a Worker of its own).
  source = await startWorker({ launched: true, workflows: WORKFLOWS });
  const cookie = await signInCookie(source);
  const kv = await source.kv();
  const db = await source.db();
  // Pages: published ones measured by the gate, each of a few edited (a revision), a draft, one in the trash.
  // Saved by the app's store inside the Worker (the panel's import of a signed export), not a
  // round trip from Node for each of their KV and D1 calls.
  const pages = await importSeededPages(source, cookie, 12, "Manutenção de portão");
  for (const p of pages.slice(0, 4)) {
    const current = (await getPage(kv, p.slug))!;
    await updatePage(
      storeOf(kv, db),
      current,
      { ...p, description: `${p.description} Revisada.` },
      { duplicates: "allow" },
    );
  }
  await seedPage(kv, { ...pages[0]!, title: "Rascunho de teste", slug: "rascunho-de-teste", status: "draft" } as never);
  await trashPage(storeOf(kv, db), pages[11]!.slug);
  // Jobs done with photos.
  photoIds = [];
  const jobIds: string[] = [];
  for (const [i, place] of JOB_PLACES.entries()) {
    const up = await uploadPhoto(source, cookie, await photoJpeg({ ...PHOTO, seed: i }), {
      name: `obra-${i}.jpg`,
    });
    expect(up.status).toBe(201);
    photoIds.push(up.image!.id);
    const res = await postJob(source, cookie, {
      lugar: `${place}, São Paulo`,
      produto: "deslizante",
      data: todayInSaoPaulo(),
      descricao: `Instalamos um motor deslizante em ${place}, com o portão revisado e as cremalheiras alinhadas antes.`,
      midia: [up.image!.id],
    });
    expect(res.status, await res.text()).toBe(302);
    jobIds.push(/\/admin\/obras\/([a-z0-9]+)/.exec(res.headers.get("location") ?? "")?.[1] ?? "");
  }
  const jobs = (await db.prepare("SELECT id FROM jobs_done").all<{ id: string }>()).results.map((r) => r.id);
  expect(jobs).toHaveLength(JOB_PLACES.length);
  testimonialIds = [
    await testimonialWithPhoto(source, cookie, jobs[0]!, 1),
    await testimonialWithPhoto(source, cookie, jobs[1]!, 2),
  ];
  // 500 leads across the pipeline, with values and notes.
  // In one statement, its rows as one JSON parameter: a `bind` through Miniflare's proxy is a
  // round trip between Node and workerd, 500 of them here.
  const now = Date.now();
  const leads = Array.from({ length: 500 }, (_, n) => ({
    ref: `B${n.toString(36).toUpperCase().padStart(4, "0")}`,
    created_at: now - n * 3_600_000,
    stage: STAGES[n % 5],
    value_cents: n % 5 === 3 ? 150_000 + n : null,
    note: n % 7 === 0 ? `Ligar de novo (${n})` : null,
    customer_name: `Cliente ${n}`,
  }));
  await db
    .prepare(
      "INSERT INTO leads (ref, created_at, channel, path, family, place, device, stage, value_cents, note, customer_name) SELECT value ->> 'ref', value ->> 'created_at', 'whatsapp', '/local/moema', 'local', 'Moema, São Paulo', 'mobile', value ->> 'stage', value ->> 'value_cents', value ->> 'note', value ->> 'customer_name' FROM json_each(?1)",
    )
    .bind(JSON.stringify(leads))
    .run();
  sitemap = await readSitemap(source);
  before = await mainTexts(
    source,
    sitemap.map((u) => u.path),
  );
  counts = await tableCounts(source);
  // The copy is made by the backup Workflow, in steps; the screen offers it once done.
  const started = performance.now();
  const made = await postForm(
    source,
    "/admin/copia-de-seguranca",
    { intent: "copiar-agora", historico: "1" },
    { Cookie: cookie },
  );
  expect(made.status, await made.clone().text()).toBe(302);
  const copy = await copyEnded(source, cookie);
  expect(copy.state).toBe("done");
  const res = await source.fetch(`/admin/copia-de-seguranca/baixar?copia=${copy.name}`, {
    headers: { Cookie: cookie },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="copia-de-seguranca-/);
  archive = new Uint8Array(await res.arrayBuffer());
  figures = `archive ${(archive.length / 1024).toFixed(0)} kB in ${(performance.now() - started).toFixed(0)} ms (${sitemap.length} public URLs, ${counts["page:"]} page records, ${counts["rev:"]} revisions, ${counts.leads} leads, ${counts.media} photos)`;
  await source.dispose();
  target = await startWorker({ workflows: WORKFLOWS });
  targetCookie = await signInCookie(target);
}, 600_000);

afterAll(async () => {
  console.log(`Backup round trip: ${figures}`);
  await source?.dispose();
  await target?.dispose();
});

/** The archive's entries, to tamper with. */
async function entriesOf(bytes: Uint8Array) {
  const out: { name: string; bytes: Uint8Array }[] = [];
  for await (const e of readTar(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream(), 1 << 26)) out.push(e);
  return out;
}

function tarOf(entries: { name: string; bytes: Uint8Array }[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  for (const e of entries) chunks.push(tarHeader(e.name, e.bytes.length, 0), e.bytes, padding(e.bytes.length));
  chunks.push(trailer());
  return new Uint8Array(Buffer.concat(chunks));
}

describe("a backup restored on an empty deployment", () => {
  async function restoresOnEmpty() {
    const started = performance.now();
    const res = await restore(target, targetCookie, archive);
    expect(res.status, await res.clone().text()).toBe(302);
    expect(await restoreEnded(target, targetCookie)).toBe("done");
    figures += `; restored in ${(performance.now() - started).toFixed(0)} ms`;
    expect(await readSitemap(target)).toEqual(sitemap);
    const after = await mainTexts(
      target,
      sitemap.map((u) => u.path),
    );
    for (const [path, main] of before) expect(after.get(path), path).toBe(main);
    expect(await tableCounts(target)).toEqual(counts);
    for (const id of photoIds) {
      const photo = await target.fetch(`/midia/${id}/360.webp`);
      expect(photo.status, id).toBe(200);
      expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
    // The shingle index was rebuilt from the restored page index.
    const db = await target.db();
    expect(await db.prepare("SELECT built FROM shingle_index_state").first<number>("built")).toBe(1);
    expect(await db.prepare("SELECT count(*) AS n FROM page_shingles").first<number>("n")).toBeGreaterThan(0);
  }

  async function refusesTampered() {
    const entries = await entriesOf(archive);
    const flipped = new Uint8Array(archive);
    const kvAt = entries.findIndex((e) => e.name.startsWith("kv/"));
    // A byte in the middle of the first KV part's text (its header is 512 bytes before it).
    let offset = 0;
    for (const e of entries.slice(0, kvAt)) offset += 512 + e.bytes.length + padding(e.bytes.length).length;
    flipped[offset + 552] = flipped[offset + 552]! ^ 1;
    const withoutPart = tarOf(entries.filter((e) => !e.name.startsWith("d1/leads/")));
    const manifest = entries.find((e) => e.name === MANIFEST)!;
    const foreign = tarOf(
      entries.map((e) => (e.name === SIGNATURE ? { name: e.name, bytes: new TextEncoder().encode("") } : e)),
    );
    const otherKey = await signManifest("another-site-secret-0123456789", manifest.bytes as Uint8Array<ArrayBuffer>);
    const signedElsewhere = tarOf(
      entries.map((e) => (e.name === SIGNATURE ? { name: e.name, bytes: new TextEncoder().encode(otherKey) } : e)),
    );
    const truncated = archive.slice(0, Math.floor(archive.length / 2));
    const countsBefore = await tableCounts(target);
    const home = (await mainTexts(target, ["/"])).get("/");
    const cases: [string, Uint8Array, string][] = [
      ["one byte changed", flipped, "não confere com a lista assinada"],
      ["a part removed", withoutPart, "não confere com a lista assinada"],
      ["no signature", foreign, "assinatura da cópia não confere"],
      ["another site's secret", signedElsewhere, "assinatura da cópia não confere"],
      ["truncated", truncated, "incompleto"],
    ];
    for (const [what, bytes, message] of cases) {
      const res = await restore(target, targetCookie, bytes, { confirmar: "1" });
      expect(res.status, what).toBe(422);
      const body = await res.text();
      expect(body, what).toContain(message);
      expect(body, what).toContain("Nada foi alterado.");
    }
    expect(await tableCounts(target)).toEqual(countsBefore);
    expect((await mainTexts(target, ["/"])).get("/")).toBe(home);
    // No copy of the current state was taken: nothing was about to change.
    expect((await (await target.media()).list({ prefix: "copias/" })).objects).toHaveLength(0);
    // Over data, without the confirmation: refused too.
    const unconfirmed = await restore(target, targetCookie, archive);
    expect(unconfirmed.status).toBe(422);
    expect(await unconfirmed.text()).toContain("marque a confirmação");
  }

  async function keepsRemovedTestimonial() {
    const [removed, kept] = testimonialIds as [string, string];
    const db = await target.db();
    const photo = (await db
      .prepare("SELECT photo_id FROM testimonials WHERE id = ?1")
      .bind(removed)
      .first<string>("photo_id"))!;
    expect(photo).toBeTruthy();
    const res = await postForm(
      target,
      "/admin/depoimentos",
      { id: removed, intent: "remover" },
      { Cookie: targetCookie },
    );
    expect(res.status).toBe(302);
    const restored = await restore(target, targetCookie, archive, { confirmar: "1" });
    expect(restored.status, await restored.clone().text()).toBe(302);
    expect(await restoreEnded(target, targetCookie)).toBe("done");
    const row = await db.prepare("SELECT status, text, photo_id FROM testimonials WHERE id = ?1").bind(removed).first();
    expect(row).toEqual({ status: "removed", text: "", photo_id: null });
    expect(await db.prepare("SELECT count(*) AS n FROM media WHERE id = ?1").bind(photo).first<number>("n")).toBe(0);
    expect((await target.fetch(`/midia/${photo}/360.webp`)).status).toBe(404);
    expect(await db.prepare("SELECT status FROM testimonials WHERE id = ?1").bind(kept).first<string>("status")).toBe(
      "approved",
    );
    // The state before this restore was copied first, and is listed on the screen.
    const screen = await (
      await target.fetch("/admin/copia-de-seguranca", { headers: { Cookie: targetCookie } })
    ).text();
    expect(screen).toContain("antes de uma restauração");
  }

  // One test: each step reads the state the one before left (the target restored, then its
  // testimonial removed), and CI shuffles the tests of a file.
  it("answers every public URL with the same text and lastmod, the same counts, the photos served; then refuses a tampered, truncated or foreign archive and changes nothing; then keeps a removed testimonial removed when an older archive is restored; the weekly copy from the daily cron once a week, the newest N kept, each downloadable and restorable", async () => {
    await restoresOnEmpty();
    await refusesTampered();
    await keepsRemovedTestimonial();
    await weeklyCopy();
  }, 400_000);

  async function weeklyCopy() {
    const bucket = await target.media();
    const copies = async () =>
      (await bucket.list({ prefix: "copias/", include: ["customMetadata"] })).objects.map((o) => ({
        key: o.key,
        kind: o.customMetadata?.kind,
      }));
    expect((await copies()).filter((c) => c.kind === "semanal")).toHaveLength(0);
    // The cron starts the backup Workflow; the copy is listed once its last step ran.
    await target.scheduled(DAILY_CRON);
    await buildsEnded(target);
    expect((await copies()).filter((c) => c.kind === "semanal")).toHaveLength(1);
    // Not due again within the week.
    await target.scheduled(DAILY_CRON);
    await buildsEnded(target);
    expect((await copies()).filter((c) => c.kind === "semanal")).toHaveLength(1);

    const refused = await postForm(
      target,
      "/admin/copia-de-seguranca",
      { intent: "guardar", manter: "0" },
      { Cookie: targetCookie },
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Guarde pelo menos 1 cópia.");
    const kept = await postForm(
      target,
      "/admin/copia-de-seguranca",
      { intent: "guardar", manter: "1" },
      { Cookie: targetCookie },
    );
    expect(kept.status).toBe(302);
    const now = await postForm(
      target,
      "/admin/copia-de-seguranca",
      { intent: "copiar-agora" },
      { Cookie: targetCookie },
    );
    expect(now.status).toBe(302);
    expect((await copyEnded(target, targetCookie)).state).toBe("done");
    const left = await copies();
    expect(left).toHaveLength(1);
    expect(left[0]!.kind).toBe("manual");

    const name = left[0]!.key.slice("copias/".length);
    const screen = await (
      await target.fetch("/admin/copia-de-seguranca", { headers: { Cookie: targetCookie } })
    ).text();
    expect(screen).toContain(`data-copy="${name}"`);
    const download = await target.fetch(`/admin/copia-de-seguranca/baixar?copia=${name}`, {
      headers: { Cookie: targetCookie },
    });
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBe((await bucket.head(left[0]!.key))!.size);
    const countsBefore = await tableCounts(target);
    const restored = await postForm(
      target,
      "/admin/copia-de-seguranca",
      { intent: "restaurar-copia", copia: name, confirmar: "1" },
      { Cookie: targetCookie },
    );
    expect(restored.status, await restored.clone().text()).toBe(302);
    expect(await restoreEnded(target, targetCookie)).toBe("done");
    expect(await tableCounts(target)).toEqual(countsBefore);
    // While a copy is being made, another copy and a restore are refused, in Portuguese.
    const db = await target.db();
    await db
      .prepare(
        "INSERT INTO backup_builds (id, kind, name, insights, status, records, pages, photos, photos_total, created_at, updated_at) VALUES ('ocupada', 'manual', 'copia-2026-01-01T00-00-00-000Z.tar', 0, 'running', 1234, 240, 3, 12, ?1, ?1)",
      )
      .bind(Date.now())
      .run();
    const second = await postForm(
      target,
      "/admin/copia-de-seguranca",
      { intent: "copiar-agora" },
      { Cookie: targetCookie },
    );
    expect(second.status).toBe(409);
    expect(await second.text()).toContain("Uma cópia já está sendo feita");
    const during = await postForm(
      target,
      "/admin/copia-de-seguranca",
      { intent: "restaurar-copia", copia: name, confirmar: "1" },
      { Cookie: targetCookie },
    );
    expect(during.status).toBe(422);
    expect(await during.text()).toContain("Uma cópia está sendo feita agora");
    // Its progress, as the screen polls it.
    const copying = await (
      await target.fetch("/admin/copia-de-seguranca", { headers: { Cookie: targetCookie } })
    ).text();
    expect(copying).toContain('data-build="running"');
    expect(copying).toContain("Fazendo a cópia: 1.234 registros (240 páginas), 3 de 12 fotos");
    // A copy whose Workflow stopped without a word (no step for 30 minutes) is shown as failed.
    await db.prepare("UPDATE backup_builds SET updated_at = 0 WHERE id = 'ocupada'").run();
    const stalled = await (
      await target.fetch("/admin/copia-de-seguranca", { headers: { Cookie: targetCookie } })
    ).text();
    expect(stalled).toContain('data-build="failed"');
    expect(stalled).toContain("A cópia não terminou");
    await db.prepare("DELETE FROM backup_builds WHERE id = 'ocupada'").run();
    // Without a session, neither the screen nor a download answers.
    expect((await target.fetch("/admin/copia-de-seguranca")).status).toBe(302);
    expect((await target.fetch(`/admin/copia-de-seguranca/baixar?copia=${name}`)).status).toBe(302);
  }
});
