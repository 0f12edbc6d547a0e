import { describe, expect, it } from "vitest";
import { cacheKey } from "~/lib/platform/edge-cache.server";
import { tierAnswers, tierKey } from "~/lib/platform/page-tier.server";

const origin = "https://motoresppa.com.br";
const keyOf = (path: string) => tierKey(origin, cacheKey(origin, `${origin}${path}`));

describe("the global tier's keys", () => {
  it("one object per canonical address and pager value, whatever else the URL carries", () => {
    expect(keyOf("/")).toBe("html/");
    expect(keyOf("/local/moema")).toBe("html/local/moema");
    expect(keyOf("/local/moema?utm_source=x&bust=1")).toBe("html/local/moema");
    expect(keyOf("/?paginas=2&utm_source=x")).toBe("html/?paginas=2");
    expect(keyOf("/obras?pagina=3")).toBe("html/obras?pagina=3");
  });

  it("keeps no page whose key would hold free text, nor a page's data, nor an address past R2's key size", () => {
    // The city search's text would make one object per query anyone types.
    expect(keyOf("/?cidade=santo")).toBeNull();
    expect(keyOf("/?paginas=abc")).toBeNull();
    expect(keyOf("/garantia.data")).toBeNull();
    expect(keyOf(`/links-uteis/${"a".repeat(1_100)}`)).toBeNull();
  });
});

describe("when an object of the tier may answer", () => {
  const meta = { build: "b1", identity: "2026-11-29T08:00:00.000Z", expires: "1000", headers: "[]" };
  const now = { build: "b1", identityVersion: "2026-11-29T08:00:00.000Z", now: 999 };

  it("only for the build and the identity it was rendered with, until its expiry", () => {
    expect(tierAnswers(meta, now)).toBe(true);
    // A deploy: the old build's markup is never served.
    expect(tierAnswers(meta, { ...now, build: "b2" })).toBe(false);
    // "Dados da empresa" saved since: the page with the old phone is never served.
    expect(tierAnswers(meta, { ...now, identityVersion: "2026-11-29T08:05:00.000Z" })).toBe(false);
    // Past the window its render set (≤ 5 minutes, ≤ the listing copy it showed).
    expect(tierAnswers(meta, { ...now, now: 1000 })).toBe(false);
  });

  it("never without its metadata", () => {
    expect(tierAnswers(undefined, now)).toBe(false);
    expect(tierAnswers({ ...meta, headers: undefined }, now)).toBe(false);
    expect(tierAnswers({ ...meta, expires: undefined }, now)).toBe(false);
  });
});
