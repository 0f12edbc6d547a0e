// Real Chromium (Debian's packages) driven by playwright-core. No browser download happens here.
import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { SHM } from "./scratch";

const CANDIDATES = [
  process.env.CHROME_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`): the same Blink and V8 without the
 * browser around them, which is what Playwright itself runs headless. Measured on the 2-core
 * machine: the e2e project took 187 s of CPU with it against 332 s with the full browser.
 */
const SHELL_CANDIDATES = [
  process.env.CHROME_HEADLESS_SHELL_PATH,
  "/usr/lib/chromium/chromium-headless-shell",
  "/usr/bin/chromium-headless-shell",
];

const first = (paths: (string | undefined)[]) => paths.find((p): p is string => !!p && existsSync(p));

/** The full browser (Lighthouse, and tests that need what only it does). */
export function chromiumPath(): string {
  const found = first(CANDIDATES);
  if (!found) throw new Error("No Chromium found: install Debian's `chromium` package or set CHROME_PATH.");
  return found;
}

export interface LaunchOptions {
  /**
   * The full browser instead of the headless shell: in the shell Playwright does not see the
   * redirect a new tab makes to another site (tests/e2e/leads.test.ts routes wa.me in the tab).
   */
  full?: boolean;
}

function launch(full: boolean): Promise<Browser> {
  // CHROME_PATH, when set, names the one browser to use; without the shell installed, the full one.
  const shell = full || process.env.CHROME_PATH ? undefined : first(SHELL_CANDIDATES);
  return chromium.launch({
    executablePath: shell ?? chromiumPath(),
    headless: true,
    // Without these Chromium keeps trying to reach Google's services on a closed network.
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      // Shared memory in files instead, where /dev/shm is too small (containers).
      ...(SHM ? [] : ["--disable-dev-shm-usage"]),
    ],
  });
}

/**
 * One Chromium of each kind per thread (`shared`), shared by the test files that thread runs one
 * after the other (the e2e project runs in threads with `isolate: false`, so this module's state outlives a
 * file): it was started once per file, which cost ~0.15 s of CPU for the headless shell and
 * ~0.55 s for the full browser each time (issue 41, measured on the 2-core machine). Each
 * file still gets fresh contexts (a context is Chromium's incognito profile: its own cookies,
 * storage, cache and connections), and `close()` closes every context the file opened. A browser
 * that crashed or was closed is started again on the next call. A browser nobody holds stays up,
 * idle, for the thread's next file (no timer closes it: tests and harness wait on no clock,
 * tests/unit/no-sleeps.test.ts); the thread that ends takes its Chromium with it (the DevTools
 * pipe closes, and Chromium exits). Only under vitest: a script gets a browser of its own.
 */
const shared = new Map<boolean, Promise<Browser>>();

/** The thread's Chromium of this kind, started on first use and again after a crash or a close. */
function sharedBrowser(full: boolean): Promise<Browser> {
  let browser = shared.get(full);
  if (!browser) {
    const started = launch(full);
    browser = started;
    shared.set(full, started);
    const forget = () => {
      if (shared.get(full) === started) shared.delete(full);
    };
    started.then((b) => b.on("disconnected", forget), forget);
  }
  return browser;
}

/**
 * A browser for one test file: the thread's shared Chromium (`sharedBrowser`), seen through a handle
 * whose `newContext`/`newPage` are recorded and whose `close()` closes those contexts, not the
 * browser itself. Everything else is the Browser's own.
 */
export async function launchBrowser({ full = false }: LaunchOptions = {}): Promise<Browser> {
  // Outside vitest (scripts/bench.ts, scripts/screenshot.ts) a browser of its own, which its
  // close() ends, so that the script's process can exit.
  if (!process.env.VITEST) return launch(full);
  const browser = await sharedBrowser(full);
  const mine = new Set<BrowserContext>();
  let closed = false;
  const track = (context: BrowserContext) => {
    mine.add(context);
    context.once("close", () => mine.delete(context));
    return context;
  };
  const handle: Partial<Browser> = {
    newContext: async (options) => track(await browser.newContext(options)),
    newPage: async (options) => {
      const page = await browser.newPage(options);
      track(page.context());
      return page;
    },
    contexts: () => [...mine],
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all([...mine].map((c) => c.close().catch(() => {})));
    },
  };
  return new Proxy(browser, {
    get(target, prop, receiver) {
      if (Object.hasOwn(handle, prop)) return handle[prop as keyof Browser];
      const value = Reflect.get(target, prop, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** Public pages are not ready: their enhancement script marks the document when it has run. */
export function enhanced(page: Page) {
  return page.waitForSelector("html[data-enhanced]", { state: "attached" });
}
