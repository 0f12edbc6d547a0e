// Real Chromium (Debian's packages) driven by playwright-core. No browser download happens here.
import { existsSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";
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

export function launchBrowser({ full = false }: LaunchOptions = {}): Promise<Browser> {
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

/** Public pages are not ready: their enhancement script marks the document when it has run. */
export function enhanced(page: Page) {
  return page.waitForSelector("html[data-enhanced]", { state: "attached" });
}
