// `npm run dev` (scripts/dev.ts): the Worker's own Hono entry (worker/index.ts) run in Node by
// Vite's SSR loader, over local bindings from wrangler's getPlatformProxy. Modelled on Remix's
// cloudflareDevProxyVitePlugin, which hands a request to the Remix handler alone with a
// getLoadContext: ours hands it to the whole entry (secure headers and CSP nonce, the same-origin
// check, /robots.txt, /midia, then app/worker.server.ts: the identity scope and
// createLoadContext), so routes get the load context they get in production.
//
// A saved file invalidates its module and the ones importing it, up to the entry; the next
// request runs them again (Vite's module graph; no bundle is rebuilt). getPlatformProxy reads
// wrangler.toml and .dev.vars, and keeps KV, D1 and R2 in .wrangler/state/v3, as `npm start` does.
// What it does not give: Workflows (GENERATION, SEARCH_CONSOLE, RESTORE are missing: the admin
// says so, app/lib/platform/missing-bindings.ts) and the Cache API (no edge cache: every page is
// rendered, so a change shows at once). The crons do not run.
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import type { Plugin, ViteDevServer } from "vite";
import { wranglerDevArgs } from "../scripts/local-origin";

const ENTRY = "/worker/index.ts";
const ENHANCE = "/app/enhance/enhance.js";

type WorkerEntry = {
  default: { fetch(request: Request, env: Cloudflare.Env, ctx: ExecutionContext): Response | Promise<Response> };
};

/** The request as the Worker gets it: its URL from the Host header (never from Origin). */
function toRequest(req: IncomingMessage, res: ServerResponse): Request {
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}

async function send(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  res.statusMessage = response.statusText;
  const cookies = response.headers.getSetCookie();
  for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  if (!response.body) {
    res.end();
    return;
  }
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  res.end();
}

/** The `--var NAME:value` pairs `npm start` gives wrangler (SITE_URL on PORT): they win here too. */
function startVars(): Record<string, string> {
  const args = wranglerDevArgs();
  const vars: Record<string, string> = {};
  args.forEach((arg, i) => {
    const pair = args[i + 1];
    if (arg !== "--var" || !pair) return;
    const at = pair.indexOf(":");
    vars[pair.slice(0, at)] = pair.slice(at + 1);
  });
  return vars;
}

export function workerDevProxy(): Plugin {
  // Remix's plugin starts a second Vite server (its child compiler) with the plugins of this
  // config but its own; that one must not start a second Miniflare over the same state.
  let child = false;
  let dispose: (() => Promise<void>) | undefined;
  return {
    name: "worker-dev-proxy",
    apply: "serve",
    config: () => ({
      resolve: {
        alias: [
          { find: /^cloudflare:workers$/, replacement: path.resolve("config/dev/cloudflare-workers.ts") },
          // worker/site.ts imports the built Remix server; in dev it is Vite's live one.
          { find: /^\.\.\/build\/server\/index\.js$/, replacement: "virtual:remix/server-build" },
        ],
      },
      ssr: { resolve: { externalConditions: ["workerd", "worker"] } },
    }),
    configResolved(config) {
      const index = (name: string) => config.plugins.findIndex((plugin) => plugin.name === name);
      child = index("remix") < 0;
      if (!child && index("remix") < index("worker-dev-proxy"))
        throw new Error("worker-dev-proxy must come before the Remix plugin (vite.config.ts)");
    },
    // Awaited by server.close() (Ctrl+C, a restart after vite.config.ts changed): workerd stops with it.
    async closeBundle() {
      const stop = dispose;
      dispose = undefined;
      await stop?.();
    },
    async configureServer(vite: ViteDevServer) {
      if (child) return;
      // enhance.js is a classic script (SiteShell.tsx): served as the file it is, as in
      // production, not as a module Vite would add its own imports to.
      vite.middlewares.use(ENHANCE, async (req, res, next) => {
        if (req.url !== "/" && !req.url?.startsWith("/?")) return next();
        res.setHeader("Content-Type", "text/javascript; charset=utf-8");
        res.setHeader("Cache-Control", "no-store");
        res.end(await readFile(path.resolve(`.${ENHANCE}`)));
      });
      const { getPlatformProxy } = await import("wrangler");
      const platform = await getPlatformProxy<Cloudflare.Env>({ persist: true });
      const env = { ...platform.env, ...startVars() } as Cloudflare.Env;
      globalThis.__workerDevEnv = env;
      dispose = () => platform.dispose();
      // After Vite's own middlewares (modules, /@vite/client, public/), before Remix's (the plugin
      // order above): every other request is the Worker's.
      return () => {
        vite.middlewares.use(async (req, res, next) => {
          try {
            const entry = (await vite.ssrLoadModule(ENTRY)) as WorkerEntry;
            const response = await entry.default.fetch(
              toRequest(req, res),
              env,
              platform.ctx as unknown as ExecutionContext,
            );
            await send(response, res);
          } catch (error) {
            if (error instanceof Error) vite.ssrFixStacktrace(error);
            next(error);
          }
        });
      };
    },
  };
}
