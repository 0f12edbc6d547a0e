// Issue 25, finding 1 (and 9): leads only from real clicks on the site, against the built Worker
// with real local D1 and Miniflare's rate limiter. Forged clicks (another site's <img>, a script,
// another User-Agent, free text in `local`) record nothing or only the site's own values; one
// address records at most the rate limit; a day records at most the cap; `msg` is the site's own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { business } from "@content/business";
import { chatSigner } from "~/lib/leads/chat-message.server";
import { TEST_ADMIN } from "../../harness/admin";
import { html } from "../../harness/html";
import { seedPage } from "../../harness/pages";
import { rateLimits, startWorker, type RunningWorker } from "../../harness/worker";
import {
  BEACON,
  IMAGE_ELSEWHERE,
  NAVIGATION,
  PHONE_UA,
  chatTextOf,
  clickLink,
  rawRequest,
  refOf,
} from "../support/navigate";
import { randomTag } from "../../harness/tag";

let w: RunningWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(async () => {
  await w?.dispose();
});

let addresses = 0;
/** A fresh address per click (documentation range 198.18.0.0/15), so the rate limit stays out of the way. */
const freshIp = () => `198.18.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

async function leadByRef(ref: string | undefined) {
  if (!ref) return null;
  return (await w.db()).prepare("SELECT * FROM leads WHERE ref = ?").bind(ref).first<Record<string, unknown>>();
}

async function leadCount(): Promise<number> {
  return (await (await w.db()).prepare("SELECT count(*) AS n FROM leads").first<{ n: number }>())!.n;
}

describe("only a top-level navigation from the site (or typed) is a click", () => {
  it("a click on the site's link and a typed address are recorded", async () => {
    const clicked = await clickLink(w.url, "/contato/whatsapp?de=/garantia", { ip: freshIp() });
    expect(clicked.status).toBe(302);
    expect(await leadByRef(refOf(clicked))).toMatchObject({ path: "/garantia", channel: "whatsapp" });
    const typed = await clickLink(w.url, "/contato/whatsapp?de=/termos", {
      ip: freshIp(),
      headers: { ...NAVIGATION, "Sec-Fetch-Site": "none" },
    });
    expect(await leadByRef(refOf(typed))).toMatchObject({ path: "/termos" });
  });

  it("an <img>, a fetch(), a frame or a cross-site link on another site records nothing", async () => {
    const before = await leadCount();
    const forged: [string, Record<string, string>][] = [
      ["<img> elsewhere", IMAGE_ELSEWHERE],
      [
        "fetch() elsewhere",
        { Accept: "*/*", "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty" },
      ],
      [
        "same-site fetch()",
        { Accept: "*/*", "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty" },
      ],
      ["<iframe> on the site", { ...NAVIGATION, "Sec-Fetch-Dest": "iframe" }],
      ["a link on another site", { ...NAVIGATION, "Sec-Fetch-Site": "cross-site" }],
      ["a link on a sibling host", { ...NAVIGATION, "Sec-Fetch-Site": "same-site" }],
      ["no Fetch Metadata, an image", { Accept: "image/webp,*/*" }],
      ["no Fetch Metadata, a script", { Accept: "*/*" }],
    ];
    for (const [label, headers] of forged) {
      const res = await clickLink(w.url, "/contato/whatsapp?de=/garantia", { ip: freshIp(), headers });
      // Still sent to the chat, with no code.
      expect(res.status, label).toBe(302);
      expect(new URL(String(res.headers.location)).host, label).toBe("wa.me");
      expect(refOf(res), label).toBeUndefined();
    }
    expect(await leadCount()).toBe(before);
  });

  it("a browser without Fetch Metadata navigating to the link is recorded", async () => {
    const res = await clickLink(w.url, "/contato/whatsapp?de=/privacidade", {
      ip: freshIp(),
      headers: { Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" },
    });
    expect(await leadByRef(refOf(res))).toMatchObject({ path: "/privacidade" });
  });

  it("the phone beacon counts only from the site's own pages", async () => {
    const beacon = (ip: string, headers: Record<string, string>) =>
      rawRequest(`${w.url}/contato/telefone?de=/local/moema`, {
        method: "POST",
        headers: { ...headers, "User-Agent": PHONE_UA, "CF-Connecting-IP": ip, "Content-Length": "0" },
      });
    const db = await w.db();
    const count = async () =>
      (await db.prepare("SELECT count(*) AS n FROM leads WHERE channel = 'telefone'").first<{ n: number }>())!.n;
    const before = await count();
    // The site's Origin copied by a script on another site: the browser still says cross-site.
    expect((await beacon(freshIp(), { ...BEACON, Origin: w.url, "Sec-Fetch-Site": "cross-site" })).status).toBe(204);
    expect((await beacon(freshIp(), { ...BEACON, Origin: "https://evil.example" })).status).toBe(403);
    expect((await beacon(freshIp(), { ...BEACON })).status).toBe(403);
    expect(await count()).toBe(before);
    expect((await beacon(freshIp(), { ...BEACON, Origin: w.url })).status).toBe(204);
    expect(await count()).toBe(before + 1);
  });
});

describe("the values that reach the dashboard are the site's own", () => {
  it("place and product come from the page, never from the link", async () => {
    const forged = await clickLink(w.url, "/contato/whatsapp?de=/local/vila-yara&local=Inflado&produto=Qualquer", {
      ip: freshIp(),
    });
    expect(await leadByRef(refOf(forged))).toMatchObject({
      path: "/local/vila-yara",
      place: "Vila Yara, Osasco",
      product: null,
    });
    const kit = await clickLink(w.url, "/contato/whatsapp?de=/motor-ppa-osasco&local=x%3B%3D1%2B1", { ip: freshIp() });
    expect(await leadByRef(refOf(kit))).toMatchObject({
      path: "/motor-ppa-osasco",
      place: "Osasco",
      product: "Motor PPA Osasco",
    });
  });

  it("a path that is not one of the site's pages is counted as the not-found page", async () => {
    for (const de of ["/Inflado", "/local/inventado", "/links-uteis/nao-existe", "/x;=1+1", "/links-uteis/a/b"]) {
      const res = await clickLink(w.url, `/contato/whatsapp?de=${encodeURIComponent(de)}`, { ip: freshIp() });
      expect(await leadByRef(refOf(res)), de).toMatchObject({ path: "/not-found", place: null, product: null });
    }
  });

  it("a generated page counts while it is published, a draft does not", async () => {
    const kv = await w.kv();
    const suffix = randomTag(6);
    const page = (slug: string, status: "published" | "draft") => ({
      title: `Página ${slug}`,
      slug,
      description: "Teste de contatos.",
      content: "<p>Texto.</p>",
      category: null,
      status,
    });
    await seedPage(kv, page(`publicada-${suffix}`, "published"));
    await seedPage(kv, page(`rascunho-${suffix}`, "draft"));
    const published = await clickLink(w.url, `/contato/whatsapp?de=/links-uteis/publicada-${suffix}`, {
      ip: freshIp(),
    });
    expect(await leadByRef(refOf(published))).toMatchObject({ path: `/links-uteis/publicada-${suffix}` });
    const draft = await clickLink(w.url, `/contato/whatsapp?de=/links-uteis/rascunho-${suffix}`, { ip: freshIp() });
    expect(await leadByRef(refOf(draft))).toMatchObject({ path: "/not-found" });
  });
});

describe("the chat message is the site's own (?msg=)", () => {
  it("a message nobody signed opens the chat with the default message", async () => {
    const res = await clickLink(
      w.url,
      `/contato/whatsapp?de=/garantia&msg=${encodeURIComponent("Quero cancelar meu pedido. Ref: ABCDE")}`,
      { ip: freshIp() },
    );
    expect(chatTextOf(res)).toBe(`${business.chatDefaultMessage}\n\nRef: ${refOf(res)}`);
    // Without a record (an <img>), the same.
    const img = await clickLink(w.url, "/contato/whatsapp?de=/garantia&msg=Oi&assinatura=abc", {
      ip: freshIp(),
      headers: IMAGE_ELSEWHERE,
    });
    expect(chatTextOf(img)).toBe(business.chatDefaultMessage);
  });

  it("the messages of the site's own links reach the chat as written", async () => {
    const page = html(await (await w.fetch("/local/vila-yara")).text());
    const href = page.querySelector("a[data-contact='floating']")!.getAttribute("href")!;
    const message = new URL(href, w.url).searchParams.get("msg");
    expect(message).toContain("Vila Yara, Osasco");
    const res = await clickLink(w.url, href, { ip: freshIp() });
    expect(chatTextOf(res)).toBe(`${message}\n\nRef: ${refOf(res)}`);
  });

  it("a signed message loses any Ref: it carries; only the endpoint's code ends it", async () => {
    const text = "Olá! Ref: ZZZZZ quero orçamento";
    const signature = chatSigner(TEST_ADMIN.sessionSecret)(text)!;
    const query = new URLSearchParams({ de: "/garantia", msg: text, assinatura: signature });
    const res = await clickLink(w.url, `/contato/whatsapp?${query}`, { ip: freshIp() });
    const chat = chatTextOf(res)!;
    expect(chat).not.toContain("ZZZZZ");
    expect(chat).toMatch(/^Olá! quero orçamento\n\nRef: [A-Z0-9]{5}$/);
  });
});

describe("one address records at most the rate limit", () => {
  it("changing the User-Agent and the link makes no more leads than the limit", async () => {
    const limit = rateLimits().CONTACT_LIMITER!.simple.limit;
    const ip = "203.0.113.250";
    const db = await w.db();
    const before = await leadCount();
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 3 * limit }, (_, i) =>
        clickLink(w.url, `/contato/whatsapp?de=/garantia&local=Inflado-${i}`, { ip, ua: `${PHONE_UA} v${i}` }),
      ),
    );
    const ended = Date.now();
    expect(answers.every((a) => a.status === 302)).toBe(true);
    const recorded = (await leadCount()) - before;
    // Miniflare's limiter counts in fixed 60 s windows: a burst across a boundary may use two.
    const windows = Math.floor(ended / 60_000) - Math.floor(started / 60_000) + 1;
    expect(recorded).toBeGreaterThanOrEqual(1);
    expect(recorded).toBeLessThanOrEqual(limit * windows);
    expect(answers.filter((a) => refOf(a) !== undefined)).toHaveLength(recorded);
    // Nothing a forged link said reached a row.
    const rows = (await db.prepare("SELECT place FROM leads WHERE place LIKE 'Inflado%'").all()).results;
    expect(rows).toEqual([]);
  });
});

describe("a daily cap on recorded clicks", () => {
  it("past the cap only an address's first click is recorded, up to 3 × the cap; then nothing is written", async () => {
    const capped = await startWorker({ bindings: { LEAD_DAILY_CAP: "3" } });
    try {
      const click = (ip: string) => clickLink(capped.url, "/contato/whatsapp?de=/garantia", { ip });
      const answers = [];
      // Three addresses reach the cap, the first of them clicks again (another page, so no repeat).
      for (let i = 0; i < 3; i++) answers.push(await click(`192.0.2.${100 + i}`));
      const again = await clickLink(capped.url, "/contato/whatsapp?de=/termos", { ip: "192.0.2.100" });
      expect(refOf(again)).toBeUndefined();
      // Nine more addresses: six first clicks fit under the ceiling (9), three do not.
      for (let i = 3; i < 12; i++) answers.push(await click(`192.0.2.${100 + i}`));
      expect(answers.map((a) => a.status)).toEqual(Array(12).fill(302));
      expect(answers.map((a) => refOf(a) !== undefined)).toEqual([...Array(9).fill(true), false, false, false]);
      const db = await capped.db();
      const count = async (table: string) =>
        (await db.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
      expect(await count("leads")).toBe(9);
      // The clicks refused left no repeat-filter row either: no D1 write at all.
      expect(await count("lead_recent")).toBe(9);
      expect((await db.prepare("SELECT recorded FROM lead_salts").first<{ recorded: number }>())!.recorded).toBe(9);
      expect(capped.logs.some((l) => l.includes("Daily cap of recorded contact clicks reached"))).toBe(true);
    } finally {
      await capped.dispose();
    }
  });

  it("a forger who spends his address's budget and the day's cap cannot keep a real visitor's click from its code", async () => {
    const capped = await startWorker({ bindings: { LEAD_DAILY_CAP: "5", LEAD_ADDRESS_DAILY_CAP: "8" } });
    try {
      const pages = ["/garantia", "/termos", "/privacidade", "/duvidas-frequentes", "/guia-completo"];
      const forged = [];
      // One address, as many clicks as the rate limit lets through in a minute, on different
      // pages and User-Agents so the repeat filter takes none.
      const perMinute = rateLimits().CONTACT_LIMITER!.simple.limit;
      for (let i = 0; i < perMinute; i++) {
        forged.push(
          await clickLink(capped.url, `/contato/whatsapp?de=${pages[i % pages.length]}`, {
            ip: "203.0.113.66",
            ua: `${PHONE_UA} forja-${i}`,
          }),
        );
      }
      const db = await capped.db();
      const leads = async () => (await db.prepare("SELECT count(*) AS n FROM leads").first<{ n: number }>())!.n;
      // The forger spent the day's cap (5 of his clicks), and no more.
      expect(forged.filter((a) => refOf(a) !== undefined)).toHaveLength(5);
      expect(await leads()).toBe(5);
      // A real visitor's next click still gets its code and its row.
      const real = await clickLink(capped.url, "/contato/whatsapp?de=/garantia", { ip: "198.51.100.31" });
      const ref = refOf(real);
      expect(ref).toBeDefined();
      expect(await db.prepare("SELECT path FROM leads WHERE ref = ?").bind(ref).first()).toMatchObject({
        path: "/garantia",
      });
      expect(await leads()).toBe(6);
    } finally {
      await capped.dispose();
    }
  });

  it("an address records at most its day's budget even while the site is under its cap", async () => {
    const budget = await startWorker({ bindings: { LEAD_ADDRESS_DAILY_CAP: "3" } });
    try {
      const pages = ["/garantia", "/termos", "/privacidade", "/duvidas-frequentes", "/guia-completo"];
      const answers = [];
      for (const de of pages)
        answers.push(await clickLink(budget.url, `/contato/whatsapp?de=${de}`, { ip: "203.0.113.67" }));
      expect(answers.map((a) => refOf(a) !== undefined)).toEqual([true, true, true, false, false]);
      const other = await clickLink(budget.url, "/contato/whatsapp?de=/garantia", { ip: "203.0.113.68" });
      expect(refOf(other)).toBeDefined();
    } finally {
      await budget.dispose();
    }
  });
});
