// No raw template on any public page: built-in texts write the seller's claims as tokens
// ("{instalments}") and optional parts ("[Parcelamento em até {instalments}.]"), resolved when a
// page renders (content/claims.ts). Crawled once with every claim cleared and once with prices
// only, no page may show a token or a template bracket in its text, meta tags or JSON-LD, nor keep
// a table column or a heading that a cleared claim left with nothing in it. With every claim
// confirmed (the launched identity) the same checks read the launched site's crawl, which holds
// the same pages and its generated ones (tests/site/no-raw-template.test.ts): a third crawl here
// rendered the same pages with the same claims again (~8 s of CPU, issue 41).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Claims, defaultClaims } from "@content/claims";
import { storedIdentitySchema } from "~/lib/identity/identity";
import { claimsFormValues } from "~/lib/identity/claims-form";
import { IDENTITY_KEY } from "~/lib/identity/identity.server";
import { signInCookie } from "../../harness/admin-client";
import { crawl, type CrawlResult } from "../../harness/crawl";
import { text } from "../../harness/html";
import { LAUNCH_IDENTITY } from "../../harness/identity";
import { publicPages } from "../../harness/raw-template";
import { rawTemplateChecks } from "../support/raw-template-checks";
import { startWorker, type RunningWorker } from "../../harness/worker";

type Scenario = "cleared" | "prices only";
const crawls: Partial<Record<Scenario, CrawlResult>> = {};
let w: RunningWorker;

/**
 * Contact links answered with a redirect to WhatsApp or the phone: every page links them with its
 * own address (`?de=/cidades/…`), two thirds of a crawl's requests. Each route is followed once a
 * crawl (its answer looked at like any other page's); its other addresses are not fetched.
 */
const CONTACT_REDIRECTS = /^\/contato\/(whatsapp|telefone)(\?|$)/;

/** The site crawled from / and its sitemap. */
async function crawlSite(): Promise<CrawlResult> {
  const followed = new Set<string>();
  return crawl(w, {
    start: ["/", "/sitemap.xml"],
    concurrency: 4,
    skip: (path) => {
      const route = CONTACT_REDIRECTS.exec(path)?.[1];
      if (route === undefined) return false;
      if (followed.has(route)) return true;
      followed.add(route);
      return false;
    },
  });
}

/**
 * The seller saves these claims in "Ofertas e garantias" (/admin/ofertas, the form as its screen
 * fills it for them), and every page shows them from the next request on. The stored claims are
 * then these, but for the confirmation's date, which no public page reads.
 */
async function saveClaims(cookie: string, claims: Claims): Promise<void> {
  const { values, cities } = claimsFormValues(claims);
  const body = new URLSearchParams(Object.entries(values).filter(([name, v]) => name !== "emergency24h" || v === "on"));
  for (const city of cities) body.append("freeInstallCities", city);
  const res = await w.fetch("/admin/ofertas", {
    method: "POST",
    body,
    headers: { Origin: w.url, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
  });
  const answer = await res.text();
  expect(res.status, answer.slice(0, 500)).toBe(302);
  const stored = storedIdentitySchema.parse(await (await w.kv()).get(IDENTITY_KEY, "json"));
  expect({ ...stored.claims, confirmedAt: "" }).toEqual({ ...claims, confirmedAt: "" });
}

beforeAll(async () => {
  // One Worker for the two crawls, the claims changed between them as the seller changes them:
  // a Worker each cost its start and a cold isolate's first renders (about four times a warm
  // render's CPU). Every page is fetched once a crawl: nothing would be read back from the edge
  // cache, so nothing is put in it.
  w = await startWorker({ launched: true, cache: false });
  const cookie = await signInCookie(w);
  await saveClaims(cookie, defaultClaims);
  crawls.cleared = await crawlSite();
  // Prices without instalments: a price table keeps its rows, and its "Parcelamento" cells lose their claim.
  const { kitPrices, express } = LAUNCH_IDENTITY.claims;
  await saveClaims(cookie, { ...defaultClaims, confirmedAt: "2026-11-22T00:00:00.000Z", kitPrices, express });
  crawls["prices only"] = await crawlSite();
}, 400_000);
afterAll(async () => {
  await w?.dispose();
});

describe.each(["cleared", "prices only"] as const)("claims: %s", (which) => {
  rawTemplateChecks(() => publicPages(crawls[which]!));
});

it("states an installation time in a kit's specifications only from the seller's claims", () => {
  // "Instalação 2 a 4 horas" came from no field of "Ofertas e garantias": with every claim cleared
  // the specification tables name no installation row at all.
  const specs = publicPages(crawls.cleared!).flatMap(({ path, doc }) =>
    doc
      .querySelectorAll("table")
      .filter((t) => text(t.querySelector("caption")).startsWith("Especificações"))
      .map((t) => ({ path, rows: t.querySelectorAll("tbody th").map((th) => text(th)) })),
  );
  expect(specs.length).toBeGreaterThan(0);
  expect(specs.filter((s) => s.rows.includes("Instalação")).map((s) => s.path)).toEqual([]);
});
