// The Worker entry: a small Hono app. Requests that match a file in build/client never reach it
// (Workers static assets answer them first); everything else passes these middlewares in order,
// then the site (app/worker.server.ts: identity, edge cache, Remix), reached through the build.
import { env } from "cloudflare:workers";
// hono/quick: its router registers routes as a list and compiles nothing, where the default one
// builds a RegExp matcher on an isolate's first request, paid by that visitor's render.
import { Hono } from "hono/quick";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { site } from "./site";

// A mistyped setting stops the Worker as it starts, with the setting named, rather than at a request.
site.checkSettings(env);
// Run once as the isolate starts (no I/O): what every request's CSP asks, compiled before the first one.
site.formTargets(env, "/");

// The generation jobs' Workflow class (wrangler.toml [[workflows]]) must be exported by the entry.
export { GenerationWorkflow } from "./generation-workflow";
export { SearchConsoleBackfillWorkflow } from "./search-console-workflow";
export { RestoreWorkflow } from "./restore-workflow";
export { BackupWorkflow } from "./backup-workflow";
export { TierWarmUpWorkflow } from "./tier-warm-up-workflow";

type AppEnv = { Bindings: Cloudflare.Env; Variables: { secureHeadersNonce?: string } };

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
      // Forms post to the site itself; the one screen whose form is answered by a redirect to
      // Google's consent (Search Console) adds exactly that origin (app/worker.server.ts).
      formAction: [(c) => ["'self'", ...site.formTargets(c.env, c.req.path)].join(" ")],
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
// Remix runs — the one check for every action (tests/integration/same-origin.test.ts posts to each;
// the session cookie is SameSite=Lax besides).
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

app.get("/healthz", (c) => c.json({ ok: true }));

app.get("/robots.txt", (c) => c.text(site.robotsTxt(c.env), 200, { "Cache-Control": "public, max-age=3600" }));

// IndexNow's proof of ownership: the key as a text file at /{key}.txt, only while IndexNow is on.
app.get("*", (c, next) => {
  if (!c.req.path.endsWith(".txt")) return next();
  const key = site.indexNowKey(c.env);
  if (!key || c.req.path !== `/${key}.txt`) return next();
  return c.text(key, 200, { "Cache-Control": "public, max-age=3600" });
});

// Uploaded images' variants: answered from the data centre's cache or R2, before the app.
app.get("/midia/*", (c) => site.media(c.req.raw, c.env, (promise) => c.executionCtx.waitUntil(promise)));

app.all("*", (c) =>
  site.fetch({
    request: c.req.raw,
    env: c.env,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    nonce: c.get("secureHeadersNonce") ?? "",
  }),
);

export default {
  fetch: app.fetch,
  // The cron's work is awaited: the event ends when it does (and a test's scheduled() returns then).
  async scheduled(controller: ScheduledController, env: Cloudflare.Env, ctx: ExecutionContext) {
    await site.scheduled(env, controller.cron, (promise) => ctx.waitUntil(promise));
  },
} satisfies ExportedHandler<Cloudflare.Env>;
