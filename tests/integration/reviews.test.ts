// Review requests against the built Worker with real local KV and D1, the Places API faked on
// loopback: 50 simulated customers (asked, some open the link, some leave a testimonial) counted on
// the leads screen, with the KV and D1 operations each kind of request costs; bad input answered
// with the right status and a Portuguese message; floods rate-limited; admin rights on the server.
import { request as httpRequest } from "node:http";
import { Response as MfResponse } from "miniflare";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REF_ALPHABET } from "~/lib/leads/leads";
import { DAILY_CRON } from "~/worker.server";
import { postForm, signInCookie } from "../../harness/admin-client";
import { type FakePlaces, startFakePlaces } from "../../harness/fakes/fake-places";
import { FRESH_CONNECTION, metadataOf, photoJpeg } from "../../harness/photos";
import { until } from "../../harness/wait";
import { COUNTING_D1, COUNTING_KV, type RunningWorker, startWorker } from "../../harness/worker";
import { randomTag } from "../../harness/tag";

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
/** What a phone's browser sends when the customer taps the link in WhatsApp. */
const OPEN = {
  "User-Agent": PHONE,
  Accept: "text/html",
  "Sec-Fetch-Site": "none",
  "Sec-Fetch-Mode": "navigate",
  "Sec-Fetch-Dest": "document",
};

let w: RunningWorker;
let places: FakePlaces;
let cookie: string;
/** Each KV call ("get", "put", …) and D1 call ("d1/query", "d1/batch?n=3") since the last reset. */
const ops: string[] = [];

beforeAll(async () => {
  places = await startFakePlaces();
  w = await startWorker({
    launched: true,
    bindings: { PLACES_API_KEY: places.key, GOOGLE_PLACE_ID: places.placeId, PLACES_API_URL: places.baseUrl },
    pagesWrapper: COUNTING_KV,
    dbWrapper: COUNTING_D1,
    wrapperServices: {
      COUNTER: (req: Request) => {
        const url = new URL(req.url);
        ops.push(`${url.pathname.slice(1)}${url.pathname.startsWith("/d1/batch") ? url.search : ""}`);
        return new MfResponse("ok") as unknown as Response;
      },
    },
  });
  // Before any request: the isolate keeps the identity it read for a minute.
  const kv = await w.kv();
  const identity = JSON.parse((await kv.get("settings:empresa")) ?? "{}");
  await kv.put(
    "settings:empresa",
    JSON.stringify({ ...identity, googleReviewUrl: "https://g.page/r/CaBcDeFgHiJkEBM/review" }),
  );
  cookie = await signInCookie(w);
});
afterAll(async () => {
  await w?.dispose();
  await places?.close();
});

/** KV operations, D1 calls and D1 statements of one request. */
async function measured(
  send: () => Promise<Response>,
): Promise<{ res: Response; body: string; kv: number; d1Calls: number; d1Statements: number }> {
  ops.length = 0;
  const res = await send();
  const body = await res.text();
  const d1 = ops.filter((o) => o.startsWith("d1/"));
  return {
    res,
    body,
    kv: ops.length - d1.length,
    d1Calls: d1.length,
    d1Statements: d1.reduce((n, o) => n + (o === "d1/query" ? 1 : Number(/n=(\d+)/.exec(o)?.[1] ?? 0)), 0),
  };
}

/**
 * A GET as a phone's browser sends it. Not fetch(): Node's fetch always sends its own
 * Sec-Fetch-Mode (cors), where a tap on a link sends navigate.
 */
function browserGet(path: string, headers: Record<string, string>): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${w.url}${path}`, { headers: { ...headers, Connection: "close" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 0 })));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

let leadSeq = 0;
/** Closed leads from a Santana page, as the Contatos screen leaves them, written in one D1 statement. */
async function closedLeads(count: number, stage = "fechado"): Promise<string[]> {
  const refs = Array.from({ length: count }, () => {
    const n = leadSeq++;
    return `R${REF_ALPHABET[n % 31]}${REF_ALPHABET[Math.floor(n / 31) % 31]}Q${stage === "fechado" ? "Z" : "Y"}`;
  });
  const db = await w.db();
  // One statement over the refs as one JSON parameter: each `bind` through Miniflare's proxy is a
  // round trip between Node and workerd.
  await db
    .prepare(
      "INSERT INTO leads (ref, created_at, channel, path, family, place, device, stage) SELECT value, ?2, 'whatsapp', '/local/santana', 'local', 'Santana, São Paulo', 'mobile', ?3 FROM json_each(?1)",
    )
    .bind(JSON.stringify(refs), Date.now(), stage)
    .run();
  return refs;
}
/** A closed lead from a Santana page, as the Contatos screen leaves it. */
const closedLead = async (stage = "fechado"): Promise<string> => (await closedLeads(1, stage))[0]!;

const ask = (ref: string) => postForm(w, "/admin/avaliacoes/pedir", { contato: ref }, { Cookie: cookie });
const linkIn = (html: string) => /https:\/\/motoresppa\.com\.br(\/avaliar\/[a-z0-9]{8})/.exec(html)?.[1] ?? "";
const testimonial = (path: string, ip: string, fields: Record<string, string>) =>
  postForm(w, path, fields, { "User-Agent": PHONE, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": ip });
const valid = (i: number) => ({
  nome: `Cliente${i}`,
  bairro: "Santana",
  texto: `Instalação feita no prazo, equipe educada e portão funcionando bem (${i}).`,
  consentimento: "on",
});

type Figures = { kv: number[]; d1Calls: number[]; d1Statements: number[] };
const figures: Record<string, Figures> = {};
function note(kind: string, m: { kv: number; d1Calls: number; d1Statements: number }) {
  figures[kind] ??= { kv: [], d1Calls: [], d1Statements: [] };
  const f = figures[kind];
  f.kv.push(m.kv);
  f.d1Calls.push(m.d1Calls);
  f.d1Statements.push(m.d1Statements);
}

describe("50 simulated customers", () => {
  it("are asked, open the link, leave testimonials — counted per month, with each request's KV and D1 operations", async () => {
    await w
      .db()
      .then((db) => db.batch([db.prepare("DELETE FROM testimonials"), db.prepare("DELETE FROM review_requests")]));
    const links: string[] = [];
    // The 50 customers' leads in one D1 batch (not one proxy round trip from Node each).
    const refs = await closedLeads(50);
    for (const ref of refs) {
      const m = await measured(async () => ask(ref));
      expect(m.res.status).toBe(200);
      links.push(linkIn(m.body));
      note("Pedir avaliação (admin POST)", m);
    }
    expect(new Set(links).size).toBe(50);
    // Asking again for the same customer gives the same link and counts no new request.
    const again = await measured(() => ask(refs[0]!));
    expect(linkIn(again.body)).toBe(links[0]);

    for (let i = 0; i < 50; i++) {
      const ip = `203.0.113.${i + 1}`;
      // WhatsApp fetches a preview of every link sent: not an open.
      const preview = await measured(() =>
        w.fetch(links[i]!, { headers: { "User-Agent": "WhatsApp/2.24.1 A", "CF-Connecting-IP": `192.0.2.${i + 1}` } }),
      );
      expect(preview.res.status).toBe(200);
      note("link preview (WhatsApp's fetcher)", preview);
      if (i % 5 === 4) continue; // 10 customers never open it
      const open = await measured(() => browserGet(links[i]!, { ...OPEN, "CF-Connecting-IP": ip }));
      expect(open.res.status).toBe(200);
      expect(open.body).toContain("https://g.page/r/CaBcDeFgHiJkEBM/review");
      note("customer opens /avaliar/{código}", open);
      if (i % 2 === 1) continue; // half of those who open write nothing
      const sent = await measured(() => testimonial(links[i]!, ip, valid(i)));
      expect(sent.res.status).toBe(200);
      expect(sent.body).toContain("/avaliar/remover/");
      note("testimonial sent (POST)", sent);
    }

    const db = await w.db();
    const counts = await db
      .prepare(
        "SELECT (SELECT count(*) FROM review_requests) AS requests, (SELECT count(*) FROM review_requests WHERE opened_at IS NOT NULL) AS opened, (SELECT count(*) FROM testimonials) AS testimonials",
      )
      .first<{ requests: number; opened: number; testimonials: number }>();
    expect(counts).toEqual({ requests: 50, opened: 40, testimonials: 20 });
    const screen = await measured(() => w.fetch("/admin/contatos", { headers: { Cookie: cookie } }));
    note("Contatos screen (admin GET)", screen);
    const row = /<li[^>]*data-month="[^"]+"[^>]*>(.*?)<\/li>/s.exec(screen.body)?.[1] ?? "";
    const cell = (name: string) => new RegExp(`${name}=""[^>]*>(\\d+)<`).exec(row)?.[1];
    expect([cell("data-requests"), cell("data-opened"), cell("data-testimonials-left")]).toEqual(["50", "40", "20"]);

    // The seller approves every testimonial; a visitor's view of the place page then reads no D1.
    const ids = (await db.prepare("SELECT id FROM testimonials").all<{ id: string }>()).results;
    for (const { id } of ids) {
      const m = await measured(() => postForm(w, "/admin/depoimentos", { id, intent: "aprovar" }, { Cookie: cookie }));
      expect(m.res.status).toBe(302);
      note("approve a testimonial (admin POST)", m);
    }
    await w.scheduled(DAILY_CRON);
    const view = await measured(() =>
      w.fetch("/local/santana", { headers: { "User-Agent": PHONE, "CF-Connecting-IP": "198.51.100.9" } }),
    );
    const newest = await db
      .prepare("SELECT first_name FROM testimonials WHERE status = 'approved' ORDER BY approved_at DESC, id LIMIT 1")
      .first<string>("first_name");
    expect(view.body).toContain(`<p class="font-semibold text-slate-900">${newest}</p>`);
    note("visitor views /local/santana (cold isolate copy)", view);
    expect(view.d1Calls).toBe(0);
    expect(view.kv).toBeLessThanOrEqual(3);

    const lines = Object.entries(figures).map(([kind, f]) => {
      const avg = (a: number[]) => (a.reduce((x, y) => x + y, 0) / a.length).toFixed(1);
      return `${kind}: n=${f.kv.length}, KV ops ${avg(f.kv)} (max ${Math.max(...f.kv)}), D1 calls ${avg(f.d1Calls)}, D1 statements ${avg(f.d1Statements)} (max ${Math.max(...f.d1Statements)})`;
    });
    console.log(
      `Reviews, 50 simulated customers: requests ${counts!.requests}, opened ${counts!.opened}, testimonials ${counts!.testimonials}\n${lines.join("\n")}`,
    );
  });
});

describe("bad input", () => {
  it("answers with the right status and a Portuguese message, and stores nothing it should not", async () => {
    const ref = await closedLead();
    const path = linkIn(await (await ask(ref)).text());
    const ip = "198.51.100.77";
    const db = await w.db();
    const before = await db.prepare("SELECT count(*) AS n FROM testimonials").first<number>("n");

    const noConsent = await testimonial(path, ip, { ...valid(1), consentimento: "" });
    expect(noConsent.status).toBe(400);
    expect(await noConsent.text()).toContain("marque a autorização de publicação");
    const short = await testimonial(path, ip, { ...valid(1), texto: "bom" });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("Escreva pelo menos 20 letras");
    const json = await w.fetch(path, {
      method: "POST",
      body: "{}",
      headers: { Origin: w.url, "Content-Type": "application/json", "CF-Connecting-IP": ip },
    });
    expect(json.status).toBe(415);
    const unknown = await testimonial("/avaliar/abcdefgh", ip, valid(1));
    expect(unknown.status).toBe(404);
    expect((await w.fetch("/avaliar/nao-existe", { headers: OPEN })).status).toBe(404);
    expect(await db.prepare("SELECT count(*) AS n FROM testimonials").first<number>("n")).toBe(before);

    // Held for the seller with the reason, never public by itself.
    const held = await testimonial(path, ip, {
      ...valid(2),
      texto: "Ótimo serviço, me liguem no (11) 98765-4321 para indicar.",
    });
    expect(held.status).toBe(200);
    const row = await db
      .prepare(
        "SELECT t.status, t.hold_reason FROM testimonials t JOIN review_requests r ON r.code = t.request_code WHERE r.lead_ref = ?1",
      )
      .bind(ref)
      .first<{ status: string; hold_reason: string }>();
    expect(row).toEqual({ status: "held", hold_reason: "O texto tem um número de telefone." });
    const screen = await (await w.fetch("/admin/depoimentos", { headers: { Cookie: cookie } })).text();
    expect(screen).toContain("O texto tem um número de telefone.");
    // One testimonial per link.
    const second = await testimonial(path, ip, valid(3));
    expect(second.status).toBe(409);
    expect(await second.text()).toContain("Você já enviou seu depoimento por este link");

    // "Pedir avaliação" only after the job: a lead not closed is refused, an unknown one is gone.
    const open = await ask(await closedLead("em_conversa"));
    expect(open.status).toBe(409);
    expect(await open.text()).toContain("ainda não está fechado");
    expect((await ask("ZZZZZ")).status).toBe(404);
    expect((await postForm(w, "/admin/avaliacoes/pedir", { contato: "x" }, { Cookie: cookie })).status).toBe(400);
  });

  it("approving, removing or asking needs the admin's session, checked on the server", async () => {
    const db = await w.db();
    // A testimonial of its own (another test may have removed the others).
    const path = linkIn(await (await ask(await closedLead())).text());
    expect((await testimonial(path, "198.51.100.150", valid(150))).status).toBe(200);
    const id = (await db
      .prepare("SELECT id FROM testimonials WHERE request_code = ?1")
      .bind(path.split("/").pop())
      .first<string>("id"))!;
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    for (const [path, fields] of [
      ["/admin/depoimentos", { id, intent: "remover" }],
      ["/admin/avaliacoes/pedir", { contato: "RAAQZ" }],
    ] as const) {
      const res = await postForm(w, path, fields);
      expect([302, 303]).toContain(res.status);
      expect(res.headers.get("location")).toContain("/admin/login");
    }
    expect(await db.prepare("SELECT status FROM testimonials WHERE id = ?1").bind(id).first("status")).not.toBe(
      "removed",
    );
  });

  it("a flood of /avaliar requests from one address is answered 429 and counts nothing", async () => {
    const path = linkIn(await (await ask(await closedLead())).text());
    const db = await w.db();
    const code = path.split("/").pop();
    const headers = { ...OPEN, "CF-Connecting-IP": "198.51.100.200" };
    // The limiter counts in windows of the wall clock's minutes (Miniflare's as Cloudflare's): the
    // flood and the post after it must fall in one, so with under 20 s of this one left, the next
    // is awaited (a state of the clock, not a fixed time).
    const minute = () => Math.floor(Date.now() / 60_000);
    if (Date.now() % 60_000 > 40_000) {
      const now = minute();
      await until(
        async () => minute(),
        (m) => m !== now,
        { timeout: 25_000, interval: 100, what: "the next minute" },
      );
    }
    const window = minute();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await browserGet(path, headers);
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    const limited = await testimonial(path, "198.51.100.200", valid(9));
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain("Espere um minuto");
    expect(minute(), "the flood ran within one minute's window").toBe(window);
    const row = await db.prepare("SELECT opens FROM review_requests WHERE code = ?1").bind(code).first("opens");
    expect(row).toBe(20);
    expect(
      await db.prepare("SELECT count(*) AS n FROM testimonials WHERE request_code = ?1").bind(code).first("n"),
    ).toBe(0);
  });
});

describe("the Places API (New) call", () => {
  it("asks for the place with the key and only the fields shown", async () => {
    places.requests.length = 0;
    await w.scheduled(DAILY_CRON);
    expect(places.requests).toEqual([
      { path: `/v1/places/${places.placeId}`, fieldMask: "rating,userRatingCount,googleMapsUri", key: places.key },
    ]);
    const db = await w.db();
    const today = new Date().toISOString().slice(0, 10);
    expect(await db.prepare("SELECT rating, count FROM google_ratings WHERE day = ?1").bind(today).first()).toEqual({
      rating: 4.8,
      count: 127,
    });
  });

  it("a place without reviews stores nothing", async () => {
    const db = await w.db();
    await db.prepare("DELETE FROM google_ratings").run();
    places.place = { googleMapsUri: "https://maps.google.com/?cid=1234567890" };
    try {
      await w.scheduled(DAILY_CRON);
    } finally {
      places.place = { rating: 4.8, userRatingCount: 127, googleMapsUri: "https://maps.google.com/?cid=1234567890" };
    }
    expect(await db.prepare("SELECT count(*) AS n FROM google_ratings").first("n")).toBe(0);
  });
});

describe("Pedir avaliação on a job done", () => {
  it("gives one link per job, and its testimonial belongs to the job's place and page", async () => {
    const db = await w.db();
    const id = "rvjobaa2";
    const now = Date.now();
    await db
      .prepare(
        "INSERT INTO jobs_done (id, status, place, product, done_on, description, created_at, updated_at) VALUES (?1, 'draft', 'moema', 'motor', '2026-11-20', 'Motor deslizante instalado.', ?2, ?2)",
      )
      .bind(id, now)
      .run();
    const first = linkIn(await (await postForm(w, "/admin/avaliacoes/pedir", { obra: id }, { Cookie: cookie })).text());
    const again = linkIn(await (await postForm(w, "/admin/avaliacoes/pedir", { obra: id }, { Cookie: cookie })).text());
    expect(first).not.toBe("");
    expect(again).toBe(first);
    expect((await postForm(w, "/admin/avaliacoes/pedir", { obra: "zzzzzzzz" }, { Cookie: cookie })).status).toBe(404);
    expect((await testimonial(first, "198.51.100.90", valid(90))).status).toBe(200);
    expect(
      await db
        .prepare("SELECT place, job_id, status FROM testimonials WHERE request_code = ?1")
        .bind(first.split("/").pop())
        .first(),
    ).toEqual({ place: "moema", job_id: id, status: "pending" });

    // Published with a photo, the job's page shows the testimonial once the seller approves it.
    await db.batch([
      db
        .prepare(
          `INSERT INTO media (id, state, created_at, original_type, original_bytes, width, height, variants, alt)
           VALUES ('rvphoto1', 'ready', ?1, 'image/jpeg', 1000, 720, 540, '[{"w":720,"h":540,"webp":1000}]', 'Portão')`,
        )
        .bind(now),
      db.prepare("INSERT INTO job_done_photos (job_id, position, media_id) VALUES (?1, 0, 'rvphoto1')").bind(id),
      db.prepare("UPDATE jobs_done SET status = 'published', published_at = ?2 WHERE id = ?1").bind(id, now),
    ]);
    const tid = (await db.prepare("SELECT id FROM testimonials WHERE job_id = ?1").bind(id).first<string>("id"))!;
    expect((await postForm(w, "/admin/depoimentos", { id: tid, intent: "aprovar" }, { Cookie: cookie })).status).toBe(
      302,
    );
    const page = await (await w.fetch(`/obras/${id}`, { headers: { "User-Agent": PHONE } })).text();
    expect(page).toContain("O que o cliente disse");
    expect(page).toContain(valid(90).texto);
  });
});

describe("the photo of the gate with a testimonial", () => {
  /** The testimonial form as a phone's browser sends it with files (multipart), field `foto`. */
  function withPhotos(fields: Record<string, string>, files: { name: string; bytes: Uint8Array; type?: string }[]) {
    const boundary = `----ppa${crypto.randomUUID().replaceAll("-", "")}`;
    const parts: Buffer[] = [];
    for (const [name, value] of Object.entries(fields)) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
    for (const f of files) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="foto"; filename="${f.name}"\r\nContent-Type: ${f.type ?? "image/jpeg"}\r\n\r\n`,
        ),
        Buffer.from(f.bytes),
        Buffer.from("\r\n"),
      );
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
  }
  const sendWithPhotos = (
    path: string,
    ip: string,
    fields: Record<string, string>,
    files: Parameters<typeof withPhotos>[1],
  ) => {
    const { body, type } = withPhotos(fields, files);
    return w.fetch(path, {
      method: "POST",
      body,
      headers: {
        Origin: w.url,
        "Content-Type": type,
        "User-Agent": PHONE,
        "Sec-Fetch-Site": "same-origin",
        "CF-Connecting-IP": ip,
        ...FRESH_CONNECTION,
      },
    });
  };
  const mark = () => `f${randomTag()}`;
  /** Media rows whose file name carries `name`, and the R2 keys of their ids. */
  async function storedAs(name: string) {
    const db = await w.db();
    const rows = (
      await db.prepare("SELECT id FROM media WHERE file_name = ?1").bind(name).all<{ id: string }>()
    ).results.map((r) => r.id);
    const keys = (await (await w.media()).list({ limit: 1000 })).objects.map((o) => o.key);
    return { rows, keys: keys.filter((k) => rows.some((id) => k.includes(id))) };
  }
  const newLink = async () => linkIn(await (await ask(await closedLead())).text());
  const testimonialOf = async (path: string) =>
    (await w.db())
      .prepare("SELECT id, status, photo_id FROM testimonials WHERE request_code = ?1")
      .bind(path.split("/").pop())
      .first<{ id: string; status: string; photo_id: string | null }>();

  it("is stored without its GPS position, hidden until approved, shown beside the words, deleted with the testimonial", async () => {
    // 720 px wide: the variants read here (360, 720), not more pixels for the Images binding's sharp.
    const photo = await photoJpeg({ width: 720, height: 540, seed: 7 });
    expect((await metadataOf(photo)).gps).toBe(true);
    const path = await newLink();
    const ip = "198.51.100.140";
    const name = `${mark()}.jpg`;
    const words = {
      ...valid(140),
      nome: "Joana",
      texto: "Portão de correr com motor novo, ficou silencioso e rápido.",
    };
    const sent = await sendWithPhotos(path, ip, words, [{ name, bytes: photo }]);
    expect(sent.status).toBe(200);
    const removal = /\/avaliar\/remover\/[0-9a-f]{40}/.exec(await sent.text())?.[0];
    expect(removal).toBeDefined();
    const row = await testimonialOf(path);
    expect(row?.status).toBe("pending");
    const id = row!.photo_id!;
    expect((await storedAs(name)).rows).toEqual([id]);

    // Not public before approval: /midia answers 404 to anyone, kept nowhere.
    const early = await w.fetch(`/midia/${id}/720.webp`, { headers: FRESH_CONNECTION });
    expect(early.status).toBe(404);
    expect(early.headers.get("cache-control")).toBe("no-store");
    await early.arrayBuffer();
    // The seller sees it through the admin's own address: his session only, never cached.
    const anonymous = await w.fetch(`/admin/depoimentos/foto/${id}/720.webp`, {
      headers: FRESH_CONNECTION,
      redirect: "manual",
    });
    expect(anonymous.status).not.toBe(200);
    await anonymous.arrayBuffer();
    // Served without EXIF, GPS or XMP (the variants the pages use).
    const served = await w.fetch(`/admin/depoimentos/foto/${id}/720.webp`, {
      headers: { Cookie: cookie, ...FRESH_CONNECTION },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("no-store");
    expect(await metadataOf(new Uint8Array(await served.arrayBuffer()))).toEqual({
      exif: false,
      xmp: false,
      gps: false,
    });
    // Not in the seller's image library, not on the place page before approval; on the screen where he decides.
    const library = (await (await w.fetch("/admin/api/midia", { headers: { Cookie: cookie } })).json()) as {
      items: { id: string }[];
    };
    expect(library.items.map((i) => i.id)).not.toContain(id);
    const ownPage = () =>
      w.fetch("/local/santana", { headers: { "User-Agent": PHONE, "CF-Connecting-IP": ip, ...FRESH_CONNECTION } });
    expect(await (await ownPage()).text()).not.toContain(`/midia/${id}/`);
    const screen = await (await w.fetch("/admin/depoimentos", { headers: { Cookie: cookie } })).text();
    expect(screen).toContain(`/admin/depoimentos/foto/${id}/`);
    expect(screen).not.toContain(`/midia/${id}/`);

    expect(
      (await postForm(w, "/admin/depoimentos", { id: row!.id, intent: "aprovar" }, { Cookie: cookie })).status,
    ).toBe(302);
    const shown = await (await ownPage()).text();
    expect(shown).toContain(`/midia/${id}/`);
    const approved = await w.fetch(`/midia/${id}/720.webp`, { headers: FRESH_CONNECTION });
    expect(approved.status).toBe(200);
    await approved.arrayBuffer();
    expect(shown).toContain('alt="Foto do portão de Joana, no bairro Santana, enviada com o depoimento"');

    // The customer's removal link deletes it: the row, every R2 object, and the address answers 404.
    const removed = await postForm(w, removal!, { confirmar: "sim" }, { "CF-Connecting-IP": ip });
    expect(removed.status).toBe(200);
    expect((await storedAs(name)).rows).toEqual([]);
    expect((await storedAs(name)).keys).toEqual([]);
    expect((await (await w.media()).list({ prefix: `variantes/${id}/` })).objects).toEqual([]);
    expect((await w.fetch(`/midia/${id}/720.webp`, { headers: FRESH_CONNECTION })).status).toBe(404);
    expect((await testimonialOf(path))?.photo_id).toBeNull();
    expect(await (await ownPage()).text()).not.toContain(`/midia/${id}/`);
  });

  it("the seller's Remover deletes the photo too", async () => {
    const path = await newLink();
    const name = `${mark()}.jpg`;
    const sent = await sendWithPhotos(path, "198.51.100.141", valid(141), [
      { name, bytes: await photoJpeg({ width: 720, height: 540, seed: 3 }) },
    ]);
    expect(sent.status).toBe(200);
    const row = (await testimonialOf(path))!;
    expect(
      (await postForm(w, "/admin/depoimentos", { id: row.id, intent: "remover" }, { Cookie: cookie })).status,
    ).toBe(302);
    expect(await storedAs(name)).toEqual({ rows: [], keys: [] });
    expect((await w.fetch(`/midia/${row.photo_id}/720.webp`, { headers: FRESH_CONNECTION })).status).toBe(404);
  });

  it("a bad file is refused with its status and a Portuguese message, the typed text kept and nothing stored", async () => {
    const photo = await photoJpeg({ width: 720, height: 540, seed: 5 });
    const big = new Uint8Array(16 * 1024 * 1024);
    big.set(photo.subarray(0, 2000));
    // A small PNG whose header states 20000 × 20000 (400 megapixels).
    const bomb = Buffer.from(
      await sharp({ create: { width: 64, height: 64, channels: 3, background: "#777" } })
        .png()
        .toBuffer(),
    );
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    const cases = [
      [
        "not an image",
        "texto.jpg",
        new TextEncoder().encode("isto não é uma foto, é um texto qualquer"),
        415,
        "não é uma foto",
      ],
      ["over 15 MB", "grande.jpg", big, 413, "o limite é 15 MB por foto"],
      ["over 50 megapixels in its header", "enorme.png", bomb, 413, "o limite é 50 megapixels por foto"],
      ["cut short", "cortada.jpg", photo.subarray(0, Math.floor(photo.length / 2)), 415, "o arquivo parece danificado"],
    ] as const;
    for (const [label, base, bytes, status, message] of cases) {
      const path = await newLink();
      const name = `${mark()}-${base}`;
      const words = { ...valid(142), texto: `Texto digitado que não se perde: ${label}, portão em ordem.` };
      const res = await sendWithPhotos(path, "198.51.100.142", words, [{ name, bytes }]);
      expect(res.status, label).toBe(status);
      const html = await res.text();
      expect(html, label).toContain(message);
      expect(html, label).toContain(words.texto);
      expect(html, label).toContain(`value="${words.nome}"`);
      expect(await testimonialOf(path), label).toBeNull();
      expect(await storedAs(name), label).toEqual({ rows: [], keys: [] });
    }
  });

  it("one photo per testimonial, only with a valid link; text refused: the photo is not kept", async () => {
    const photo = await photoJpeg({ width: 720, height: 540, seed: 9 });
    const ip = "198.51.100.143";
    const two = [`${mark()}-a.jpg`, `${mark()}-b.jpg`];
    const path = await newLink();
    const res = await sendWithPhotos(
      path,
      ip,
      valid(143),
      two.map((name) => ({ name, bytes: photo })),
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Envie só uma foto do portão com o depoimento.");
    for (const name of two) expect(await storedAs(name)).toEqual({ rows: [], keys: [] });
    expect(await testimonialOf(path)).toBeNull();

    const unknownName = `${mark()}.jpg`;
    const unknown = await sendWithPhotos("/avaliar/abcdefgh", ip, valid(143), [{ name: unknownName, bytes: photo }]);
    expect(unknown.status).toBe(404);
    expect(await storedAs(unknownName)).toEqual({ rows: [], keys: [] });

    const shortName = `${mark()}.jpg`;
    const short = await sendWithPhotos(path, ip, { ...valid(143), texto: "bom" }, [{ name: shortName, bytes: photo }]);
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("Escreva pelo menos 20 letras");
    expect(await storedAs(shortName)).toEqual({ rows: [], keys: [] });

    // Answered once: a second post is refused before its photo is read.
    expect((await sendWithPhotos(path, ip, valid(143), [])).status).toBe(200);
    const againName = `${mark()}.jpg`;
    const again = await sendWithPhotos(path, ip, valid(143), [{ name: againName, bytes: photo }]);
    expect(again.status).toBe(409);
    expect(await storedAs(againName)).toEqual({ rows: [], keys: [] });
  });
});
