// The one place where tests and their harness let time pass on purpose: polling for a state
// that another process (workerd, a Workflow, a fake server) reaches on its own, and letting a
// browser page finish what it started. Tests prefer `expect.poll` and Playwright's waits; code
// outside vitest (global setup, scripts) uses `until`. A fixed sleep anywhere else in tests/ or
// harness/ fails tests/unit/no-sleeps.test.ts.
import type { Page } from "playwright-core";

export interface UntilOptions {
  /** Give up after this long (ms). */
  timeout?: number;
  /** Time between two reads (ms). */
  interval?: number;
  /** What is awaited, for the error message. */
  what?: string;
}

/** Reads `read()` until `done(value)` holds, and returns that value. */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeout = 10_000, interval = 50, what = "the expected state" }: UntilOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what} after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/**
 * Everything a page started on its own has happened: every frame loaded, every image loaded or
 * failed, every audio and video element done choosing its source, and then two animation frames
 * and a task (autofocus, `toggle` of an open <details>, SVG animations and marquees start there).
 * What a script would do in reaction to that has run by the time this returns.
 */
export async function settled(page: Page): Promise<void> {
  await Promise.all(page.frames().map((f) => f.waitForLoadState("load").catch(() => undefined)));
  await page.waitForFunction(() => {
    const docs: Document[] = [document];
    for (const f of Array.from(document.querySelectorAll("iframe, frame"))) {
      try {
        const d = (f as HTMLIFrameElement).contentDocument;
        if (d) docs.push(d);
      } catch {
        // Another origin (a data: URL): its load was awaited above.
      }
    }
    return docs.every(
      (d) =>
        Array.from(d.images).every((img) => img.complete) &&
        Array.from(d.querySelectorAll("audio, video")).every((m) => {
          const media = m as HTMLMediaElement;
          return (
            media.error !== null || media.networkState !== HTMLMediaElement.NETWORK_LOADING || media.readyState > 0
          );
        }),
    );
  });
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))),
  );
}

/**
 * `settled`, with the in-page waits done by one `page.evaluate` instead of `waitForFunction`: a
 * wait or a locator makes Chromium compile Playwright's injected script into the document (about
 * 55 ms of CPU a document), where an evaluate does not. For tests that open hundreds of documents
 * and only evaluate in them (tests/e2e/xss.test.ts). Gives up after `timeout` ms, like the wait.
 */
export async function settledInPage(page: Page, timeout = 10_000): Promise<void> {
  await Promise.all(page.frames().map((f) => f.waitForLoadState("load").catch(() => undefined)));
  // A document the page navigated to meanwhile (a javascript: URL's result, document.write) is
  // waited for in turn, as waitForFunction would.
  for (let tries = 0; ; tries++) {
    try {
      return await inPageSettled(page, timeout);
    } catch (error) {
      if (tries >= 5 || !/Execution context was destroyed/.test(String(error))) throw error;
      await page.waitForLoadState("load");
    }
  }
}

function inPageSettled(page: Page, timeout: number): Promise<void> {
  return page.evaluate(
    (limit) =>
      new Promise<void>((done, fail) => {
        const deadline = performance.now() + limit;
        const loaded = () => {
          const docs: Document[] = [document];
          for (const f of Array.from(document.querySelectorAll("iframe, frame"))) {
            try {
              const d = (f as HTMLIFrameElement).contentDocument;
              if (d) docs.push(d);
            } catch {
              // Another origin (a data: URL): its load was awaited above.
            }
          }
          return docs.every(
            (d) =>
              Array.from(d.images).every((img) => img.complete) &&
              Array.from(d.querySelectorAll("audio, video")).every((m) => {
                const media = m as HTMLMediaElement;
                return (
                  media.error !== null ||
                  media.networkState !== HTMLMediaElement.NETWORK_LOADING ||
                  media.readyState > 0
                );
              }),
          );
        };
        const poll = () => {
          if (loaded()) requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => done(), 0)));
          else if (performance.now() > deadline) fail(new Error(`the page did not settle in ${limit} ms`));
          else requestAnimationFrame(poll);
        };
        poll();
      }),
    timeout,
  );
}
