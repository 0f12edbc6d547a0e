// Helpers for driving the admin area in Chromium: session cookies in a browser context, forged
// sessions, hydration and the flashed toast.
import type { BrowserContext, Page } from "playwright-core";
import type { RunningWorker } from "../../harness/worker";

/** Puts a "name=value" cookie (as signInCookie or forgeSessionCookie return it) into a context for the worker's host. */
export async function addSessionCookie(context: BrowserContext, w: RunningWorker, cookie: string): Promise<void> {
  const at = cookie.indexOf("=");
  await context.addCookies([
    { name: cookie.slice(0, at), value: cookie.slice(at + 1), url: w.url, httpOnly: true, sameSite: "Lax" },
  ]);
}

/**
 * The page is ready for interaction: admin pages once React has hydrated them (routes/admin.tsx
 * sets data-hydrated; Remix's router exists before that, and a field typed into then is not yet
 * React's), public pages (never hydrated) once their enhancement script has run.
 */
export const ready = (page: Page) =>
  page.waitForFunction(
    () =>
      document.documentElement.getAttribute("data-hydrated") === "true" ||
      document.documentElement.getAttribute("data-enhanced") === "true",
  );

/** The title line of the success toast shown after a redirect inside the admin area. */
export function successToast(page: Page) {
  return page.locator('[data-toast="success"] p.font-semibold');
}

/** Waits for the success toast whose title is exactly `title` (an earlier toast may still be fading). */
export async function waitForToast(page: Page, title: string): Promise<string> {
  const escaped = title.replace(/[.*+?^$()|[\]\\{}]/g, "\\$&");
  const exact = new RegExp(`^\\s*${escaped}\\s*$`);
  const toast = successToast(page).filter({ hasText: exact });
  await toast.waitFor();
  return toast.innerText();
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Waits until the page is at `path` (a navigation, a redirect or a client-side transition). */
export function arrivedAt(page: Page, path: string) {
  return page.waitForURL((url) => url.pathname === path);
}

/** Waits for the page's h1 to read exactly `text`: the state after a navigation, not a proxy of it. */
export function headingIs(page: Page, text: string) {
  return page.getByRole("heading", { level: 1, name: text, exact: true }).waitFor();
}

/**
 * Opens `url` and waits for its scripts (see `ready`), polled inside the page by one evaluate (see
 * `gotoReadyInPage`): a test that then only evaluates spares Chromium Playwright's injected script.
 */
export async function gotoReady(page: Page, url: string, options: { waitUntil?: "load" | "networkidle" } = {}) {
  return gotoReadyInPage(page, url, 30_000, options.waitUntil);
}

export { forgeSessionCookie } from "../../harness/admin-client";

/**
 * `gotoReady` without Playwright's waitForFunction: the readiness (see `ready`) is polled inside
 * the page by one evaluate, so Chromium does not compile Playwright's injected script into the
 * document (harness/wait.ts, settledInPage). For tests that open hundreds of documents.
 */
export async function gotoReadyInPage(
  page: Page,
  url: string,
  timeout = 10_000,
  waitUntil: "load" | "networkidle" = "load",
) {
  const res = await page.goto(url, { waitUntil });
  await page.evaluate(
    (limit) =>
      new Promise<void>((done, fail) => {
        const deadline = performance.now() + limit;
        const poll = () => {
          const root = document.documentElement;
          if (root.getAttribute("data-hydrated") === "true" || root.getAttribute("data-enhanced") === "true") done();
          else if (performance.now() > deadline) fail(new Error(`the page was not ready in ${limit} ms`));
          else requestAnimationFrame(poll);
        };
        poll();
      }),
    timeout,
  );
  return res;
}
