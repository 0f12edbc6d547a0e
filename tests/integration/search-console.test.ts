// "Desempenho no Google" against the built Worker with real local D1 and Workflows, and a fake
// Google (OAuth token server + Search Console API) on loopback: connect with PKCE, pick the
// property, the 16-month back-fill (paged by startRow, a 500 storm stopping it, "Continuar"),
// the report against the fixture and seeded leads, the daily cron re-run without duplicates,
// 401/403/429/500 and an expired grant, and disconnect (revoked at Google, deleted here).
// One Worker for the file; each test brings the connection to the state it needs (one connection
// per site is the product), so the tests pass in any order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, signInCookie } from "../../harness/admin-client";
import {
  type FakeSearchConsole,
  type FixtureRow,
  startFakeSearchConsole,
} from "../../harness/fakes/fake-search-console";
import { getHtml, text } from "../../harness/html";
import { startWorker, type RunningWorker } from "../../harness/worker";
import { addDays, dayLabelBr, dayOfMs, daysBetween, monthsBefore } from "~/lib/insights/days";
import { refreshTotals } from "~/lib/insights/search-totals.server";

const PROPERTY = "sc-domain:motoresppa.com.br";
const SITE = "https://motoresppa.com.br";
const CITY = "/cidades/santo-andre";
const GENERATED = "/links-uteis/portao-eletronico-barulhento";
const ROW_LIMIT = 5;

let fake: FakeSearchConsole;
let w: RunningWorker;
let cookie: string;
let db: D1Database;

const today = dayOfMs(Date.now());
const yesterday = addDays(today, -1);
const firstDay = monthsBefore(today, 16);
const allDays = daysBetween(firstDay, yesterday) + 1;

/** 16 months of the home page; the last 56 days of a city page and a generated page. */
function fixture(): FixtureRow[] {
  const rows: FixtureRow[] = [];
  for (let d = firstDay; d <= yesterday; d = addDays(d, 1)) {
    rows.push({ date: d, page: `${SITE}/`, query: "motor ppa", clicks: 1, impressions: 10, position: 8 });
    rows.push({ date: d, page: `${SITE}/`, query: null, clicks: 0, impressions: 2, position: 8 });
  }
  // Last 28 days (ending yesterday): 1,000 impressions and 30 clicks at position 6, of which 100
  // impressions come from anonymised queries (in the page total, not in its queries).
  for (let i = 0; i < 20; i++) {
    const date = addDays(yesterday, -i);
    const clicks = i < 15 ? 2 : 0;
    const page = `${SITE}${CITY}`;
    rows.push({ date, page, query: "motor portão santo andré", clicks, impressions: 30, position: 5 });
    rows.push({
      date,
      page: `${page}/`,
      query: "portão automático santo andré",
      clicks: 0,
      impressions: 15,
      position: 7,
    });
    rows.push({ date, page, query: null, clicks: 0, impressions: 5, position: 8 });
    rows.push({
      date,
      page: `${SITE}${GENERATED}`,
      query: "portão barulhento",
      clicks: i < 4 ? 1 : 0,
      impressions: 100,
      position: 3,
    });
  }
  // The 28 days before: 800 impressions, 20 clicks.
  for (let i = 28; i < 36; i++) {
    const date = addDays(yesterday, -i);
    rows.push({
      date,
      page: `${SITE}${CITY}`,
      query: "motor portão santo andré",
      clicks: i < 32 ? 3 : 2,
      impressions: 100,
      position: 9,
    });
  }
  return rows;
}
const rows = fixture();
const fixtureDays = new Set(rows.map((r) => r.date)).size;

beforeAll(async () => {
  fake = await startFakeSearchConsole();
  fake.setSites([PROPERTY, "https://outro-site.example/"], ["https://nao-verificado.example/"]);
  fake.setRows(PROPERTY, rows);
  w = await startWorker({
    bindings: {
      GOOGLE_CLIENT_ID: "cliente-teste.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "segredo-do-cliente",
      GOOGLE_AUTH_URL: fake.authUrl,
      GOOGLE_TOKEN_URL: fake.tokenUrl,
      GOOGLE_REVOKE_URL: fake.revokeUrl,
      SEARCH_CONSOLE_API_URL: fake.apiUrl,
      SEARCH_CONSOLE_RETRY_MS: "5",
      SEARCH_CONSOLE_ROW_LIMIT: String(ROW_LIMIT),
    },
  });
  cookie = await signInCookie(w);
  db = await w.db();
});
afterAll(async () => {
  await w?.dispose();
  await fake?.close();
});

const admin = (path: string, init: RequestInit = {}) =>
  w.fetch(path, { ...init, headers: { Cookie: cookie, ...(init.headers as Record<string, string>) } });
const post = (fields: Record<string, string>, extra: Record<string, string> = {}) =>
  postForm(w, "/admin/desempenho", fields, { Cookie: cookie, ...extra });

/** The OAuth dance: the connect button, Google's consent (faked), the callback. */
async function connect(options: { scope?: string; noRefreshToken?: boolean } = {}): Promise<Response> {
  const start = await post({ intent: "conectar" });
  expect(start.status).toBe(302);
  const location = new URL(start.headers.get("location")!);
  const oauth = start.headers.get("set-cookie")!.split(";")[0]!;
  const code = `codigo-${crypto.randomUUID()}`;
  fake.grant(code, location.searchParams.get("code_challenge")!, options);
  return admin(`/admin/desempenho/callback?code=${code}&state=${location.searchParams.get("state")}`, {
    headers: { Cookie: `${cookie}; ${oauth}` },
  });
}

const connection = () => db.prepare("SELECT * FROM search_console WHERE id = 1").first<Record<string, unknown>>();
const job = () =>
  db
    .prepare("SELECT * FROM search_console_jobs ORDER BY created_at DESC, rowid DESC LIMIT 1")
    .first<Record<string, unknown>>();

async function waitForJob(status: string) {
  await expect.poll(async () => (await job())?.status, { timeout: 90_000, interval: 200 }).toBe(status);
}

/** Connected, property chosen, 16 months imported: from whatever state the last test left. */
async function ensureImported() {
  if (!(await connection())) expect((await connect()).status).toBe(302);
  if ((await connection())?.property !== PROPERTY) await post({ intent: "propriedade", propriedade: PROPERTY });
  const j = await job();
  if (j?.status === "failed") await post({ intent: "continuar" });
  await waitForJob("completed");
}

async function runCron() {
  const before = (await connection())?.last_import_at ?? 0;
  const beforeError = (await connection())?.last_error_at ?? 0;
  const worker = await w.mf.getWorker();
  await worker.scheduled({ cron: "0 6 * * *" });
  await expect
    .poll(async () => {
      const c = await connection();
      return (c?.last_import_at ?? 0) !== before || (c?.last_error_at ?? 0) !== beforeError;
    })
    .toBe(true);
  return connection();
}

const counts = async () => {
  const [p, q, d] = await db.batch<{ n: number; imp: number }>([
    db.prepare("SELECT count(*) AS n, sum(impressions) AS imp FROM search_pages"),
    db.prepare("SELECT count(*) AS n, sum(impressions) AS imp FROM search_queries"),
    db.prepare("SELECT count(*) AS n, 0 AS imp FROM search_days"),
  ]);
  return { pages: p!.results[0]!, queries: q!.results[0]!, days: d!.results[0]!.n };
};
const expectedPages = {
  n: new Set(rows.map((r) => `${r.date} ${new URL(r.page).pathname.replace(/\/$/, "") || "/"}`)).size,
  imp: rows.reduce((s, r) => s + r.impressions, 0),
};

const cell = (doc: Awaited<ReturnType<typeof getHtml>>, row: string, col: string) =>
  text(doc.querySelector(`[data-row="${row}"] [data-col="${col}"] [data-now]`));

describe("connecting to Search Console", () => {
  it("sends the seller to Google with PKCE, the read-only scope and offline access", async () => {
    const start = await post({ intent: "conectar" });
    expect(start.status).toBe(302);
    const location = new URL(start.headers.get("location")!);
    expect(location.origin + location.pathname).toBe(fake.authUrl);
    expect(location.searchParams.get("scope")).toBe("https://www.googleapis.com/auth/webmasters.readonly");
    expect(location.searchParams.get("redirect_uri")).toBe(`${w.url}/admin/desempenho/callback`);
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("access_type")).toBe("offline");
    expect(location.searchParams.get("prompt")).toBe("consent");
    expect(start.headers.get("set-cookie")).toContain("Path=/admin/desempenho");
  });

  it("refuses a forged state, a consent without the scope and one without a refresh token, in Portuguese", async () => {
    const start = await post({ intent: "conectar" });
    const oauth = start.headers.get("set-cookie")!.split(";")[0]!;
    const forged = await admin("/admin/desempenho/callback?code=x&state=forjado", {
      headers: { Cookie: `${cookie}; ${oauth}` },
    });
    expect(forged.headers.get("location")).toBe("/admin/desempenho?erro=cancelado");
    const noScope = await connect({ scope: "openid email" });
    expect(noScope.headers.get("location")).toBe("/admin/desempenho?erro=sem-permissao");
    const page = await getHtml(await admin("/admin/desempenho?erro=sem-permissao"));
    expect(text(page.querySelector("[role='alert']"))).toContain("permissão de ver os dados do Search Console");
    expect((await connect({ noRefreshToken: true })).headers.get("location")).toBe("/admin/desempenho?erro=sem-token");
  });

  it("stores the refresh token sealed, lists only verified properties and suggests this site's", async () => {
    expect((await connect()).headers.get("location")).toBe("/admin/desempenho");
    const token = fake.issued.at(-1)!;
    const stored = await connection();
    expect(String(stored?.token_cipher)).not.toContain(token);
    expect(String(stored?.token_cipher)).toMatch(/^[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
    const html = await (await admin("/admin/desempenho?trocar=1")).text();
    expect(html).not.toContain(token);
    const doc = await getHtml(new Response(html));
    const options = doc
      .querySelectorAll("[data-property-picker] input[name='propriedade']")
      .map((i) => i.getAttribute("value"));
    expect(options).toEqual(["https://outro-site.example/", PROPERTY]);
    expect(doc.querySelector(`input[value='${PROPERTY}']`)?.hasAttribute("checked")).toBe(true);
    // A property outside the account's list is refused.
    const bad = await post({ intent: "propriedade", propriedade: "sc-domain:alheio.example" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Escolha um dos sites da lista.");
  });
});

describe("the 16-month back-fill", () => {
  it("pages by startRow, stops on a storm of 500s, continues on request and ends with every day once", async () => {
    // From a clean slate: this test watches a back-fill from its start.
    if (await connection()) await post({ intent: "desconectar" });
    await db.batch(
      ["search_console_jobs", "search_pages", "search_queries", "search_days"].map((t) =>
        db.prepare(`DELETE FROM ${t}`),
      ),
    );
    expect((await connect()).status).toBe(302);
    const queriesBefore = fake.queries.length;
    // Four 500s: the first request and its three retries (the API client's limit).
    fake.fail("query", 500, 4);
    await post({ intent: "propriedade", propriedade: PROPERTY });
    await waitForJob("failed");
    const stopped = await getHtml(await admin("/admin/desempenho"));
    expect(text(stopped.querySelector("[data-backfill='failed']"))).toContain("O Search Console não respondeu");
    expect(stopped.querySelector("button[value='continuar']")).not.toBeNull();
    expect(fake.queries.slice(queriesBefore, queriesBefore + 4).map((q) => q.status)).toEqual([500, 500, 500, 500]);

    const resumed = await post({ intent: "continuar" });
    expect(resumed.status).toBe(302);
    await waitForJob("completed");
    const calls = fake.queries.slice(queriesBefore + 4);
    // Newest week first; every range paged with startRow until a short page.
    expect(calls[0]).toMatchObject({
      startDate: addDays(yesterday, -6),
      endDate: yesterday,
      startRow: 0,
      rowLimit: ROW_LIMIT,
    });
    expect(calls.some((c) => c.startRow === ROW_LIMIT)).toBe(true);
    expect(calls.at(-1)?.startDate).toBe(firstDay);
    const c = await counts();
    expect(c.days).toBe(allDays);
    expect(c.pages).toEqual(expectedPages);
    expect(c.queries.imp).toBe(rows.filter((r) => r.query).reduce((s, r) => s + r.impressions, 0));

    const doc = await getHtml(await admin("/admin/desempenho"));
    expect(text(doc.querySelector("[data-backfill-done]"))).toContain(
      `de ${dayLabelBr(firstDay)} a ${dayLabelBr(yesterday)}`,
    );
    expect(text(doc.querySelector("[data-coverage]"))).toContain(`(${allDays} dias)`);
    expect(fixtureDays).toBe(allDays);
  });
});

describe("the report", () => {
  it("shows a page's funnel exactly: 1.000 impressions, 30 clicks, 3 contacts, 1 closed at R$ 1.400", async () => {
    await ensureImported();
    const ref = () =>
      Array.from({ length: 5 }, () => "ABCDEFGHJKMNPQRSTUVWXYZ23456789"[Math.floor(Math.random() * 31)]).join("");
    const noon = (day: string) => Date.parse(`${day}T15:00:00Z`);
    await db.prepare("DELETE FROM leads WHERE path = ?1").bind(CITY).run();
    const insert = (day: string, closed: number | null) =>
      db
        .prepare(
          "INSERT INTO leads (ref, created_at, channel, path, family, place, device, closed_at, value_cents) VALUES (?1, ?2, 'whatsapp', ?3, 'cidade', 'Santo André', 'mobile', ?4, ?5)",
        )
        .bind(ref(), noon(day), CITY, closed === null ? null : noon(day), closed);
    await db.batch([
      insert(addDays(yesterday, -2), null),
      insert(addDays(yesterday, -10), 140_000),
      insert(addDays(yesterday, -20), null),
      insert(addDays(yesterday, -40), null), // the 28 days before
    ]);
    const doc = await getHtml(await admin("/admin/desempenho"));
    expect(cell(doc, CITY, "impressoes")).toBe("1.000");
    expect(cell(doc, CITY, "cliques")).toBe("30");
    expect(cell(doc, CITY, "ctr")).toBe("3,0 %");
    expect(cell(doc, CITY, "posicao")).toBe("5,9");
    expect(cell(doc, CITY, "contatos")).toBe("3");
    expect(cell(doc, CITY, "fechados")).toBe("1");
    expect(cell(doc, CITY, "receita")).toBe("R$ 1.400,00");
    expect(text(doc.querySelector(`[data-row="${CITY}"] [data-col="impressoes"] [data-before]`))).toBe("antes 800");
    expect(text(doc.querySelector(`[data-row="${CITY}"] [data-col="contatos"] [data-before]`))).toBe("antes 1");
    // The whole site's funnel: home 336 + city 1,000 + generated page 2,000 impressions.
    const totals = doc
      .querySelectorAll("[data-totals] > div")
      .map((d) => d.querySelectorAll("dt, dd").map(text).join(" "));
    expect(totals).toEqual([
      "Impressões 3.336 antes 1.136",
      "Cliques 62 antes 48",
      "Contatos 3 antes 1",
      "Fechados 1 antes 0",
      "Receita R$ 1.400,00 antes R$ 0,00",
    ]);
    // A generated page links to its editor.
    expect(doc.querySelector(`[data-row="${GENERATED}"] a[data-edit]`)?.getAttribute("href")).toBe(
      "/admin/paginas/portao-eletronico-barulhento/editar",
    );
    // The same numbers for the place.
    const places = await getHtml(await admin("/admin/desempenho?ver=locais"));
    expect(cell(places, "Santo André", "impressoes")).toBe("1.000");
    expect(cell(places, "Santo André", "receita")).toBe("R$ 1.400,00");
  });

  it("lists what to do: near the first page by clicks to gain, seen but not clicked", async () => {
    await ensureImported();
    const doc = await getHtml(await admin("/admin/desempenho"));
    // Position 5.9 → 3: 1,000 × 11 % − 30 = 80 clicks.
    const near = doc.querySelector(`[data-list='quase'] [data-item='${CITY}']`);
    expect(text(near?.querySelector("[data-gain]"))).toBe("cerca de 80 cliques a mais");
    expect(text(near)).toContain("busca principal: “motor portão santo andré”");
    // 2,000 impressions at position 3 with 4 clicks: 0,2 % against a norm of 11 %.
    const low = doc.querySelector(`[data-list='pouco-clicada'] [data-item='${GENERATED}']`);
    expect(text(low)).toContain("taxa de cliques 0,2 %, o normal seria 11,0 %");
    expect(text(low?.querySelector("[data-missed]"))).toBe("cerca de 216 cliques perdidos");
    expect(doc.querySelector(`[data-list='pouco-clicada'] [data-item='${CITY}']`)).toBeNull();
    // The home page (position 8, 336 impressions, 28 clicks) gains 9: after the city page; the
    // generated page is already third.
    expect(doc.querySelectorAll("[data-list='quase'] [data-item]").map((li) => li.getAttribute("data-item"))).toEqual([
      CITY,
      "/",
    ]);
  });

  it("sorts on the server by any column and shows a page's queries", async () => {
    await ensureImported();
    const order = async (q: string) =>
      (await getHtml(await admin(`/admin/desempenho?${q}`)))
        .querySelectorAll("[data-funnel] tbody tr")
        .map((r) => r.getAttribute("data-row"));
    expect((await order("ordem=impressoes&dir=desc"))[0]).toBe(GENERATED);
    expect((await order("ordem=cliques&dir=desc"))[0]).toBe(CITY);
    expect((await order("ordem=ctr&dir=asc"))[0]).toBe(GENERATED);
    expect((await order("ordem=pagina&dir=asc"))[0]).toBe("/");
    const doc = await getHtml(await admin(`/admin/desempenho?pagina=${encodeURIComponent(CITY)}`));
    const queries = doc.querySelectorAll("[data-queries] tbody tr").map((r) => r.getAttribute("data-query"));
    expect(queries).toEqual(["motor portão santo andré", "portão automático santo andré"]);
    expect(doc.querySelectorAll("[data-query='motor portão santo andré'] td").map((td) => text(td))).toEqual([
      "motor portão santo andré",
      "600",
      "30",
      "5,0 %",
      "5,0",
    ]);
  });
});

describe("links to the pages Google reports (issue 34, point 10)", () => {
  it("only an absolute https:// address of the site becomes an 'abrir' link, never //evil.example/x", async () => {
    await ensureImported();
    const forged = ["//evil.example/x", "/\\evil.example/y"];
    const insert = (page: string) =>
      db
        .prepare("INSERT INTO search_pages (date, page, clicks, impressions, position) VALUES (?1, ?2, 1, 50, 3)")
        .bind(yesterday, page);
    // Written as an import writes its rows: with the screen's sums (search-totals.server.ts).
    await db.batch([...forged.map(insert), ...refreshTotals(db)]);
    try {
      const doc = await getHtml(await admin("/admin/desempenho"));
      for (const page of forged) {
        const row = doc.querySelectorAll("[data-row]").find((r) => r.getAttribute("data-row") === page);
        expect(row, page).toBeDefined();
        expect(row!.querySelector("a[data-open]"), page).toBeNull();
      }
      const links = doc.querySelectorAll("a[data-open]").map((a) => a.getAttribute("href") ?? "");
      expect(links.length).toBeGreaterThan(0);
      for (const href of links) expect(href).toMatch(/^https:\/\/motoresppa\.com\.br\/(?![/\\])/);
      expect(doc.querySelector(`[data-row="${GENERATED}"] a[data-open]`)?.getAttribute("href")).toBe(
        `https://motoresppa.com.br${GENERATED}`,
      );
    } finally {
      await db.batch([
        ...forged.map((page) => db.prepare("DELETE FROM search_pages WHERE page = ?1").bind(page)),
        ...refreshTotals(db),
      ]);
    }
  });
});

describe("the daily import (cron)", () => {
  it("logs no text of Google's error bodies: a token planted in each error kind reaches neither the log nor D1", async () => {
    await ensureImported();
    const planted = `ya29.PLANTADO${crypto.randomUUID().replaceAll("-", "")}`;
    const message = `Request had invalid authentication credentials. Authorization: Bearer ${planted}`;
    const from = w.logs.length;
    // 400 unexpected, 401 grant, 403 access, 429 quota and 500 server (both retried to the end).
    for (const [status, times] of [
      [400, 1],
      [401, 1],
      [403, 1],
      [429, 4],
      [500, 4],
    ] as const) {
      await db.prepare("DELETE FROM search_days WHERE date = ?1").bind(yesterday).run();
      fake.fail("query", status, times, status === 429 ? { "Retry-After": "0" } : {}, message);
      const after = await runCron();
      expect(after?.last_error, String(status)).toBeTruthy();
      expect(after?.last_error, String(status)).not.toContain("PLANTADO");
    }
    const logged = w.logs.slice(from);
    expect(logged.some((l) => l.includes("HTTP 403"))).toBe(true);
    expect(logged.filter((l) => l.includes("PLANTADO") || l.includes("Bearer"))).toEqual([]);
    const ok = await runCron();
    expect(ok?.last_error).toBeNull();
  });

  it("re-imports the missing days without duplicates, retrying a 500 and a 429", async () => {
    await ensureImported();
    const before = await counts();
    await db.prepare("DELETE FROM search_days WHERE date >= ?1").bind(addDays(yesterday, -3)).run();
    const from = fake.queries.length;
    fake.fail("query", 500, 1);
    fake.fail("query", 429, 1, { "Retry-After": "0" });
    const after = await runCron();
    expect(after?.last_error).toBeNull();
    expect(
      fake.queries
        .slice(from)
        .map((q) => q.status)
        .slice(0, 3),
    ).toEqual([500, 429, 200]);
    expect(fake.queries[from + 2]).toMatchObject({ startDate: addDays(yesterday, -3), endDate: yesterday });
    expect(await counts()).toEqual(before);
    // Nothing missing: a second run asks Google nothing and changes nothing.
    const calls = fake.queries.length;
    await runCron();
    expect(fake.queries.length).toBe(calls);
    expect(await counts()).toEqual(before);
  });

  it("says in Portuguese what to do on 403, 401 and an expired grant, and recovers after reconnecting", async () => {
    await ensureImported();
    const screenError = async () =>
      text((await getHtml(await admin("/admin/desempenho"))).querySelector("[data-connection] [role='alert']"));
    const missing = () => db.prepare("DELETE FROM search_days WHERE date = ?1").bind(yesterday).run();

    await missing();
    fake.fail("query", 403, 1);
    await runCron();
    expect(await screenError()).toContain("não tem acesso a este site no Search Console (sc-domain:motoresppa.com.br)");

    fake.fail("query", 401, 1);
    await runCron();
    expect(await screenError()).toContain("expirou ou foi revogada");

    fake.expireGrants();
    const refreshes = fake.refreshes.length;
    await runCron();
    expect(fake.refreshes.slice(refreshes)).toEqual([{ ok: false }]);
    const page = await getHtml(await admin("/admin/desempenho"));
    expect(text(page.querySelector("[data-connection] [role='alert']"))).toContain("Clique em “Conectar com o Google”");
    expect(page.querySelector("[data-connection] button[value='conectar']")).not.toBeNull();

    expect((await connect()).status).toBe(302);
    const ok = await runCron();
    expect(ok?.last_error).toBeNull();
    expect((await counts()).days).toBe(allDays);
  });
});

describe("disconnecting", () => {
  it("revokes the token at Google and deletes it; the imported data stays", async () => {
    await ensureImported();
    // A grant of this test's own: other tests leave tokens issued that were never stored (a
    // refused scope, no refresh token), so the last one issued is only known to be stored here.
    expect((await connect()).status).toBe(302);
    const token = fake.issued.at(-1)!;
    expect(fake.revoked).not.toContain(token);
    const res = await post({ intent: "desconectar" });
    expect(res.status).toBe(302);
    expect(fake.revoked).toContain(token);
    expect(await connection()).toBeNull();
    // The toast travels in the session cookie the redirect sets.
    const flashed = res.headers.get("set-cookie")!.split(";")[0]!;
    const doc = await getHtml(await w.fetch("/admin/desempenho", { headers: { Cookie: flashed } }));
    expect(doc.querySelector("[data-connection='none'] button[value='conectar']")).not.toBeNull();
    expect(text(doc.querySelector("[data-toast='success']"))).toContain("revogada e apagada");
    // Without a connection the cron (whose handler awaits its work) asks Google nothing.
    const calls = fake.refreshes.length + fake.queries.length;
    await (await w.mf.getWorker()).scheduled({ cron: "0 6 * * *" });
    expect(fake.refreshes.length + fake.queries.length).toBe(calls);
  });

  it("refuses a disconnect from another origin and unknown intents", async () => {
    expect((await post({ intent: "desconectar" }, { Origin: "https://intruso.example" })).status).toBe(403);
    const unknown = await post({ intent: "apagar-tudo" });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Ação desconhecida.");
  });
});

describe("public pages of this Worker (RUM_SAMPLE_RATE 0, the harness default)", () => {
  it("name no web-vitals chunk when sampling is off", async () => {
    const tag = (await getHtml(await w.fetch("/"))).querySelector("script[src]")!;
    expect(tag.getAttribute("src")).toMatch(/^\/assets\/enhance-[\w-]+\.js$/);
    expect(tag.hasAttribute("data-rum")).toBe(false);
    expect(tag.hasAttribute("data-rum-rate")).toBe(false);
  });
});
