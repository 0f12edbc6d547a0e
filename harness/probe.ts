// Test-only Workers run beside the app's in the same workerd (startWorker's `probes`): a module of
// harness/probes/ bundled with the app's code it imports (esbuild, the project's tsconfig paths),
// so a test runs a batch of checks against the Worker's real D1 inside workerd and gets the results
// back as JSON in one request, instead of a round trip through Miniflare's proxy for every
// statement. Nothing here is part of the built Worker.
import path from "node:path";
import { build } from "esbuild";
import { fetchFresh, type RunningWorker } from "./worker";

const ROOT = path.resolve(import.meta.dirname, "..");
const bundles = new Map<string, Promise<string>>();

/** The ES module source of harness/probes/{name}.ts with everything it imports (once per process). */
export function bundleProbe(name: string): Promise<string> {
  let out = bundles.get(name);
  if (!out) {
    out = build({
      entryPoints: [path.join(ROOT, "harness/probes", `${name}.ts`)],
      bundle: true,
      write: false,
      format: "esm",
      platform: "neutral",
      target: "es2022",
      mainFields: ["module", "main"],
      conditions: ["workerd", "worker", "import"],
      external: ["node:*", "cloudflare:*"],
      tsconfig: path.join(ROOT, "tsconfig.json"),
      logLevel: "silent",
    }).then((r) => r.outputFiles[0]!.text);
    bundles.set(name, out);
  }
  return out;
}

/** POSTs `body` as JSON to the probe `name` at `pathname`, and returns its JSON answer. */
export async function askProbe<T>(w: RunningWorker, name: string, pathname: string, body: unknown): Promise<T> {
  // Straight to the probe over HTTP (Miniflare's entry routes by this header): mf.getWorker would
  // start Miniflare's bindings proxy, a Node thread, for this one call (harness/node-bindings.ts).
  const res = await fetchFresh(`${w.url}${pathname}`, {
    method: "POST",
    headers: { "MF-Route-Override": name },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`probe ${name}${pathname}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}
