// What the Worker (worker/index.ts, a small Hono app) reaches of the app, through the Remix build:
// entry.server.tsx exports `createSite`, which Remix exposes as `build.entry.module`. The Worker
// imports nothing else from app/ or content/, so the bundle holds one copy of every module and
// module state (the page listing, the identity scope) exists once per isolate.
import { type ServerBuild, createRequestHandler } from "@remix-run/cloudflare";
import { createLoadContext } from "../load-context";
import { identityVersion, loadIdentity, withIdentity } from "~/lib/identity/identity.server";
import { isPlaceholderIdentity, prepareStoredIdentitySchema } from "~/lib/identity/identity";
import { recoverStalledJobs } from "~/lib/jobs/job-control.server";
import { finishRun, jobTotal, runJobItem, type ItemStep } from "~/lib/jobs/job-runner.server";
import type { JobUsage } from "~/lib/jobs/job-store.server";
import { backfillChunks, backfillStep, completeBackfill, finishBackfill } from "~/lib/insights/backfill.server";
import { runDailySearchConsoleImport } from "~/lib/insights/daily-import.server";
import { SC_NOT_CONFIGURED } from "~/lib/insights/messages";
import { SEARCH_CONSOLE_SCREEN, searchConsoleConfig } from "~/lib/insights/search-console-api.server";
import { addDays, dayOfMs } from "~/lib/insights/days";
import { refreshLeadSums } from "~/lib/insights/search-totals.server";
import { deleteOldWebVitals } from "~/lib/insights/web-vitals.server";
import { deleteExpiredLeads } from "~/lib/leads/leads.server";
import { healSnapshot } from "~/lib/jobs-done/snapshot.server";
import { refreshGoogleRating } from "~/lib/jobs-done/proof-changes.server";
import { sweepMedia } from "~/lib/media/media.server";
import { serveMedia } from "~/lib/media/serve.server";
import { onPagesChanged } from "~/lib/pages/announce.server";
import { recheckPages } from "~/lib/pages/recheck.server";
import { purgeExpiredTrash } from "~/lib/pages/trash.server";
import { deleteUnheldHashes } from "~/lib/gate/shingle-index.server";
import {
  EDGE_TTL_S,
  type RenderClock,
  cacheKey,
  cachedPage,
  isCacheable,
  requestToRender,
  storePage,
} from "~/lib/platform/edge-cache.server";
import { tierAnswers, tierKey, wipeTier } from "~/lib/platform/page-tier.server";
import {
  WARM_BATCH,
  type WarmUpParams,
  ownsWarmUp,
  DAILY_WARM_KEPT_MS,
  startWarmUp,
  warmOrder,
  warmUpIfNewBuild,
  writeWarmMarker,
} from "~/lib/platform/tier-warm-up.server";
import { publicPaths } from "~/lib/identity/announce-identity.server";
import { checkSettings, getEnv, siteUrl } from "~/lib/platform/env.server";
import { type Services, createServices } from "~/lib/platform/services.server";
import { canonicalRedirect } from "~/lib/seo/canonical-path";
import { indexNowKey } from "~/lib/seo/indexnow.server";
import { robotsTxt } from "~/lib/seo/robots";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { hasSessionCookie, readAdmin } from "~/http/session.server";
import { log } from "~/lib/platform/log";
import { buildStep, failBuild, weeklyCopyIfDue } from "~/lib/backup/build.server";
import {
  copyBeforeNoted,
  copyBeforeStart,
  failRestore,
  finishRestore,
  restoreState,
  unitStep,
  wipeD1RunStep,
  wipeKvRunStep,
} from "~/lib/backup/restore-run.server";

type WaitUntil = (promise: Promise<unknown>) => void;

/** What a tier warm-up run is started with (worker/tier-warm-up-workflow.ts). */
export type { WarmUpParams };

export interface PageRequest {
  request: Request;
  env: Cloudflare.Env;
  waitUntil: WaitUntil;
  /** CSP nonce of this response (the Worker's secure-headers middleware). */
  nonce: string;
}

/** A generation job's steps, each with services of its own (so each counts its own writes). */
export interface JobSteps {
  total(jobId: string): Promise<number>;
  item(jobId: string, index: number): Promise<ItemStep & { kvWrites: number; d1RowsWritten: number }>;
  finish(jobId: string, usage: JobUsage): Promise<void>;
}

export function createSite(build: ServerBuild) {
  const handleRemix = createRequestHandler(build);
  prepareFirstAnswer();

  /** Runs `fn` with fresh services and the seller's identity in scope, as a request does. */
  async function inScope<T>(
    env: Cloudflare.Env,
    waitUntil: WaitUntil,
    fn: (services: Services, version: string) => Promise<T>,
  ): Promise<T> {
    const services = createServices(env, waitUntil);
    const identity = await loadIdentity(services.kv, services.origin);
    return withIdentity(identity, () => fn(services, identityVersion(identity)));
  }

  /**
   * Render on write: the pages a write changed (the listing pages first), at most
   * RENDER_AHEAD_MAX, rendered as a visitor's GET after the write's response and kept in this data
   * centre and the global tier, so the next visitor anywhere is answered without a render. A page
   * left out is rendered by its next visitor, as before.
   */
  async function renderAhead(env: Cloudflare.Env, paths: string[]): Promise<void> {
    const services = createServices(env, () => {});
    if (services.config.EDGE_CACHE !== "on" || services.config.RENDER_ON_WRITE !== "on") return;
    try {
      // What the write saved: the data centre's copy of the identity, not this isolate's.
      const identity = await loadIdentity(services.kv, services.origin, { fresh: true });
      await renderPages(env, identity, paths.slice(0, RENDER_AHEAD_MAX));
    } catch (error) {
      log.error("Render on write failed", { error });
    }
  }

  /**
   * Renders `paths` as a visitor's GET with `identity` and keeps each in this data centre and the
   * global tier (render on write, the tier's warm-up). `keptMs`: a page whose tier copy already
   * answers for this build and identity for longer than that is left as it is (one R2 head, no
   * write); 0 renders every page.
   */
  async function renderPages(
    env: Cloudflare.Env,
    identity: Awaited<ReturnType<typeof loadIdentity>>,
    paths: string[],
    { keptMs = 0 } = {},
  ): Promise<number> {
    const pending: Promise<unknown>[] = [];
    const services = createServices(env, (p) => pending.push(p));
    const tier = { bucket: services.media, build: tierBuild(build, services) };
    const version = identityVersion(identity);
    let rendered = 0;
    try {
      for (const path of paths) {
        const request = new Request(services.origin + path);
        if (!isCacheable(request)) continue;
        if (keptMs > 0) {
          const key = tierKey(services.origin, cacheKey(services.origin, request.url));
          const head = key ? await services.media.head(key) : null;
          const meta = head?.customMetadata;
          const until = services.now() + keptMs;
          if (tierAnswers(meta, { build: tier.build, identityVersion: version, now: until })) continue;
        }
        const context = createLoadContext(services, identity, "");
        const started = services.now();
        const response = await withIdentity(identity, () => handleRemix(request, context));
        const keep = { request, origin: services.origin, identityVersion: version, nonce: "" };
        await storePage(
          { ...keep, waitUntil: (p) => pending.push(p), now: services.now, tier },
          response,
          listingLeft(context, services),
          renderClock(context, started),
        );
        rendered++;
      }
    } finally {
      await Promise.allSettled(pending);
    }
    return rendered;
  }

  return {
    /**
     * A page request: the seller's identity loaded and in scope, the data centre's copy of a
     * visitor's page when there is one, else a Remix render (kept for the next visitor), then the
     * purge and IndexNow of what the request wrote, after the response.
     */
    async fetch({ request, env, waitUntil, nonce }: PageRequest): Promise<Response> {
      const began = performance.now();
      const services = createServices(env, waitUntil);
      // Only a valid session (signed, unexpired, its row in D1) skips the edge cache: any value of
      // the cookie used to, so anyone could make every request a render.
      const maybeAdmin =
        hasSessionCookie(request) && (await readAdmin(request, { services } as AppLoadContext)) !== null;
      // An admin's request reads past this isolate's copy: the seller sees his own save at once.
      const identity = await loadIdentity(services.kv, services.origin, { fresh: maybeAdmin, waitUntil });
      const version = identityVersion(identity);
      const cacheRequest = {
        request,
        origin: services.origin,
        identityVersion: version,
        nonce,
        waitUntil,
        keep: services.config.EDGE_CACHE === "on",
        now: services.now,
        // Rendered pages kept for every data centre, per build (page-tier.server.ts).
        tier: { bucket: services.media, build: tierBuild(build, services), io: services.io },
      };
      const cacheable = isCacheable(request);
      // One address per page: other spellings of a public path get one 301 to the canonical one.
      let response = canonicalRedirect(request) ?? (cacheable && !maybeAdmin ? await cachedPage(cacheRequest) : null);
      if (response?.headers.get("X-Edge-Cache") === "TIER") {
        // What the answer from the global tier cost (no render): the whole request so far, the
        // identity's read included, less its KV and R2 waits (`render` is timed the same way).
        const tierMs = performance.now() - began - services.io.waitMs;
        response.headers.set("Server-Timing", `tier;dur=${tierMs.toFixed(2)}`);
      }
      if (!response) {
        const context = createLoadContext(services, identity, nonce);
        const startedAt = services.now();
        const started = performance.now();
        // A visitor's copy to keep is rendered from the parameters its key holds.
        const rendered = cacheable && !maybeAdmin ? requestToRender(request) : request;
        response = await withIdentity(identity, () => handleRemix(rendered, context));
        // Render time less the time KV or D1 calls were pending (overlaps once, io-clock.ts): ~0
        // when deployed (timers stop while code runs), what `npm run bench` and `npm run
        // scale-check` report as the Worker's CPU locally.
        const kvMs = services.kvRecording.waitMs;
        const d1Ms = services.d1Recording.waitMs;
        const render = performance.now() - started - services.io.waitMs;
        response.headers.set(
          "Server-Timing",
          `render;dur=${render.toFixed(2)}, kv;dur=${kvMs.toFixed(2)}, d1;dur=${d1Ms.toFixed(2)}`,
        );
        // A save of the seller's identity: every tier copy stops answering (its version moved).
        const identitySaved = services.changes.some((c) => c.kind === "empresa");
        const changed = onPagesChanged(services, version);
        // The pages a write changed, rendered again after its response (once purged) for every
        // visitor; after an identity save, the tier's warm-up renders the rest in the background.
        if (changed.paths.length > 0)
          waitUntil(
            changed.purged
              .then(() => renderAhead(env, changed.paths))
              .then(() =>
                identitySaved ? startWarmUp(services, tierBuild(build, services), { afterWrite: true }) : null,
              ),
          );
        if (cacheable && maybeAdmin) {
          // The admin sees read-your-write renders: never kept by the browser or a proxy.
          response.headers.set("Cache-Control", "private, no-store");
        } else if (cacheable) {
          // A page showing the listing is kept no longer than that listing stays fresh.
          response = await storePage(
            cacheRequest,
            response,
            listingLeft(context, services),
            renderClock(context, startedAt),
          );
        }
      }
      // While the phone is the shipped placeholder no public page may be indexed: a site with a
      // fake number must never reach search results (HTML, sitemap and redirects alike).
      const robots = response.headers.get("X-Robots-Tag") ?? "";
      // (Every response here was made in this request, so its headers can be set.)
      if (isPlaceholderIdentity(identity) && !/noindex/i.test(robots)) {
        response.headers.set("X-Robots-Tag", robots ? `noindex, ${robots}` : "noindex");
      }
      return response;
    },

    robotsTxt: (env: Cloudflare.Env) => robotsTxt(siteUrl(env)),

    /** Throws, naming it, when a setting has a value it does not accept (env.server.ts). */
    checkSettings,

    /**
     * GET /midia/{id}/{width}.{webp|avif}: an uploaded image's variant, straight from the data
     * centre's cache or R2 — no identity, no render (app/lib/media/serve.server.ts).
     */
    media: (request: Request, env: Cloudflare.Env, waitUntil: WaitUntil) =>
      // D1 (through the services' wrapper) only on a miss: a testimonial photo not approved yet.
      serveMedia(request, env.MEDIA, () => createServices(env, waitUntil).db, siteUrl(env), waitUntil),

    /**
     * Where a form on `path` may send the browser besides this site (CSP `form-action`): Google's
     * consent screen from "Desempenho no Google" once the OAuth client is set, nothing elsewhere.
     * The button there is a plain POST answered by a redirect to Google, and browsers check that
     * redirect against the submitting page's `form-action`.
     */
    formTargets: (env: Cloudflare.Env, path: string): string[] => {
      if (path.toLowerCase().replace(/\/+$/, "") !== SEARCH_CONSOLE_SCREEN) return [];
      const config = searchConsoleConfig(getEnv(env));
      return config ? [new URL(config.authUrl).origin] : [];
    },

    /** The IndexNow key served at /{key}.txt, or null while IndexNow is off (asked on every GET: no allocation). */
    indexNowKey: (env: Cloudflare.Env) => indexNowKey(getEnv(env)),

    /**
     * The crons (wrangler.toml [triggers]). Daily: lead and Web Vitals retention, the trash's 30
     * days, the shingle index's hashes no page holds, pages the uniqueness gate never measured, the
     * Search Console days Google published, the seller's Google rating — each task failing on its
     * own. Every 5 minutes: stalled jobs, the jobs-done snapshot brought up to D1, abandoned uploads
     * deleted.
     */
    async scheduled(env: Cloudflare.Env, cron: string, waitUntil: WaitUntil): Promise<void> {
      const services = createServices(env, waitUntil);
      const { db, kv, config, bindings } = services;
      if (cron !== DAILY_CRON) {
        const restarted = await recoverStalledJobs({ db, config, bindings });
        if (restarted.length > 0) log.info("Stalled jobs restarted", { restarted });
        // Jobs done: the visitors' snapshot brought up to D1 if a write's KV put failed, and
        // abandoned uploads (never finished, or sent with a job form never saved) deleted.
        const [healed, swept] = await Promise.all([
          healSnapshot(services).catch((error: unknown) => log.error("Jobs snapshot upkeep failed", { error })),
          sweepMedia(services).catch((error: unknown) => log.error("Media sweep failed", { error })),
        ]);
        // The snapshot lagged D1 since a write whose put failed: pages rendered since showed the old
        // jobs, and which ones is not known here, so the whole global tier goes.
        if (healed)
          await wipeTier(services.media, services.now()).catch((error: unknown) =>
            log.error("Page tier wipe failed", { error }),
          );
        if (healed || (swept ?? 0) > 0) log.info("Jobs done upkeep", { healed, swept });
        // A deploy: the tier's copies of the build before answer no more; its warm-up, once.
        const warming = await warmUpIfNewBuild(services, tierBuild(build, services)).catch((error: unknown) =>
          log.error("Tier warm-up check failed", { error }),
        );
        if (warming) log.info("Tier warm-up started", { run: warming });
        return;
      }
      const tasks = await Promise.allSettled([
        deleteExpiredLeads(db).then((n) => log.info("Leads retention", { deleted: n })),
        deleteOldWebVitals(db).then((n) => log.info("Web Vitals retention", { deleted: n })),
        purgeExpiredTrash(kv).then((n) => log.info("Trash emptied", { result: n })),
        deleteUnheldHashes(db).then((n) => log.info("Shingle index tidied", { deleted: n })),
        // Public pages never measured by the uniqueness gate (saved before it existed, or while
        // D1 failed) are checked again, a batch a day, and whatever changed is announced.
        inScope(env, waitUntil, async (scoped, version) => {
          const checked = await recheckPages(scoped, "unchecked");
          onPagesChanged(scoped, version);
          return checked;
        }).then((r) => log.info("Pages checked again", { result: r })),
        // A new rating changes the pages that show it: purged like a write's (onPagesChanged).
        inScope(env, waitUntil, async (scoped, version) => {
          const result = await refreshGoogleRating(scoped);
          await onPagesChanged(scoped, version).purged;
          return result;
        }).then((r) => log.info("Google rating", { result: r })),
        // The weekly backup to R2 (app/lib/backup/), when the newest weekly copy is a week old.
        weeklyCopyIfDue(services).then((id) => log.info("Weekly backup", { started: id })),
        runDailySearchConsoleImport({
          db,
          config: searchConsoleConfig(config),
          workflow: bindings.SEARCH_CONSOLE,
        }).then(async (r) => {
          log.info("Search Console import", { result: r });
          // The contacts' sums follow the newest imported day; with no import today, yesterday.
          if (r.status !== "imported") await db.batch(refreshLeadSums(db, addDays(dayOfMs(Date.now()), -1)));
        }),
      ]);
      for (const t of tasks) if (t.status === "rejected") log.error("Daily cron task failed", { error: t.reason });
      // A tier copy lasts a day at most, and the rating just purged the pages that show it: the
      // day's warm-up renews every copy that would expire before tomorrow's, so a visitor's first
      // request on a new isolate stays one read, not a render.
      const daily = await startWarmUp(services, tierBuild(build, services), {
        afterWrite: true,
        keptMs: DAILY_WARM_KEPT_MS,
      });
      if (daily) log.info("Tier warm-up started", { run: daily, daily: true });
    },

    /** The Search Console back-fill's steps (worker/search-console-workflow.ts orders them). */
    searchConsole(env: Cloudflare.Env) {
      const { db, config } = createServices(env, () => {});
      const sc = searchConsoleConfig(config);
      return {
        configured: sc !== null,
        notConfigured: (jobId: string) => finishBackfill(db, jobId, "failed", SC_NOT_CONFIGURED),
        chunks: (jobId: string) => backfillChunks(db, jobId),
        step: (jobId: string, index: number) => backfillStep({ db, config: sc! }, jobId, index),
        complete: (jobId: string) => completeBackfill(db, jobId),
      };
    },

    /** A restore's steps (worker/restore-workflow.ts orders them), each with services of its own. */
    restore(env: Cloudflare.Env) {
      // A step waits for its own work: nothing is left to run after it returns.
      const fresh = () => createServices(env, () => {});
      return {
        /** The engine's first wait before retrying a failed step (RESTORE_RETRY_MS, 2 s unset). */
        retryDelayMs: () => getEnv(env).RESTORE_RETRY_MS,
        state: (id: string) => restoreState(fresh().db, id),
        copyBefore: (id: string) => copyBeforeStart(fresh(), id),
        copyStep: (buildId: string) => buildStep(fresh(), buildId),
        copyNoted: (id: string) => copyBeforeNoted(fresh().db, id),
        wipeKv: async (id: string, cursor: string | null) => (await wipeKvRunStep(fresh(), id, cursor)).cursor,
        wipeD1: (id: string) => wipeD1RunStep(fresh(), id),
        unit: (id: string, index: number) => unitStep(fresh(), id, index),
        finish: (id: string) =>
          inScope(
            env,
            () => {},
            (services) => finishRestore(services, id),
          ),
        fail: (id: string, error: unknown) => failRestore(fresh().db, id, error),
      };
    },

    /** A backup copy's steps (worker/backup-workflow.ts repeats them), each with services of its own. */
    backup(env: Cloudflare.Env) {
      const fresh = () => createServices(env, () => {});
      return {
        step: (id: string) => buildStep(fresh(), id),
        fail: (id: string, error: unknown) => failBuild(fresh(), id, error),
      };
    },

    /**
     * The tier warm-up's steps (worker/tier-warm-up-workflow.ts orders them): the list, in
     * batches of WARM_BATCH pages, then a step per batch. Each checks first
     * that its run still owns the warm-up of this build and that the identity is the one it
     * started for; else it stops: a newer save or deploy has a run of its own.
     */
    warmUp(env: Cloudflare.Env) {
      const fresh = () => createServices(env, () => {});
      const current = async (services: Services, { run, build: target }: WarmUpParams, version?: string) => {
        const identity =
          tierBuild(build, services) === target && (await ownsWarmUp(services.media, run, target))
            ? await loadIdentity(services.kv, services.origin, { fresh: true })
            : null;
        if (identity && (version === undefined || identityVersion(identity) === version)) return identity;
        log.info("Tier warm-up stopped", { run });
        return null;
      };
      return {
        /** The pages to warm, most visited first, and the identity version they are rendered for. */
        list: async (params: WarmUpParams): Promise<{ identity: string; batches: string[][] } | null> => {
          const services = fresh();
          const identity = await current(services, params);
          if (!identity) return null;
          const paths = warmOrder(await publicPaths(services.kv), services.config.TIER_WARM_UP_MAX_PAGES);
          const batches = Array.from({ length: Math.ceil(paths.length / WARM_BATCH) }, (_, i) =>
            paths.slice(i * WARM_BATCH, (i + 1) * WARM_BATCH),
          );
          return { identity: identityVersion(identity), batches };
        },
        /** Renders a batch; false when the run must stop. */
        batch: async (params: WarmUpParams, version: string, paths: string[]): Promise<boolean> => {
          const identity = await current(fresh(), params, version);
          if (!identity) return false;
          await renderPages(env, identity, paths, { keptMs: params.keptMs ?? EDGE_TTL_S * 1000 });
          return true;
        },
        /** The marker says the run is done (a test and the logs read it). */
        done: async (params: WarmUpParams): Promise<boolean> => {
          const services = fresh();
          if (!(await ownsWarmUp(services.media, params.run, params.build))) return false;
          await writeWarmMarker(services.media, { run: params.run, build: params.build, state: "done" });
          return true;
        },
      };
    },

    jobs(env: Cloudflare.Env, waitUntil: WaitUntil): JobSteps {
      return {
        total: (jobId) => inScope(env, waitUntil, (services) => jobTotal(services, jobId)),
        item: (jobId, index) =>
          inScope(env, waitUntil, async (services) => {
            const step = await runJobItem(services, jobId, index);
            return {
              ...step,
              kvWrites: services.kvRecording.written.size,
              d1RowsWritten: services.d1Recording.rowsWritten,
            };
          }),
        finish: (jobId, usage) =>
          // The step waits for its notifications: a step's work must be done when it returns.
          inScope(env, waitUntil, async (services, version) => {
            const pending: Promise<unknown>[] = [];
            await finishRun({ ...services, waitUntil: (p) => pending.push(p) }, jobId, usage, version);
            await Promise.allSettled(pending);
          }),
      };
    },
  };
}

export type Site = ReturnType<typeof createSite>;

/** Pages a write renders again after its response (CPU the admin's request pays: ~5 ms each, warm). */
const RENDER_AHEAD_MAX = 6;

/** How long a page rendered with this context may be kept: no longer than the listing it showed stays fresh. */
function listingLeft(context: AppLoadContext, services: Services): number {
  return context.listingReadAt === undefined
    ? EDGE_TTL_S
    : (context.listingReadAt + services.config.LIST_CACHE_MS - services.now()) / 1000;
}

/**
 * What a tier copy was rendered by: the build, and the settings a render reads (the canonical
 * origin in every link, the Web Vitals sampling rate in the layout), which a change of the
 * Worker's variables moves without a new build. A copy of another answers no more.
 */
function tierBuild(build: ServerBuild, services: Services): string {
  return `${build.assets.version} ${services.origin} ${services.config.RUM_SAMPLE_RATE}`;
}

/**
 * What the global tier needs of a render: when its page would change by the clock alone (what its
 * loaders recorded; the year's turn is added for every page), and the oldest of its inputs' reads.
 */
function renderClock(context: AppLoadContext, startedAt: number): RenderClock {
  return { changesAt: context.changesAt, inputsSince: Math.min(context.listingReadAt ?? startedAt, startedAt) };
}

/**
 * Runs once as the isolate starts (createSite is called at module load), before any request: the
 * pure part of a visitor's answer from the tier — zod building the identity's schema on its first
 * parse, the cache keys' URL parsing and RegExps — is compiled here, so a new isolate's first
 * answer does not pay it (Workers run an isolate's start apart from its first request's CPU).
 */
function prepareFirstAnswer(): void {
  prepareStoredIdentitySchema();
  const origin = "https://motoresppa.com.br";
  const probe = new Request(`${origin}/?paginas=2&utm_source=x`, { headers: { Cookie: "a=b" } });
  hasSessionCookie(probe);
  canonicalRedirect(probe);
  if (isCacheable(probe)) tierKey(origin, cacheKey(origin, probe.url));
}

/** The daily cron of wrangler.toml; the other one recovers stalled generation jobs. */
export const DAILY_CRON = "0 6 * * *";
