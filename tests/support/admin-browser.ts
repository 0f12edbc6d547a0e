// Helpers for driving the admin area in Chromium: session cookies in a browser context, forged
// sessions, hydration and the flashed toast.
import type { BrowserContext, Page } from "playwright-core";
import type { RunningWorker } from "./worker";

/** Puts a "name=value" cookie (as signInCookie or forgeSessionCookie return it) into a context for the worker's host. */
export async function addSessionCookie(context: BrowserContext, w: RunningWorker, cookie: string): Promise<void> {
  const at = cookie.indexOf("=");
  await context.addCookies([
    { name: cookie.slice(0, at), value: cookie.slice(at + 1), url: w.url, httpOnly: true, sameSite: "Lax" },
  ]);
}

/** Remix has hydrated the page (the admin area is hydrated; public pages are not). */
/**
 * The page is ready for interaction: admin pages once Remix has hydrated them, public pages
 * (not hydrated) once their enhancement script has run.
 */
export const hydrated = (page: Page) =>
  page.waitForFunction(
    () =>
      (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined ||
      document.documentElement.hasAttribute("data-enhanced"),
  );

/** The page's scripts are in place: Remix hydrated it (admin) or the public pages' enhance.js ran. */
export const ready = (page: Page) =>
  page.waitForFunction(
    () =>
      (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined ||
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

/**
 * Opens `url` and waits for its scripts (see `ready`). build/ is rebuilt from time to time by
 * another process: a page caught while its assets are being rewritten is loaded again, up to 3
 * times (a page that never gets its scripts still fails).
 */
export async function gotoReady(page: Page, url: string, options: { waitUntil?: "load" | "networkidle" } = {}) {
  for (let attempt = 1; ; attempt++) {
    const res = await page.goto(url, { waitUntil: options.waitUntil ?? "load" });
    try {
      await ready(page);
      return res;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.waitForTimeout(5_000);
    }
  }
}

export { forgeSessionCookie } from "./admin-client";
