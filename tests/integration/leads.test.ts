// Contact-click tracking against the built Worker in workerd with real local D1: click → row,
// bots and repeats → redirect without a row, the links on pages, robots.txt, retention.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { business } from "@content/business";
import { LEAD_RETENTION_MONTHS } from "@content/legal";
import { LEAD_RETENTION_DAYS, deleteExpiredLeads } from "~/lib/leads/leads.server";
import { REF_ALPHABET } from "~/lib/leads/leads";
import { html } from "../../harness/html";
import { startWorker, type RunningWorker } from "../../harness/worker";
import { asResponse, clickLink } from "../support/navigate";
import { chatSigner } from "~/lib/leads/chat-message.server";
import { TEST_ADMIN } from "../../harness/admin";

let w: RunningWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(async () => {
  await w?.dispose();
});

const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Mobile Safari/537.36";
const DESKTOP_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Safari/537.36";

/** A visitor's click on the link (a browser's navigation: tests/support/navigate.ts). */
async function click(path: string, ua = PHONE_UA, ip = "198.51.100.7") {
  return asResponse(await clickLink(w.url, path, { ua, ip }));
}

async function leads(where = "1 = 1", ...binds: unknown[]) {
  const db = await w.db();
  return (
    await db
      .prepare(`SELECT * FROM leads WHERE ${where} ORDER BY id`)
      .bind(...binds)
      .all<Record<string, unknown>>()
  ).results;
}

const refOf = (location: string) => /Ref: ([A-Z0-9]+)$/.exec(new URL(location).searchParams.get("text") ?? "")?.[1];

describe("GET /contato/whatsapp", () => {
  it("records the click and redirects to wa.me with the message and its reference code", async () => {
    const query = new URLSearchParams({
      de: "/local/vila-yara",
      local: "Vila Yara, Osasco",
      msg: "Olá! Orçamento em Vila Yara?",
      // The site signs the messages its links carry (an unsigned one is replaced by the default).
      assinatura: chatSigner(TEST_ADMIN.sessionSecret)("Olá! Orçamento em Vila Yara?")!,
      utm_source: "Google",
      utm_medium: "cpc",
      utm_campaign: "portoes-osasco",
      gclid: "1",
    });
    const res = await click(`/contato/whatsapp?${query}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const location = res.headers.get("location")!;
    const target = new URL(location);
    expect(target.origin + target.pathname).toBe(`https://wa.me/${business.phoneDigits}`);
    const ref = refOf(location)!;
    expect(ref).toMatch(new RegExp(`^[${REF_ALPHABET}]{5}$`));
    expect(target.searchParams.get("text")).toBe(`Olá! Orçamento em Vila Yara?\n\nRef: ${ref}`);
    const [row] = await leads("ref = ?", ref);
    expect(row).toMatchObject({
      channel: "whatsapp",
      path: "/local/vila-yara",
      family: "bairro",
      place: "Vila Yara, Osasco",
      product: null,
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "portoes-osasco",
      gclid: 1,
      fbclid: 0,
      device: "mobile",
      closed_at: null,
    });
    expect(Math.abs(Number(row!.created_at) - Date.now())).toBeLessThan(60_000);
    // Neither the address nor the User-Agent is stored anywhere.
    const dump =
      JSON.stringify(await leads()) +
      JSON.stringify((await (await w.db()).prepare("SELECT * FROM lead_recent").all()).results);
    expect(dump).not.toContain("198.51.100.7");
    expect(dump).not.toContain("Pixel 8");
  });

  it("a bot is redirected, with no code and no row", async () => {
    const before = (await leads()).length;
    const res = await click(
      "/contato/whatsapp?de=/garantia",
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    );
    expect(res.status).toBe(302);
    expect(refOf(res.headers.get("location")!)).toBeUndefined();
    expect(new URL(res.headers.get("location")!).searchParams.get("text")).toBe(business.chatDefaultMessage);
    const noUa = await w.fetch("/contato/whatsapp?de=/garantia", { headers: { "User-Agent": "" } });
    expect(noUa.status).toBe(302);
    const prefetch = await w.fetch("/contato/whatsapp?de=/garantia", {
      headers: { "User-Agent": DESKTOP_UA, "Sec-Purpose": "prefetch" },
    });
    expect(prefetch.status).toBe(302);
    expect((await leads()).length).toBe(before);
  });

  it("the same visitor clicking the same link within 60 s is one lead, and keeps its code", async () => {
    const link = "/contato/whatsapp?de=/cidades/osasco&local=Osasco";
    const first = refOf((await click(link, DESKTOP_UA, "203.0.113.9")).headers.get("location")!);
    const again = await Promise.all(Array.from({ length: 5 }, () => click(link, DESKTOP_UA, "203.0.113.9")));
    expect(again.map((r) => refOf(r.headers.get("location")!))).toEqual(Array(5).fill(first));
    expect(await leads("path = ?", "/cidades/osasco")).toHaveLength(1);
    // Another visitor is another lead; the same page's link with other parameters is the same link.
    await click(link, DESKTOP_UA, "203.0.113.10");
    await click("/contato/whatsapp?de=/cidades/osasco&local=Osasco&produto=Kit", DESKTOP_UA, "203.0.113.9");
    const rows = await leads("path = ?", "/cidades/osasco");
    expect(rows).toHaveLength(2);
    expect(rows[0]!.device).toBe("desktop");
  });

  it("parallel first clicks of one visitor make one row", async () => {
    const link = "/contato/whatsapp?de=/termos";
    const res = await Promise.all(Array.from({ length: 10 }, () => click(link, PHONE_UA, "192.0.2.44")));
    expect(new Set(res.map((r) => refOf(r.headers.get("location")!))).size).toBe(1);
    expect(await leads("path = ?", "/termos")).toHaveLength(1);
  });

  it("bad parameters still reach the chat; nothing is taken from the link but the message", async () => {
    const res = await click(`/contato/whatsapp?de=//evil.example&msg=${"x".repeat(700)}&local=${"y".repeat(500)}`);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location")!);
    expect(location.host).toBe("wa.me");
    expect(location.searchParams.get("text")).toMatch(new RegExp(`^${business.chatDefaultMessage.slice(0, 20)}`));
    const ref = refOf(res.headers.get("location")!)!;
    expect((await leads("ref = ?", ref))[0]).toMatchObject({ path: "/", family: "início", place: null });
  });
});

describe("POST /contato/telefone", () => {
  it("records a phone tap (the page's beacon) with 204", async () => {
    const res = await w.fetch("/contato/telefone?de=/local/moema&local=Moema&utm_source=instagram", {
      method: "POST",
      headers: { Origin: w.url, "User-Agent": "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Safari/604.1" },
    });
    expect(res.status).toBe(204);
    const [row] = await leads("channel = 'telefone' AND path = '/local/moema'");
    expect(row).toMatchObject({
      place: "Moema, São Paulo",
      utm_source: "instagram",
      device: "tablet",
      family: "bairro",
    });
  });

  it("refuses a foreign origin like every other write", async () => {
    const res = await w.fetch("/contato/telefone?de=/", {
      method: "POST",
      headers: { Origin: "https://evil.example", "User-Agent": DESKTOP_UA },
    });
    expect(res.status).toBe(403);
  });
});

describe("contact links on the pages", () => {
  it("every chat and phone link goes through the endpoint, nofollow, new tab for chat", async () => {
    const page = html(await (await w.fetch("/local/vila-yara")).text());
    const chats = page.querySelectorAll("a[href*='wa.me'], a[href^='/contato/']");
    expect(chats.length).toBeGreaterThanOrEqual(3);
    for (const a of chats) {
      const href = a.getAttribute("href")!;
      expect(href).toMatch(/^\/contato\/whatsapp\?/);
      expect(new URLSearchParams(href.split("?")[1]).get("de")).toBe("/local/vila-yara");
      expect(a.getAttribute("target")).toBe("_blank");
      expect(a.getAttribute("rel")).toBe("nofollow noopener noreferrer");
    }
    const floating = page.querySelector("a[data-contact='floating']")!;
    expect(new URLSearchParams(floating.getAttribute("href")!.split("?")[1]).get("local")).toBe("Vila Yara, Osasco");
    const phones = page.querySelectorAll("a[href^='tel:']");
    expect(phones.length).toBeGreaterThanOrEqual(2);
    for (const a of phones) {
      expect(a.getAttribute("rel")).toBe("nofollow");
      expect(a.getAttribute("data-lead")).toMatch(/^\/contato\/telefone\?de=%2Flocal%2Fvila-yara/);
    }
    // The shared header/footer, rendered once, carry each page's own path.
    const other = html(await (await w.fetch("/garantia")).text());
    const footerChat = other.querySelector("footer a[href^='/contato/whatsapp']")!;
    expect(new URLSearchParams(footerChat.getAttribute("href")!.split("?")[1]).get("de")).toBe("/garantia");
    expect(await (await w.fetch("/garantia")).text()).not.toContain("__pagina__");
  });

  it("robots.txt keeps crawlers away from the endpoint", async () => {
    expect(await (await w.fetch("/robots.txt")).text()).toMatch(/^Disallow: \/contato\/$/m);
  });
});

describe("retention", () => {
  it("deletes leads older than the retention period, and past days' salts and repeat keys", async () => {
    const db = await w.db();
    // A click today, so today's salt exists whatever ran before this test.
    expect((await click("/contato/whatsapp?de=/retencao", PHONE_UA, "198.51.100.99")).status).toBe(302);
    const day = 86_400_000;
    const now = Date.now();
    const old = now - (LEAD_RETENTION_DAYS + 1) * day;
    const kept = now - (LEAD_RETENTION_DAYS - 1) * day;
    await db.batch([
      db
        .prepare(
          "INSERT INTO leads (ref, created_at, channel, path, family, device) VALUES ('ZZZZ2', ?, 'whatsapp', '/velho', 'x', 'mobile')",
        )
        .bind(old),
      db
        .prepare(
          "INSERT INTO leads (ref, created_at, channel, path, family, device) VALUES ('ZZZZ3', ?, 'whatsapp', '/quase', 'x', 'mobile')",
        )
        .bind(kept),
      db.prepare("INSERT INTO lead_recent (key, ref, at) VALUES ('k-old', 'ZZZZ2', ?)").bind(now - 2 * day),
      db.prepare("INSERT INTO lead_salts (day, salt) VALUES ('2020-01-01', 'x')"),
    ]);
    const deleted = await deleteExpiredLeads(db, now);
    expect(deleted.leads).toBe(1);
    expect(deleted.recent).toBeGreaterThanOrEqual(1);
    expect(deleted.salts).toBeGreaterThanOrEqual(1);
    expect(await leads("ref IN ('ZZZZ2', 'ZZZZ3')")).toMatchObject([{ ref: "ZZZZ3" }]);
    // Today's salt and recent keys stay, so repeats are still dropped.
    expect((await db.prepare("SELECT count(*) AS n FROM lead_salts").first<{ n: number }>())!.n).toBe(1);
  });

  it("the privacy page says what is recorded, why, and for how long", async () => {
    const page = await (await w.fetch("/privacidade")).text();
    expect(page).toContain("Toques nos botões de contato");
    expect(page).toContain(`apagados automaticamente após ${LEAD_RETENTION_MONTHS} meses`);
    expect(page).toContain("Não guardamos seu endereço IP");
    expect(page).not.toContain("não coleta dados dos visitantes");
    expect(LEAD_RETENTION_DAYS).toBeGreaterThanOrEqual(LEAD_RETENTION_MONTHS * 30);
  });

  it("the Worker's daily cron runs the same deletion", async () => {
    const db = await w.db();
    await db
      .prepare(
        "INSERT INTO leads (ref, created_at, channel, path, family, device) VALUES ('ZZZZ4', ?, 'telefone', '/velho', 'x', 'desktop')",
      )
      .bind(Date.now() - (LEAD_RETENTION_DAYS + 10) * 86_400_000)
      .run();
    const worker = await w.mf.getWorker("main");
    const result = await worker.scheduled({ cron: "0 6 * * *" });
    expect(result.outcome).toBe("ok");
    await expect.poll(async () => (await leads("ref = 'ZZZZ4'")).length).toBe(0);
  });
});
