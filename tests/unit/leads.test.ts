import { describe, expect, it } from "vitest";
import { trackedWhatsAppHref } from "~/lib/leads/contact";
import { PAGE_TOKEN, withPagePath } from "~/components/LeadSource";
import {
  REF_ALPHABET,
  REF_LENGTH,
  clickHref,
  newRefCode,
  normaliseRefCode,
  pageFamily,
  parseCampaign,
  withRefCode,
} from "~/lib/leads/leads";
import { clickQuerySchema, deviceClass, isAutomated } from "~/lib/leads/leads.server";

describe("reference codes", () => {
  it("are 5 characters of an alphabet without look-alikes", () => {
    for (const c of ["0", "O", "1", "I", "L"]) expect(REF_ALPHABET).not.toContain(c);
    const codes = Array.from({ length: 2000 }, () => newRefCode());
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${REF_ALPHABET}]{${REF_LENGTH}}$`));
    // Repeats do happen by chance (birthday problem: about 7 % of runs of 2000 draws out of 28.6
    // million hold one, which is why recordClick retries on the UNIQUE constraint). Ten or more would
    // mean a broken source: by chance that is below 1e-15.
    expect(codes.length - new Set(codes).size).toBeLessThan(10);
  });

  it("draw every character evenly (bytes ≥ 248 are dropped, not folded onto the first letters)", () => {
    // A source that always yields 255 then 0..: the 255s must be skipped.
    let next = 0;
    const source = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 255 : next++ % 256));
    expect(newRefCode(source)).toBe("23456");
    const counts = new Map<string, number>();
    for (let i = 0; i < 6200; i++) for (const ch of newRefCode()) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(REF_ALPHABET.length);
    // 31 000 characters: each ~1000; a biased mapping would push the first letters far above.
    for (const n of counts.values()) expect(n).toBeGreaterThan(800);
  });

  it("a typed code is forgiven its case, spaces and 'Ref:' prefix; a look-alike is not a code", () => {
    expect(normaliseRefCode(" ref: sa7k2 ")).toBe("SA7K2");
    expect(normaliseRefCode("SA7-K2")).toBe("SA7K2");
    expect(normaliseRefCode("SA0K2")).toBeNull();
    expect(normaliseRefCode("SA7K")).toBeNull();
    expect(normaliseRefCode("")).toBeNull();
  });

  it("ends the chat message", () => {
    expect(withRefCode("Olá!", "SA7K2")).toBe("Olá!\n\nRef: SA7K2");
  });
});

describe("campaign parameters", () => {
  it("keeps utm_* (trimmed, lower case, capped) and only the presence of click ids", () => {
    const c = parseCampaign(
      new URLSearchParams({ utm_source: " Google ", utm_medium: "CPC", utm_campaign: "x".repeat(300), gclid: "abc" }),
    );
    expect(c).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "x".repeat(100),
      gclid: true,
      fbclid: false,
    });
    expect(parseCampaign(new URLSearchParams("fbclid=1&utm_source="))).toEqual({
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      gclid: false,
      fbclid: true,
    });
  });
});

describe("bot and device filter", () => {
  const h = (ua: string, extra: Record<string, string> = {}) => new Headers({ "user-agent": ua, ...extra });
  it("crawlers, scripts, no User-Agent and prefetches are not leads", () => {
    expect(isAutomated(h("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"))).toBe(true);
    expect(isAutomated(h("facebookexternalhit/1.1"))).toBe(true);
    expect(isAutomated(h("curl/8.5.0"))).toBe(true);
    expect(isAutomated(new Headers())).toBe(true);
    const chrome =
      "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Mobile Safari/537.36";
    expect(isAutomated(h(chrome))).toBe(false);
    expect(isAutomated(h(chrome, { "sec-purpose": "prefetch;prerender" }))).toBe(true);
  });

  it("classifies devices coarsely", () => {
    expect(deviceClass("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148")).toBe("mobile");
    expect(deviceClass("Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126 Mobile Safari/537.36")).toBe("mobile");
    expect(deviceClass("Mozilla/5.0 (Linux; Android 13; SM-X200) Chrome/126 Safari/537.36")).toBe("tablet");
    expect(deviceClass("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBe("tablet");
    expect(deviceClass("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126 Safari/537.36")).toBe("desktop");
  });
});

describe("click links", () => {
  it("carry page, place, product and a signed message, and parse back", () => {
    const href = clickHref(
      "whatsapp",
      { path: "/local/moema", place: "Moema, São Paulo", product: "Kit PPA" },
      { text: "Olá & até já", signature: "assinada" },
    );
    const q = clickQuerySchema.parse(Object.fromEntries(new URL(href, "https://x").searchParams));
    expect(q).toEqual({ de: "/local/moema", msg: "Olá & até já", assinatura: "assinada" });
    expect(new URL(href, "https://x").searchParams.get("local")).toBe("Moema, São Paulo");
    expect(trackedWhatsAppHref({ path: "/" })).toBe("/contato/whatsapp?de=%2F");
    // A message the render could not sign is left out: the endpoint would not take it.
    expect(trackedWhatsAppHref({ path: "/" }, "Outra mensagem")).toBe("/contato/whatsapp?de=%2F");
  });

  it("an odd link falls back instead of failing", () => {
    const q = clickQuerySchema.parse({ de: "https://evil.example/", msg: "", local: "x".repeat(500) });
    expect(q).toEqual({ de: "/", msg: undefined, assinatura: undefined });
  });

  it("shared markup gets each page's path", () => {
    const shared = `<a href="${clickHref("whatsapp", { path: PAGE_TOKEN })}">`;
    expect(withPagePath(shared, "/local/são-paulo")).toBe('<a href="/contato/whatsapp?de=%2Flocal%2Fs%C3%A3o-paulo">');
  });

  it("names page families", () => {
    expect(pageFamily("/")).toBe("início");
    expect(pageFamily("/local/moema")).toBe("bairro");
    expect(pageFamily("/cidades/osasco")).toBe("cidade");
    expect(pageFamily("/links-uteis/x")).toBe("página gerada");
    expect(pageFamily("/kit-ppa-moema")).toBe("kit ou região");
  });
});
