// "Contatos" as a list the seller works through, on a 375 px phone with 2,000 leads in local D1:
// pages of 25, filters by stage and period, a search by code or customer name whose error sits
// beside the field (400), a stage changed with one tap from the list, and the leads whose next
// step has come listed first. Prints the screen's bytes and the D1 rows its queries read.
import { gzipSync } from "node:zlib";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, signInCookie } from "../../harness/admin-client";
import { launchBrowser } from "../../harness/browser";
import { getHtml, text } from "../../harness/html";
import { startWorker, type RunningWorker } from "../../harness/worker";
import { addSessionCookie, gotoReady, waitForToast } from "../support/admin-browser";
import { addDays, dayOfMs } from "~/lib/insights/days";
import { listLeads } from "~/lib/leads/lead-list.server";
import { stageCounts } from "~/lib/leads/lead-pipeline.server";
import { leadsReport, periodStart } from "~/lib/leads/leads-report.server";
import { REF_ALPHABET } from "~/lib/leads/leads";
import { LEAD_STAGES } from "~/lib/leads/lead-stages";

const LEADS = 2000;
const DAY = 86_400_000;
let w: RunningWorker;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let cookie: string;
let db: D1Database;

/** The i-th test code: 5 characters of the codes' own alphabet, all different. */
const refOf = (i: number) =>
  Array.from(
    { length: 5 },
    (_, k) => REF_ALPHABET[Math.floor(i / REF_ALPHABET.length ** k) % REF_ALPHABET.length],
  ).join("");
const today = dayOfMs(Date.now());

/** 2,000 leads over 85 days; every 7th has a customer's name, every 50th an overdue next step. */
async function seedLeads() {
  const now = Date.now();
  const rows = Array.from({ length: LEADS }, (_, i) => ({
    ref: refOf(i),
    created_at: now - Math.floor((i * 85 * DAY) / LEADS) - 60_000,
    path: i % 2 ? "/cidades/santo-andre" : "/local/moema",
    place: i % 2 ? "Santo André" : "Moema, São Paulo",
    stage: LEAD_STAGES[i % 4 === 3 ? 1 : i % 10 === 9 ? 4 : 0] as string,
    customer_name: i % 7 === 0 ? `Cliente Silva ${i}` : null,
    next_step: i % 50 === 0 ? addDays(today, -(i % 9) - 1) : i % 50 === 1 ? addDays(today, 3) : null,
  }));
  await db
    .prepare(
      `INSERT INTO leads (ref, created_at, channel, path, family, place, device, stage, customer_name, next_step)
       SELECT j.value->>'ref', j.value->>'created_at', 'whatsapp', j.value->>'path', 'local', j.value->>'place',
              'mobile', j.value->>'stage', j.value->>'customer_name', j.value->>'next_step'
       FROM json_each(?1) AS j`,
    )
    .bind(JSON.stringify(rows))
    .run();
  return rows;
}
let seeded: Awaited<ReturnType<typeof seedLeads>>;

beforeAll(async () => {
  [w, browser] = await Promise.all([startWorker(), launchBrowser()]);
  db = await w.db();
  cookie = await signInCookie(w);
  seeded = await seedLeads();
  context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  await addSessionCookie(context, w, cookie);
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await w?.dispose();
});

const listed = () =>
  page.locator("[data-recent-leads] > li").evaluateAll((li) => li.map((l) => l.getAttribute("data-lead")));
const fitsPhone = async () =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

describe("the leads list with 2,000 leads", () => {
  it("shows 25 at a time, newest first, with the due ones above, and pages on", async () => {
    await gotoReady(page, `${w.url}/admin/contatos`);
    expect(await listed()).toEqual(seeded.slice(0, 25).map((l) => l.ref));
    // Overdue open leads first, the oldest day first; a future step is not listed there.
    const due = await page
      .locator("[data-due-leads] li")
      .evaluateAll((li) => li.map((l) => l.getAttribute("data-lead")));
    const expected = seeded
      .filter((l) => l.next_step && l.next_step <= today && l.stage !== "perdido" && l.stage !== "fechado")
      .sort((a, b) =>
        a.next_step! < b.next_step! ? -1 : a.next_step! > b.next_step! ? 1 : a.created_at - b.created_at,
      )
      .slice(0, 20)
      .map((l) => l.ref);
    expect(due).toEqual(expected);
    await fitsPhone();
    for (const box of await page
      .locator("[data-stage-buttons] button")
      .evaluateAll((b) => b.slice(0, 20).map((e) => e.getBoundingClientRect().height)))
      expect(box).toBeGreaterThanOrEqual(44);

    await page.getByRole("link", { name: "Mais antigos →" }).tap();
    await page.waitForURL((u) => u.searchParams.get("pagina") === "2");
    await expect.poll(listed).toEqual(seeded.slice(25, 50).map((l) => l.ref));
  });

  it("filters by stage and period, and finds by code or by name", async () => {
    await gotoReady(page, `${w.url}/admin/contatos`);
    // (The select's accessible name includes its chosen option: found by name.)
    const stage = page.locator(`[data-lead-list] select[name="etapa"]`);
    await stage.selectOption("perdido");
    await page.getByRole("button", { name: "Filtrar" }).tap();
    await page.waitForURL((u) => u.searchParams.get("etapa") === "perdido");
    const lost = seeded.filter((l) => l.stage === "perdido" && l.created_at >= periodStart(30));
    await expect.poll(listed).toEqual(lost.slice(0, 25).map((l) => l.ref));

    await page.locator(`[data-lead-list] select[name="dias"]`).selectOption("90");
    await stage.selectOption("");
    await page.getByLabel("Código (o que vem depois de “Ref:”) ou nome do cliente").fill("silva 14");
    await page.getByRole("button", { name: "Filtrar" }).tap();
    await page.waitForURL((u) => u.searchParams.get("busca") === "silva 14");
    const named = seeded.filter((l) => l.customer_name?.toLowerCase().includes("silva 14")).map((l) => l.ref);
    await expect.poll(listed).toEqual(named);

    const code = seeded[1234]!.ref;
    await page.getByLabel("Código (o que vem depois de “Ref:”) ou nome do cliente").fill(`ref: ${code.toLowerCase()}`);
    await page.getByRole("button", { name: "Filtrar" }).tap();
    await expect.poll(listed).toEqual([code]);
  });

  it("refuses a one-letter search with a 400 and the message beside the field", async () => {
    const res = await page.goto(`${w.url}/admin/contatos?busca=x`);
    expect(res?.status()).toBe(400);
    const field = page.getByLabel("Código (o que vem depois de “Ref:”) ou nome do cliente");
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    const message = page.locator(`#${await field.getAttribute("aria-describedby")}`);
    expect(await message.innerText()).toBe(
      "Digite pelo menos 2 letras do nome, ou o código inteiro (5 letras e números).",
    );
    // Beside it: inside the field's own label, right under the box.
    const [fieldBox, messageBox] = [await field.boundingBox(), await message.boundingBox()];
    expect(messageBox!.y - (fieldBox!.y + fieldBox!.height)).toBeLessThan(24);
    const bad = await getHtml(await w.fetch("/admin/contatos?etapa=ganho", { headers: { Cookie: cookie } }));
    expect(text(bad.querySelector("#erro-lista-etapa"))).toBe("Escolha uma das etapas da lista.");
  });

  it("changes a lead's stage with one tap and comes back to the same list", async () => {
    await gotoReady(page, `${w.url}/admin/contatos?pagina=2`);
    const lead = seeded[26]!;
    const item = page.locator(`[data-recent-leads] [data-lead="${lead.ref}"]`);
    await item.getByRole("button", { name: "Orçamento enviado" }).tap();
    await waitForToast(page, `Contato ${lead.ref}: Orçamento enviado.`);
    expect(new URL(page.url()).searchParams.get("pagina")).toBe("2");
    await expect.poll(() => item.locator('[aria-current="true"]').innerText()).toBe("Orçamento enviado");
    const row = await db.prepare("SELECT stage FROM leads WHERE ref = ?").bind(lead.ref).first<{ stage: string }>();
    expect(row?.stage).toBe("orcamento_enviado");
    // The other tests read `seeded` as the leads now are (they run in any order).
    lead.stage = "orcamento_enviado";
  });

  it("keeps a next-step day: a bad one is refused beside its field, a past one lists the lead first", async () => {
    const lead = seeded[3]!;
    const bad = await postForm(
      w,
      `/admin/contatos?ref=${lead.ref}`,
      { intent: "atualizar", ref: lead.ref, etapa: "em_conversa", proximo: "2026-02-30" },
      { Cookie: cookie },
    );
    expect(bad.status).toBe(400);
    const doc = await getHtml(bad);
    expect(text(doc.querySelector("#erro-proximo"))).toBe(
      "Data inválida: escolha o dia do próximo passo no calendário.",
    );
    expect(doc.querySelector("input[name=proximo]")?.getAttribute("aria-describedby")).toBe("erro-proximo");

    await gotoReady(page, `${w.url}/admin/contatos?ref=${lead.ref}`);
    const deal = page.locator("[data-lead-deal]");
    await deal.locator('input[name="proximo"]').fill(addDays(today, -30));
    await deal.getByRole("button", { name: "Salvar o contato" }).tap();
    await waitForToast(page, `Contato ${lead.ref}: Em conversa.`);
    lead.stage = "em_conversa";
    lead.next_step = addDays(today, -30);
    await gotoReady(page, `${w.url}/admin/contatos`);
    await expect.poll(() => page.locator("[data-due-leads] li").first().getAttribute("data-lead")).toBe(lead.ref);
  });

  it("reports what a view costs: the screen's bytes and the D1 rows its queries read", async () => {
    const res = await w.fetch("/admin/contatos?dias=90", { headers: { Cookie: cookie } });
    const html = Buffer.from(await res.arrayBuffer());
    // The loader's queries, through a D1 that adds up what each statement read.
    let read = 0;
    const counting = new Proxy(db, {
      get(target, property) {
        if (property === "batch")
          return async (s: D1PreparedStatement[]) => {
            const results = await target.batch(s);
            for (const r of results) read += r.meta.rows_read ?? 0;
            return results;
          };
        if (property === "prepare")
          return (sql: string) => {
            const bindable = (stmt: D1PreparedStatement): D1PreparedStatement =>
              new Proxy(stmt, {
                get(t, p) {
                  if (p === "bind") return (...v: unknown[]) => bindable(t.bind(...v));
                  if (p === "all")
                    return async () => {
                      const r = await t.all();
                      read += r.meta.rows_read ?? 0;
                      return r;
                    };
                  const value: unknown = Reflect.get(t, p, t);
                  return typeof value === "function" ? value.bind(t) : value;
                },
              });
            return bindable(target.prepare(sql));
          };
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const cost = async (run: () => Promise<unknown>) => {
      read = 0;
      await run();
      return read;
    };
    const list = await cost(() => listLeads(counting, 90, { etapa: null, busca: null, pagina: 1 }));
    const lastPage = await cost(() => listLeads(counting, 90, { etapa: null, busca: null, pagina: 80 }));
    const byName = await cost(() => listLeads(counting, 90, { etapa: null, busca: "silva", pagina: 1 }));
    const report = await cost(async () => {
      await leadsReport(counting, 90);
      await stageCounts(counting, periodStart(90));
    });
    console.log(
      `Contatos with ${LEADS} leads (90 days): HTML ${html.length} bytes (${gzipSync(html).length} gzip); D1 rows read: ` +
        `list page 1 ${list}, page 80 ${lastPage}, name search ${byName}, report and stage counts ${report}`,
    );
    expect(list).toBeLessThan(200);
    expect(lastPage).toBeLessThanOrEqual(LEADS + 50);
  });
});
