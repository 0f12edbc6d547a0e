// Every per-isolate memo is declared in one place (app/lib/platform/isolate-cache.ts) with its
// key, its bound and what invalidates it. This lists them, so a new one shows up in review, and
// lists the module state not moved there yet (each with its reason), so a new raw cache fails.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { IsolateMap, isolateMap, isolateWeakMap, declaredCaches } from "~/lib/platform/isolate-cache";

const ROOT = path.resolve(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}
const files = sources(path.join(ROOT, "app")).map((f) => ({
  file: path.relative(ROOT, f),
  text: readFileSync(f, "utf8"),
}));

/** The declarations written in app/: name and bound ("weak" for isolateWeakMap). */
const declarations = files.flatMap(({ file, text }) =>
  [...text.matchAll(/isolate(Weak)?Map<[^(]*>\(\{\s*name: "([^"]+)",[\s\S]*?\}\)/g)].map((m) => ({
    file,
    name: m[2]!,
    bound: m[1] ? "weak" : Number(/bound: (\d+)/.exec(m[0])?.[1]),
    key: /key:\s*(["'])(.*?)\1,/.exec(m[0])?.[2] ?? "",
    invalidatedBy: /invalidatedBy:\s*(["'])(.*?)\1,/.exec(m[0])?.[2] ?? "",
  })),
);

describe("per-isolate caches", () => {
  it("are declared in one module, each with a key, a bound and what invalidates it", () => {
    expect(declarations.map((d) => `${d.name} (${d.bound})`).sort()).toEqual([
      "backup/format manifest HMAC keys (4)",
      "claims/business served-place masks (weak)",
      "claims/invented-rules folded place names (weak)",
      "gate/gate-verdict built-in hash counts (weak)",
      "gate/gate-verdict built-in unique share (weak)",
      "http/jobs per request (weak)",
      "http/listing indexable pages (weak)",
      "http/listing per request (weak)",
      "http/review-limit per request (weak)",
      "http/session admin per request (weak)",
      "http/session cookie storages (4)",
      "insights/token-cipher AES keys (4)",
      "leads/chat-message HMAC keys (4)",
      "pages/export-signature HMAC keys (4)",
      "pages/listing guide groups (weak)",
      "platform/env parsed environment (weak)",
      "routes/duvidas-frequentes questions (weak)",
    ]);
    for (const d of declarations) {
      expect(d.key, d.name).not.toBe("");
      expect(d.invalidatedBy, d.name).not.toBe("");
      expect(d.bound === "weak" || (Number.isInteger(d.bound) && (d.bound as number) > 0), d.name).toBe(true);
    }
    expect(new Set(declarations.map((d) => d.name)).size).toBe(declarations.length);
  });

  it("lists the module state not declared there yet, so a new raw cache fails here", () => {
    const raw = files.flatMap(({ file, text }) =>
      [
        ...text.matchAll(
          /^(?:const|let) (\w+)(?::[^=\n]+)? = (?:new (?:Map|WeakMap)(?:<[^(\n]*>)?\(\)|null|undefined|0|false);$/gm,
        ),
      ].map((m) => `${file} ${m[1]}`),
    );
    expect(raw.sort()).toEqual(
      [
        // Not memos: which objects the HTML stage made (a mark, looked up by identity) and the
        // refused environment, logged once per isolate.
        "app/lib/html-stage/stage.server.ts made",
        "app/lib/platform/env.server.ts refused",
        // Rate limits and quotas: state counted per isolate, not a memo of a value.
        "app/lib/auth/throttle.server.ts memory",
        "app/lib/auth/throttle.server.ts refusedAddresses",
        "app/lib/auth/throttle.server.ts usedSteps",
        "app/lib/platform/rate-limit.server.ts fallback",
        "app/lib/leads/leads.server.ts cappedDay",
        "app/lib/insights/web-vitals.server.ts spentDay",
        // Isolate copies with their own expiry and version (one value each, not moved yet).
        "app/lib/identity/identity.server.ts isolateCopy",
        "app/lib/jobs-done/snapshot.server.ts generation",
        "app/lib/jobs-done/snapshot.server.ts isolateCopy",
        "app/lib/pages/listing.server.ts isolateCopy",
        "app/lib/pages/listing.server.ts listingGeneration",
        "app/lib/pages/listing.server.ts mustList",
        "app/lib/platform/edge-cache.server.ts hotBytes",
        "app/lib/leads/leads.server.ts saltMemo",
        // One-value memos of code-only data or of the last arguments (not moved yet).
        "app/lib/gate/builtin-texts.server.ts cached",
        // The coherence model's table decoded on the first page measured (code-only data).
        "app/lib/gate/coherence.ts model",
        // The claims model's weights decoded on the first sentence it scores (code-only data).
        "app/lib/claims/model.ts weights",
        "app/lib/leads/lead-paths.ts builtIn",
        "app/lib/pages/seller-text.server.ts targets",
        "app/lib/seo/sitemap-xml.ts lastLinks",
        // Indexes of content/'s places, built once when the module loads (no key from a request).
        "app/lib/jobs-done/job-done.ts byName",
        "app/lib/jobs-done/proof.ts neighboursOf",
        // The isolate's copies of rendered pages: bounded by entries and bytes (edge-cache.server.ts).
        "app/lib/platform/edge-cache.server.ts hot",
        // The shared markup of StaticMarkup (header, footer, home blocks), keyed by component, props
        // and the identity's version, 16 entries a component: kept (docs/decisions/2026-11-29-cold-first-render.md).
        "app/entry.server.tsx staticMarkup",
        // The registry itself.
        "app/lib/platform/isolate-cache.ts declared",
      ].sort(),
    );
  });

  it("keep at most their bound, dropping the oldest", () => {
    const m = new IsolateMap<string, number>({ name: "test bound", key: "k", bound: 2, invalidatedBy: "test" });
    m.set("a", 1).set("b", 2).set("c", 3);
    expect([...m.keys()]).toEqual(["b", "c"]);
    expect(m.getOrSet("d", () => 4)).toBe(4);
    expect([...m.keys()]).toEqual(["c", "d"]);
    expect(declaredCaches().some((d) => d.name === "test bound")).toBe(true);
  });

  it("refuse a second declaration of one name and a bound that is not a positive integer", () => {
    isolateWeakMap({ name: "test once", key: "k", invalidatedBy: "test" });
    expect(() => isolateWeakMap({ name: "test once", key: "k", invalidatedBy: "test" })).toThrow(/twice/);
    expect(() => isolateMap({ name: "test zero", key: "k", bound: 0, invalidatedBy: "test" })).toThrow(/bound/);
  });
});
