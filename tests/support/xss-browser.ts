// The browser side of the stored-XSS tests (tests/e2e/xss.test.ts: the pages the Worker serves;
// tests/e2e/xss-replay.test.ts: the stored HTML in a page without CSP): a context that records any
// payload that runs and stops any navigation, the pokes that click, focus and hover everything, and
// the checks of what the live document holds. Checks run with page.evaluate only (a Playwright
// wait or locator compiles its injected script into each document: ~55 ms of Chromium CPU apiece).
import type { Browser, BrowserContext, CDPSession, Page } from "playwright-core";
import { settledInPage } from "../../harness/wait";

/**
 * Runs before any page script, in every frame: `__xss(n)` and `__xss = n` both record a hit in
 * the page (`window.__hits`) and in the test (through the `__reportXss` binding, which also sees
 * frames and documents the click navigated to).
 */
export const INIT_SCRIPT = `(() => {
  const hit = (n) => {
    (window.__hits ||= []).push(n);
    try { window.__reportXss(n); } catch {}
  };
  Object.defineProperty(window, "__xss", { get: () => hit, set: (n) => hit(n), configurable: false });
})();`;

export interface Harness {
  context: BrowserContext;
  page: Page;
  /** Hits reported through the binding, from any frame or document of the context. */
  hits: { n: unknown; url: string }[];
  /** Allows the next main-frame navigation to this URL; any other one is aborted and recorded. */
  allow(url: string | null): void;
  navigations: string[];
}

/** What one harness's guard needs: its page's main frame (CDP id), its context, its rules. */
interface Guarded {
  mainFrame: string;
  browserContextId: string;
  allowed: string | null;
  navigations: string[];
}

/**
 * One interception for the browser, through a browser-level CDP session (`Fetch.enable` there sees
 * every request of every target, popups from their first request included): Playwright's
 * `context.route` would do the same but turns the HTTP cache off while a route is set, so every
 * page fetched the stylesheet and the script again from the Worker and parsed them again (~50 ms
 * of CPU a page, measured). Requests held here keep the cache. Shared by the file's harnesses,
 * gone with the last of them.
 */
interface Guard {
  /** Taken and given back synchronously (no await between a check and a change). */
  harnesses: Set<Guarded>;
  session: Promise<CDPSession>;
}
const guards = new WeakMap<Browser, Guard>();

const isLocal = (url: string) => {
  try {
    const host = new URL(url).hostname;
    return host === "127.0.0.1" || host === "localhost";
  } catch {
    return false;
  }
};

interface Paused {
  requestId: string;
  frameId: string;
  resourceType: string;
  request: { url: string };
}

async function decide(guard: Guard, session: CDPSession, e: Paused): Promise<boolean> {
  if (e.resourceType === "Document") {
    for (const h of guard.harnesses) {
      if (h.mainFrame !== e.frameId) continue;
      // The harness page's own navigation: only the one allowed; a clicked link is stopped
      // ("aborted" leaves the current document in place, where another error would show an error page).
      if (e.request.url === h.allowed) return true;
      h.navigations.push(e.request.url);
      return false;
    }
    // Another page's first document: a popup (target=_blank) of a harness page is stopped and
    // recorded like a click; a frame's document goes on if it is local.
    const info = await session
      .send("Target.getTargetInfo", { targetId: e.frameId })
      .then((r) => r.targetInfo)
      .catch(() => null);
    if (info?.type === "page") {
      const mine = [...guard.harnesses].find(
        (h) => h.mainFrame === info.openerId || h.browserContextId === info.browserContextId,
      );
      if (mine) {
        mine.navigations.push(e.request.url);
        return false;
      }
    }
  }
  // Nothing leaves the machine.
  return isLocal(e.request.url);
}

/** The browser's interception, started by the first harness of a file, with that harness in it. */
function guardFor(browser: Browser, h: Guarded): Guard {
  let guard = guards.get(browser);
  if (!guard) {
    const harnesses = new Set<Guarded>();
    const session = (async () => {
      const session = await browser.newBrowserCDPSession();
      session.on("Fetch.requestPaused", (e: Paused) => {
        void decide(g, session, e)
          .then((go) =>
            go
              ? session.send("Fetch.continueRequest", { requestId: e.requestId })
              : session.send("Fetch.failRequest", { requestId: e.requestId, errorReason: "Aborted" }),
          )
          // The request may be gone meanwhile (its page closed).
          .catch(() => {});
      });
      await session.send("Fetch.enable", { patterns: [{ urlPattern: "*", requestStage: "Request" }] });
      return session;
    })();
    const g: Guard = { harnesses, session };
    guard = g;
    guards.set(browser, g);
  }
  guard.harnesses.add(h);
  return guard;
}

/** Takes the harness out; the last one out ends the interception. */
function unguard(browser: Browser, h: Guarded): void {
  const guard = guards.get(browser);
  if (!guard?.harnesses.delete(h) || guard.harnesses.size > 0) return;
  guards.delete(browser);
  void guard.session.then((s) => s.detach()).catch(() => {});
}

/** A browser context that records every hit and stops every navigation but the one allowed. */
export async function harness(browser: Browser, width = 1280): Promise<Harness> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  context.setDefaultTimeout(10_000);
  const hits: Harness["hits"] = [];
  await context.exposeBinding("__reportXss", ({ frame }, n: unknown) => {
    hits.push({ n, url: frame.url() });
  });
  await context.addInitScript(INIT_SCRIPT);
  const guarded: Guarded = { mainFrame: "", browserContextId: "", allowed: null, navigations: [] };
  // Registered before anything else can fail: the interception ends with the file's last context.
  const guard = guardFor(browser, guarded);
  context.once("close", () => unguard(browser, guarded));
  await guard.session;
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send("Target.getTargetInfo");
  await cdp.detach();
  guarded.mainFrame = targetInfo.targetId;
  guarded.browserContextId = targetInfo.browserContextId ?? "";
  // Links with target=_blank would open popups: they are closed at once (their hits still count).
  context.on("page", (p) => {
    if (p !== page) void p.close();
  });
  return {
    context,
    page,
    hits,
    navigations: guarded.navigations,
    allow(url) {
      guarded.allowed = url;
    },
  };
}

/**
 * Runs `run` over `items` in a few browser contexts at once (each with its own hit log), which
 * keeps this file's run short. Stops taking new items after the first failure and reports it.
 */
export async function inLanes<T>(
  items: T[],
  setup: () => Promise<Harness>,
  run: (h: Harness, item: T) => Promise<void>,
  lanes = 3,
): Promise<void> {
  const queue = [...items];
  const harnesses = await Promise.all(Array.from({ length: lanes }, () => setup()));
  let failed = false;
  try {
    const results = await Promise.allSettled(
      harnesses.map(async (h) => {
        for (let item = queue.shift(); item !== undefined && !failed; item = queue.shift()) {
          try {
            await run(h, item);
          } catch (error) {
            failed = true;
            throw error;
          }
        }
      }),
    );
    const rejected = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    if (rejected) throw rejected.reason;
  } finally {
    await Promise.all(harnesses.map((h) => h.context.close()));
  }
}

// The checks below run inside the page. Each is a self-contained function (no closure: its source
// is sent to the page), so that a test can run several in one `page.evaluate` (see `inspect`):
// each evaluate is a round trip through Playwright and the renderer, and the XSS files make
// hundreds of them.

/** In the page: clicks every link, button and summary, focuses every focusable element and hovers everything inside `sel`. */
function pokeIn(sel: string, doClick: boolean): number {
  let touched = 0;
  for (const root of Array.from(document.querySelectorAll(sel))) {
    for (const el of Array.from(root.querySelectorAll("*"))) {
      el.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
      el.dispatchEvent(new MouseEvent("mouseenter"));
      if (
        el.matches("a, area, button, summary, label, input, select, textarea, [tabindex], [onclick], details, x, text")
      ) {
        if (el instanceof HTMLElement || el instanceof SVGElement) el.focus();
        if (doClick) {
          // HTMLElement.click() runs the activation behaviour (links, buttons); SVG elements get a click event.
          if (el instanceof HTMLElement) el.click();
          else el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
        }
        touched++;
      }
    }
  }
  return touched;
}

/** In the page: what must never be in the generated content (parsed DOM); `app` is APP_AFTER_CONTENT. */
function contentProblemsIn(sel: string, app: string): string[] {
  const problems: string[] = [];
  const forbiddenTag =
    /^(script|iframe|frame|frameset|object|embed|param|base|meta|link|style|form|input|textarea|select|button|svg|math|template|video|audio|source|marquee|body|noscript|applet)$/i;
  const urlAttr = /^(href|src|action|formaction|xlink:href|data|poster|background|srcset|cite)$/i;
  for (const root of Array.from(document.querySelectorAll(sel))) {
    for (const el of [root, ...Array.from(root.querySelectorAll("*"))]) {
      if (el.closest(app)) continue;
      if (forbiddenTag.test(el.localName)) problems.push(`<${el.localName}>`);
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) problems.push(`${el.localName}[${attr.name}]`);
        if (/^(style|srcdoc)$/i.test(attr.name)) problems.push(`${el.localName}[${attr.name}]`);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these characters in URLs.
        const value = attr.value.replace(/[\u0000-\u0020\u007f-\u00a0]/g, "");
        if (urlAttr.test(attr.name) && /^(javascript|data|vbscript):/i.test(value))
          problems.push(`${el.localName}[${attr.name}=${attr.value}]`);
      }
    }
  }
  return problems;
}

/**
 * In the page, anywhere in the live document: no inline event handler attribute, no frame, plugin,
 * <base> or meta refresh. (Script nonces are checked on the served HTML, see servedScriptProblems:
 * a page whose hydration fails is re-rendered by React with inert, nonce-less script elements.)
 */
function pageProblemsIn(): string[] {
  const problems: string[] = [];
  for (const el of Array.from(document.querySelectorAll("*"))) {
    for (const attr of Array.from(el.attributes))
      if (/^on/i.test(attr.name)) problems.push(`${el.localName}[${attr.name}]`);
  }
  if (document.querySelector("iframe, frame, object, embed, base, meta[http-equiv]"))
    problems.push("iframe/object/embed/base/meta refresh in page");
  return problems;
}

/** In the page: the hits the init script recorded in this document. */
function hitsIn(): unknown[] {
  return (window as unknown as { __hits?: unknown[] }).__hits ?? [];
}

/** The source of a call of one of the functions above, for `page.evaluate`. */
const call = (fn: (...args: never[]) => unknown, ...args: unknown[]) =>
  `(${fn.toString()})(${args.map((a) => JSON.stringify(a)).join(", ")})`;

/** Clicks every link, button and summary, focuses every focusable element and hovers everything inside `selector`. */
export async function poke(page: Page, selector: string, click = true): Promise<number> {
  return page.evaluate(call(pokeIn, selector, click)) as Promise<number>;
}

/**
 * In one evaluate: `look` (the source of an expression, read before anything is touched), then
 * `poke` on `selector`. Returns what `look` read.
 */
export async function lookThenPoke<T>(page: Page, look: string, selector: string, click = true): Promise<T> {
  return page.evaluate(
    `(() => { const seen = ${look}; ${call(pokeIn, selector, click)}; return seen; })()`,
  ) as Promise<T>;
}

/**
 * Once the page has settled: every hit (in the page, and through the binding from any frame or
 * document of the context), the content problems inside `content` (when given), the page's
 * problems, and what `extra` (the source of an expression) reads, in one evaluate.
 */
export async function inspect<T = undefined>(
  h: Harness,
  content: string | null,
  extra = "undefined",
): Promise<{ hits: unknown[]; content: string[]; page: string[]; extra: T }> {
  await settledInPage(h.page);
  const found = (await h.page.evaluate(
    `({ hits: ${call(hitsIn)}, content: ${content === null ? "[]" : call(contentProblemsIn, content, APP_AFTER_CONTENT)}, page: ${call(pageProblemsIn)}, extra: ${extra} })`,
  )) as { hits: unknown[]; content: string[]; page: string[]; extra: T };
  return { ...found, hits: [...found.hits, ...h.hits.map((x) => x.n)] };
}

/**
 * The page's own markup that follows the content. Content with unbalanced markup (an unclosed
 * <table>, see the known defect below) makes the browser move it into the content container;
 * those elements are the app's, not the payload's, and are skipped by contentProblems.
 */
export const APP_AFTER_CONTENT =
  '.mt-10.rounded-xl.bg-brand-800, form[data-confirm], footer, a[data-contact], script[src^="/assets/"]';
