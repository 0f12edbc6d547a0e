// The Worker entry: a small Hono app. Requests that match a file in build/client never reach it
// (Workers static assets answer them first); everything else passes these middlewares in order.
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { Hono } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
// The Remix server build, produced by `remix vite:build` before wrangler bundles this file.
// biome-ignore lint/suspicious/noTsIgnore: build/ exists after a build and not before; @ts-expect-error would fail one of the two type checks.
// @ts-ignore -- build/ is generated, so it does not exist for a fresh type check.
import * as build from "../build/server/index.js";
import { createLoadContext } from "../load-context";
import { robotsTxt } from "../app/lib/seo/robots";
import { siteUrl } from "../app/lib/platform/env.server";
import { pageSlugsOfKeys } from "../app/lib/pages/store.server";
import { indexNowKey } from "../app/lib/seo/indexnow.server";
import { deleteExpiredLeads } from "../app/lib/leads/leads.server";
import { getEnv } from "../app/lib/platform/env.server";
import { runDailySearchConsoleImport } from "../app/lib/insights/daily-import.server";
import { searchConsoleConfig } from "../app/lib/insights/search-console-api.server";
import { deleteOldWebVitals } from "../app/lib/insights/web-vitals.server";
import { cachePublicPages, purgeChangedPages } from "./edge-cache";
import { leadRoutes } from "./leads";
import { identityVersion, loadIdentity, withIdentity } from "../app/lib/identity/identity.server";
import { isPlaceholderIdentity } from "../app/lib/identity/identity";
import type { KvRecording } from "../app/lib/platform/recording-kv";
import type { AppLoadContext } from "@remix-run/cloudflare";

// The generation jobs' Workflow class (wrangler.toml [[workflows]]) must be exported by the entry.
export { GenerationWorkflow } from "./generation-workflow";
export { SearchConsoleBackfillWorkflow } from "./search-console-workflow";

type AppEnv = {
  Bindings: Cloudflare.Env;
  Variables: {
    secureHeadersNonce?: string;
    load?: { context: AppLoadContext; recording: KvRecording };
    identityVersion?: string;
  };
};

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

const app = new Hono<AppEnv>();

app.use(
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      // No 'unsafe-inline': the CSS is one built file, and the admin's progress bars set their
      // width through the DOM (allowed), never through a style attribute.
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      // The hero video player loads only after a click, from YouTube's privacy-enhanced domain.
      frameSrc: ["https://www.youtube-nocookie.com"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: "max-age=31536000; includeSubDomains",
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  }),
);

// A response decided before the request body was read (a foreign Origin, no session, a bad form)
// would leave the unread bytes on the connection, and the client sees its next request on that
// keep-alive connection reset. Reading the rest once the response exists keeps the connection
// usable, for every early refusal at once, wherever it happens (here or in a loader or action).
app.use("*", async (c, next) => {
  await next();
  const request = c.req.raw;
  if (!request.body || request.bodyUsed) return;
  try {
    await request.body.pipeTo(new WritableStream());
  } catch {
    // Already being read by someone else, or the client went away: nothing left to drain.
  }
});

// Writes only come from this site's own forms: a foreign or missing Origin is refused before
// Remix runs (the actions check again, and the session cookie is SameSite=Lax).
app.use("*", async (c, next) => {
  const method = c.req.method;
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return next();
  const origin = c.req.header("Origin");
  if (!origin || origin !== new URL(c.req.url).origin) {
    return c.text("Origem da requisição não permitida.", 403, { "Cache-Control": "no-store" });
  }
  return next();
});

// The admin area is never cached nor indexed, whatever a route sets (any letter case).
app.use("*", async (c, next) => {
  await next();
  if (!new URL(c.req.url).pathname.toLowerCase().startsWith("/admin")) return;
  c.res.headers.set("Cache-Control", "no-store");
  c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
});

// Every request that can render or link to the seller gets this request's load context and the
// seller's identity ("Dados da empresa", identity.server.ts); what follows runs inside it. While
// the phone is still the placeholder, no public page may be indexed (a site with a fake number
// must never reach search results): the header covers HTML, sitemap and redirects alike.
app.use("*", async (c, next) => {
  const path = new URL(c.req.url).pathname;
  if (path === "/healthz" || path === "/robots.txt") return next();
  const load = createLoadContext({ env: c.env, ctx: c.executionCtx, nonce: c.get("secureHeadersNonce") ?? "" });
  const identity = await loadIdentity(load.context.pages, siteUrl(c.env));
  c.set("load", load);
  c.set("identityVersion", identityVersion(identity));
  await withIdentity(identity, next);
  const robots = c.res.headers.get("X-Robots-Tag") ?? "";
  if (isPlaceholderIdentity(identity) && !/noindex/i.test(robots)) {
    c.res.headers.set("X-Robots-Tag", robots ? `noindex, ${robots}` : "noindex");
  }
});

// Contact clicks: before the edge cache (each click is recorded; never a cached redirect).
app.route("/contato", leadRoutes);

app.use("*", cachePublicPages);

app.get("/healthz", (c) => c.json({ ok: true }));

app.get("/robots.txt", (c) => c.text(robotsTxt(siteUrl(c.env)), 200, { "Cache-Control": "public, max-age=3600" }));

// IndexNow's proof of ownership: the key as a text file at /{key}.txt, only while IndexNow is on.
app.get("*", (c, next) => {
  const key = indexNowKey(c.env);
  if (!key || c.req.path !== `/${key}.txt`) return next();
  return c.text(key, 200, { "Cache-Control": "public, max-age=3600" });
});

app.all("*", async (c) => {
  // This request's KV goes through a recording wrapper (see recording-kv.ts): the Worker learns
  // what Remix wrote and how long it waited, without the app knowing about caching or timing.
  const { context, recording } = c.get("load")!;
  const started = performance.now();
  const kvBefore = recording.waitMs;
  const response = await handleRemixRequest(c.req.raw, context);
  // Time to the response (for crawlers: the whole document) less the time spent waiting for KV.
  // Deployed Workers freeze timers while code runs, so this reads ~0 there; locally it is what
  // `npm run bench` reports as CPU per render.
  const total = performance.now() - started;
  const kvMs = recording.waitMs - kvBefore;
  response.headers.set("Server-Timing", `render;dur=${(total - kvMs).toFixed(2)}, kv;dur=${kvMs.toFixed(2)}`);
  purgeChangedPages(
    c.executionCtx as ExecutionContext,
    c.req.url,
    pageSlugsOfKeys(recording.written),
    siteUrl(c.env),
    c.get("identityVersion") ?? "",
  );
  return response;
});

export default {
  fetch: app.fetch,
  // Daily cron (wrangler.toml [triggers]): leads past their retention period are deleted, the
  // Search Console days Google published are imported, old Web Vitals rows are deleted.
  // The handler awaits its work (the event ends when it does), each task failing on its own.
  async scheduled(_controller: ScheduledController, env: Cloudflare.Env) {
    const tasks = await Promise.allSettled([
      deleteExpiredLeads(env.DB).then((n) => console.log("Leads retention", JSON.stringify(n))),
      deleteOldWebVitals(env.DB).then((n) => console.log("Web Vitals retention", n)),
      runDailySearchConsoleImport({
        db: env.DB,
        config: searchConsoleConfig(getEnv(env)),
        workflow: env.SEARCH_CONSOLE,
      }).then((r) => console.log("Search Console import", JSON.stringify(r))),
    ]);
    for (const t of tasks) if (t.status === "rejected") console.error("Daily cron task failed", t.reason);
  },
} satisfies ExportedHandler<Cloudflare.Env>;
