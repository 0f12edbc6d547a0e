// Real Chromium (Debian's package) driven by playwright-core. No browser download happens here.
import { existsSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";

const CANDIDATES = [
  process.env.CHROME_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];

export function chromiumPath(): string {
  const found = CANDIDATES.find((p): p is string => !!p && existsSync(p));
  if (!found) throw new Error("No Chromium found: install Debian's `chromium` package or set CHROME_PATH.");
  return found;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
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
      "--disable-dev-shm-usage",
    ],
  });
}

/** Public pages are not ready: their enhancement script marks the document when it has run. */
export function enhanced(page: Page) {
  return page.waitForSelector("html[data-enhanced]", { state: "attached" });
}
