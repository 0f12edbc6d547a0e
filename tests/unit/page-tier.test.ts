import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { defaultIdentity } from "@content/business";
import { shownRating } from "~/http/jobs.server";
import { storedIdentitySchema } from "~/lib/identity/identity";
import { identityVersion } from "~/lib/identity/identity.server";
import { stageHtml } from "~/lib/html-stage/stage.server";
import { SANITIZER_VERSION } from "~/lib/pages/page-record";
import { pageTextParts, renderedHtml } from "~/lib/pages/page-view.server";
import { EDGE_TTL_S, cacheKey } from "~/lib/platform/edge-cache.server";
import {
  TIER_MAX_AGE_MS,
  TIER_SETTLE_MS,
  inputsSettled,
  nextYearTurn,
  settledExpiry,
  tierAnswers,
  tierKey,
} from "~/lib/platform/page-tier.server";
import { RATING_MAX_AGE_MS, freshRating } from "~/lib/reviews/rating";

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

describe("how long a settled render answers from the tier", () => {
  const at = (iso: string) => Date.parse(iso);

  it("a day at most, when nothing it shows changes by the clock sooner", () => {
    const storedAt = at("2026-06-10T15:00:00Z");
    expect(settledExpiry(storedAt)).toBe(storedAt + TIER_MAX_AGE_MS);
    expect(TIER_MAX_AGE_MS).toBe(24 * 3_600_000);
    // The window of the data centre's copy is 5 minutes: the tier's is 288 times that.
    expect(settledExpiry(storedAt) - storedAt).toBeGreaterThan(EDGE_TTL_S * 1000);
  });

  it("never past the year's turn: midnight of Dec 31 in UTC (the claims check's year), or in São Paulo (the footer's) once UTC has turned", () => {
    // 20:00 in São Paulo on Dec 31 = 23:00 UTC: the claims check's year turns at 00:00 UTC.
    expect(settledExpiry(at("2026-12-31T23:00:00Z"))).toBe(at("2027-01-01T00:00:00Z"));
    // 22:00 in São Paulo on Dec 31 = 01:00 UTC Jan 1: São Paulo's midnight is 03:00 UTC.
    expect(settledExpiry(at("2027-01-01T01:00:00Z"))).toBe(at("2027-01-01T03:00:00Z"));
    expect(nextYearTurn(at("2027-01-01T02:59:59.999Z"))).toBe(at("2027-01-01T03:00:00Z"));
    // Past both: the next turn is a year away, so the day's cap bounds it.
    expect(nextYearTurn(at("2027-01-01T03:00:00Z"))).toBe(at("2028-01-01T00:00:00Z"));
    expect(settledExpiry(at("2027-01-01T03:00:00Z"))).toBe(at("2027-01-02T03:00:00Z"));
  });

  it("never past the moment the Google rating it shows turns 7 days old (and stops being shown)", () => {
    const readAt = at("2026-11-22T09:00:00Z");
    const rating = { rating: 4.8, count: 127, mapsUri: "https://maps.google.com/?cid=1", readAt };
    const context = {} as AppLoadContext;
    expect(shownRating(context, rating, readAt + 86_400_000)).toEqual(rating);
    const changesAt = context.changesAt!;
    // The render just before that moment shows it; one at that moment does not.
    expect(freshRating(rating, changesAt - 1)).toEqual(rating);
    expect(freshRating(rating, changesAt)).toBeNull();
    // A render 6 days 23 hours after the read is kept an hour, not a day.
    const storedAt = readAt + RATING_MAX_AGE_MS - 3_600_000;
    expect(settledExpiry(storedAt, changesAt)).toBe(changesAt);
    // A rating already too old is not shown: nothing to change by the clock (a new one is purged).
    const none = {} as AppLoadContext;
    expect(shownRating(none, rating, readAt + RATING_MAX_AGE_MS + 1)).toBeNull();
    expect(none.changesAt).toBeUndefined();
  });

  it("only when the newest write's stamp is known and settled two minutes before its inputs were read", () => {
    const since = at("2026-11-29T12:00:00Z");
    expect(inputsSettled(null, since)).toBe(true);
    expect(inputsSettled(since - TIER_SETTLE_MS, since)).toBe(true);
    // A write KV may not have brought to this data centre yet, or one after the inputs were read.
    expect(inputsSettled(since - TIER_SETTLE_MS + 1, since)).toBe(false);
    expect(inputsSettled(since + 1, since)).toBe(false);
    // R2 did not answer: as short as the data centre's copy.
    expect(inputsSettled(undefined, since)).toBe(false);
  });
});

describe("a restage outside the Worker (npm run pages -- restage)", () => {
  // It moves no version and rewrites no identity: a record staged by older rules is staged on
  // every view exactly as the restage stores it, so every kept copy of its page stays true.
  const legacy = {
    title: "Portão travando",
    description: "O que fazer quando o portão trava.",
    category: "Manutenção" as const,
    content:
      '<h2 class="x">Quando travar</h2><p>Atendimento 24 horas. Verifique a cremalheira.</p>' +
      '<img src="/media/a.webp" alt="Portão novo. Atendimento 24 horas" onerror="x()">' +
      "<p>Use &quot;modo manual&quot; &amp; destrave.<script>alert(1)</script></p>",
  };

  it.each(["generator", "seller", undefined] as const)(
    "origin %s: the view renders the same before and after",
    (origin) => {
      const before: Parameters<typeof renderedHtml>[0] = origin ? { ...legacy, origin } : legacy;
      const after = {
        ...before,
        content: stageHtml(before.content, { frozen: origin !== "seller" }).html,
        clean: SANITIZER_VERSION,
      };
      expect(renderedHtml(after)).toBe(renderedHtml(before));
      expect(pageTextParts(after)).toEqual(pageTextParts(before));
    },
  );

  it("the identity's version is the seller's save alone", () => {
    const saved = { ...defaultIdentity, updatedAt: "2026-11-20T10:00:00.000Z" };
    expect(identityVersion(storedIdentitySchema.parse(saved))).toBe(saved.updatedAt);
  });
});
