// The served side of the stored-XSS tests (tests/e2e/xss.test.ts: public pages and
// the panel's list and edit forms): a Worker where every payload (tests/support/xss-payloads.ts) was
// saved through the panel's create action, what KV then holds, and the checks on the HTML as served.
import type { Browser } from "playwright-core";
import { expect } from "vitest";
import { postForm, signInCookie } from "../../harness/admin-client";
import { launchBrowser } from "../../harness/browser";
import { html } from "../../harness/html";
import { type RunningWorker, startWorker } from "../../harness/worker";
import { gotoReadyInPage } from "./admin-browser";
import type { Harness } from "./xss-browser";
import { XSS_CASES } from "./xss-payloads";

export interface StoredPage {
  title: string;
  slug: string;
  description: string;
  content: string;
}

export interface XssSite {
  w: RunningWorker;
  browser: Browser;
  cookie: string;
  /** Each payload's page as KV holds it after the panel's save. */
  stored: Map<number, StoredPage>;
}

/** A Worker and a browser, every payload saved through the panel (a 302 each), and what was stored. */
export async function xssSite(): Promise<XssSite> {
  const [w, browser] = await Promise.all([startWorker(), launchBrowser()]);
  const cookie = await signInCookie(w);
  for (const c of XSS_CASES) {
    const res = await postForm(
      w,
      "/admin/painel",
      { intent: "create", title: c.title, slug: c.slug, description: c.description, content: c.content },
      { Cookie: cookie },
    );
    if (res.status !== 302) throw new Error(`Payload ${c.n} was not saved (${res.status}): ${c.payload}`);
  }
  const kv = await w.kv();
  const stored = new Map<number, StoredPage>();
  for (const c of XSS_CASES) {
    const page = await kv.get<StoredPage>(`page:${c.slug}`, "json");
    if (!page) throw new Error(`Payload ${c.n} is not in KV`);
    stored.set(c.n, page);
  }
  return { w, browser, cookie, stored };
}

export async function visit(w: RunningWorker, h: Harness, path: string): Promise<number> {
  const url = w.url + path;
  h.allow(url);
  try {
    return (await gotoReadyInPage(h.page, url))?.status() ?? 0;
  } finally {
    h.allow(null);
  }
}

/**
 * In the HTML as served: every inline <script> carries this response's CSP nonce, and every
 * external one is a file of this site (`script-src 'self'`). A cached page without inline scripts
 * is served byte for byte, so its external script has no nonce, and needs none.
 */
export function servedScriptProblems(res: Response, body: string): string[] {
  const csp = res.headers.get("content-security-policy") ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  if (!nonce) return ["no CSP nonce"];
  if (!/script-src [^;]*'self' 'nonce-/.test(csp) || /script-src [^;]*unsafe-inline/.test(csp))
    return [`unexpected CSP: ${csp}`];
  const problems: string[] = [];
  for (const script of html(body).querySelectorAll("script")) {
    const type = script.getAttribute("type") ?? "";
    if (type === "application/ld+json") continue;
    const src = script.getAttribute("src");
    if (src !== undefined && src !== null) {
      if (!/^\/(?!\/)/.test(src)) problems.push(`script from another origin: ${src}`);
    } else if (script.getAttribute("nonce") !== nonce) {
      problems.push(`inline script without the nonce: ${script.outerHTML.slice(0, 80)}`);
    }
  }
  return problems;
}

export async function fetchChecked(
  w: RunningWorker,
  path: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await w.fetch(path, { headers });
  expect(res.status, path).toBe(200);
  const body = await res.text();
  expect(servedScriptProblems(res, body), path).toEqual([]);
  return body;
}
